/**
 * Pictures of the spec-fidelity screens, on a desktop and a phone, for
 * people to look at: test-results/screenshots/finish-<screen>-<viewport>.png.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decideReview, submitCertification } from './company-support';
import { loadWholePage, productByName } from './site-support';
import { ACCOUNTS, apiGet, expect, registerCompany, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, mobilePrefix: '1390000710' },
  { name: 'mobile', width: 390, height: 844, mobilePrefix: '1390000720' },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = false) {
  if (fullPage) await loadWholePage(page);
  // Let transitions (drawers, dialogs, toasts) settle.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `finish-${screen}-${viewport}.png`), fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`spec-fidelity screens, ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('enterprise info, certification drawers, e-signature question', async ({ page, request, loginAs }) => {
      test.setTimeout(120_000);
      await loginAs(ACCOUNTS.main);
      await page.goto('/userCenter/userInfo');
      await expect(page.getByTestId('certified-badge')).toBeVisible();
      await shoot(page, 'enterprise-info', viewport.name, true);

      const fresh = `${viewport.mobilePrefix}1`;
      const companyName = viewport.name === 'desktop' ? '启明光电仪器有限公司' : '启明光电设备有限公司';
      await registerCompany(request, { mobile: fresh, companyName, realName: '魏然' });
      await loginAs(fresh);
      await page.goto('/userCenter/userInfo');
      await page.locator('.wb__content').getByRole('button', { name: '去认证' }).click();
      await expect(page.getByRole('dialog', { name: '企业认证' }).locator('#company-certification')).toBeVisible();
      await shoot(page, 'company-drawer', viewport.name);

      const approved = `${viewport.mobilePrefix}2`;
      const approvedName = viewport.name === 'desktop' ? '鸿途智能包装有限公司' : '鸿途智能物流有限公司';
      const token = await registerCompany(request, { mobile: approved, companyName: approvedName, realName: '邵峰' });
      await decideReview(request, await submitCertification(request, token, approvedName), true);
      await loginAs(approved);
      await page.goto('/home/console');
      const question = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
      await expect(question).toBeVisible();
      await shoot(page, 'esign-question', viewport.name);
      await question.getByRole('button', { name: '开通', exact: true }).click();
      await page.locator('.ant-modal-confirm').filter({ hasText: '是否先进行个人认证?' }).getByRole('button', { name: '去认证' }).click();
      await expect(page.getByRole('dialog', { name: '个人认证' }).locator('#person-certification')).toBeVisible();
      await shoot(page, 'person-drawer', viewport.name);
    });

    test('WeChat bind, 404, product page 换一批, experts', async ({ page, request }) => {
      const product = await productByName(request, '设备管理云平台');
      await page.goto('/login');
      await page.getByRole('button', { name: '微信登录', exact: true }).click();
      await page.getByPlaceholder('例如 wx-demo-user').fill(`wx-shot-${viewport.name}`);
      await page.getByRole('button', { name: '确认登录' }).click();
      await page.getByPlaceholder('请输入手机号').fill(ACCOUNTS.uncertified);
      await expect(page.getByText('该手机号已注册，验证后将登录该账号并绑定微信')).toBeVisible();
      await shoot(page, 'wechat-bind', viewport.name);

      await page.goto('/no-such-page');
      await expect(page).toHaveURL(/\/404$/);
      await shoot(page, 'not-found', viewport.name);

      await page.goto(`/product/productTemplate?id=${product.id}&type=0`);
      const recommended = page.locator('#recommended');
      await recommended.scrollIntoViewIfNeeded();
      await recommended.getByRole('button', { name: '换一批' }).click();
      await page.waitForTimeout(300);
      await recommended.screenshot({ path: path.join(OUT, `finish-recommended-${viewport.name}.png`) });

      const expert = (await apiGet<{ rows: Array<{ id: number }> }>(request, '/api/ptd-industry/expert/page?pageNum=1&pageSize=1')).data.rows[0];
      await page.goto('/share');
      await expect(page.locator('.pub-expert').first()).toBeVisible();
      await shoot(page, 'experts', viewport.name, true);
      await page.goto(`/expert/${expert.id}`);
      await expect(page.locator('.expert-profile__img')).toBeVisible();
      await shoot(page, 'expert', viewport.name);
    });

    test('content console: products, product form, rich text', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.operator);
      await page.goto('/content/products');
      await expect(page.locator('.ant-table-row, .list-card').first()).toBeVisible();
      await shoot(page, 'products', viewport.name);
      await page.locator('.ant-table-row, .list-card').filter({ hasText: '设备管理云平台' }).getByRole('button', { name: '编辑' }).click();
      const drawer = page.getByRole('dialog', { name: '编辑产品' });
      await expect(drawer.getByRole('radio', { name: '独立应用' })).toBeVisible();
      await drawer.getByRole('radio', { name: '独立应用' }).scrollIntoViewIfNeeded();
      await shoot(page, 'product-form', viewport.name);

      await page.goto('/content/help-docs');
      await page.locator('.ant-table-row, .list-card').first().getByRole('button', { name: '编辑' }).click();
      const docDrawer = page.getByRole('dialog', { name: '编辑文档' });
      await expect(docDrawer.locator('.html-editor__content')).toBeVisible();
      await docDrawer.locator('.html-editor').scrollIntoViewIfNeeded();
      await shoot(page, 'rich-text', viewport.name);
    });
  });
}
