/** 产品及服务: application and platform products, three cards a row. */
import { useState } from 'react';
import { useFrontProducts } from '../../api/queries';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { Section } from '../../components/Section';
import { Block, Repeat } from '../../components/states';
import { TabList } from '../../components/TabList';

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
  const [active, setActive] = useState(0);
  const products = useFrontProducts(TABS[active].key);
  return (
    <Section title="产品及服务" lead="精选工业应用与平台服务，按需选购、在线开通" more={{ to: '/product', label: '查看全部产品' }}>
      <TabList label="产品类型" items={TABS} active={active} onSelect={setActive} keyOf={(item) => item.key} render={(item) => item.label} />
      <div role="tabpanel" aria-label={TABS[active].label}>
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
