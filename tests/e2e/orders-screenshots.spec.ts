/**
 * Pictures of the orders screens on a desktop and a phone, for people to look
 * at: test-results/screenshots/orders-<screen>-<viewport>.png, with the
 * loading, empty and error states of the lists.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { declareProduct, newOrder, ORDER_PRODUCT as PRODUCT, payInSandbox } from './order-support';
import { productByName } from './site-support';
import { ACCOUNTS, apiLogin, apiPost, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  // A full page from its top, so the sticky navigation sits where it belongs.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let transitions (dialogs, drawers, skeletons) settle.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `orders-${screen}-${viewport}.png`), fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`orders screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('purchase and declare', async ({ page, request, loginAs }) => {
      const product = await productByName(request, PRODUCT);
      await loginAs(ACCOUNTS.main);
      await page.goto(`/product/purchase?productId=${product.id}`);
      await expect(page.getByRole('radio', { name: '标准版' })).toBeVisible();
      await shoot(page, 'purchase', viewport.name);
      await page.getByRole('radio', { name: '企业版' }).click();
      await page.getByRole('radiogroup', { name: '购买期限' }).getByText('3年', { exact: true }).click();
      await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'purchase-chosen', viewport.name);

      await page.route('**/api/ptd-industry/product/getById**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '', data: null }) }),
      );
      await page.goto(`/product/purchase?productId=${product.id}`);
      await expect(page.getByText('产品加载失败')).toBeVisible();
      await shoot(page, 'purchase-error', viewport.name);
      await page.unroute('**/api/ptd-industry/product/getById**');

      await page.goto(`/product/declare?productId=${product.id}&productName=${encodeURIComponent(PRODUCT)}&channelType=0`);
      await expect(page.getByLabel('企业名称')).toHaveValue('演示科技有限公司');
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByPlaceholder('请填写联系电话').fill('12ab');
      await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '联系电话格式错误' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'declare', viewport.name);
    });

    test('declare as a sub-account, and the success screen', async ({ page, request, loginAs }) => {
      const product = await productByName(request, PRODUCT);
      await loginAs(ACCOUNTS.sub);
      await page.goto(`/product/declare?productId=${product.id}&productName=${encodeURIComponent(PRODUCT)}&channelType=0`);
      await expect(page.getByRole('button', { name: '提交申请' })).toBeDisabled();
      await shoot(page, 'declare-sub-account', viewport.name, false);

      await page.route('**/api/ptd-industry/order/saveProductDeclareOrder', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: '操作成功', data: 1 }) }),
      );
      await page.evaluate(() => window.localStorage.clear());
      await loginAs(ACCOUNTS.main);
      await page.reload();
      await page.getByLabel('所属平台类型').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
      await page.getByRole('button', { name: '提交申请' }).click();
      await expect(page.getByText('申请成功')).toBeVisible();
      await shoot(page, 'declare-success', viewport.name, false);
    });

    test('the pay page: waiting with the QR dialog, paid, cancelled', async ({ page, request, loginAs }) => {
      const token = await apiLogin(request, ACCOUNTS.main);
      await loginAs(ACCOUNTS.main);
      const waiting = await newOrder(request, token, 2);
      await page.goto(`/product/orderPay?id=${waiting}`);
      await expect(page.getByTestId('order-countdown')).toContainText(/\d\d:\d\d:\d\d/);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'pay-waiting', viewport.name);
      await page.getByRole('button', { name: '微信支付' }).click();
      const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
      await expect(dialog.locator('canvas')).toBeVisible();
      await shoot(page, 'pay-dialog', viewport.name, false);

      // Paid in the sandbox cashier, as a phone would.
      const link = await dialog.getByRole('link', { name: '在沙箱收银台打开' }).getAttribute('href');
      const paid = await request.post(`${new URL(link!).pathname}/pay`, { maxRedirects: 0 });
      expect(paid.status()).toBeLessThan(400);
      await expect(page.getByTestId('order-state')).toHaveText('已支付', { timeout: 20_000 });
      await shoot(page, 'pay-paid', viewport.name);

      const cancelled = await newOrder(request, token);
      const closed = await apiPost(request, `/api/ptd-industry/order/closeOrderPay/${cancelled}`, {}, token);
      expect(closed.code, closed.msg).toBe(200);
      await page.goto(`/product/orderPay?id=${cancelled}`);
      await expect(page.getByTestId('order-state')).toHaveText('已取消');
      await shoot(page, 'pay-cancelled', viewport.name);
    });

    test('my orders with the detail, loading, empty and error states', async ({ page, request, loginAs }) => {
      const token = await apiLogin(request, ACCOUNTS.main);
      await payInSandbox(request, token, await newOrder(request, token, 3));
      await newOrder(request, token);
      await loginAs(ACCOUNTS.main);

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        '**/api/ptd-industry/order/list**',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      await page.goto('/order');
      await expect(page.locator('.ant-spin-spinning').first()).toBeVisible();
      await shoot(page, 'list-loading', viewport.name, false);
      release();

      const content = page.locator('.wb__content');
      await expect(content.locator('.ant-table-row, .list-card').filter({ hasText: '待支付' }).first()).toBeVisible();
      await expect(content.locator('.ant-table-row, .list-card').filter({ hasText: '已支付' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'list', viewport.name);

      await content.locator('.ant-table-row, .list-card').filter({ hasText: '已支付' }).first().getByRole('button', { name: '详情' }).click();
      await expect(page.getByRole('dialog', { name: '订单详情' })).toContainText('到期时间');
      await shoot(page, 'list-detail', viewport.name, false);
      await page.keyboard.press('Escape');

      await content.getByPlaceholder('请输入订单编号').fill('OD0000');
      await content.getByPlaceholder('请输入订单编号').press('Enter');
      await expect(content.getByText('没有符合条件的订单')).toBeVisible();
      await shoot(page, 'list-empty', viewport.name, false);

      await page.route('**/api/ptd-industry/order/list**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '', data: null }) }),
      );
      await page.reload();
      await expect(content.getByText('数据加载失败')).toBeVisible();
      await shoot(page, 'list-error', viewport.name, false);
    });

    test('the operators\u2019 declarations', async ({ page, request, loginAs }) => {
      const main = await apiLogin(request, ACCOUNTS.main);
      await declareProduct(request, main, '设备点检助手', { platformType: '1', contactPerson: '李娜', contactNumber: '13700001111' });
      await loginAs(ACCOUNTS.operator);
      await page.goto('/operation/declarations');
      await expect(page.locator('.wb__content').locator('.ant-table-row, .list-card').filter({ hasText: '设备点检助手' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'declarations', viewport.name);
    });
  });
}
