/**
 * 登录日志 and 审计日志: a wrong password and then the right one for the main account show in its
 * company's sign-in log and in the operators' audit log (filtered by kind and time, a row's every
 * field with its hashes in 详情), 校验日志链 finds the chain whole, a sub-account has no 登录日志,
 * and on a phone both lists are cards and the time range's panel fits the screen. Other journeys
 * share the database: rows are found by their kind and account, and counts are read, not assumed.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, apiGet, apiLogin, apiPost, expect, expectNoSidewaysScroll, sidebar, test } from './support';

const NO_PERMISSION = '您没有访问权限，请联系管理员授权！';

interface AuditRow {
  id: number;
  kind: string;
  actorName?: string | null;
  actorId?: number | null;
  userAgent?: string | null;
  time?: string | null;
  prevHash: string;
  hash: string;
}

function content(page: Page) {
  return page.locator('.wb__content');
}

/** Goes from the console to a page through the sidebar, its folder and then its item, as a person does; returns the page's content. */
async function openFromMenu(page: Page, folder: string, item: string, path: RegExp) {
  await page.goto('/home/console');
  const nav = sidebar(page);
  await nav.getByText(folder).click();
  await nav.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(path);
  await expect(content(page).getByRole('heading', { name: item })).toBeVisible();
  return content(page);
}

/** The rows of a list whose 事件 tag reads `kind`. */
function rowsOf(list: Locator, kind: string) {
  return list.locator('.ant-table-row, .list-card').filter({ has: list.page().locator('.ant-tag', { hasText: kind }) });
}

/** The main account signs in with a wrong password, then the right one; returns the failed attempt as the operators' audit page shows it. */
async function failThenSignIn(request: Parameters<typeof apiLogin>[0]): Promise<AuditRow> {
  const failed = await apiPost(request, '/api/ptd-user/login', { username: ACCOUNTS.main, password: `${PASSWORD}x` });
  expect(failed.code).toBe(10005);
  expect(failed.msg).toBe('用户名或密码错误');
  await apiLogin(request, ACCOUNTS.main);
  const operator = await apiLogin(request, ACCOUNTS.operator);
  const page = await apiGet<{ rows: AuditRow[] }>(request, '/api/platform/audit/page?kind=sign-in-failed&pageSize=50', operator);
  expect(page.code, page.msg).toBe(200);
  const row = page.data.rows.find((candidate) => candidate.actorName === ACCOUNTS.main);
  expect(row, 'the failed sign-in is in the audit trail').toBeTruthy();
  return row!;
}

test('the main account sees its failed and good sign-ins in 登录日志', async ({ page, request, loginAs }) => {
  const failed = await failThenSignIn(request);
  const token = await loginAs(ACCOUNTS.main);
  const me = await apiGet<{ userName: string }>(request, '/api/ptd-user/resource/user/getUserDetails', token);

  const list = await openFromMenu(page, '企业管理', '登录日志', /\/company\/signInLog$/);
  await expect(list.locator('thead')).toContainText('时间事件账号地址设备');

  // The failed attempt keeps the name typed; a good sign-in names the member's account.
  const failedRow = rowsOf(list, '登录失败').filter({ hasText: failed.time! }).first();
  await expect(failedRow).toContainText(ACCOUNTS.main);
  await expect(failedRow).toContainText('127.0.0.1');
  await expect(failedRow.locator('.ant-tag')).toHaveClass(/ant-tag-warning|ant-tag-color-warning/);
  const signedIn = rowsOf(list, '登录成功').first();
  await expect(signedIn).toContainText(me.data.userName);
  await expect(signedIn).toContainText('127.0.0.1');
  await expect(signedIn.locator('.ant-tag')).toHaveClass(/ant-tag-success|ant-tag-color-success/);
  await expect(list.getByText(/^共 \d+ 条$/)).toBeVisible();

  // The device is cut to its column; hovering shows all of it.
  await failedRow.locator('td').last().locator('span').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(failed.userAgent!);
});

test('an operator finds the failed sign-in in 审计日志, opens its hashes and checks the chain', async ({ page, request, loginAs }) => {
  const failed = await failThenSignIn(request);
  await loginAs(ACCOUNTS.operator);
  const list = await openFromMenu(page, '运营管理', '审计日志', /\/operation\/auditLog$/);
  await expect(list.locator('thead')).toContainText('记录号时间事件操作人企业ID对象详情地址操作');

  // 事件类型 = 登录失败: only failed sign-ins, the main account's among them.
  await list.getByRole('combobox', { name: '事件类型' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('登录失败', { exact: true }).click();
  const rows = list.locator('.ant-table-row');
  await expect(rows.locator('.ant-tag').first()).toHaveText('登录失败');
  const kinds = await rows.locator('.ant-tag').allTextContents();
  expect(new Set(kinds)).toEqual(new Set(['登录失败']));
  const row = rows.filter({ hasText: failed.time! }).filter({ hasText: ACCOUNTS.main });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(String(failed.id));

  // 详情: every field, the chain's two hashes in full.
  await row.getByRole('button', { name: `查看记录 ${failed.id} 的详情` }).click();
  const drawer = page.getByRole('dialog', { name: '审计记录详情' });
  const field = (label: string) => drawer.locator('tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) }).locator('td');
  await expect(field('记录号')).toHaveText(String(failed.id));
  await expect(field('事件')).toHaveText('登录失败');
  await expect(field('事件代码')).toHaveText('sign-in-failed');
  await expect(field('操作人')).toHaveText(ACCOUNTS.main);
  await expect(field('上一条哈希')).toHaveText(failed.prevHash);
  await expect(field('本条哈希')).toHaveText(failed.hash);
  expect(failed.hash).toMatch(/^[0-9a-f]{64}$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A time range in the future finds nothing; both ends count whole (the server's end is exclusive). Cleared, the rows come back.
  const ranged = page.waitForRequest((sent) => new URL(sent.url()).searchParams.has('endTime'));
  const range = list.getByPlaceholder('开始时间');
  await range.click();
  await range.fill('2099-01-01 00:00');
  await range.press('Enter');
  const end = list.getByPlaceholder('结束时间');
  await end.fill('2099-01-02 08:30');
  await end.press('Enter');
  const sent = new URL((await ranged).url()).searchParams;
  expect([sent.get('kind'), sent.get('beginTime'), sent.get('endTime')]).toEqual(['sign-in-failed', '2099-01-01 00:00:00', '2099-01-02 08:31:00']);
  await expect(list.getByText('没有符合条件的记录')).toBeVisible();
  await list.locator('.ant-picker-clear').click({ force: true });
  await expect(row).toHaveCount(1);

  // 校验日志链: the demo trail is whole.
  await list.getByRole('button', { name: '校验日志链' }).click();
  const verdict = list.getByRole('alert');
  await expect(verdict).toHaveText(/^日志链完整：已校验 \d+ 条$/);
  const checked = Number((await verdict.textContent())!.match(/已校验 (\d+) 条/)![1]);
  expect(checked).toBeGreaterThanOrEqual(failed.id);
});

test('a sub-account has no 登录日志', async ({ page, request, loginAs }) => {
  const token = await loginAs(ACCOUNTS.sub);
  await page.goto('/home/console');
  // Of the company's pages it holds 企业信息 alone, at the top of its menu.
  const nav = sidebar(page);
  await expect(nav.getByRole('menuitem', { name: '企业信息' })).toBeVisible();
  await expect(nav.getByText('企业管理')).toHaveCount(0);
  await expect(nav.getByText('登录日志')).toHaveCount(0);

  await page.goto('/company/signInLog');
  await expect(content(page).getByText(NO_PERMISSION)).toBeVisible();
  const signIns = await apiGet(request, '/api/platform/audit/signIns', token);
  expect(signIns.code).toBe(10003);
  expect(signIns.msg).toBe(NO_PERMISSION);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('登录日志 shows each sign-in as a card', async ({ page, request, loginAs }) => {
    const failed = await failThenSignIn(request);
    await loginAs(ACCOUNTS.main);
    await page.goto('/company/signInLog');
    const list = content(page);
    await expect(list.getByRole('heading', { name: '登录日志' })).toBeVisible();
    const card = list.getByRole('listitem', { name: failed.time! }).filter({ hasText: '登录失败' });
    await expect(card.first()).toBeVisible();
    await expect(card.first()).toContainText(ACCOUNTS.main);
    await expect(list.locator('table')).toHaveCount(0);
    await expect(list.getByText(/^共 \d+ 条$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('审计日志 shows cards, and the panel of its time range fits the screen', async ({ page, request, loginAs }) => {
    const failed = await failThenSignIn(request);
    await loginAs(ACCOUNTS.operator);
    await page.goto('/operation/auditLog');
    const list = content(page);
    const card = list.getByRole('listitem', { name: failed.time! }).filter({ hasText: '登录失败' }).filter({ hasText: ACCOUNTS.main });
    await expect(card).toBeVisible();
    await expect(list.locator('table')).toHaveCount(0);
    await card.getByRole('button', { name: `查看记录 ${failed.id} 的详情` }).click();
    const drawer = page.getByRole('dialog', { name: '审计记录详情' });
    await expect(drawer).toContainText(failed.hash);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await list.getByPlaceholder('开始时间').click();
    const panel = page.locator('.ant-picker-dropdown .ant-picker-panel-container');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
  });
});
