/** Unit tests of the routes built from the menu tree. */
import { expect, test } from '@playwright/test';
import type { MenuNode } from '@platform/sdk';
import { buildMenuRoutes, hiddenSectionPages, inMenuSection, isExternalLink, pathOfComponent, resolveMenuPath, unknownPage } from './menuRoutes';

function node(
  partial: Omit<Partial<MenuNode>, 'meta'> & Pick<MenuNode, 'path'> & { title: string; meta?: Partial<MenuNode['meta']> },
): MenuNode {
  const { title, ...rest } = partial;
  return { id: rest.path, component: 'Layout', children: [], meta: { title } as MenuNode['meta'], ...rest } as MenuNode;
}

const TREE: MenuNode[] = [
  node({
    path: '/home',
    title: '首页',
    redirect: '/home/console',
    children: [node({ path: 'console', title: '工作台', component: 'workbench/Console', meta: { title: '工作台', affix: true } })],
  }),
  node({
    path: '/company',
    title: '企业管理',
    children: [
      node({ path: 'info', title: '企业信息', component: 'identity/CompanyInfo' }),
      node({ path: 'members', title: '成员管理', component: 'identity/Members' }),
      node({ path: 'https://help.example.com', title: '帮助' }),
    ],
  }),
  node({
    path: '/userCenter',
    title: '个人中心',
    hidden: true,
    redirect: '/userCenter/baseInfo',
    children: [
      node({ path: 'baseInfo', title: '个人信息', component: 'identity/UserInfo' }),
      node({ path: 'security', title: '账号安全', component: 'identity/Security' }),
    ],
  }),
];

test('paths of children join their section; links stay as given', () => {
  expect(resolveMenuPath('/company', 'info')).toBe('/company/info');
  expect(resolveMenuPath('/', '/home')).toBe('/home');
  expect(resolveMenuPath('/company', 'mailto:a@b.c')).toBe('mailto:a@b.c');
  expect(isExternalLink('tel:4006086618')).toBe(true);
  expect(isExternalLink('/home')).toBe(false);
});

test('the menu tree becomes pages and section redirects', () => {
  const routes = buildMenuRoutes(TREE);
  expect(routes.map((route) => [route.path, route.component ?? `-> ${route.redirect}`])).toEqual([
    ['/home', '-> /home/console'],
    ['/home/console', 'workbench/Console'],
    ['/company', '-> /company/info'],
    ['/company/info', 'identity/CompanyInfo'],
    ['/company/members', 'identity/Members'],
    ['/userCenter', '-> /userCenter/baseInfo'],
    ['/userCenter/baseInfo', 'identity/UserInfo'],
    ['/userCenter/security', 'identity/Security'],
  ]);
  const console = routes.find((route) => route.path === '/home/console');
  expect(console?.affix).toBe(true);
  expect(console?.trail.map((crumb) => crumb.title)).toEqual(['首页', '工作台']);
});

test('a missing page inside a granted section is forbidden, elsewhere unknown', () => {
  expect(inMenuSection(TREE, '/company/secret')).toBe(true);
  expect(inMenuSection(TREE, '/operation/companies')).toBe(false);
  expect(inMenuSection(TREE, '/')).toBe(false);
});

test('the pages of a hidden section show as its tabs', () => {
  expect(hiddenSectionPages(TREE, '/userCenter/security')).toEqual([
    { title: '个人信息', path: '/userCenter/baseInfo' },
    { title: '账号安全', path: '/userCenter/security' },
  ]);
  expect(hiddenSectionPages(TREE, '/company/info')).toBeUndefined();
  expect(pathOfComponent(buildMenuRoutes(TREE), 'identity/Security')).toBe('/userCenter/security');
  expect(pathOfComponent(buildMenuRoutes(TREE), 'identity/Nothing')).toBeUndefined();
});

test('a page that exists but is not the user\'s is forbidden; a page that does not exist is missing', () => {
  const allPages = ['/company/info', '/company/members', '/userCenter/userInfo', '/userCenter/accountManage', '/operation/companies'];
  // The server's list of every page decides, inside the user's sections and out of them.
  expect(unknownPage(TREE, '/company/members', allPages)).toBe('forbidden');
  expect(unknownPage(TREE, '/company/members/', allPages)).toBe('forbidden');
  expect(unknownPage(TREE, '/operation/companies', allPages)).toBe('forbidden');
  expect(unknownPage(TREE, '/company/secret', allPages)).toBe('missing');
  expect(unknownPage(TREE, '/userCenter/nothing', allPages)).toBe('missing');
  // Without the list, a path inside a section of the user's is taken for a page not granted.
  expect(unknownPage(TREE, '/company/secret', undefined)).toBe('forbidden');
  expect(unknownPage(TREE, '/elsewhere/page', undefined)).toBe('missing');
});

test('a page the tree lists twice (a sidebar link into the user centre) is routed once, where it comes first', () => {
  const tree: MenuNode[] = [
    node({
      path: '/company',
      title: '企业管理',
      children: [node({ path: '/userCenter/userInfo', title: '企业信息', component: 'certification/EnterpriseInfo' })],
    }),
    node({
      path: '/userCenter',
      title: '个人中心',
      hidden: true,
      redirect: '/userCenter/userInfo',
      children: [
        node({ path: 'userInfo', title: '企业信息', component: 'certification/EnterpriseInfo' }),
        node({ path: 'security', title: '账号安全', component: 'identity/Security' }),
      ],
    }),
  ];
  const routes = buildMenuRoutes(tree);
  expect(routes.filter((route) => route.path === '/userCenter/userInfo')).toHaveLength(1);
  expect(routes.find((route) => route.path === '/company')?.redirect).toBe('/userCenter/userInfo');
  expect(routes.find((route) => route.path === '/userCenter/userInfo')?.trail.map((crumb) => crumb.title)).toEqual(['企业管理', '企业信息']);
  // The user centre still shows all its pages as tabs.
  expect(hiddenSectionPages(tree, '/userCenter/userInfo')?.map((page) => page.title)).toEqual(['企业信息', '账号安全']);
});
