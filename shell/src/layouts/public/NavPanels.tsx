/** The hover panels of the top navigation: products by category, solutions and service platforms. */
import { useState, type ReactNode } from 'react';
import { FireOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import {
  platformPath,
  productPath,
  programPath,
  SITE_LIMITS,
  SOLUTION_CATEGORY,
  useFrontPrograms,
  useServicePlatforms,
  useStoreProducts,
  useTopAdvertising,
} from '@platform/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { NavSearch } from './NavSearch';

/** Loading, failure and emptiness of a panel's list, in plain markup. */
function PanelList<T>({
  query,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T, Error>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="navpanel__note">加载中…</p>;
  if (query.isError) {
    return (
      <p className="navpanel__note">
        加载失败{' '}
        <button type="button" className="navpanel__retry" onClick={() => void query.refetch()}>
          重试
        </button>
      </p>
    );
  }
  if (isEmpty(query.data)) return <p className="navpanel__note">暂无数据</p>;
  return <>{children(query.data)}</>;
}

/** 产品市场: categories on the left, their products beside, search and hot products on the right. */
export function ProductPanel({ onNavigate }: { onNavigate: () => void }) {
  const store = useStoreProducts();
  const hot = useTopAdvertising();
  const [active, setActive] = useState(0);

  return (
    <div className="navpanel__grid navpanel__grid--products">
      <PanelList query={store} isEmpty={(categories) => categories.length === 0}>
        {(categories) => {
          const current = categories[Math.min(active, categories.length - 1)];
          return (
            <>
              <ul className="navpanel__categories" aria-label="产品分类">
                {categories.map((category, index) => (
                  <li key={category.categoryId}>
                    <button
                      type="button"
                      className={`navpanel__category${index === active ? ' navpanel__category--active' : ''}`}
                      onMouseEnter={() => setActive(index)}
                      onFocus={() => setActive(index)}
                      onClick={() => setActive(index)}
                    >
                      {category.categoryName}
                      <span className="navpanel__count">{category.productList.length}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="navpanel__products">
                <h4 className="navpanel__heading">{current.categoryName}</h4>
                <ul className="navpanel__product-list">
                  {current.productList.map((product) => (
                    <li key={product.id}>
                      <Link to={productPath(product)} className="navpanel__product" onClick={onNavigate}>
                        {product.icon ? <img src={product.icon} alt="" width={36} height={36} /> : null}
                        <span>
                          <strong>{product.name}</strong>
                          <small>{product.slogan}</small>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          );
        }}
      </PanelList>
      <div className="navpanel__aside">
        <NavSearch onDone={onNavigate} />
        <h4 className="navpanel__heading">
          <FireOutlined /> 热门产品
        </h4>
        <PanelList query={hot} isEmpty={(ad) => !ad || ad.hotList.length === 0}>
          {(ad) => (
            <ol className="navpanel__hot">
              {ad!.hotList.slice(0, SITE_LIMITS.topAdHotItems).map((item, index) => (
                <li key={item.id}>
                  <Link to={productPath(item)} onClick={onNavigate}>
                    <span className="navpanel__rank">{index + 1}</span>
                    {item.productName}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </PanelList>
        <Link to="/product" className="navpanel__more" onClick={onNavigate}>
          查看全部产品
        </Link>
      </div>
    </div>
  );
}

/** 解决方案: the industry solutions and the service platforms. */
export function SolutionPanel({ onNavigate }: { onNavigate: () => void }) {
  const solutions = useFrontPrograms({ categoryId: SOLUTION_CATEGORY });
  const platforms = useServicePlatforms();
  return (
    <div className="navpanel__grid navpanel__grid--solutions">
      <section>
        <h4 className="navpanel__heading">行业解决方案</h4>
        <PanelList query={solutions} isEmpty={(rows) => rows.length === 0}>
          {(rows) => (
            <ul className="navpanel__links">
              {rows.map((program) => (
                <li key={program.id}>
                  <Link to={programPath(program.id)} onClick={onNavigate}>
                    <strong>{program.name}</strong>
                    <small>{program.slogan}</small>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </PanelList>
      </section>
      <section>
        <h4 className="navpanel__heading">服务平台</h4>
        <PanelList query={platforms} isEmpty={(rows) => rows.length === 0}>
          {(rows) => (
            <ul className="navpanel__platforms">
              {rows.map((platform) => (
                <li key={platform.id}>
                  <Link to={platformPath(platform.id)} className="navpanel__product" onClick={onNavigate}>
                    {platform.logoImage ? <img src={platform.logoImage} alt="" width={36} height={36} /> : null}
                    <span>
                      <strong>{platform.servicePlatformName}</strong>
                      <small>{platform.description}</small>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </PanelList>
      </section>
    </div>
  );
}

/** Which channel opens which panel. */
export const NAV_PANELS: Record<string, (props: { onNavigate: () => void }) => ReactNode> = {
  '/product': ProductPanel,
  '/solution': SolutionPanel,
};
