/** The addresses that need a login (spec section 2): the workbench's menu sections and the shell's own logged-in pages; any other unknown address is a 404. */
import { matchPath } from 'react-router-dom';

/**
 * The top-level sections of the server's menu tree (the kernel's folders and
 * the modules'). A visitor has no menu tree, so the shell knows them here: a
 * path inside one asks for a login, any other unknown path is a 404.
 */
export const WORKBENCH_SECTIONS = ['/home', '/userCenter', '/company', '/base', '/order', '/sign', '/partnerCenter', '/openPlatform', '/content', '/operation'] as const;

/**
 * Older addresses of the user centre's pages: wherever the menu tree puts
 * those pages now. A menu route of the same path (a section the tree puts
 * there) comes first.
 */
export const USER_CENTER_REDIRECTS = [
  { path: '/userBaseInfo', component: 'identity/UserInfo' },
  { path: '/userSecurity', component: 'identity/Security' },
  { path: '/order', component: 'orders/OrderList' },
];

/**
 * The certification flow (spec sections 2 and 4): every logged-in user may
 * need it, so these pages are not in the menu tree but always routed.
 */
export const CERTIFICATION_PAGES = [
  { path: '/certification', component: 'certification/Certification' },
  { path: '/companyCertification', component: 'certification/CompanyCertification' },
  { path: '/personCertification', component: 'certification/PersonCertification' },
  { path: '/underCertification', component: 'certification/UnderCertification' },
  { path: '/rejectCertification', component: 'certification/RejectCertification' },
];

/**
 * Paying for an order (spec section 2): any logged-in user who bought comes
 * here from the purchase page, so the page is not in the menu tree but always routed.
 */
export const ORDER_PAGES = [{ path: '/product/orderPay', component: 'orders/OrderPay' }];

/** Pages of the shell outside the menu tree that need a login. */
const LOGGED_IN_PAGES = [
  '/changeCompany',
  ...USER_CENTER_REDIRECTS.map((page) => page.path),
  ...CERTIFICATION_PAGES.map((page) => page.path),
  ...ORDER_PAGES.map((page) => page.path),
];

/** Whether an address needs a login: a visitor there is asked to log in, anywhere else unknown sees the 404 page. */
export function isProtectedPath(pathname: string): boolean {
  if (LOGGED_IN_PAGES.some((path) => matchPath({ path, end: true }, pathname) !== null)) return true;
  return WORKBENCH_SECTIONS.some((section) => matchPath({ path: section, end: false }, pathname) !== null);
}
