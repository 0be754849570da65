/**
 * Pictures of every screen on a desktop and a phone, for people to look at:
 * test-results/screenshots/<screen>-<viewport>.png.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string) {
  // Let transitions (drawers, skeletons, toasts) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${screen}-${viewport}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public screens', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
      await shoot(page, 'login', viewport.name);

      await page.goto('/front');
      await expect(page.getByRole('heading', { name: /连接设备、数据与服务/ })).toBeVisible();
      await expect(page.locator('.footer')).toContainText('400-608-6618');
      await shoot(page, 'front', viewport.name);

      await page.goto('/404');
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await shoot(page, 'not-found', viewport.name);
    });

    test('main account screens', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/home/console');
      await expect(page.getByTestId('certification-status')).toHaveText('已认证');
      await expect(page.locator('.wb__content').getByText('智能制造')).toBeVisible();
      await shoot(page, 'console', viewport.name);

      await page.goto('/company/members');
      await expect(page.locator('.wb__content .ant-table').getByText(ACCOUNTS.sub)).toBeVisible();
      await shoot(page, 'members', viewport.name);

      await page.goto('/company/info');
      await expect(page.locator('.wb__content').getByText('统一社会信用代码')).toBeVisible();
      await shoot(page, 'company-info', viewport.name);

      // The sidebar folded on a desktop, opened as a drawer on a phone.
      if (viewport.name === 'desktop') {
        await page.getByRole('button', { name: '收起侧边栏' }).click();
        await shoot(page, 'sidebar-collapsed', viewport.name);
        await page.getByRole('button', { name: '展开侧边栏' }).click();
      } else {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await expect(page.locator('.wb__drawer')).toBeVisible();
        await shoot(page, 'sidebar-drawer', viewport.name);
        await page.keyboard.press('Escape');
        await expect(page.locator('.wb__drawer')).toBeHidden();
      }

      await page.route('**/remotes/identity/remoteEntry.js', (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
      await shoot(page, 'remote-error', viewport.name);
    });

    test('sub-account without the members page', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.sub);
      await page.goto('/company/members');
      await expect(page.getByText('您没有访问权限，请联系管理员授权！')).toBeVisible();
      await shoot(page, 'forbidden', viewport.name);
    });

    test('operator screens', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.operator);
      await page.goto('/operation/companies');
      await expect(page.locator('.wb__content .ant-table').getByText('演示科技有限公司')).toBeVisible();
      await shoot(page, 'companies', viewport.name);
    });

    test('uncertified company console', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.uncertified);
      await page.goto('/home/console');
      await expect(page.getByRole('button', { name: '去认证' })).toBeVisible();
      await shoot(page, 'console-uncertified', viewport.name);
    });
  });
}
