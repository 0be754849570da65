/**
 * Pictures of the points account screens on a desktop and a phone, for people
 * to look at: test-results/screenshots/account-<screen>-<viewport>.png, with
 * the loading, empty, error and frozen states.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { topUp } from './order-support';
import { ACCOUNTS, confirmDialog, apiGet, apiLogin, apiPost, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');
const PAGE = '/userCenter/accountManage';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let transitions (dialogs, drawers, skeletons) settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `account-${screen}-${viewport}.png`), fullPage });
}

test.beforeAll(async ({ request }) => {
  // The certified company: an account with two paid top-ups and one waiting.
  const token = await apiLogin(request, ACCOUNTS.main);
  await apiPost(request, '/api/ptd-user/account/openAccount', {}, token);
  await topUp(request, token, 1000, 3);
  await topUp(request, token, 288);
  const pending = await apiPost(request, '/api/ptd-user/account/recharge', { amount: 500 }, token);
  expect(pending.code, pending.msg).toBe(200);
});

// The later journeys top up and pay with the main account: whatever a test here
// left behind, the account is normal again after it.
test.afterEach(async ({ request }) => {
  const main = await apiLogin(request, ACCOUNTS.main);
  const info = await apiGet<{ accountNo: string; accountStatus: string }>(request, '/api/ptd-user/account/getAccountInfo', main);
  if (info.data?.accountStatus !== 'frozen') return;
  const operator = await apiLogin(request, ACCOUNTS.operator);
  const res = await request.put('/api/ptd-user/manage/account/status', {
    headers: { token: operator },
    data: { accountNo: info.data.accountNo, accountStatus: 'normal' },
  });
  expect(res.ok()).toBe(true);
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the account page, its tabs, the top-up drawer, the QR and the password drawer', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto(PAGE);
      await expect(page.getByTestId('account-card')).toBeVisible();
      await expect(page.locator('.ant-table-row, .list-card').filter({ hasText: /TU\d+/ }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'manage', viewport.name);

      await page.getByRole('tab', { name: '交易记录' }).click();
      await expect(page.locator('.ant-table-row, .list-card').filter({ hasText: '积分充值' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'transactions', viewport.name);

      await page.getByRole('tab', { name: '积分明细' }).click();
      await expect(page.locator('.ant-table-row, .list-card').filter({ hasText: '充值赠送' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'flow', viewport.name);

      await page.getByTestId('account-card').getByRole('button', { name: '充值' }).click();
      const drawer = page.getByRole('dialog', { name: '积分充值' });
      await expect(drawer.getByText('赠送50积分')).toBeVisible();
      await shoot(page, 'recharge-drawer', viewport.name, false);
      await drawer.getByLabel('自定义金额').fill('99');
      await drawer.getByRole('button', { name: '立即充值' }).click();
      await expect(drawer.getByTestId('amount-hint')).toHaveText('请输入或选择正确的金额（100-50000元）');
      await shoot(page, 'recharge-refused', viewport.name, false);
      await drawer.getByRole('radio', { name: /¥3,000/ }).click();
      await drawer.getByRole('button', { name: '立即充值' }).click();
      const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
      await expect(dialog.locator('canvas')).toBeVisible();
      await shoot(page, 'pay-dialog', viewport.name, false);
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
      await drawer.locator('.ant-drawer-close').click();
      await expect(drawer).toBeHidden();

      await page.getByTestId('account-card').getByRole('button', { name: /账户密码/ }).click();
      const passwordDrawer = page.getByRole('dialog', { name: /账户密码/ });
      await passwordDrawer.getByRole('button', { name: '确定' }).click();
      await expect(passwordDrawer.getByText('密码不能为空').first()).toBeVisible();
      await shoot(page, 'password-drawer', viewport.name, false);
    });

    test('not opened, empty lists, loading and error', async ({ page, loginAs }) => {
      // A fresh company of its own would need registering; the uncertified demo company stands in.
      await loginAs(ACCOUNTS.uncertified);
      await page.goto(PAGE);
      const notOpened = page.getByTestId('account-not-opened');
      const card = page.getByTestId('account-card');
      await expect(notOpened.or(card)).toBeVisible();
      if (await notOpened.isVisible()) {
        await expectNoSidewaysScroll(page);
        await shoot(page, 'not-opened', viewport.name);
        await notOpened.getByRole('button', { name: '开通账户' }).click();
      } else {
        // Opened by an earlier test of this run: the server's null stands in to show the picture.
        const none = '**/api/ptd-user/account/getAccountInfo';
        await page.route(none, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: '', data: null }) }));
        await page.reload();
        await expect(notOpened).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shoot(page, 'not-opened', viewport.name);
        await page.unroute(none);
        await page.reload();
      }
      await expect(card).toBeVisible();
      await expect(page.getByText('暂无充值记录')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'empty', viewport.name);

      await page.getByTestId('account-card').getByRole('button', { name: '充值' }).click();
      await expect(page.getByText('充值前需要进行企业认证, 是否继续?')).toBeVisible();
      await shoot(page, 'certify-confirm', viewport.name, false);
      await page.getByRole('button', { name: '取消' }).click();

      // Loading (the account's answer held back), then an error (the server busy).
      let mode: 'hold' | 'error' = 'hold';
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/ptd-user/account/getAccountInfo', async (route) => {
        if (mode === 'error') {
          await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后重试！', data: null }) });
          return;
        }
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后重试！', data: null }) });
      });
      await page.reload();
      await expect(page.locator('.ant-skeleton').first()).toBeVisible();
      await shoot(page, 'loading', viewport.name);
      // The held answer and any retry fail.
      mode = 'error';
      release();
      await expect(page.getByText('数据加载失败')).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await shoot(page, 'error', viewport.name);
    });

    test('the operators list, its confirm and the frozen account', async ({ page, request, loginAs, browser }) => {
      const main = await apiLogin(request, ACCOUNTS.main);
      const info = await apiGet<{ accountNo: string }>(request, '/api/ptd-user/account/getAccountInfo', main);
      await loginAs(ACCOUNTS.operator);
      await page.goto('/operation/accounts');
      const row = page.locator('.ant-table-row, .list-card').filter({ hasText: info.data.accountNo });
      await expect(row).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'operators', viewport.name);

      await row.getByRole('button', { name: '冻结' }).click();
      const freeze = page.getByRole('dialog', { name: '冻结积分账户' });
      await freeze.getByLabel('冻结原因').fill('存在异常充值，待核实');
      await shoot(page, 'operators-confirm', viewport.name, false);
      await freeze.getByRole('button', { name: /冻\s*结/ }).click();
      await expect(row.getByRole('button', { name: '解冻' })).toBeVisible();
      await shoot(page, 'operators-frozen', viewport.name);

      const userContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'zh-CN' });
      try {
        await userContext.addInitScript((token) => window.localStorage.setItem('token', token), main);
        const userPage = await userContext.newPage();
        await userPage.goto(PAGE);
        await expect(userPage.getByTestId('frozen-hint')).toBeVisible();
        await expectNoSidewaysScroll(userPage);
        await userPage.waitForTimeout(600);
        await userPage.screenshot({ path: path.join(OUT, `account-frozen-${viewport.name}.png`), fullPage: true });
      } finally {
        await userContext.close();
      }

      await row.getByRole('button', { name: '解冻' }).click();
      await confirmDialog(page.getByRole('dialog').filter({ hasText: '确定要解冻' }));
      await expect(row.getByRole('button', { name: '冻结' })).toBeVisible();

      await page.getByRole('combobox', { name: '账户状态' }).click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '冻结' }).click();
      await expect(page.getByText('没有该状态的账户')).toBeVisible();
      await shoot(page, 'operators-empty', viewport.name);
    });
  });
}
