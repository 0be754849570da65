/**
 * 合同验签: a company of its own (registered, certified, e-signature opened,
 * two orders paid and one contract signed on the sandbox page, all through the
 * API) keeps the demo company as the other journeys expect it. A visitor finds
 * 合同验签 in the footer and checks the signed PDF (验签通过, both parties with
 * their trusted timestamps, the platform's contract number), the same file with
 * one byte changed (验签未通过), files the page refuses before sending and files
 * the server refuses; in 合同管理 the company reads 验签 of the signed contract
 * and of the one still waiting (甲方's certification alone).
 */
import type { Locator } from '@playwright/test';
import { SOCIAL_CODE } from './company-support';
import { paidOrder } from './order-support';
import {
  chooseContractFile,
  companyWithEsign,
  contractOf,
  putOffEsignQuestion,
  signedPdf,
  signInSandbox,
  verifyOnPage,
  withOneByteChanged,
} from './sign-support';
import { browserLogin, expect, expectNoSidewaysScroll, test } from './support';

const COMPANY = { mobile: '13900004301', company: '瑞禾智能装备有限公司', person: '郑可' };
/** 甲方 of every contract: the platform's operating company (config esign.party_a). */
const PARTY_A = '国联工业互联网平台运营有限公司';
/** A trusted timestamp as the page shows it, in Beijing time. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The value beside a label in a signature card. */
function fact(card: Locator, label: string): Locator {
  return card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

test('a visitor checks a signed contract, a changed copy and wrong files; the company reads 验签 in 合同管理', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const token = await companyWithEsign(request, COMPANY);
  const signed = await contractOf(request, token, await paidOrder(request, token));
  const waiting = await contractOf(request, token, await paidOrder(request, token));
  await signInSandbox(request, token, signed.id, COMPANY.mobile);
  const pdf = await signedPdf(request, token, signed.id);

  const verdict = page.getByTestId('verify-verdict');
  const platform = page.getByTestId('verify-platform');
  const chosen = page.getByTestId('verify-file');

  await test.step('a visitor finds 合同验签 in the footer', async () => {
    await page.goto('/front');
    await page.locator('.footer').getByRole('link', { name: '合同验签' }).click();
    await expect(page).toHaveURL(/\/contract-verify$/);
    await expect(page).toHaveTitle(/合同验签/);
    await expect(page.getByRole('heading', { level: 1, name: '合同验签' })).toBeVisible();
    await expect(page.getByText('任何人都可以在此查验在本平台签署的合同PDF：由谁签署、何时签署（以可信时间戳为准）、签署后是否被修改。')).toBeVisible();
    await expect(page.getByRole('button', { name: '开始验签' })).toBeDisabled();
  });

  await test.step('the signed PDF passes: both parties, their timestamps, the platform contract', async () => {
    await verifyOnPage(page, `${signed.contractNo}.pdf`, pdf);
    await expect(verdict).toContainText('验签通过');
    await expect(verdict).toContainText('2个签名均有效，文件签署后未被修改');
    await expect(platform).toContainText('是否本平台合同');
    await expect(platform).toContainText(`是，本平台合同，合同编号 ${signed.contractNo}`);
    await expect(page.getByRole('heading', { name: '签名信息（2）' })).toBeVisible();

    const partyA = page.getByRole('article', { name: '甲方签名' });
    await expect(fact(partyA, '签署方')).toHaveText('甲方');
    await expect(fact(partyA, '签署人')).toHaveText(PARTY_A);
    await expect(fact(partyA, '签署时间（可信时间戳）')).toHaveText(TIMESTAMP);
    await expect(fact(partyA, '文件完整性')).toHaveText('完好');
    await expect(fact(partyA, '证书')).toHaveText('本平台签发');
    await expect(fact(partyA, '认证签名')).toHaveText('是（此后文件仅允许继续签署）');

    const partyB = page.getByRole('article', { name: '乙方签名' });
    await expect(fact(partyB, '签署方')).toHaveText('乙方');
    await expect(fact(partyB, '签署人')).toHaveText(COMPANY.company);
    await expect(fact(partyB, '统一社会信用代码')).toHaveText(SOCIAL_CODE);
    await expect(fact(partyB, '签署时间（可信时间戳）')).toHaveText(TIMESTAMP);
    await expect(fact(partyB, '文件完整性')).toHaveText('完好');
    await expect(fact(partyB, '证书')).toHaveText('本平台签发');
    await expect(fact(partyB, '认证签名')).toHaveCount(0);
  });

  await test.step('one changed byte fails it, and the platform no longer knows the file', async () => {
    await verifyOnPage(page, `${signed.contractNo}-changed.pdf`, withOneByteChanged(pdf));
    await expect(verdict).toContainText('验签未通过');
    await expect(verdict).toHaveClass(/verify-verdict--fail/);
    await expect(platform).toContainText('否，本平台没有该文件的签署记录');
    await expect(page.locator('.verify-sig dd').filter({ hasText: '已被修改' }).first()).toBeVisible();
    await expect(page.locator('.verify-sig__problem').first()).toBeVisible();
  });

  await test.step('a text file and a file over 10 MB are refused before sending, and nothing is lost', async () => {
    await chooseContractFile(page, 'notes.txt', Buffer.from('not a contract'), 'text/plain');
    await expect(page.getByTestId('verify-file-problem')).toHaveText('只能选择PDF格式的合同文件（.pdf），请重新选择');
    await expect(chosen).toContainText(`${signed.contractNo}-changed.pdf`);
    await expect(verdict).toContainText('验签未通过');

    await chooseContractFile(page, 'scan.pdf', Buffer.alloc(10 * 1024 * 1024 + 1));
    await expect(page.getByTestId('verify-file-problem')).toHaveText('合同文件不能超过10MB，请重新选择');
    await expect(chosen).toContainText(`${signed.contractNo}-changed.pdf`);
  });

  await test.step('files the server cannot read are refused with its reason', async () => {
    await verifyOnPage(page, 'letter.pdf', Buffer.from('Dear customer, this is no PDF.'));
    await expect(page.getByTestId('verify-file-problem')).toHaveCount(0);
    await expect(page.getByTestId('verify-failed')).toContainText('验签失败');
    await expect(page.getByTestId('verify-failed')).toContainText('请上传PDF格式的合同文件');
    await expect(page.getByTestId('verify-result')).toHaveCount(0);

    await verifyOnPage(page, 'broken.pdf', Buffer.from('%PDF-1.7 nothing else'));
    await expect(page.getByTestId('verify-failed')).toContainText('无法读取该PDF文件');
  });

  await test.step('on a phone the report reads without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await verifyOnPage(page, `${signed.contractNo}.pdf`, pdf);
    await expect(verdict).toContainText('验签通过');
    await expect(page.getByRole('article', { name: '乙方签名' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  await test.step('in 合同管理, 验签 of the signed contract and of the one waiting', async () => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
    try {
      await browserLogin(context, COMPANY.mobile);
      const own = await context.newPage();
      await own.goto('/sign/contracts');
      await putOffEsignQuestion(own);
      const rows = own.locator('.wb__content .ant-table').getByRole('row');
      const drawer = own.locator('.ant-drawer').filter({ hasText: '合同验签' });

      await rows.filter({ hasText: signed.contractNo }).getByRole('button', { name: '验签' }).click();
      const report = drawer.getByTestId('verification-report');
      await expect(report).toContainText('验签通过');
      await expect(report).toContainText('2个签名均有效，文件签署后未被修改');
      await expect(report).toContainText(`是，本平台合同，合同编号 ${signed.contractNo}`);
      await expect(drawer.getByRole('article', { name: '甲方签名' })).toContainText(PARTY_A);
      const partyB = drawer.getByRole('article', { name: '乙方签名' });
      await expect(partyB).toContainText(COMPANY.company);
      await expect(partyB).toContainText('签署时间（可信时间戳）');
      await expect(partyB).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      await expect(partyB).toContainText('本平台签发');
      await drawer.locator('.ant-drawer-close').click();
      await expect(drawer).toBeHidden();

      await rows.filter({ hasText: waiting.contractNo }).getByRole('button', { name: '验签' }).click();
      await expect(drawer).toContainText(waiting.contractNo);
      await expect(drawer.getByRole('heading', { name: '签名信息（1）' })).toBeVisible();
      const certification = drawer.getByRole('article', { name: '甲方签名' });
      await expect(certification).toContainText(PARTY_A);
      await expect(certification).toContainText('是（此后文件仅允许继续签署）');
      await expect(drawer.getByRole('article', { name: '乙方签名' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
