/**
 * Pictures of the workbench console on a desktop and a phone, for people to
 * look at: test-results/screenshots/console-<screen>-<viewport>.png (the
 * console, the expiring dialog, the AI view, the own-service drawer and the
 * blocks' error states).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let transitions (dialogs, drawers, skeletons) settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-${screen}-${viewport}.png`), fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('console, expiring dialog, AI view and drawer', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/home/console');
      const dialog = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('help-docs')).toBeVisible();
      await shoot(page, 'expiring', viewport.name, false);
      await dialog.getByRole('button', { name: '我知道了' }).click();
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'home', viewport.name);

      await page.locator('.wb__content').getByRole('button', { name: '新增系统服务' }).click();
      const drawer = page.getByRole('dialog').filter({ hasText: '新增系统服务' });
      await drawer.getByLabel('服务名称').fill('质量追溯系统');
      await drawer.getByLabel('服务地址').fill('trace.example.com');
      await drawer.getByRole('button', { name: '保存' }).click();
      await expect(drawer.getByText('请输入正确的服务地址')).toBeVisible();
      await shoot(page, 'drawer', viewport.name, false);
      await drawer.getByRole('button', { name: '取消' }).click();
      await expect(drawer).toBeHidden();

      await page.goto('/home/console?type=ai');
      await expect(page.getByTestId('ai-product').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'ai', viewport.name);

      await page.goto('/home/console?openCompanyNotice=1');
      await expect(page.getByRole('dialog').filter({ hasText: '公司公告' })).toBeVisible();
      await shoot(page, 'notices', viewport.name, false);
    });

    test('the blocks when the server fails', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.sub);
      for (const api of ['myApp', 'expireProductDoMain']) {
        await page.route(`**/api/ptd-industry/application/${api}`, (route) =>
          route.fulfill({ json: { code: 500, msg: '服务器繁忙，请稍后重试！', data: null } }),
        );
      }
      await page.route('**/api/ptd-industry/helpDoc/page**', (route) => route.abort());
      await page.route('**/api/ptd-industry/front/getRecommendApp', (route) =>
        route.fulfill({ json: { code: 200, msg: '', data: [] } }),
      );
      await page.goto('/home/console');
      await expect(page.locator('.wb__content').getByRole('button', { name: '重试' }).first()).toBeVisible();
      await expect(page.getByText('暂无推荐产品')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'errors', viewport.name);
    });
  });
}
