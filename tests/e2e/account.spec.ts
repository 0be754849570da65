/**
 * Points account journeys: the certified main account opens its account and
 * tops up 1000 yuan (bonus 50) through the sandbox cashier, sets the account
 * password with an SMS code, an uncertified company is asked to certify before
 * a top-up, and an operator freezes (then unfreezes) an account.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, apiPost, browserLogin, confirmDialog, expect, latestCode, PASSWORD, solveSliderCaptcha, test } from './support';

const PAGE = '/userCenter/accountManage';

/** Opens the company's account through the API (idempotent), for journeys that do not test opening it; answers its number. */
async function ensureAccount(request: APIRequestContext, mobile: string): Promise<string> {
  const token = await apiLogin(request, mobile);
  const opened = await apiPost<{ accountNo: string }>(request, '/api/ptd-user/account/openAccount', {}, token);
  expect(opened.code, opened.msg).toBe(200);
  return opened.data.accountNo;
}

/** The account page with its card loaded. */
async function openAccountPage(page: Page) {
  await page.goto(PAGE);
  const card = page.getByTestId('account-card');
  await expect(card).toBeVisible();
  return card;
}

test('the certified main account opens its account and tops up 1000 yuan in the sandbox cashier', async ({ page, context, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto(PAGE);
  const notOpened = page.getByTestId('account-not-opened');
  const card = page.getByTestId('account-card');
  await expect(notOpened.or(card)).toBeVisible();
  if (await notOpened.isVisible()) {
    await expect(notOpened).toContainText('您的企业尚未开通积分账户');
    await notOpened.getByRole('button', { name: '开通账户' }).click();
    await expect(page.getByText('开通成功')).toBeVisible();
  }
  await expect(card).toBeVisible();
  await expect(page.getByTestId('account-no')).toHaveText(/^AC\d+$/);
  await expect(page.getByTestId('account-status')).toHaveText('正常');
  await expect(page.getByTestId('certified-badge')).toHaveText('已认证');
  // Other journeys of the run may have topped up already: what counts is what this one adds.
  const balance = page.getByTestId('account-balance');
  await expect(balance).toContainText(/\d/);
  const before = Number((await balance.innerText()).replace(/[^\d]/g, ''));
  await expect(page.getByRole('tab', { name: '充值记录' })).toHaveAttribute('aria-selected', 'true');

  await card.getByRole('button', { name: '充值' }).click();
  const drawer = page.getByRole('dialog', { name: '积分充值' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('积分仅用于平台API服务');
  const packages = drawer.getByRole('radiogroup', { name: '充值套餐' });
  await expect(packages.getByRole('radio')).toHaveCount(3);
  // The server's packages carry their bonus.
  const thousand = packages.getByRole('radio', { name: /¥1,000/ });
  await expect(thousand).toContainText('赠送50积分');

  // A custom amount keeps digits, is capped at 50,000, refused below 100, and a fraction is refused, never joined (150.5 is not 1505).
  const custom = drawer.getByLabel('自定义金额');
  await custom.fill('8a0');
  await expect(custom).toHaveValue('80');
  await drawer.getByRole('button', { name: '立即充值' }).click();
  await expect(drawer.getByTestId('amount-hint')).toHaveText('请输入或选择正确的金额（100-50000元）');
  await custom.fill('150.5');
  await expect(custom).toHaveValue('150.5');
  await drawer.getByRole('button', { name: '立即充值' }).click();
  await expect(drawer.getByTestId('amount-hint')).toHaveText('充值金额须为整数（元），请去掉小数部分');
  await custom.fill('123456');
  await expect(custom).toHaveValue('50000');
  await expect(drawer.getByTestId('recharge-points')).toHaveText('50,000');

  await thousand.click();
  await expect(thousand).toHaveAttribute('aria-checked', 'true');
  await expect(custom).toHaveValue('');
  await expect(drawer.getByTestId('recharge-points')).toHaveText('1,050');
  await drawer.getByRole('button', { name: '立即充值' }).click();

  const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas')).toBeVisible();
  await expect(dialog).toContainText('¥1,000.00');
  await expect(dialog).toContainText('到账 1,050 积分');
  await expect(dialog.locator('.ant-statistic-content')).toHaveText(/^00:(29|30):\d\d$/);

  // The sandbox's cashier stands in for the payer's phone.
  const opened = context.waitForEvent('page');
  await dialog.getByRole('link', { name: '在沙箱收银台打开' }).click();
  const cashier = await opened;
  await expect(cashier.getByText('¥1000.00')).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功')).toBeVisible();
  await cashier.close();

  // The poll (every second) sees it: the dialog and the drawer close, the account is read again.
  await expect(page.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(balance).toContainText((before + 1050).toLocaleString('en-US'));
  // Newest first: the top-up just paid.
  const row = page.getByRole('row').filter({ hasText: /TU\d+/ }).first();
  await expect(row).toContainText('1,000.00');
  await expect(row).toContainText('已支付');

  await page.getByRole('tab', { name: '交易记录' }).click();
  await expect(page.getByRole('row').filter({ hasText: '积分充值' }).first()).toContainText('已支付');

  await page.getByRole('tab', { name: '积分明细' }).click();
  const flow = page.getByRole('tabpanel', { name: '积分明细' });
  await expect(flow.getByRole('row').filter({ hasText: '充值赠送' }).first()).toContainText('+50');
  await expect(flow.getByRole('row').filter({ hasText: '积分充值 1000元' }).first()).toContainText('+1,000');
  await flow.getByRole('combobox', { name: '积分类型' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '充值赠送' }).click();
  await expect(flow.getByRole('row').filter({ hasText: '积分充值 1000元' })).toHaveCount(0);
  await expect(flow.getByRole('row').filter({ hasText: '充值套餐赠送' }).first()).toBeVisible();
});

test('the main account sets its 6-digit account password with an SMS code', async ({ page, request, loginAs }) => {
  await ensureAccount(request, ACCOUNTS.main);
  await loginAs(ACCOUNTS.main);
  const card = await openAccountPage(page);
  await card.getByRole('button', { name: '设置账户密码' }).click();
  const drawer = page.getByRole('dialog', { name: '设置账户密码' });
  await expect(drawer).toContainText('验证码将发送至 138****0001');

  // The form's own rules first.
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByText('密码不能为空')).toHaveCount(2);
  await drawer.getByLabel('账户密码').fill('12ab3');
  await expect(drawer.getByLabel('账户密码')).toHaveValue('123');
  await expect(drawer.getByText('请输入6位数字')).toBeVisible();
  await drawer.getByLabel('账户密码').fill('246810');
  await drawer.getByLabel('确认密码').fill('246811');
  await expect(drawer.getByText('两次密码输入不一致')).toBeVisible();
  await drawer.getByLabel('确认密码').fill('246810');

  await drawer.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  const code = await latestCode(request, { mobile: ACCOUNTS.main });
  await expect(drawer.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  await drawer.getByLabel('验证码').fill(code);
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(card.getByRole('button', { name: '修改账户密码' })).toBeVisible();
});

test('an uncertified company is asked to certify before a top-up', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.uncertified);
  await page.goto(PAGE);
  const notOpened = page.getByTestId('account-not-opened');
  const card = page.getByTestId('account-card');
  await expect(notOpened.or(card)).toBeVisible();
  if (await notOpened.isVisible()) await notOpened.getByRole('button', { name: '开通账户' }).click();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('certified-badge')).toHaveCount(0);
  await expect(card.getByRole('link', { name: '去认证' })).toBeVisible();

  await card.getByRole('button', { name: '充值' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '充值前需要进行企业认证, 是否继续?' });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('dialog', { name: '积分充值' })).toHaveCount(0);
  await confirm.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/certification\?redirect=%2FuserCenter%2FaccountManage$/);
});

test('a sub-account granted 账户管理 sees the account without the password button, or the hint to ask the main account', async ({ page, request, loginAs }) => {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const subId = (await apiPost<{ userId: number }>(request, '/api/ptd-user/login', { username: ACCOUNTS.sub, password: PASSWORD })).data.userId;
  const grant = (menuKeys: string[]) => apiPost(request, '/api/ptd-user/resource/user/grantMenus', { userId: subId, menuKeys }, mainToken);
  // Without the grant the balance is not the sub-account's to see.
  await loginAs(ACCOUNTS.sub);
  await page.goto(PAGE);
  await expect(page.getByText('您没有访问权限，请联系管理员授权！')).toBeVisible();
  expect((await grant(['identity.company-info', 'account.manage'])).code).toBe(200);
  try {
    await page.goto(PAGE);
    await checkSubAccountView(page);
  } finally {
    expect((await grant(['identity.company-info'])).code).toBe(200);
  }
});

async function checkSubAccountView(page: Page) {
  const notOpened = page.getByTestId('account-not-opened');
  const card = page.getByTestId('account-card');
  await expect(notOpened.or(card)).toBeVisible();
  if (await notOpened.isVisible()) {
    await expect(notOpened).toContainText('请联系企业主账号开通积分账户');
    await expect(notOpened.getByRole('button', { name: '开通账户' })).toHaveCount(0);
  } else {
    await expect(card.getByRole('button', { name: /账户密码/ })).toHaveCount(0);
  }
}

test('an operator freezes the account: the main account sees 冻结 and cannot top up; then it is unfrozen', async ({ browser, request }) => {
  const accountNo = await ensureAccount(request, ACCOUNTS.main);
  const operator = await browser.newContext();
  const user = await browser.newContext();
  try {
    await browserLogin(operator, ACCOUNTS.operator);
    const opPage = await operator.newPage();
    await opPage.goto('/operation/accounts');
    await expect(opPage.getByRole('heading', { name: '积分账户' })).toBeVisible();
    const mine = opPage.getByRole('row').filter({ hasText: accountNo });
    await expect(mine).toContainText('演示科技有限公司');
    await expect(mine.getByTestId('account-status')).toHaveText('正常');

    // Freezing asks the reason the company is told.
    await mine.getByRole('button', { name: '冻结' }).click();
    const freeze = opPage.getByRole('dialog', { name: '冻结积分账户' });
    await expect(freeze).toContainText('冻结原因将通知该企业');
    await freeze.getByRole('button', { name: /冻\s*结/ }).click();
    await expect(freeze.getByText('请填写冻结原因（80字以内）')).toBeVisible();
    await freeze.getByLabel('冻结原因').fill('存在异常充值，待核实');
    await freeze.getByRole('button', { name: /冻\s*结/ }).click();
    await expect(opPage.getByText('冻结成功')).toBeVisible();
    await expect(mine.getByTestId('account-status')).toHaveText('冻结');
    await expect(mine.getByTestId('freeze-reason')).toHaveText('存在异常充值，待核实');
    await expect(mine).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(mine.getByRole('button', { name: '解冻' })).toBeVisible();

    // The filter finds it among the frozen.
    await opPage.getByRole('combobox', { name: '账户状态' }).click();
    await opPage.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '冻结' }).click();
    await expect(mine).toBeVisible();

    await browserLogin(user, ACCOUNTS.main);
    const userPage = await user.newPage();
    await userPage.goto(PAGE);
    const card = userPage.getByTestId('account-card');
    await expect(userPage.getByTestId('account-no')).toHaveText(accountNo);
    await expect(userPage.getByTestId('account-status')).toHaveText('冻结');
    await expect(card.getByRole('button', { name: '充值' })).toBeDisabled();
    await expect(userPage.getByTestId('frozen-hint')).toContainText('账号被冻结');
    await expect(userPage.getByTestId('frozen-hint')).toContainText('冻结原因：存在异常充值，待核实');

    // Unfrozen again: the top-up comes back.
    await mine.getByRole('button', { name: '解冻' }).click();
    await confirmDialog(opPage.getByRole('dialog').filter({ hasText: '确定要解冻' }));
    await expect(opPage.getByText('解冻成功')).toBeVisible();
    await userPage.reload();
    await expect(userPage.getByTestId('account-status')).toHaveText('正常');
    await expect(card.getByRole('button', { name: '充值' })).toBeEnabled();
  } finally {
    await operator.close();
    await user.close();
  }
});
