/** 产品及服务: application and platform products, three cards a row. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFrontProducts } from '../../api/queries';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { Section } from '../../components/Section';
import { Block, Repeat } from '../../components/states';

const TABS = [
  { key: 'app', label: '应用产品' },
  { key: 'plat', label: '平台产品' },
] as const;

/** Two rows of three. */
const SHOWN = 6;

const SKELETON = (
  <div className="pub-grid pub-grid--3">
    <Repeat times={SHOWN}>
      <ProductCardSkeleton />
    </Repeat>
  </div>
);

export function HomeProducts() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('app');
  const products = useFrontProducts(tab);
  return (
    <Section
      title="产品及服务"
      lead="精选工业应用与平台服务，按需选购、在线开通"
      extra={
        <Link to="/product" className="pub-link">
          查看全部产品 ›
        </Link>
      }
    >
      <div className="pub-tabs" role="tablist" aria-label="产品类型">
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            className="pub-tab"
            aria-selected={tab === item.key}
            onClick={() => setTab(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((item) => item.key === tab)?.label}>
        <Block query={products} isEmpty={(rows) => rows.length === 0} empty="暂无产品" skeleton={SKELETON}>
          {(rows) => (
            <div className="pub-grid pub-grid--3">
              {rows.slice(0, SHOWN).map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
        </Block>
      </div>
    </Section>
  );
}
