/**
 * Lists on a phone: at 390 px 我的订单 and 合同管理 show a card a row (its
 * title, a line per column, its actions), with the pager and the filters;
 * at 1440 px the same pages keep their table. Other journeys share the
 * database: rows are found by their order and contract numbers.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newOrder, payInSandbox } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, confirmDialog, expect, expectNoSidewaysScroll, test } from './support';

const PHONE = { width: 390, height: 844 };

interface Order {
  id: number;
  orderNo: string;
  productName: string;
  totalPrice: string;
}

/** Yuan as the lists show them: 2,980.00. */
function shown(yuan: string): string {
  return Number(yuan).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An order of the demo main account, unpaid unless `paid`, as the list reads it. */
async function orderOf(request: APIRequestContext, token: string, paid = false): Promise<Order> {
  const id = await newOrder(request, token);
  if (paid) await payInSandbox(request, token, id);
  const order = await apiGet<Order>(request, `/api/ptd-industry/order/${id}`, token);
  expect(order.code, order.msg).toBe(200);
  return order.data;
}

function content(page: Page) {
  return page.locator('.wb__content');
}

/** The value a card shows beside a label. */
function field(card: Locator, label: string) {
  return card.locator('.list-card__field').filter({ has: card.page().locator('dt').getByText(label, { exact: true }) }).locator('dd');
}

/** Narrows 我的订单 to one order through its search box, as a person looking for it does. */
async function searchOrder(page: Page, orderNo: string) {
  const search = content(page).getByPlaceholder('请输入订单编号');
  await search.fill(orderNo);
  await search.press('Enter');
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('我的订单 shows each order as a card whose actions work', async ({ page, request, loginAs }) => {
    const token = await apiLogin(request, ACCOUNTS.main);
    const unpaid = await orderOf(request, token);
    const paid = await orderOf(request, token, true);
    await loginAs(ACCOUNTS.main);
    await page.goto('/order');
    await expect(content(page).getByRole('heading', { name: '我的订单' })).toBeVisible();

    // Cards, not a table, and the pager under them.
    const cards = content(page).getByRole('list').filter({ has: page.locator('.list-card') });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(content(page).locator('table')).toHaveCount(0);
    await expect(content(page).getByText(/^共 \d+ 条$/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The paid order: its number is the card's title, a line for each field, and what it offers.
    await searchOrder(page, paid.orderNo);
    const paidCard = cards.getByRole('listitem', { name: paid.orderNo });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(paidCard.locator('.ant-card-head-title')).toHaveText(paid.orderNo);
    await expect(field(paidCard, '产品名称')).toHaveText(paid.productName);
    await expect(field(paidCard, '订单金额(元)')).toHaveText(shown(paid.totalPrice));
    await expect(field(paidCard, '状态')).toHaveText('已支付');
    await expect(field(paidCard, '发票')).toHaveText('未开票');
    await expect(paidCard.getByRole('checkbox', { name: `选择订单${paid.orderNo}开票` })).toBeVisible();
    await expect(paidCard.getByRole('button', { name: `为订单${paid.orderNo}申请开票` })).toBeVisible();
    await expect(paidCard.getByRole('button', { name: '去支付' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // 详情 opens the order's drawer.
    await paidCard.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: '订单详情' });
    await expect(drawer).toContainText(paid.orderNo);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The unpaid order is cancelled, then deleted, from its card; the list reads itself again each time.
    await searchOrder(page, unpaid.orderNo);
    const unpaidCard = cards.getByRole('listitem', { name: unpaid.orderNo });
    await expect(field(unpaidCard, '状态')).toHaveText('待支付');
    // An unpaid order is not invoiced: no checkbox, so no 选择 line.
    await expect(unpaidCard.getByText('选择', { exact: true })).toHaveCount(0);
    await expect(unpaidCard.getByRole('button', { name: '去支付' })).toBeVisible();
    await unpaidCard.getByRole('button', { name: '取消订单' }).click();
    await confirmDialog(page.getByRole('dialog').filter({ hasText: '确定要取消订单吗？' }));
    await expect(page.getByText('取消订单成功')).toBeVisible();
    await expect(field(unpaidCard, '状态')).toHaveText('已取消');
    await unpaidCard.getByRole('button', { name: '删除' }).click();
    await confirmDialog(page.getByRole('dialog').filter({ hasText: '确定要删除么?' }));
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(unpaidCard).toHaveCount(0);
    await expect(content(page).getByText('没有符合条件的订单')).toBeVisible();
  });

  test('合同管理 shows each contract as a card', async ({ page, request, loginAs }) => {
    const token = await apiLogin(request, ACCOUNTS.main);
    const paid = await orderOf(request, token, true);
    await loginAs(ACCOUNTS.main);
    await page.goto('/sign/contracts');
    await expect(content(page).getByRole('heading', { name: '合同管理' })).toBeVisible();

    // The paid order's contract, found by its order number (it follows the payment in the background).
    const card = content(page).locator('.list-card').filter({ hasText: paid.orderNo });
    await expect(async () => {
      await page.reload();
      await expect(card).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    const contractNo = await card.getAttribute('aria-label');
    expect(contractNo).toBeTruthy();
    await expect(card.locator('.ant-card-head-title')).toHaveText(contractNo!);
    await expect(content(page).getByRole('listitem', { name: contractNo! })).toHaveCount(1);
    await expect(field(card, '合同名称')).toHaveText(/\S/);
    await expect(field(card, '订单编号')).toHaveText(paid.orderNo);
    await expect(field(card, '金额（元）')).toHaveText(shown(paid.totalPrice));
    await expect(field(card, '状态')).toHaveText('待签署');
    const preview = card.getByRole('link', { name: '预览' });
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('button', { name: '下载合同' })).toHaveCount(0);
    await expect(content(page).locator('table')).toHaveCount(0);
    await expect(content(page).getByText(/^共 \d+ 条$/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A to-do's link marks its contract: the row's attributes go to the card.
    const id = new URL((await preview.getAttribute('href'))!, page.url()).searchParams.get('id');
    await page.goto(`/sign/contracts?contractId=${id}`);
    await expect(content(page).getByRole('listitem', { name: contractNo! })).toHaveClass(/sg-row--highlight/);
  });
});

test('on a wide screen the same lists stay tables', async ({ page, request, loginAs }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  const paid = await orderOf(request, token, true);
  await loginAs(ACCOUNTS.main);

  await page.goto('/order');
  await searchOrder(page, paid.orderNo);
  const row = content(page).locator('.ant-table').getByRole('row').filter({ hasText: paid.orderNo });
  await expect(row).toContainText('已支付');
  await expect(row).toContainText(shown(paid.totalPrice));
  await expect(content(page).locator('.list-card')).toHaveCount(0);

  await page.goto('/sign/contracts');
  const contractRow = content(page).locator('.ant-table').getByRole('row').filter({ hasText: paid.orderNo });
  await expect(async () => {
    await page.reload();
    await expect(contractRow).toContainText('待签署', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(content(page).locator('.list-card')).toHaveCount(0);
});
