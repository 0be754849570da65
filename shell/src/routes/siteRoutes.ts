/**
 * The public site's routes and the site remote's page each one shows. Only
 * types are imported here, so the shell's entry can read it before the shared
 * libraries have loaded (src/remotes/sitePages.ts starts the first page there).
 */
import type { PublicPage } from './publicPages';

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

/** The front page (its title is the platform's name, see FRONT_ROUTE). */
export const FRONT_PATH = '/front';
export const FRONT_PAGE = 'Front';

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
  { path: '/contract-verify', page: 'VerifyContract', title: '合同验签' },
  { path: '/searchRes', page: 'SearchResult', title: '搜索结果' },
  { path: '/searchResult', page: 'SearchResult', title: '搜索结果' },
];

/** Whether `pathname` is on `pattern` ('/plan/:id') as the router sees it: in any case, a trailing slash allowed. */
function onPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.toLowerCase().split('/');
  const parts = pathname.toLowerCase().replace(/(.)\/+$/, '$1').split('/');
  return wanted.length === parts.length && wanted.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]));
}

/** The site page shown at `pathname` ('/' leads to the front page), if it is one. */
export function sitePageAt(pathname: string): string | undefined {
  if (pathname === '/' || onPattern(FRONT_PATH, pathname)) return FRONT_PAGE;
  return SITE_ROUTES.find((route) => onPattern(route.path, pathname))?.page;
}
