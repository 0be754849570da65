/**
 * The operators' Excel exports: 平台订单's 导出订单 takes the list's 支付状态, 导出支付记录 and
 * 导出退款记录 the days picked beside them, 企业列表's 导出Excel its name search; each downloads
 * a real xlsx under its name, and on a phone the buttons fit beside the filters. A main account
 * is refused every export. Other journeys share the database: no rows are counted.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, apiGet, apiLogin, expect, expectNoSidewaysScroll, test } from './support';

const PHONE = { width: 390, height: 844 };
/** The demo company, which every run has. */
const COMPANY = '演示科技有限公司';

function content(page: Page) {
  return page.locator('.wb__content');
}

/** Presses an export button; checks the file is an xlsx under `fileName` and answers the query the export was asked with. */
async function exportFile(page: Page, button: Locator, path: string, fileName: string): Promise<URLSearchParams> {
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  const download = page.waitForEvent('download');
  await button.click();
  const query = new URL((await sent).url()).searchParams;
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const bytes = readFileSync((await file.path())!);
  // An xlsx is a zip; its workbook, styles and sheet parts make even a sheet of headers some kilobytes.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  return query;
}

/** Each control lies within the phone's width and none covers another. */
async function expectFits(controls: Locator[]) {
  const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    boxes.push((await control.boundingBox())!);
  }
  boxes.forEach((box, at) => {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    for (const other of boxes.slice(at + 1)) {
      const apart =
        box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
      expect(apart, `controls ${at} and another overlap`).toBe(true);
    }
  });
}

test('an operator exports orders, payments, refunds and companies with the filters shown', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.operator);

  // 平台订单: 已支付 narrows the list and the export alike.
  await page.goto('/operation/orders');
  const orders = content(page);
  await expect(orders.getByRole('heading', { name: '平台订单' })).toBeVisible();
  const listed = page.waitForRequest((sent) => sent.url().includes('/api/ptd-industry/manage/order/page?') && sent.url().includes('payStatus=success'));
  await orders.getByRole('combobox', { name: '支付状态' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('已支付', { exact: true }).click();
  await listed;
  const orderQuery = await exportFile(page, orders.getByRole('button', { name: '导出订单' }), '/api/ptd-industry/manage/order/export', '平台订单.xlsx');
  expect(orderQuery.get('payStatus')).toBe('success');

  // Payments and refunds take the days picked beside their buttons; the last day counts whole.
  const begin = orders.getByPlaceholder('开始日期');
  await begin.click();
  await begin.fill('2020-01-01');
  await begin.press('Enter');
  const end = orders.getByPlaceholder('结束日期');
  await end.fill('2099-12-31');
  await end.press('Enter');
  for (const [label, path, fileName] of [
    ['导出支付记录', '/api/ptd-industry/manage/payment/export', '支付记录.xlsx'],
    ['导出退款记录', '/api/ptd-industry/order/refund/export', '退款记录.xlsx'],
  ]) {
    const query = await exportFile(page, orders.getByRole('button', { name: label }), path, fileName);
    expect([query.get('beginTime'), query.get('endTime')], label).toEqual(['2020-01-01 00:00:00', '2100-01-01 00:00:00']);
  }

  // 企业列表: the name searched is the export's.
  await page.goto('/operation/companies');
  const companies = content(page);
  await expect(companies.getByRole('heading', { name: '企业列表' })).toBeVisible();
  const searched = page.waitForRequest((sent) => sent.url().includes('/api/ptd-user/resource/company/page?') && sent.url().includes('companyName='));
  await companies.getByPlaceholder('按企业名称搜索').fill(COMPANY);
  await companies.getByPlaceholder('按企业名称搜索').press('Enter');
  await searched;
  await expect(companies.getByRole('row').filter({ hasText: COMPANY })).toBeVisible();
  const companyQuery = await exportFile(page, companies.getByRole('button', { name: '导出Excel' }), '/api/ptd-user/resource/company/export', '企业列表.xlsx');
  expect(companyQuery.get('companyName')).toBe(COMPANY);

  // On a phone the buttons wrap with the filters: nothing leaves the screen or covers another.
  await page.setViewportSize(PHONE);
  await page.goto('/operation/orders');
  await expect(orders.getByRole('heading', { name: '平台订单' })).toBeVisible();
  await expectFits([
    orders.locator('.ant-picker-range'),
    orders.getByRole('button', { name: '导出支付记录' }),
    orders.getByRole('button', { name: '导出退款记录' }),
    orders.locator('.ant-input-search'),
    orders.locator('.ant-select', { has: page.getByRole('combobox', { name: '支付状态' }) }),
    orders.getByRole('button', { name: '导出订单' }),
  ]);
  await expectNoSidewaysScroll(page);
  await page.goto('/operation/companies');
  await expect(companies.getByRole('heading', { name: '企业列表' })).toBeVisible();
  await expectFits([
    companies.locator('.ant-input-search'),
    companies.locator('.ant-select', { has: page.getByRole('combobox', { name: '审核状态' }) }),
    companies.getByRole('button', { name: '导出Excel' }),
  ]);
  await expectNoSidewaysScroll(page);
});

test('a main account is refused the operators\u2019 exports', async ({ request }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  for (const path of [
    '/api/ptd-industry/manage/order/export',
    '/api/ptd-industry/manage/payment/export',
    '/api/ptd-industry/order/refund/export',
    '/api/ptd-user/resource/company/export',
  ]) {
    const reply = await apiGet(request, path, token);
    expect(reply.code, path).toBe(10003);
  }
});
