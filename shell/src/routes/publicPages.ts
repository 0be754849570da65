/**
 * The public routes of the spec: reachable without login. The public site's
 * pages come from the `site` remote; buying and declaring a product come from
 * the `orders` remote; all are shown inside the public layout.
 */
import { matchPath } from 'react-router-dom';
import { PLATFORM_NAME } from '@platform/sdk';

export interface PublicPage {
  path: string;
  title: string;
}

/**
 * Public pages served by a remote the server lists (`<remote>/<Page>`): they
 * need antd and ask for a login themselves only when the visitor acts.
 */
export interface RemotePublicPage extends PublicPage {
  component: string;
}

/** Declaring and buying a product (spec section 2), from the `orders` remote. */
export const REMOTE_PUBLIC_PAGES: RemotePublicPage[] = [
  { path: '/product/declare', component: 'orders/Declare', title: '产品申报' },
  { path: '/product/purchase', component: 'orders/Purchase', title: '产品购买' },
];

/** A public page served by the `site` remote: `page` is its folder in remotes/site/src/pages. */
export interface SiteRoute extends PublicPage {
  page: string;
  /**
   * The page holds antd controls (a form, a dialog): it is shown inside the
   * shell's antd setup (theme, locale, messages), loaded with it. The other
   * site pages are plain React and CSS and load no antd at all.
   */
  antd?: boolean;
}

/** The front page: part of the first load, without antd. */
export const FRONT_ROUTE: SiteRoute = { path: '/front', page: 'Front', title: PLATFORM_NAME };

/** Every other page of the public site, each mapped to its `site/<Page>` and, like the front page, loaded without antd unless marked. */
export const SITE_ROUTES: SiteRoute[] = [
  { path: '/product', page: 'Product', title: '产品市场' },
  { path: '/material', page: 'Product', title: '产品分类' },
  { path: '/device', page: 'Device', title: '设备服务' },
  { path: '/product/productTemplate', page: 'ProductTemplate', title: '产品详情' },
  { path: '/product/productTemplate2', page: 'ProductTemplate2', title: '产品详情' },
  { path: '/product/intelligence', page: 'Intelligence', title: 'AI应用详情' },
  { path: '/solution', page: 'Solution', title: '解决方案' },
  { path: '/plan/:id', page: 'Plan', title: '解决方案' },
  { path: '/planFinance', page: 'PlanFinance', title: '金融信贷' },
  { path: '/expert/:id', page: 'Expert', title: '共享专家' },
  { path: '/share', page: 'Share', title: '共享专家' },
  { path: '/plat/:id', page: 'Platform', title: '服务平台' },
  { path: '/ai/application', page: 'AiApplication', title: 'AI应用', antd: true },
  { path: '/cooperativeEcology', page: 'CooperativeEcology', title: '合作生态' },
  { path: '/partner', page: 'Partner', title: '合作伙伴' },
  { path: '/viewOfFactory', page: 'ViewOfFactory', title: '数字工厂' },
  { path: '/helpWorld', page: 'HelpWorld', title: '帮助中心', antd: true },
  { path: '/DocDetails', page: 'DocDetails', title: '帮助文档' },
  { path: '/noticeDetail', page: 'NoticeDetail', title: '公告详情' },
  { path: '/aboutUs', page: 'AboutUs', title: '关于我们' },
  { path: '/concatUs', page: 'ContactUs', title: '联系我们', antd: true },
  { path: '/contactWe', page: 'ContactUs', title: '联系我们', antd: true },
  { path: '/customerService', page: 'CustomerService', title: '在线客服' },
  { path: '/searchRes', page: 'SearchResult', title: '搜索结果' },
  { path: '/searchResult', page: 'SearchResult', title: '搜索结果' },
];

/** Public pages with a page of their own in the shell. */
const BUILT_PUBLIC_PATHS = [
  '/',
  '/front',
  '/login',
  '/register',
  '/forgetPwd',
  '/wxLogin',
  '/dispatchCenterLoading',
  '/userAgent',
  '/privacy',
  '/invite',
  '/404',
];

const PUBLIC_PATTERNS = [
  ...BUILT_PUBLIC_PATHS,
  ...SITE_ROUTES.map((page) => page.path),
  ...REMOTE_PUBLIC_PAGES.map((page) => page.path),
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
