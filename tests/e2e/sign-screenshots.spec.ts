/**
 * Pictures of the e-signature screens on a desktop and a phone, for people to
 * look at: test-results/screenshots/sign-<screen>-<viewport>.png, the public
 * 合同验签 page among them. A company of its own (registered, certified, its
 * person certified, e-signature opened and an order paid, all through the
 * API) keeps the demo company as the journeys expect it; the empty list is
 * the uncertified demo company's.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paidOrder } from './order-support';
import { companyWithEsign, contractOf, putOffEsignQuestion, signedPdf, signInSandbox, verifyOnPage, withOneByteChanged } from './sign-support';
import { ACCOUNTS, browserLogin, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, mobile: '13900004001', company: '鼎信精密制造有限公司', person: '周航' },
  { name: 'mobile', width: 390, height: 844, mobile: '13900004101', company: '鼎信精密机械有限公司', person: '吴桐' },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let transitions (dialogs, skeletons, toasts) settle.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `sign-${screen}-${viewport}.png`), fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`sign screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('合同管理 and 印章管理 before opening, with no contract', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.uncertified);
      await page.goto('/sign/contracts');
      const content = page.locator('.wb__content');
      await expect(content.getByTestId('esign-state')).toHaveText('未开通');
      await expect(content.getByText('暂无合同')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'contracts-empty', viewport.name);

      await page.goto('/sign/seals');
      await expect(content.getByRole('heading', { name: '印章管理' })).toBeVisible();
      await expect(content.getByTestId('esign-state')).toHaveText('未开通');
      await expectNoSidewaysScroll(page);
      await shoot(page, 'seals-not-opened', viewport.name);
    });

    test('合同管理 with a contract, the signing dialog, 印章管理 and 合同验签', async ({ page, request, browser, baseURL }) => {
      test.setTimeout(150_000);
      const token = await companyWithEsign(request, viewport);
      const signedOrder = await paidOrder(request, token);
      const waitingOrder = await paidOrder(request, token);
      const signed = await contractOf(request, token, signedOrder);
      const waiting = await contractOf(request, token, waitingOrder);
      await signInSandbox(request, token, signed.id, viewport.mobile);
      // This company's own browser, logged in as its main account.
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: viewport.width, height: viewport.height },
      });
      await browserLogin(context, viewport.mobile);
      const own = await context.newPage();
      try {
        await own.goto('/sign/contracts');
        await putOffEsignQuestion(own);
        // Back from the signing page: 合同签署完成, the signed contract highlighted beside the one waiting.
        await own.goto(`/sign/contracts?signed=${signed.id}`);
        await expect(own.getByText('合同签署完成')).toBeVisible();
        const content = own.locator('.wb__content');
        await expect(content.getByTestId('esign-state')).toHaveText('已开通');
        const rows = content.locator('.ant-table-row, .list-card');
        await expect(rows.filter({ hasText: signed.contractNo })).toContainText('已签署');
        await expect(rows.filter({ hasText: signed.contractNo })).toHaveClass(/sg-row--highlight/);
        await expect(rows.filter({ hasText: waiting.contractNo })).toContainText('待签署');
        await expectNoSidewaysScroll(own);
        await shoot(own, 'contracts', viewport.name);

        // 验签 of the signed contract: both parties' signatures in the drawer.
        await rows.filter({ hasText: signed.contractNo }).getByRole('button', { name: '验签' }).click();
        const drawer = own.locator('.ant-drawer').filter({ hasText: '合同验签' });
        await expect(drawer.getByRole('article', { name: '乙方签名' })).toBeVisible();
        // The return's 合同签署完成 toast would sit over the drawer's title.
        await expect(own.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
        await shoot(own, 'verify-drawer', viewport.name, false);
        await drawer.locator('.ant-drawer-close').click();
        await expect(drawer).toBeHidden();

        // The to-do's link: the contract on top, ready to sign.
        await own.goto(`/sign/contracts?contractId=${waiting.id}`);
        await expect(own.getByTestId('contract-to-sign')).toBeVisible();
        await expectNoSidewaysScroll(own);
        await shoot(own, 'contracts-todo', viewport.name);

        await own.getByTestId('contract-to-sign').getByRole('button', { name: '立即签署' }).click();
        await expect(own.getByRole('dialog').filter({ hasText: '签署合同' })).toBeVisible();
        await shoot(own, 'sign-dialog', viewport.name, false);
        await own.getByRole('dialog').getByRole('button', { name: '取消' }).click();

        await own.goto('/sign/seals');
        await expect(content.getByTestId('seal-card')).toHaveCount(2);
        await expect(content.getByRole('article', { name: viewport.company })).toContainText('默认');
        for (const picture of await content.getByTestId('seal-card').getByRole('img').all()) {
          await expect(picture).toBeVisible();
          expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        }
        await expectNoSidewaysScroll(own);
        await shoot(own, 'seals', viewport.name);
      } finally {
        await context.close();
      }

      // 合同验签 as a visitor: the page before a file, the signed PDF, and the same with one byte changed.
      const pdf = await signedPdf(request, token, signed.id);
      await page.goto('/contract-verify');
      await expect(page.getByRole('heading', { level: 1, name: '合同验签' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'verify-empty', viewport.name);
      await verifyOnPage(page, `${signed.contractNo}.pdf`, pdf);
      await expect(page.getByTestId('verify-verdict')).toContainText('验签通过');
      await expect(page.getByRole('article', { name: '乙方签名' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'verify-valid', viewport.name);
      await verifyOnPage(page, `${signed.contractNo}-changed.pdf`, withOneByteChanged(pdf));
      await expect(page.getByTestId('verify-verdict')).toContainText('验签未通过');
      await expectNoSidewaysScroll(page);
      await shoot(page, 'verify-invalid', viewport.name);
    });
  });
}
