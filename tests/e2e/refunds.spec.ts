/**
 * Refund and reconciliation journeys: the main account buys a product and pays
 * it by WeChat in the sandbox cashier, an operator refunds it in full from
 * 平台订单 (the operators' 订单管理: a reason, then 确定退款 ¥X 吗？), and the
 * buyer's 我的订单 shows 已退款 with the refund in the order's detail while the
 * app it bought is no longer active; an operator reconciles yesterday in
 * 支付对账 and opens the day's differences.
 */
import type { APIRequestContext } from '@playwright/test';
import { payInSandbox, refundSucceeded } from './order-support';
import { productByName } from './site-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, browserLogin, confirmDialog, expect, sidebar, test } from './support';

/** A demo product no other journey buys and the demo company does not hold: its refund ends the app. */
const PRODUCT = '仓储管理系统WMS';
/** Its first version for a year. */
const PRICE = '3800.00';
/** The price as screens show amounts. */
const PRICE_SHOWN = '3,800.00';
const REASON = '客户申请退订，全额退款';

/** An unpaid order of the product's first version for a year; answers its id. */
async function orderOf(request: APIRequestContext, token: string, productName: string): Promise<number> {
  const product = await productByName(request, productName);
  const detail = await apiGet<{ productDomainList: Array<{ productVersionVoList: Array<{ id: number }> }> }>(
    request,
    `/api/ptd-industry/product/getById?id=${product.id}`,
  );
  const versionId = detail.data.productDomainList[0].productVersionVoList[0].id;
  const saved = await apiPost<number>(request, '/api/ptd-industry/order/saveBuyOrder', { productId: product.id, versionId, term: 1 }, token);
  expect(saved.code, saved.msg).toBe(200);
  return saved.data;
}

/** Whether the company's app of the product is active (undefined: it has none). */
async function appActive(request: APIRequestContext, token: string, productId: number): Promise<boolean | undefined> {
  const apps = await apiGet<Array<{ productId: number; active: boolean }>>(request, '/api/ptd-industry/order/getActivateProductlist', token);
  expect(apps.code, apps.msg).toBe(200);
  return apps.data.find((app) => app.productId === productId)?.active;
}

/** Yesterday in Beijing, YYYY-MM-DD. */
function beijingYesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 24 * 3600 * 1000));
}

test('an operator refunds a paid order in full: the buyer sees 已退款, the refund, and the app stops', async ({ page, browser, request, loginAs }) => {
  const buyerToken = await apiLogin(request, ACCOUNTS.main);
  const product = await productByName(request, PRODUCT);
  const orderId = await orderOf(request, buyerToken, PRODUCT);
  const orderNo = await payInSandbox(request, buyerToken, orderId);
  expect(await appActive(request, buyerToken, product.id), `${PRODUCT} is the company's app once paid`).toBe(true);

  // 平台订单 (the operators' 订单管理), reached from their menu.
  await loginAs(ACCOUNTS.operator);
  await page.goto('/home/console');
  const nav = sidebar(page);
  await nav.getByText('运营管理').click();
  await nav.getByRole('menuitem', { name: '平台订单' }).click();
  await expect(page).toHaveURL(/\/operation\/orders$/);
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: '平台订单' })).toBeVisible();
  await content.getByPlaceholder('请输入订单编号').fill(orderNo);
  await content.getByPlaceholder('请输入订单编号').press('Enter');
  await expect(content.getByText('共 1 条')).toBeVisible();
  const row = content.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('演示科技有限公司');
  await expect(row).toContainText(PRODUCT);
  await expect(row).toContainText(PRICE_SHOWN);
  await expect(row.locator('.ant-tag')).toHaveText('已支付');

  await row.getByRole('button', { name: `退款${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: '退款', exact: true });
  await expect(dialog.getByTestId('refundable')).toHaveText(PRICE_SHOWN);
  const amount = dialog.getByLabel('退款金额');
  await expect(amount).toHaveAttribute('placeholder', `最多可退 ${PRICE} 元，不填为全部`);
  // The form refuses what is not an amount, or more than is left, before anything is sent.
  await amount.fill('12.345');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请输入正确的退款金额')).toBeVisible();
  await amount.fill('3800.01');
  await expect(dialog.getByText(`退款金额不能超过可退金额 ${PRICE} 元`)).toBeVisible();
  await expect(dialog.getByText('请填写退款原因（80字以内）')).toBeVisible();
  // Empty is everything that is left.
  await amount.fill('');
  await dialog.getByLabel('退款原因').fill(REASON);
  await dialog.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确定退款 ¥${PRICE_SHOWN} 吗？` });
  await expect(confirm).toContainText('所购服务将停止');
  // Thinking better of it sends nothing and keeps what was typed.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('退款原因')).toHaveValue(REASON);
  await dialog.getByRole('button', { name: '提交' }).click();
  await confirmDialog(confirm);
  await expect(page.getByText('退款申请已提交')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sandbox answers the refund a moment later by its notification.
  const operatorToken = await apiLogin(request, ACCOUNTS.operator);
  await refundSucceeded(request, orderId, operatorToken);
  // The page follows the refund and shows the order refunded, with nothing left to refund.
  await expect(row.locator('.ant-tag')).toHaveText('已退款');
  await expect(row.getByRole('button', { name: `退款${orderNo}` })).toHaveCount(0);

  await row.getByRole('button', { name: `${orderNo}的退款记录` }).click();
  const drawer = page.getByRole('dialog', { name: '退款记录' });
  await expect(drawer).toContainText(orderNo);
  const refundRow = drawer.getByRole('row').filter({ hasText: REASON });
  await expect(refundRow).toContainText(PRICE_SHOWN);
  await expect(refundRow.locator('.ant-tag')).toHaveText('退款成功');
  await expect(refundRow.getByRole('button', { name: /重试/ })).toHaveCount(0);

  // The buyer's side.
  const buyer = await browser.newContext();
  try {
    await browserLogin(buyer, ACCOUNTS.main);
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/order');
    const list = buyerPage.locator('.wb__content');
    await list.getByPlaceholder('请输入订单编号').fill(orderNo);
    await list.getByPlaceholder('请输入订单编号').press('Enter');
    const mine = list.getByRole('row').filter({ hasText: orderNo });
    await expect(mine.locator('.ant-tag')).toHaveText('已退款');
    // A refunded order stays on record: it cannot be deleted.
    await expect(mine.getByRole('button', { name: '删除' })).toHaveCount(0);
    await mine.getByRole('button', { name: '详情' }).click();
    const detail = buyerPage.getByRole('dialog', { name: '订单详情' });
    await expect(detail.locator('.ant-descriptions-row').filter({ hasText: '已退金额(元)' })).toContainText(PRICE_SHOWN);
    const refunds = detail.getByTestId('order-refunds');
    await expect(refunds.getByRole('heading', { name: '退款记录' })).toBeVisible();
    const refund = refunds.getByRole('row').filter({ hasText: REASON });
    await expect(refund).toContainText(PRICE_SHOWN);
    await expect(refund.locator('.ant-tag')).toHaveText('退款成功');

    // The whole order went back: the app it bought is no longer active.
    expect(await appActive(buyer.request, buyerToken, product.id)).toBe(false);

    // And the status filter finds it among the refunded.
    await buyerPage.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await list.getByPlaceholder('请输入订单编号').fill('');
    await list.getByPlaceholder('请输入订单编号').press('Enter');
    await list.getByRole('combobox', { name: '订单状态' }).click();
    await buyerPage.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '已退款' }).click();
    await expect(mine).toBeVisible();
    await expect(list.locator('.ant-table-row .ant-tag').filter({ hasNotText: '已退款' })).toHaveCount(0);
  } finally {
    await buyer.close();
  }
});

test('an operator reconciles yesterday in 支付对账 and opens the day', async ({ page, loginAs }) => {
  const yesterday = beijingYesterday();
  await loginAs(ACCOUNTS.operator);
  await page.goto('/operation/reconciliation');
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: '支付对账' })).toBeVisible();

  // Today and later cannot be picked: their bills are not ready.
  const picker = content.getByRole('textbox', { name: '对账日期' });
  await picker.click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await expect(calendar.locator('.ant-picker-cell-today')).toHaveClass(/ant-picker-cell-disabled/);
  await picker.fill(yesterday);
  await picker.press('Enter');
  await expect(picker).toHaveValue(yesterday);
  await content.getByRole('button', { name: '对账' }).click();
  await expect(page.getByText(new RegExp(`${yesterday} 对账完成：(已平账|有差异)`))).toBeVisible();

  const row = content.getByRole('row').filter({ hasText: yesterday });
  await expect(row.locator('.ant-tag')).toHaveText(/^(已平账|有差异)$/);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await row.getByRole('button', { name: yesterday, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `${yesterday} 差异明细` });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-descriptions-row').filter({ hasText: '对账状态' }).locator('.ant-tag').first()).toHaveText(/^(已平账|有差异)$/);
  const differences = Number(await drawer.getByTestId('day-differences').textContent());
  if (differences === 0) await expect(drawer.getByText('该日对账无差异')).toBeVisible();
  else await expect(drawer.getByText(`共 ${differences} 条`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Differences found outside a day's run have a tab of their own.
  await content.getByRole('tab', { name: '未归属差异' }).click();
  await expect(content.getByRole('columnheader', { name: '差异类型' }).or(content.getByText('暂无未归属差异')).first()).toBeVisible();
});
