/** 电商平台: recommended and free products, with the ways into the store. */
import { Link } from 'react-router-dom';
import { productPath, type Schema } from '@platform/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFrontProducts } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, Bone, Repeat } from '../../components/states';

/** Rows a list is drawn with while it loads. */
const SKELETON_ROWS = 5;

const SKELETON = (
  <ul className="home-store__list">
    <Repeat times={SKELETON_ROWS}>
      <li>
        <span className="home-store__row">
          <span className="home-store__icon pub-bone-box" />
          <span className="home-store__name">
            <Bone width="50%" />
          </span>
          <span className="home-store__slogan">
            <Bone width="80%" />
          </span>
        </span>
      </li>
    </Repeat>
  </ul>
);

function ProductRows({ title, query }: { title: string; query: UseQueryResult<Schema<'ProductCard'>[], Error> }) {
  return (
    <div className="home-store__column">
      <h3 className="home-store__title">{title}</h3>
      <Block query={query} isEmpty={(rows) => rows.length === 0} empty="暂无产品" skeleton={SKELETON}>
        {(rows) => (
          <ul className="home-store__list">
            {rows.map((product) => (
              <li key={product.id}>
                <Link to={productPath(product)} className="home-store__row">
                  <Picture src={product.icon} alt="" className="home-store__icon" />
                  <span className="home-store__name">{product.name}</span>
                  <span className="home-store__slogan">{product.slogan}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Block>
    </div>
  );
}

export function HomeStore() {
  const recommended = useFrontProducts('recommend');
  const free = useFrontProducts('free');
  return (
    <Section title="电商平台" lead="工业品与数字化服务在线选购，企业认证后即可下单" muted>
      <div className="home-store">
        <div className="home-store__entries">
          <Link to="/material" className="home-store__entry home-store__entry--blue">
            <strong>工业品商城</strong>
            <span>按分类浏览全部产品</span>
          </Link>
          <Link to="/device" className="home-store__entry home-store__entry--teal">
            <strong>设备服务</strong>
            <span>设备联网、运维与能耗管理</span>
          </Link>
          <Link to="/ai/application" className="home-store__entry home-store__entry--purple">
            <strong>AI应用市场</strong>
            <span>视觉质检、预测性维护等</span>
          </Link>
        </div>
        <ProductRows title="热门推荐" query={recommended} />
        <ProductRows title="免费体验" query={free} />
      </div>
    </Section>
  );
}
