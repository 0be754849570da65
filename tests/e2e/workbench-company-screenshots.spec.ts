/**
 * Pictures of the company screens on a desktop and a phone, for people to look
 * at: test-results/screenshots/<screen>-<viewport>.png. Like the company
 * journeys, the file sorts after the others: the companies it registers do not
 * move the demo ones in their lists.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decideReview, submitCertification } from './company-support';
import { ACCOUNTS, apiLogin, expect, registerCompany, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, mobilePrefix: '1390000210' },
  { name: 'mobile', width: 390, height: 844, mobilePrefix: '1390000211' },
];

async function shoot(page: Page, screen: string, viewport: string) {
  // Let transitions (dialogs, drawers, skeletons) settle.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `${screen}-${viewport}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`company screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('enterprise info, addresses and invoice headers', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/userCenter/userInfo');
      const content = page.locator('.wb__content');
      await expect(content.getByTestId('certified-badge')).toBeVisible();
      await shoot(page, 'enterprise-info', viewport.name);

      await content.getByRole('tab', { name: '收货地址' }).click();
      const addresses = page.getByRole('tabpanel', { name: '收货地址' });
      await expect(addresses.getByText('张伟')).toBeVisible();
      await shoot(page, 'enterprise-address', viewport.name);
      await addresses.getByRole('button', { name: '新增收货地址' }).click();
      const addressDialog = page.getByRole('dialog', { name: '新增收货地址' });
      await addressDialog.getByLabel('收货人').fill('赵磊');
      await addressDialog.getByRole('button', { name: '保存' }).click();
      await expect(addressDialog.getByText('请输入收货地址')).toBeVisible();
      await shoot(page, 'address-dialog', viewport.name);
      await addressDialog.getByRole('button', { name: '取消' }).click();

      await content.getByRole('tab', { name: '开票信息' }).click();
      const invoices = page.getByRole('tabpanel', { name: '开票信息' });
      await expect(invoices.locator('.ant-table-row, .list-card').filter({ hasText: '91350100M000100Y43' })).toBeVisible();
      await shoot(page, 'enterprise-invoice', viewport.name);
      await invoices.getByRole('button', { name: '新增发票抬头' }).click();
      const invoiceDialog = page.getByRole('dialog', { name: '新增发票抬头' });
      await invoiceDialog.getByLabel('税号').fill('ABC');
      await invoiceDialog.getByRole('button', { name: '保存' }).click();
      await expect(invoiceDialog.getByText('税号格式错误')).toBeVisible();
      await shoot(page, 'invoice-dialog', viewport.name);
    });

    test('certification forms of an uncertified company', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.uncertified);
      await page.goto('/userCenter/userInfo');
      await expect(page.locator('.wb__content').getByRole('button', { name: '去认证' })).toBeVisible();
      await shoot(page, 'enterprise-info-uncertified', viewport.name);

      await page.goto('/certification');
      await expect(page.locator('#company-certification')).toBeVisible();
      await shoot(page, 'certification', viewport.name);
      await page.getByRole('tab', { name: '快速提交审核' }).click();
      await expect(page.locator('#company-review')).toBeVisible();
      await shoot(page, 'certification-review', viewport.name);

      await page.goto('/personCertification');
      await expect(page.locator('#person-certification')).toBeVisible();
      await shoot(page, 'person-certification', viewport.name);
    });

    test('pending, review queue and detail, rejected, e-signature question', async ({ page, loginAs, request }) => {
      const mobile = `${viewport.mobilePrefix}1`;
      const companyName = viewport.name === 'desktop' ? '青松数控机床有限公司' : '青松数控设备有限公司';
      const token = await registerCompany(request, { mobile, companyName, realName: '郑凯' });
      const id = await submitCertification(request, token, companyName);

      await loginAs(mobile);
      await page.goto('/underCertification');
      await expect(page.getByText('企业认证审核中')).toBeVisible();
      await shoot(page, 'pending', viewport.name);
      await page.goto('/userCenter/userInfo?tab=address');
      await expect(page.getByRole('tabpanel', { name: '收货地址' }).getByRole('button', { name: '新增收货地址' })).toBeVisible();
      await shoot(page, 'enterprise-address-empty', viewport.name);

      await loginAs(ACCOUNTS.operator);
      await page.goto('/operation/certifications');
      const row = page.locator('.wb__content').locator('.ant-table-row, .list-card').filter({ hasText: companyName });
      await expect(row).toBeVisible();
      await shoot(page, 'reviews', viewport.name);
      await row.getByRole('button', { name: '审核' }).click();
      const drawer = page.locator('.ant-drawer').filter({ hasText: '认证详情' });
      await expect(drawer.getByRole('img', { name: '法人身份证照片' })).toBeVisible();
      await shoot(page, 'review-detail', viewport.name);

      await decideReview(request, id, false, '营业执照照片模糊，请重新上传清晰的照片');
      await loginAs(mobile);
      await page.goto('/rejectCertification');
      await expect(page.getByTestId('reject-reason')).toContainText('营业执照照片模糊');
      await shoot(page, 'rejected', viewport.name);

      // Resubmitted and approved: the main account is asked about e-signatures.
      const again = await submitCertification(request, await apiLogin(request, mobile), companyName);
      await decideReview(request, again, true);
      await page.goto('/home/console');
      await expect(page.getByText('是否开通电子签章服务?')).toBeVisible();
      await shoot(page, 'esign-question', viewport.name);
    });
  });
}
