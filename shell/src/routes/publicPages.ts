/**
 * The public routes of the spec: reachable without login. The public site's
 * pages come from the `site` remote; buying and declaring a product come from
 * the `orders` remote; all are shown inside the public layout.
 */
import { matchPath } from 'react-router-dom';
import { PLATFORM_NAME } from '@platform/sdk';
import { FRONT_PAGE, FRONT_PATH, SITE_ROUTES, type SiteRoute } from './siteRoutes';

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

export type { SiteRoute } from './siteRoutes';
export { SITE_ROUTES } from './siteRoutes';

/** The front page: part of the first load, without antd. */
export const FRONT_ROUTE: SiteRoute = { path: FRONT_PATH, page: FRONT_PAGE, title: PLATFORM_NAME };

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
  '/oidc/authorize',
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
