/**
 * The open platform, clicked through: the demo company's main account creates its API
 * credentials (the secret shown once), a call signed with them in Node's crypto goes through the
 * gateway to the demo echo API and costs its point, and 调用明细 shows it. A partner publishes an
 * API, an operator approves it in 接口审核, and it appears in 开发文档 with its document.
 */
import type { Page } from '@playwright/test';
import { type Keys, partnerWithApp, signedCall } from './openplatform-support';
import { topUp } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, confirmDialog, expect, expectNoSidewaysScroll, test } from './support';

const PARTNER = { mobile: '13900004611', company: '数联接口科技有限公司', app: '数联设备数据' };

/** The workbench's content area. */
function content(page: Page) {
  return page.locator('.wb__content');
}

test('the main account creates credentials, a signed call reaches the demo API, and 调用明细 shows it', async ({ page, request, loginAs }) => {
  const token = await loginAs(ACCOUNTS.main);
  // The call costs a point: the company's account is opened and topped up first.
  await apiPost(request, '/api/ptd-user/account/openAccount', {}, token);
  await topUp(request, token, 100);

  await page.goto('/openPlatform/credentials');
  const main = content(page);
  await expect(main.getByText('还没有接口凭证')).toBeVisible();
  await main.getByRole('button', { name: '创建接口凭证' }).click();
  const shown = page.getByRole('dialog').filter({ hasText: '仅在此时显示一次' });
  await expect(shown).toBeVisible();
  const keys: Keys = {
    appKey: (await shown.getByTestId('secret-appKey').textContent()) ?? '',
    appSecret: (await shown.getByTestId('secret-appSecret').textContent()) ?? '',
  };
  expect(keys.appKey).toMatch(/^ok[a-z0-9]{18}$/);
  expect(keys.appSecret.length).toBeGreaterThanOrEqual(32);
  await shown.getByRole('button', { name: /我已保存/ }).click();
  await expect(shown).toBeHidden();

  // Once closed the secret is nowhere on the page; the appKey and one active secret are.
  await expect(main.getByTestId('credential-app-key')).toContainText(keys.appKey);
  await expect(main.getByRole('list', { name: '启用的密钥' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(keys.appSecret)).toHaveCount(0);
  const echo = main.locator('.ant-table-row').filter({ hasText: 'demo-echo' });
  await expect(echo).toContainText('/api/ptd-open-api/gateway/demo-echo');
  await expect(echo).toContainText('1 积分/次');
  await expect(main.getByText('X-Ptd-Signature-Method')).toBeVisible();

  const answer = await signedCall(request, keys, 'POST', '/api/ptd-open-api/gateway/demo-echo', JSON.stringify({ hello: '世界' }));
  expect(answer.status(), await answer.text()).toBe(200);
  const echoed = (await answer.json()) as { method: string; body: string; headers: Record<string, string> };
  expect(echoed.method).toBe('POST');
  expect(echoed.body).toBe(JSON.stringify({ hello: '世界' }));
  // The caller's credentials stay at the gateway.
  expect(echoed.headers['x-ptd-signature']).toBeUndefined();
  expect(echoed.headers['x-ptd-appkey']).toBeUndefined();
  const callId = answer.headers()['x-ptd-call-id'];
  expect(callId).toBeTruthy();

  await page.goto('/openPlatform/calls');
  const row = content(page).locator('.ant-table-row').filter({ hasText: callId });
  await expect(row).toContainText('demo-echo');
  await expect(row).toContainText('成功');
  await expect(row).toContainText('200');
  await expect(content(page).getByText('近30天调用', { exact: true })).toBeVisible();
  // The chart's library comes with this page.
  await expect(content(page).locator('.op-chart canvas').first()).toBeVisible();

  // 导出Excel downloads this month's calls with the login.
  const download = page.waitForEvent('download');
  await content(page).getByRole('button', { name: '导出Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^调用明细-\d{4}-\d{2}\.xlsx$/);

  // The outcome filter leaves out calls that did not succeed.
  await content(page).getByRole('combobox', { name: '结果' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '已拒绝' }).click();
  await expect(content(page).getByText('没有符合条件的调用')).toBeVisible();
});

test('a partner publishes an API, an operator approves it, and 开发文档 shows it', async ({ page, request, browser, baseURL, loginAs }) => {
  test.setTimeout(120_000);
  await partnerWithApp(request, PARTNER);
  await loginAs(PARTNER.mobile);

  await page.goto('/openPlatform/apis');
  // A newly certified company is asked once about e-signature.
  await page.getByRole('button', { name: '暂不开通' }).click();
  await content(page).getByRole('button', { name: '发布接口' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: '发布接口' });
  await editor.getByLabel('所属应用').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PARTNER.app }).click();
  await editor.getByLabel('接口编码').fill('device-status');
  await editor.getByLabel('接口名称').fill('设备状态查询');
  await editor.getByLabel('接口路径').fill('/echo');
  await editor.getByLabel('服务地址').fill('/sandbox/open-api');
  await editor.getByLabel('价格（积分/次）').fill('2');
  await editor.getByLabel('接口文档').fill('## 请求\n\n按设备编号查询运行状态。\n\n| 参数 | 说明 |\n|---|---|\n| deviceNo | 设备编号 |\n');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('提交成功，请等待平台审核')).toBeVisible();
  const row = content(page).locator('.ant-table-row').filter({ hasText: 'device-status' });
  await expect(row).toContainText('待审核');

  // The operator approves it in another browser, after seeing what goes live.
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  await operatorContext.addInitScript((t) => window.localStorage.setItem('token', t), await apiLogin(request, ACCOUNTS.operator));
  await operator.goto('/operation/openApiReview');
  const waiting = content(operator).locator('.ant-table-row').filter({ hasText: 'device-status' });
  await waiting.getByRole('button', { name: '审核' }).click();
  const review = operator.getByRole('dialog').filter({ hasText: '接口审核' });
  await expect(review).toContainText('/sandbox/open-api（待审核）');
  await expect(review).toContainText('按设备编号查询运行状态');
  await review.getByRole('button', { name: /通\s*过/ }).click();
  await confirmDialog(operator.getByRole('dialog').filter({ hasText: '确定通过' }), /确\s*定/);
  await expect(operator.getByText('审核通过')).toBeVisible();
  await expect(review).toBeHidden();
  await expect(content(operator).getByText('暂无待审核的接口')).toBeVisible();
  await operatorContext.close();

  await page.reload();
  await expect(content(page).locator('.ant-table-row').filter({ hasText: 'device-status' })).toContainText('已发布');

  // Published: the developer portal lists it under its app with its document.
  await page.goto('/openPlatform/docs');
  const entry = content(page).getByTestId('api-device-status');
  await expect(entry).toContainText('设备状态查询');
  await expect(entry).toContainText('2 积分/次');
  // The first API of the first app shows its document at once; any other opens on a click.
  const header = entry.locator('xpath=ancestor::*[@aria-expanded][1]');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await entry.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const doc = content(page).locator('.op-doc').filter({ hasText: '按设备编号查询运行状态' });
  await expect(doc.getByRole('heading', { name: '请求' })).toBeVisible();
  await expect(doc.getByRole('cell', { name: 'deviceNo' })).toBeVisible();
});

test('a product page lists the open APIs of its apps with their documents', async ({ page, request }) => {
  const published = await apiGet<Array<{ apiCode: string; productId: number }>>(request, '/api/ptd-open-platform/endpoint/api/list');
  const echo = published.data.find((api) => api.apiCode === 'demo-echo')!;
  await page.goto(`/product/productTemplate?id=${echo.productId}&type=0`);
  const apis = page.getByTestId('product-apis');
  await expect(apis).toContainText('回声接口');
  await expect(apis).toContainText('POST/api/ptd-open-api/gateway/demo-echo');
  await expect(apis).toContainText('1 积分/次');
  await expect(apis).toContainText('免费');
  // The first API's document is open: its headings and its table of error codes.
  await expect(apis.getByRole('heading', { name: '错误码' }).first()).toBeVisible();
  await expect(apis.getByRole('cell', { name: '19001' })).toBeVisible();
});

test('on a phone the open platform pages do not scroll sideways', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(ACCOUNTS.main);
  for (const [path, title] of [
    ['/openPlatform/credentials', '接口凭证'],
    ['/openPlatform/calls', '调用明细'],
    ['/openPlatform/docs', '开发文档'],
  ]) {
    await page.goto(path);
    await expect(content(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(content(page).locator('.ant-skeleton')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
});
