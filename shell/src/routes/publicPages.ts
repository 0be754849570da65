/**
 * The public routes of the spec: reachable without login. Those whose page is
 * not built yet show a 建设中 notice inside the public layout rather than a
 * 404, so the top navigation and footer never lead nowhere.
 */
import { matchPath } from 'react-router-dom';

export interface PublicPage {
  path: string;
  title: string;
}

/** Public pages still to be built, with the title their notice shows. */
export const UPCOMING_PUBLIC_PAGES: PublicPage[] = [
  { path: '/product', title: '产品市场' },
  { path: '/product/productTemplate', title: '产品详情' },
  { path: '/product/productTemplate2', title: '产品详情' },
  { path: '/product/intelligence', title: '产品详情' },
  { path: '/product/declare', title: '产品申报' },
  { path: '/product/purchase', title: '产品购买' },
  { path: '/solution', title: '解决方案' },
  { path: '/ai/application', title: 'AI应用' },
  { path: '/cooperativeEcology', title: '合作生态' },
  { path: '/partner', title: '合作伙伴' },
  { path: '/viewOfFactory', title: '数字工厂' },
  { path: '/aboutUs', title: '关于我们' },
  { path: '/concatUs', title: '联系我们' },
  { path: '/contactWe', title: '联系我们' },
  { path: '/helpWorld', title: '帮助中心' },
  { path: '/DocDetails', title: '帮助文档' },
  { path: '/noticeDetail', title: '公告详情' },
  { path: '/searchRes', title: '搜索结果' },
  { path: '/searchResult', title: '搜索结果' },
  { path: '/material', title: '产品分类' },
  { path: '/plan/:id', title: '解决方案' },
  { path: '/planFinance', title: '金融信贷' },
  { path: '/expert/:id', title: '共享专家' },
  { path: '/plat/:id', title: '服务平台' },
  { path: '/device', title: '设备服务' },
  { path: '/share', title: '分享' },
  { path: '/userAgent', title: '用户协议' },
  { path: '/privacy', title: '隐私政策' },
  { path: '/customerService', title: '在线客服' },
  { path: '/register', title: '用户注册' },
  { path: '/forgetPwd', title: '找回密码' },
  { path: '/wxLogin', title: '微信登录' },
  { path: '/dispatchCenterLoading', title: '正在跳转' },
];

/** Public pages with a page of their own in the shell. */
const BUILT_PUBLIC_PATHS = ['/', '/front', '/login', '/404'];

const PUBLIC_PATTERNS = [...BUILT_PUBLIC_PATHS, ...UPCOMING_PUBLIC_PAGES.map((page) => page.path)];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
