/**
 * What a buyer meant to do survives the detours: the points payment's
 * 去设置账户密码 and 去充值 open the account's drawers over the order and the
 * same order is paid on; the chosen version and term come back after logging
 * in; a purchase left to certify the company is offered again once certified.
 * New companies are registered, so the demo ones keep their state.
 */
import type { Locator, Page } from '@playwright/test';
import { decideReview, submitCertification } from './company-support';
import { newOrder, ORDER_PRODUCT } from './order-support';
import { productByName } from './site-support';
import { ACCOUNTS, apiPost, expect, latestCode, loginThroughForm, registerCompany, solveSliderCaptcha, test } from './support';

const ACCOUNT_PASSWORD = '246824';

/** The purchase page's chosen version and term. */
async function expectChosen(page: Page, version: string, term: string) {
  await expect(page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio', { name: version })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radiogroup', { name: '购买期限' }).getByRole('radio', { name: term })).toBeChecked();
}

async function choose(page: Page, version: string, term: string) {
  await page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio', { name: version }).click();
  await page.getByRole('radiogroup', { name: '购买期限' }).getByText(term, { exact: true }).click();
  await expectChosen(page, version, term);
}

/** A newly certified company's main account is asked once about e-signatures: 暂不开通. */
async function declineEsign(page: Page) {
  const question = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  await question.getByRole('button', { name: '暂不开通' }).click();
  await expect(question).toBeHidden();
}

/** A drawer's close button (antd names it in English or Chinese). */
function closeButton(drawer: Locator) {
  return drawer.getByRole('button', { name: 'Close' }).or(drawer.getByRole('button', { name: '关闭' })).first();
}

test('the points payment opens the password and top-up drawers over the order, then pays the same order', async ({ page, request, loginAs }) => {
  // A certified company with an opened account: no password, no points.
  const mobile = '13900008001';
  const companyName = '青峰精密机械有限公司';
  const token = await registerCompany(request, { mobile, companyName, realName: '方远' });
  await decideReview(request, await submitCertification(request, token, companyName), true);
  const opened = await apiPost(request, '/api/ptd-user/account/openAccount', {}, token);
  expect(opened.code, opened.msg).toBe(200);
  const orderId = await newOrder(request, token);

  await loginAs(mobile);
  const orderPage = `/product/orderPay?id=${orderId}`;
  await page.goto(orderPage);
  await declineEsign(page);
  await page.getByRole('button', { name: '积分支付' }).click();
  const dialog = page.getByRole('dialog', { name: '积分支付' });
  await expect(dialog.getByTestId('points-hint')).toContainText('请先设置账户密码');

  // 去设置账户密码: the account's drawer over the order, the address unchanged.
  await dialog.getByRole('button', { name: '去设置账户密码' }).click();
  const password = page.getByRole('dialog', { name: '设置账户密码' });
  await expect(password).toContainText('验证码将发送至 139****8001');
  await expect(page).toHaveURL(orderPage);
  await password.getByLabel('账户密码').fill(ACCOUNT_PASSWORD);
  await password.getByLabel('确认密码').fill(ACCOUNT_PASSWORD);
  await password.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  // Sent once the countdown runs: the outbox's newest code is this one, not the registration's.
  await expect(password.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await password.getByLabel('验证码').fill(await latestCode(request, { mobile }));
  await password.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(password).toBeHidden();

  // The dialog read the account again: a password now, but no points.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('points-hint')).toContainText('账户积分不足，请先充值');
  await dialog.getByRole('button', { name: '去充值' }).click();
  const recharge = page.getByRole('dialog', { name: '积分充值' });
  await expect(recharge.getByRole('radiogroup', { name: '充值套餐' })).toBeVisible();
  await expect(page).toHaveURL(orderPage);
  // Closed without paying: back at the same dialog.
  await closeButton(recharge).click();
  await expect(recharge).toBeHidden();
  await expect(dialog.getByTestId('points-hint')).toContainText('账户积分不足，请先充值');
  await expect(page).toHaveURL(orderPage);

  // Topped up by what the order needs, paid in the sandbox cashier.
  const needed = Number((await dialog.getByTestId('points-needed').innerText()).replace(/\D/g, ''));
  expect(needed).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: '去充值' }).click();
  await recharge.getByLabel('自定义金额').fill(String(Math.max(needed, 100)));
  await recharge.getByRole('button', { name: '立即充值' }).click();
  const cashier = page.getByRole('dialog', { name: '微信扫码支付' });
  const codeUrl = await cashier.getByRole('link', { name: '在沙箱收银台打开' }).getAttribute('href');
  const paid = await request.post(`${new URL(codeUrl!).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);
  await expect(recharge).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(orderPage);

  // The same dialog now asks for the password; a wrong one says how many tries are left.
  const box = dialog.getByLabel('账户密码');
  await expect(box).toBeVisible();
  await expect(dialog.getByTestId('points-balance')).toHaveText(Math.max(needed, 100).toLocaleString('en-US'));
  await box.fill('000000');
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText(/账户密码错误，还可尝试\d次/)).toBeVisible();
  await box.fill(ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText('已支付');
});

test('a visitor chooses a version and a term, logs in, and is back with the same choice', async ({ page, request }) => {
  const product = await productByName(request, ORDER_PRODUCT);
  await page.goto(`/product/purchase?productId=${product.id}`);
  await choose(page, '标准版', '2年');
  await expect(page.getByTestId('purchase-total')).toHaveText('¥5,960.00');
  const purchase = new URL(page.url());
  expect(purchase.searchParams.get('term')).toBe('2');

  await page.getByRole('button', { name: '立即支付' }).click();
  const back = `${purchase.pathname}${purchase.search}`;
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(back)}`);
  // Registering instead keeps the way back too.
  await expect(page.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(back)}`);

  await loginThroughForm(page, ACCOUNTS.main);
  await expect(page).toHaveURL(back);
  await expectChosen(page, '标准版', '2年');
  await expect(page.getByTestId('purchase-total')).toHaveText('¥5,960.00');

  // An address naming what the product does not offer chooses nothing.
  await page.goto(`/product/purchase?productId=${product.id}&versionId=1&term=7`);
  await expect(page.getByRole('radiogroup', { name: '产品版本' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '购买期限' }).getByRole('radio')).toHaveCount(3);
  for (const group of ['产品版本', '购买期限']) {
    await expect(page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true })).toHaveCount(0);
  }
  await expect(page.getByText('请选择购买期限和产品版本')).toBeVisible();
});

test('a purchase left to certify the company is offered again once an operator approves', async ({ page, request, loginAs }) => {
  const product = await productByName(request, ORDER_PRODUCT);
  const mobile = '13900008002';
  const companyName = '临溪智造科技有限公司';
  const token = await registerCompany(request, { mobile, companyName, realName: '许宁' });
  await loginAs(mobile);

  await page.goto(`/product/purchase?productId=${product.id}`);
  await choose(page, '企业版', '3年');
  const purchase = new URL(page.url());
  const back = `${purchase.pathname}${purchase.search}`;
  await page.getByRole('button', { name: '立即支付' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '很抱歉！购买的商品需要企业认证，您暂没有购买资格！' });
  await confirm.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(`/certification?redirect=${encodeURIComponent(back)}`);

  // Submitted (as the form does) and waiting: the console has nothing to offer yet.
  const submission = await submitCertification(request, token, companyName);
  await page.goto(`/underCertification?redirect=${encodeURIComponent(back)}`);
  await expect(page.getByText('企业认证审核中')).toBeVisible();
  await page.goto('/home/console');
  await expect(page.getByText('企业概况').first()).toBeVisible();
  await expect(page.getByTestId('purchase-intent')).toHaveCount(0);

  // Approved: the console offers the purchase (once the e-signature question, asked on the first page after approval, is answered).
  await decideReview(request, submission, true);
  await page.goto('/home/console');
  await declineEsign(page);
  const offer = page.getByTestId('purchase-intent');
  await expect(offer).toContainText('您在认证前选择的产品可以继续购买了');

  // The pending page, where the certification form leaves the user, leads back to the purchase, choice and all.
  await page.goto(`/underCertification?redirect=${encodeURIComponent(back)}`);
  await expect(page).toHaveURL(back);
  await expectChosen(page, '企业版', '3年');

  // Not bought yet: still offered, until it is taken up.
  await page.goto('/home/console');
  await offer.getByRole('button', { name: '继续购买' }).click();
  await expect(page).toHaveURL(back);
  await expectChosen(page, '企业版', '3年');
  await page.goto('/home/console');
  await expect(page.getByText('企业概况').first()).toBeVisible();
  await expect(page.getByTestId('purchase-intent')).toHaveCount(0);
});
