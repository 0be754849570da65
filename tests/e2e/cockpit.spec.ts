/**
 * The operators' cockpit: 运营看板's figures move exactly by an order the main account buys and pays
 * and the part of it an operator refunds (set up through the API), its 新增订单 card opens 平台订单,
 * the refund is in 审计日志 (and its export), 模块与健康 shows each check and the orders module's
 * job, and the board fits a phone. Other journeys share the database: figures are read before and
 * after, counted afresh (刷新) each time, never assumed.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newOrder, payInSandbox, refundSucceeded } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, expect, sidebar, test } from './support';

/** A part of the order's price, so the company keeps the app it bought (a whole refund would end it for the journeys after). */
const REFUND = '12.34';
const REFUND_FEN = 1234;
const REASON = '运营看板旅程：部分退款';
/** The figures the journey follows. */
const FIGURES = ['orders.new', 'payments.paid', 'refunds.succeeded'] as const;
type Key = (typeof FIGURES)[number];

interface BoardReply {
  generatedAt: number;
  figures: Array<{ key: string; today: number }>;
}

function content(page: Page) {
  return page.locator('.wb__content');
}

/** Goes from the console to a page through the sidebar, its folder and then its item, as a person does; returns the page's content. */
async function openFromMenu(page: Page, folder: string, item: string, path: RegExp) {
  await page.goto('/home/console');
  const nav = sidebar(page);
  const entry = nav.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await nav.getByText(folder).click();
  await entry.click();
  await expect(page).toHaveURL(path);
  await expect(content(page).getByRole('heading', { name: item })).toBeVisible();
  return content(page);
}

/** Yuan as the server writes them ("3800.00") in fen. */
function fenOf(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Fen as the board shows money: ¥3,800.00. */
function yuanShown(fen: number): string {
  return `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;
}

/** 刷新: the board counted now; answers today's value of each figure the journey follows, as the cards show them and as the server sent them. */
async function refresh(board: Locator): Promise<Record<Key, number>> {
  const page = board.page();
  const counted = page.waitForResponse((reply) => reply.url().includes('/api/platform/dashboard?fresh=true'));
  await board.getByRole('button', { name: '刷新' }).click();
  const reply = (await (await counted).json()) as { code: number; data: BoardReply };
  expect(reply.code).toBe(200);
  const sent = Object.fromEntries(reply.data.figures.map((figure) => [figure.key, figure.today]));
  // The page shows the new count: its time, and each card's value.
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(reply.data.generatedAt);
  await expect(board.getByTestId('board-time')).toHaveText(`更新于 ${time}`);
  const values = {} as Record<Key, number>;
  for (const key of FIGURES) {
    expect(sent[key], `the board has ${key}`).toBeDefined();
    await expect(board.locator(`[data-figure="${key}"] [data-value]`)).toHaveAttribute('data-value', String(sent[key]));
    values[key] = sent[key];
  }
  return values;
}

test('运营看板 counts a paid and refunded order, opens its list, and 模块与健康 shows the deployment', async ({ page, request, loginAs }) => {
  const operatorToken = await loginAs(ACCOUNTS.operator);
  const operator = await apiGet<{ userId: number }>(request, '/api/ptd-user/resource/user/getUserDetails', operatorToken);

  // a) 运营管理 → 运营看板: today's figures, grouped, each with its label and value; the charts drawn.
  const board = await openFromMenu(page, '运营管理', '运营看板', /\/operation\/dashboard$/);
  const card = (key: string) => board.locator(`[data-figure="${key}"]`);
  await expect(card('orders.new')).toContainText('新增订单');
  await expect(card('payments.paid')).toContainText('支付收入');
  await expect(card('refunds.succeeded')).toContainText('退款金额');
  await expect(board.locator('.ant-card-head-title').filter({ hasText: /^收入$/ })).toBeVisible();
  await expect(board.locator('.ant-segmented-item-selected')).toHaveText('今日');
  await expect(board.locator('.dashboard-chart canvas').first()).toBeVisible();
  const before = await refresh(board);
  await expect(card('payments.paid')).toContainText(yuanShown(before['payments.paid']));

  // 近30天 holds today and more; back to 今日.
  await board.locator('.ant-segmented').getByText('近30天').click();
  const month = Number(await card('orders.new').locator('[data-value]').getAttribute('data-value'));
  expect(month).toBeGreaterThanOrEqual(before['orders.new']);
  await board.locator('.ant-segmented').getByText('今日').click();
  await expect(card('orders.new').locator('[data-value]')).toHaveAttribute('data-value', String(before['orders.new']));

  // b) The main account buys and pays the demo product; the operator refunds a part of it.
  const buyer = await apiLogin(request, ACCOUNTS.main);
  const orderId = await newOrder(request, buyer);
  await payInSandbox(request, buyer, orderId);
  const order = await apiGet<{ totalPrice: string }>(request, `/api/ptd-industry/order/${orderId}`, buyer);
  const paid = fenOf(order.data.totalPrice);
  expect(paid).toBeGreaterThan(REFUND_FEN);
  const refund = await apiPost<{ refundNo: string }>(request, '/api/ptd-industry/order/refund', { orderId, amount: REFUND, reason: REASON }, operatorToken);
  expect(refund.code, refund.msg).toBe(200);
  await refundSucceeded(request, orderId, operatorToken);

  // c) 刷新: one more order, its price paid, the part refunded.
  const after = await refresh(board);
  expect(after['orders.new'] - before['orders.new']).toBe(1);
  expect(after['payments.paid'] - before['payments.paid']).toBe(paid);
  expect(after['refunds.succeeded'] - before['refunds.succeeded']).toBe(REFUND_FEN);
  await expect(card('payments.paid')).toContainText(yuanShown(after['payments.paid']));
  await expect(card('refunds.succeeded')).toContainText(yuanShown(after['refunds.succeeded']));

  // d) 新增订单 opens the orders it counts.
  await card('orders.new').click();
  await expect(page).toHaveURL(/\/operation\/orders$/);
  await expect(content(page).getByRole('heading', { name: '平台订单' })).toBeVisible();

  // e) 审计日志, kind 退款: the operator's refund of the order, and the export takes the same filter.
  const audit = await openFromMenu(page, '运营管理', '审计日志', /\/operation\/auditLog$/);
  await audit.getByRole('combobox', { name: '事件类型' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('退款', { exact: true }).click();
  const row = audit.locator('.ant-table-row').filter({ hasText: `order:${orderId}` });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag')).toHaveText('退款');
  await expect(row).toContainText(String(operator.data.userId));
  await expect(row).toContainText(`退款${REFUND}元（${refund.data.refundNo}）`);
  const exported = page.waitForRequest((sent) => sent.url().includes('/api/platform/audit/export'));
  const download = page.waitForEvent('download');
  await audit.getByRole('button', { name: '导出Excel' }).click();
  expect(new URL((await exported).url()).searchParams.get('kind')).toBe('refund');
  const file = await download;
  expect(file.suggestedFilename()).toBe('审计日志.xlsx');
  // An xlsx is a zip.
  expect(readFileSync((await file.path())!).subarray(0, 2).toString()).toBe('PK');

  // f) 模块与健康: every check with its state, and the orders module with its job.
  const modules = await openFromMenu(page, '运营管理', '模块与健康', /\/operation\/modules$/);
  await expect(modules.getByText('本页只读')).toBeVisible();
  const checks = modules.locator('[data-check]');
  await expect(checks).toHaveCount(5);
  for (const title of ['数据库', '对象存储', '微信支付', '时间戳服务', '合同字体']) {
    await expect(checks.filter({ hasText: title }).locator('.ant-tag')).toHaveText(/^(正常|异常|不可用|未配置)$/);
  }
  await expect(modules.locator('[data-check="database"] .ant-tag')).toHaveText('正常');
  const checked = page.waitForResponse((reply) => reply.url().includes('/api/platform/health'));
  await modules.getByRole('button', { name: '重新检查' }).click();
  expect((await checked).status()).toBe(200);
  await expect(modules.locator('[data-check="database"] .ant-tag')).toHaveText('正常');

  const orders = modules.locator('.ant-collapse-item').filter({ hasText: '订单与支付' });
  await expect(orders).toHaveCount(1);
  await orders.locator('.ant-collapse-header').click();
  const job = orders.locator('.ant-table-row').filter({ hasText: 'orders.expire-unpaid' });
  await expect(job).toContainText('每 1 分钟');
  await expect(orders.getByRole('link', { name: /平台订单/ })).toBeVisible();
  await expect(orders.locator('.ant-tag').filter({ hasText: /^已应用$/ }).first()).toBeVisible();

  // g) On a phone the board's cards fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/operation/dashboard');
  await expect(card('orders.new')).toBeVisible();
  await expect(board.locator('.dashboard-chart canvas').first()).toBeVisible();
  for (const key of FIGURES) {
    const box = (await card(key).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
