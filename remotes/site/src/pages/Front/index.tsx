/**
 * /front, the home page. Built with plain components and CSS only: it is the
 * first page most visitors load, so it brings no antd along.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  applicationScenesQuery,
  cooperationCasesQuery,
  frontBannersQuery,
  frontProductsQuery,
  noticesQuery,
  startQueries,
} from '../../api/queries';
import { BannerCarousel } from '../../components/BannerCarousel';
import { PageHero } from '../../components/PageHero';
import { HomeCases } from './HomeCases';
import { HomeNews } from './HomeNews';
import { HomeProducts } from './HomeProducts';
import { HomeScenes } from './HomeScenes';
import { HomeSolutions } from './HomeSolutions';
import { HomeStore } from './HomeStore';
import './front.css';

const CHANNEL = '首页';

/** The page's own lists, asked for while the shell starts (see startQueries). */
export function prefetch(client: QueryClient) {
  startQueries(client, [
    frontBannersQuery(CHANNEL),
    frontProductsQuery('app'),
    applicationScenesQuery,
    frontProductsQuery('recommend'),
    frontProductsQuery('free'),
    cooperationCasesQuery,
    noticesQuery('companyExpress'),
    noticesQuery('systemNotice'),
  ]);
}

export default function Front() {
  return (
    <div className="pub-page home">
      <BannerCarousel
        channelName={CHANNEL}
        fallback={<PageHero title="工业互联网平台" lead="连接设备、连接企业、连接产业链，助力制造企业数字化转型" />}
      />
      <HomeProducts />
      <HomeSolutions />
      <HomeScenes />
      <HomeStore />
      <HomeCases />
      <HomeNews />
    </div>
  );
}
