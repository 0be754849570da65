/** Journeys through the shell and its federated remotes, against the real server. */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, apiGet, apiLogin, chooseFromUserMenu, expect, loginThroughForm, sidebar, storedToken, test, tokenCookie } from './support';

const NO_PERMISSION = '您没有访问权限，请联系管理员授权！';
const SESSION_EXPIRED = '登录信息已失效,请重新登录';

test('a main account logs in and reaches the members of its company', async ({ page }) => {
  await page.goto('/login');
  await loginThroughForm(page, ACCOUNTS.main);

  await expect(page).toHaveURL(/\/home\/console$/);
  const nav = sidebar(page);
  await expect(nav.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await nav.getByText('企业管理').click();
  await expect(nav.getByRole('menuitem', { name: '企业信息' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: '成员管理' })).toBeVisible();

  const console = page.locator('.wb__content');
  await expect(console.getByText('演示科技有限公司').first()).toBeVisible();
  await expect(console.getByTestId('certification-status')).toHaveText('已认证');

  await nav.getByRole('menuitem', { name: '成员管理' }).click();
  await expect(page).toHaveURL(/\/company\/members$/);
  const table = page.locator('.wb__content .ant-table');
  // A login name that is a phone number is masked as the number beside it is.
  const subAccountRow = table.getByRole('row').filter({ hasText: '138****0002' });
  await expect(subAccountRow).toBeVisible();
  await expect(subAccountRow).toContainText('子账号');
  await expect(table).not.toContainText(ACCOUNTS.sub);
});

test('a sub-account reaches only what it was granted', async ({ page, context, request }) => {
  await page.goto('/login');
  await loginThroughForm(page, ACCOUNTS.sub);
  await expect(page).toHaveURL(/\/home\/console$/);

  const nav = sidebar(page);
  await expect(nav.getByRole('menuitem', { name: '企业信息' })).toBeVisible();
  await expect(nav.getByText('成员管理')).toHaveCount(0);

  await page.goto('/company/members');
  await expect(page.locator('.wb__content').getByText(NO_PERMISSION)).toBeVisible();
  await expect(page.locator('.wb-header')).toBeVisible();

  // The app keeps the token itself; the server's cookie is out of the page's reach.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const cookie = await tokenCookie(context);
  expect(cookie?.value).toBe(token);
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)token=/);
  const members = await apiGet(request, '/api/ptd-user/resource/user/getUserDict', token!);
  expect(members.code).toBe(10003);
  expect(members.msg).toBe(NO_PERMISSION);
});

test('logging out returns to the login page and the old token is refused', async ({ page, context, request }) => {
  await page.goto('/login');
  await loginThroughForm(page, ACCOUNTS.main);
  await expect(page).toHaveURL(/\/home\/console$/);
  const token = (await storedToken(page))!;
  expect(token).toBeTruthy();
  expect((await apiGet(request, '/api/ptd-user/checkToken', token)).code).toBe(200);
  // The login reply set the cookie: HttpOnly, the same token.
  const cookie = await tokenCookie(context);
  expect(cookie?.value).toBe(token);
  expect(cookie?.httpOnly).toBe(true);

  await chooseFromUserMenu(page, '退出登录');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
  // The logout reply cleared the cookie; the app forgot its token.
  expect(await tokenCookie(context)).toBeUndefined();
  expect(await storedToken(page)).toBeNull();
  expect((await apiGet(request, '/api/ptd-user/checkToken', token)).code).toBe(401);
});

test('a protected page asks for login and comes back to it afterwards', async ({ page }) => {
  await page.goto('/userCenter/userInfo');

  await expect(page).toHaveURL(/\/login\?redirect=%2FuserCenter%2FuserInfo$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();

  await loginThroughForm(page, ACCOUNTS.main);
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await expect(page.locator('.wb__content').getByText('统一社会信用代码')).toBeVisible();
});

test('a visitor on an unknown path sees the 404 page; only the workbench asks for login', async ({ page, loginAs }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在或已被移除')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();

  await page.goto('/foo/bar?x=1');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);

  // The workbench's own addresses still ask for login and come back afterwards.
  await page.goto('/userCenter/userInfo');
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserCenter%2FuserInfo$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await page.goto('/home/console');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Fconsole$/);

  // Logged in, an unknown path is the same 404 page, with the way into the workbench.
  await loginAs(ACCOUNTS.main);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('button', { name: '进入工作台' })).toBeVisible();
});

test('a remote that fails to load offers 重试 inside the layout', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  const entry = '**/remotes/certification/remoteEntry.js';
  await page.route(entry, (route) => route.abort());

  await page.goto('/userCenter/userInfo');
  const content = page.locator('.wb__content');
  await expect(content.getByText('页面加载失败')).toBeVisible();
  const retry = content.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await expect(page.locator('.wb__sider')).toBeVisible();

  await page.unroute(entry);
  await retry.click();
  await expect(content.getByText('统一社会信用代码')).toBeVisible();
  await expect(content.getByText('演示科技有限公司').first()).toBeVisible();
});

test('the sidebar remembers being collapsed and is a drawer on phones', async ({ page, context, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');

  const sider = page.locator('.wb__sider');
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');

  await page.reload();
  await expect(page.locator('.wb__sider')).toHaveClass(/ant-layout-sider-collapsed/);
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.wb__sider')).toHaveCount(0);
  const drawer = page.locator('.wb__drawer');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByText('企业管理').click();
  await drawer.getByRole('menuitem', { name: '企业信息' }).click();
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await expect(drawer).toBeHidden();

  // Tapping beside the drawer closes it too.
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(370, 400);
  await expect(drawer).toBeHidden();
});

/** Right-clicks a tag until its menu shows: a click that lands while the bar re-renders is repeated, as a person would. */
async function openTagMenu(page: Page, tag: Locator) {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭所有' });
  await expect(async () => {
    // A menu left open by a missed attempt is closed first, as a person would.
    await page.keyboard.press('Escape');
    await tag.click({ button: 'right' });
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test('visited pages become tags that can be closed from their menu', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter/userInfo');
  await expect(page.locator('.wb__content').getByText('统一社会信用代码')).toBeVisible();
  await sidebar(page).getByRole('menuitem', { name: '成员管理' }).click();
  await expect(page.locator('.wb__content .ant-table')).toBeVisible();

  const tags = page.locator('.tags-bar__tag');
  await expect(tags).toHaveText(['工作台', '企业信息', '成员管理']);
  // The affix tag of the console cannot be closed.
  await expect(tags.first().locator('.tags-bar__close')).toHaveCount(0);
  await expect(tags.first()).toHaveCSS('width', '105px');

  // A person whose click missed the menu opens it again and clicks once more.
  const openMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(async () => {
    await openTagMenu(page, tags.nth(1));
    // A short click timeout: a menu that closed under the pointer is opened again by the next round.
    await openMenu.getByRole('menuitem', { name: '关闭其他' }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/userCenter\/userInfo$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(tags).toHaveText(['工作台', '企业信息']);

  await expect(async () => {
    await openTagMenu(page, tags.nth(1));
    await openMenu.getByRole('menuitem', { name: '关闭所有' }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/home\/console$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(tags).toHaveText(['工作台']);
});

test('a login handed over in the address is kept and taken out of it', async ({ page, context, request }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  await page.goto(`/userCenter/userInfo?token=${encodeURIComponent(token)}`);

  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await expect(page.locator('.wb__content').getByText('统一社会信用代码')).toBeVisible();
  expect(await storedToken(page)).toBe(token);
  // checkToken, asked with the token as its header, has the server set its cookie.
  await expect.poll(async () => (await tokenCookie(context))?.value).toBe(token);
  expect((await tokenCookie(context))?.httpOnly).toBe(true);

  // Another account's link: the user is asked first, and 取消 keeps the current login.
  const other = await apiLogin(request, ACCOUNTS.sub);
  await page.goto(`/userCenter/userInfo?token=${encodeURIComponent(other)}`);
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  const question = page.getByRole('dialog').filter({ hasText: '切换账号' });
  await expect(question).toContainText('当前浏览器已登录其他账号，是否切换为链接中的账号？');
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
  expect(await storedToken(page)).toBe(token);
  expect((await tokenCookie(context))?.value).toBe(token);

  // 确定 switches to it.
  await page.goto(`/home/console?token=${encodeURIComponent(other)}`);
  await expect(page).toHaveURL(/\/home\/console$/);
  await question.getByRole('button', { name: '确定' }).click();
  await expect(question).toBeHidden();
  await expect.poll(() => storedToken(page)).toBe(other);
  expect((await tokenCookie(context))?.value).toBe(other);
});

test('a revoked login sends the user to log in again', async ({ page, request, loginAs }) => {
  const token = await loginAs(ACCOUNTS.main);
  expect((await apiGet(request, '/api/ptd-industry/userlogOut/logOut', token)).code).toBe(200);

  await page.goto('/home/console');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Fconsole$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
});

test('the login form checks its input and shows the server reason', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: '登录', exact: true });

  await submit.click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true }).last()).toBeVisible();

  // A failed attempt counts towards the account's lock-out: use an account no other journey logs in with.
  await page.getByPlaceholder('请输入用户名/手机号').fill(`  ${ACCOUNTS.uncertified}  `);
  await page.getByPlaceholder('请输入密码').fill('12345');
  await expect(page.getByText('最少6位字符')).toBeVisible();
  await page.getByPlaceholder('请输入密码').fill('密码abcdef');
  await expect(page.getByText('不能输入汉字')).toBeVisible();

  await page.getByPlaceholder('请输入密码').fill('Wrong@2026');
  await submit.click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
});
