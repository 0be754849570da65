/**
 * Orders journeys: buying a product version and paying for it with WeChat
 * scan-to-pay through the sandbox cashier, the certification the purchase
 * asks for, cancelling an order, declaring a product (main account and
 * sub-account), the operators' follow-up of a declaration, and paying an
 * order with the company's points (积分支付).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { declareProduct, newOrder, topUp } from './order-support';
import { productByName } from './site-support';
import { ACCOUNTS, confirmDialog, apiGet, apiLogin, apiPost, expect, expectNoSidewaysScroll, latestCode, test } from './support';

/** A demo product with two priced versions (标准版 2980.00 a year, 企业版 8980.00). */
const PRODUCT = '工业物联网接入网关';

/** From the product's public page to its purchase page, as a person goes. */
async function openPurchase(page: Page, productId: number) {
  await page.goto(`/product/productTemplate?id=${productId}&type=0`);
  await page.getByRole('link', { name: '立即购买' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/purchase\\?productId=${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
}

/** Picks a version and a term on the purchase page. */
async function choose(page: Page, version: string, term: string) {
  await page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio', { name: version }).click();
  await page.getByRole('radiogroup', { name: '购买期限' }).getByText(term, { exact: true }).click();
}

/** Picks an option from the open antd select dropdown. */
async function pickOption(page: Page, label: string) {
  // The open list only: a list still closing after the last pick is on its way out (its leave animation).
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  await open.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

/** The order number the pay page shows. */
async function orderNumber(page: Page): Promise<string> {
  const cell = page.locator('.ant-descriptions-row').filter({ hasText: '订单编号' }).locator('.ant-descriptions-item-content').first();
  await expect(cell).toHaveText(/^OD\d+$/);
  return (await cell.textContent())!.trim();
}

test('the main account buys a version for 2 years and pays it in the sandbox cashier', async ({ page, context, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  await loginAs(ACCOUNTS.main);
  await openPurchase(page, product.id);

  // Nothing chosen: no pay button yet, and the page says what is missing.
  await expect(page.getByRole('button', { name: '立即支付' })).toHaveCount(0);
  await expect(page.getByText('请选择购买期限和产品版本')).toBeVisible();
  await choose(page, '标准版', '2年');
  await expect(page.getByRole('radio', { name: '标准版' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('purchase-total')).toHaveText('¥5,960.00');
  await page.getByRole('button', { name: '立即支付' }).click();

  await expect(page).toHaveURL(/\/product\/orderPay\?id=\d+$/);
  const orderNo = await orderNumber(page);
  const summary = page.locator('.ant-descriptions');
  await expect(summary).toContainText('工业物联网接入网关');
  await expect(summary).toContainText('标准版');
  await expect(summary).toContainText('2年');
  await expect(summary).toContainText('¥5,960.00');
  await expect(summary.locator('.ant-tag')).toHaveText('待支付');
  await expect(page.getByTestId('order-countdown')).toContainText(/00:(29|30):\d\d/);

  await page.getByRole('button', { name: '微信支付' }).click();
  const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas')).toBeVisible();
  await expect(dialog).toContainText('¥5,960.00');
  const countdown = dialog.locator('.ant-statistic-content');
  await expect(countdown).toHaveText(/^00:(29|30):\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });

  // The sandbox's cashier stands in for the payer's phone.
  const opened = context.waitForEvent('page');
  await dialog.getByRole('link', { name: '在沙箱收银台打开' }).click();
  const cashier = await opened;
  await expect(cashier.getByText('¥5960.00')).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功')).toBeVisible();
  await cashier.close();

  // The poll (every 2 s) sees the payment: the dialog closes and the order is paid.
  await expect(page.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText('已支付');
  await expect(summary.locator('.ant-tag')).toHaveText('已支付');
  // Two years from the start (a renewal starts where the company's current term ends).
  const period = page.locator('.ant-result-subtitle');
  await expect(period).toHaveText(/^有效期：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const [, start, end] = /有效期：(\S+ \S+) 至 (\S+ \S+)/.exec((await period.textContent())!)!;
  expect(Number(end.slice(0, 4)) - Number(start.slice(0, 4))).toBe(2);
  expect(end.slice(4)).toBe(start.slice(4));
  // The paid page leads on, and no longer asks to pay within 30 minutes.
  await expect(page.getByText('订单已支付，产品已开通')).toBeVisible();
  await expect(page.getByText('订单创建后请在30分钟内完成支付')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '去使用' })).toHaveAttribute('href', '/home/console');
  await expect(page.getByRole('link', { name: '去签署合同' })).toHaveAttribute('href', '/sign/contracts');

  await page.getByRole('link', { name: '我的订单' }).click();
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: '我的订单' })).toBeVisible();
  const row = content.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('已支付');
  await expect(row).toContainText('5,960.00');
  await expect(row.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '订单详情' });
  await expect(drawer).toContainText(orderNo);
  await expect(drawer).toContainText('物联网接入服务');
  await expect(drawer).toContainText('接入100个设备');
  const expiration = drawer.locator('.ant-descriptions-row').filter({ hasText: '到期时间' });
  await expect(expiration.last()).toContainText(end);
});

test('a visitor is asked to log in, an uncertified company to certify', async ({ page, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  await page.goto(`/product/purchase?productId=${product.id}`);
  await choose(page, '企业版', '1年');
  await expect(page.getByTestId('purchase-total')).toHaveText('¥8,980.00');
  await page.getByRole('button', { name: '立即支付' }).click();
  // The way back keeps the choice (intent.spec.ts follows it through the login).
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/product/purchase?productId=${product.id}&versionId=`)}\\d+${encodeURIComponent('&term=1')}$`),
  );

  await loginAs(ACCOUNTS.uncertified);
  await openPurchase(page, product.id);
  await choose(page, '企业版', '1年');
  await page.getByRole('button', { name: '立即支付' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '很抱歉！购买的商品需要企业认证，您暂没有购买资格！' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: '去认证' })).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  // No order was made.
  await expect(page).toHaveURL(/\/product\/purchase\?/);
});

test('a missing or another company\'s order says it does not exist, with nothing to retry', async ({ page, request, loginAs }) => {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const theirs = await newOrder(request, mainToken);
  await loginAs(ACCOUNTS.uncertified);
  for (const id of [theirs, 1]) {
    await page.goto(`/product/orderPay?id=${id}`);
    await expect(page.getByText('订单不存在', { exact: true })).toBeVisible();
    await expect(page.getByText('该订单不存在或不属于当前企业')).toBeVisible();
    await expect(page.getByRole('button', { name: /重\s*试/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看我的订单' })).toBeVisible();
  }
  // The demo company's order is cancelled again, so later journeys find no to-do of it.
  expect((await apiPost(request, `/api/ptd-industry/order/closeOrderPay/${theirs}`, {}, mainToken)).code).toBe(200);
});

test('an order cancelled on its pay page shows 已取消 there and in the list', async ({ page, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  await loginAs(ACCOUNTS.main);
  await openPurchase(page, product.id);
  await choose(page, '企业版', '1年');
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/product\/orderPay\?id=\d+$/);
  const orderNo = await orderNumber(page);

  // While it can be paid, the list offers 去支付 and 取消订单, never 删除.
  await page.goto('/order');
  const waiting = page.locator('.wb__content').getByRole('row').filter({ hasText: orderNo });
  await expect(waiting.getByRole('button', { name: '取消订单' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: '删除' })).toHaveCount(0);
  await waiting.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/product\/orderPay\?id=\d+&source=order$/);

  await page.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要取消订单吗？' });
  // Thinking better of it leaves the order waiting.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.ant-descriptions .ant-tag')).toHaveText('待支付');
  await page.getByRole('button', { name: '取消订单' }).click();
  await confirmDialog(confirm);
  await expect(page.getByText('取消订单成功')).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('已取消');
  await expect(page.getByRole('button', { name: '微信支付' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '返回产品' })).toBeVisible();

  await page.goto('/order');
  const content = page.locator('.wb__content');
  await content.getByPlaceholder('请输入订单编号').fill(orderNo);
  await content.getByPlaceholder('请输入订单编号').press('Enter');
  const row = content.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('已取消');
  await expect(content.getByText('共 1 条')).toBeVisible();
  // A cancelled order can be deleted, after a confirmation.
  await row.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.getByRole('dialog').filter({ hasText: '确定要删除么?' }));
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(content.getByText('没有符合条件的订单')).toBeVisible();
});

test('the main account declares a product and sees 申请成功', async ({ page, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  await loginAs(ACCOUNTS.main);
  await page.goto(`/product/productTemplate?id=${product.id}&type=0`);
  await page.getByRole('link', { name: '立即申报' }).first().click();
  await expect(page).toHaveURL(/\/product\/declare\?productId=\d+&productName=/);

  const form = page.locator('form');
  await expect(form.getByLabel('产品名称')).toHaveValue(PRODUCT);
  await expect(form.getByLabel('企业名称')).toHaveValue('演示科技有限公司');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: '请选择所属平台类型' })).toBeVisible();

  await form.getByLabel('所属平台类型').click();
  await pickOption(page, '工业互联网平台');
  await form.getByLabel('申请应用').click();
  await pickOption(page, '物联网接入服务');
  await form.getByLabel('申请版本').click();
  await pickOption(page, '企业版');
  await form.getByLabel('联系人').fill('王磊');
  await form.getByPlaceholder('请填写联系电话').fill('12ab');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.ant-form-item-explain-error').filter({ hasText: '联系电话格式错误' })).toBeVisible();
  await form.getByPlaceholder('请填写联系电话').fill('059187654321');
  await form.getByLabel('主营产品').fill('数控机床');
  await form.getByLabel('申请备注').fill('希望接入三个车间的设备');
  await form.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByText('申请成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  // 查看申报记录 leads to 我的申请, where the declaration waits for the operators.
  await page.getByRole('button', { name: '查看申报记录' }).click();
  await expect(page).toHaveURL(/\/userCenter\/todo\?tab=applied$/);
  await expect(page.getByTestId('applied-todos').getByText(`产品申报：${PRODUCT}（演示科技有限公司）`).first()).toBeVisible();
});

test('a sub-account sees the declare button disabled', async ({ page, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  await loginAs(ACCOUNTS.sub);
  await page.goto(`/product/declare?productId=${product.id}&productName=${encodeURIComponent(PRODUCT)}&channelType=0`);
  await expect(page.getByText('仅企业主账号可以申报产品，请联系企业主账号操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeDisabled();
});

test('an operator sees a declaration and moves its follow status', async ({ page, request, loginAs }) => {
  const productName = `车间能耗看板${Date.now() % 100000}`;
  const main = await apiLogin(request, ACCOUNTS.main);
  await declareProduct(request, main, productName);

  await loginAs(ACCOUNTS.operator);
  await page.goto('/operation/declarations');
  const content = page.locator('.wb__content');
  const row = content.getByRole('row').filter({ hasText: productName });
  await expect(row).toContainText('演示科技有限公司');
  await expect(row).toContainText('电子商务平台');
  await expect(row).toContainText('陈静');
  const follow = row.getByRole('combobox', { name: `${productName}的跟进状态` });
  await expect(row.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText('待跟进');
  await follow.click();
  await pickOption(page, '跟进中');
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText('跟进中');

  // The filter finds it among those being followed, not among those waiting.
  await content.getByRole('combobox', { name: '跟进状态', exact: true }).click();
  await pickOption(page, '跟进中');
  await expect(row).toBeVisible();
  await content.getByRole('combobox', { name: '跟进状态', exact: true }).click();
  await pickOption(page, '待跟进');
  await expect(row).toHaveCount(0);

  // 详情 shows the whole declaration; the follow-up is saved with what was agreed.
  await content.getByRole('combobox', { name: '跟进状态', exact: true }).click();
  await pickOption(page, '跟进中');
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '产品申报详情' });
  await expect(drawer).toContainText('福州市鼓楼区软件大道89号');
  await expect(drawer).toContainText('工业网关与边缘控制器');
  await drawer.getByLabel('跟进状态').click();
  await pickOption(page, '已完成');
  await drawer.getByLabel('跟进记录').fill('已电话沟通，下周上门演示');
  await drawer.getByRole('button', { name: '保存' }).click();
  // The list's own 修改成功 may still be fading out beside this one.
  await expect(page.getByText('修改成功').last()).toBeVisible();
  await expect(drawer).toBeHidden();
  await content.getByRole('combobox', { name: '跟进状态', exact: true }).click();
  await pickOption(page, '已完成');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog', { name: '产品申报详情' }).getByLabel('跟进记录')).toHaveValue('已电话沟通，下周上门演示');
});

/** The account password the points journey sets. */
const ACCOUNT_PASSWORD = '135790';

interface PricedVersion {
  productId: number;
  productName: string;
  name: string;
  /** Fen. */
  price: number;
}

/** The cheapest version with a price in the demo catalogue (free ones cost 0.01 and are not worth points). */
async function cheapestPricedVersion(request: APIRequestContext): Promise<PricedVersion> {
  const products = await apiGet<Array<{ id: number; name: string }>>(request, '/api/ptd-industry/endpoint/common/product/products');
  expect(products.code, products.msg).toBe(200);
  let best: PricedVersion | undefined;
  for (const product of products.data) {
    const detail = await apiGet<{ productDomainList?: Array<{ productVersionVoList?: Array<{ name: string; versionPrice: number; isShow: boolean }> }> }>(
      request,
      `/api/ptd-industry/product/getById?id=${product.id}`,
    );
    const versions = (detail.data?.productDomainList ?? []).flatMap((domain) => domain.productVersionVoList ?? []);
    // A version name must pick one radio on the purchase page.
    const names = versions.map((version) => version.name);
    for (const version of versions) {
      if (version.versionPrice <= 0 || !version.isShow || names.filter((name) => name === version.name).length > 1) continue;
      if (!best || version.versionPrice < best.price) {
        best = { productId: product.id, productName: product.name, name: version.name, price: version.versionPrice };
      }
    }
  }
  expect(best, 'a priced version in the demo catalogue').toBeTruthy();
  return best!;
}

test('the main account pays an order with its points: a wrong password is refused, the right one pays', async ({ page, request, loginAs }) => {
  // Setup through the API: the account opened, its password set with an SMS code, 1000 yuan topped up.
  const token = await apiLogin(request, ACCOUNTS.main);
  const opened = await apiPost(request, '/api/ptd-user/account/openAccount', {}, token);
  expect(opened.code, opened.msg).toBe(200);
  const sent = await apiPost(request, '/api/ptd-open-platform/endpoint/sendSms/sendAuthCode', { mobile: ACCOUNTS.main, validate: '' });
  expect(sent.code, sent.msg).toBe(200);
  const smsCode = await latestCode(request, { mobile: ACCOUNTS.main });
  const set = await apiPost(
    request,
    '/api/ptd-user/account/resAccountPwd',
    { password: ACCOUNT_PASSWORD, confirmPassword: ACCOUNT_PASSWORD, smsCode },
    token,
  );
  expect(set.code, set.msg).toBe(200);
  await topUp(request, token, 1000, 3);
  const version = await cheapestPricedVersion(request);
  // No demo version is that cheap: the 5000 package (bonus 500) first.
  if (version.price > 100_000) await topUp(request, token, 5000, 1);
  const points = Math.ceil(version.price / 100);
  const before = await apiGet<{ integralAmount: number }>(request, '/api/ptd-user/account/getAccountInfo', token);
  expect(before.data.integralAmount).toBeGreaterThanOrEqual(points);
  const after = (before.data.integralAmount - points).toLocaleString('en-US');

  // The purchase in the browser: the version for 1年.
  await loginAs(ACCOUNTS.main);
  await page.goto(`/product/purchase?productId=${version.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: version.productName })).toBeVisible();
  await page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio', { name: version.name }).click();
  await page.getByRole('radiogroup', { name: '购买期限' }).getByText('1年', { exact: true }).click();
  await expect(page.getByTestId('purchase-total')).toHaveText(`¥${(version.price / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/product\/orderPay\?id=\d+$/);
  await orderNumber(page);

  await page.getByRole('button', { name: '积分支付' }).click();
  const dialog = page.getByRole('dialog', { name: '积分支付' });
  await expect(dialog.getByTestId('points-balance')).toHaveText(before.data.integralAmount.toLocaleString('en-US'));
  await expect(dialog.getByTestId('points-needed')).toHaveText(points.toLocaleString('en-US'));
  const password = dialog.getByLabel('账户密码');
  // The form's own rule first, then the server's refusal.
  await password.fill('12a');
  await expect(password).toHaveValue('12');
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(dialog.getByText('请输入6位数字')).toBeVisible();
  await password.fill('000000');
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText(/^账户密码错误，还可尝试\d次$/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-descriptions .ant-tag').first()).toHaveText('待支付');

  await password.fill(ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText('已支付');
  await expect(page.locator('.ant-descriptions .ant-tag').first()).toHaveText('已支付');

  // 账户管理 shows what is left.
  await page.goto('/userCenter/accountManage');
  await expect(page.getByTestId('account-balance')).toContainText(after);
});

test('on a phone the total and 立即支付 stay in view while the versions scroll', async ({ page, request, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await productByName(request, PRODUCT);
  await loginAs(ACCOUNTS.main);
  await page.goto(`/product/purchase?productId=${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  // At the top of the page the total is already wholly in reach, below the versions still to scroll to.
  await expect(page.getByTestId('purchase-total')).toBeInViewport({ ratio: 1 });
  await choose(page, '企业版', '1年');
  await expect(page.getByTestId('purchase-total')).toHaveText('¥8,980.00');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: '立即支付' })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
});
