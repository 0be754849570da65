/**
 * Pictures of the e-signature screens on a desktop and a phone, for people to
 * look at: test-results/screenshots/sign-<screen>-<viewport>.png. A company of
 * its own (registered, certified, its person certified, e-signature opened and
 * an order paid, all through the API) keeps the demo company as the journeys
 * expect it; the empty list is the uncertified demo company's.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_PNG, decideReview, ID_CARD, submitCertification } from './company-support';
import { paidOrder } from './order-support';
import { ACCOUNTS, apiGet, apiPost, browserLogin, type Envelope, expect, expectNoSidewaysScroll, latestCode, registerCompany, test } from './support';

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

async function idCardImage(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/ptd-user/endpoint/certification/userIdCardOCR', {
    headers: { token },
    multipart: { file: { name: 'id-card.png', mimeType: 'image/png', buffer: CARD_PNG } },
  });
  const body = (await response.json()) as Envelope<{ idCardPhoto: string }>;
  expect(body.code, body.msg).toBe(200);
  return body.data.idCardPhoto;
}

/** A company of its own: certified, its main account's person certified, e-signature opened. Returns the main account's token. */
async function companyWithEsign(request: APIRequestContext, viewport: (typeof VIEWPORTS)[number]): Promise<string> {
  const token = await registerCompany(request, { mobile: viewport.mobile, companyName: viewport.company, realName: viewport.person });
  await decideReview(request, await submitCertification(request, token, viewport.company), true);

  const [front, back] = [await idCardImage(request, token), await idCardImage(request, token)];
  // The registration's code went to the same number a moment ago: a second is asked between two.
  await expect
    .poll(async () => (await apiPost(request, '/api/ptd-open-platform/endpoint/sendSms/sendAuthCode', { mobile: viewport.mobile, validate: '' })).code, {
      intervals: [1100, 1100, 2000],
    })
    .toBe(200);
  const smsCode = await latestCode(request, { mobile: viewport.mobile });
  const person = await apiPost<{ id: number }>(
    request,
    '/api/ptd-user/endpoint/certification/userCertification',
    { realName: viewport.person, mobile: viewport.mobile, idCard: ID_CARD, idCardPhoto: front, idCardPhotoBack: back, smsCode, sex: 0 },
    token,
  );
  expect(person.code, person.msg).toBe(200);
  await decideReview(request, person.data.id, true);

  const opened = await apiPost<{ opened: boolean }>(request, '/api/ptd-component/sign/cfcaAndfadada/open', undefined, token);
  expect(opened.code, opened.msg).toBe(200);
  expect(opened.data.opened).toBe(true);
  return token;
}

interface ContractRow {
  id: number;
  contractNo: string;
  referenceNo: string;
}

/** The company's contract for an order. */
async function contractOf(request: APIRequestContext, token: string, orderNo: string): Promise<ContractRow> {
  let found: ContractRow | undefined;
  await expect
    .poll(async () => {
      const page = await apiGet<{ rows: ContractRow[] }>(request, '/api/ptd-component/sign/contract/page?pageNum=1&pageSize=50', token);
      found = page.data?.rows.find((row) => row.referenceNo === orderNo);
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Signs a contract with the company seal on the sandbox signing page, by its form posts (the journey clicks through it). */
async function signInSandbox(request: APIRequestContext, token: string, contractId: number, mobile: string) {
  const signing = await apiGet<{ url: string }>(
    request,
    `/api/ptd-component/sign/fadada/contract/toSign?contractId=${contractId}&returnUrl=${encodeURIComponent('/sign/contracts')}&userType=1`,
    token,
  );
  expect(signing.code, signing.msg).toBe(200);
  const ticket = new URL(signing.data.url, 'http://sandbox.invalid').searchParams.get('ticket')!;
  const seals = await apiGet<Array<{ id: number; sealType: number }>>(request, '/api/ptd-component/sign/cfcaAndfadada/seal/getList', token);
  const sealId = String(seals.data.find((seal) => seal.sealType === 1)!.id);
  const before = (await apiGet<Array<{ id: number }>>(request, `/api/dev/outbox?mobile=${mobile}`)).data[0]?.id ?? 0;
  const sent = await request.post('/sandbox/esign/code', { form: { ticket, sealId } });
  expect(await sent.text()).toContain('短信发送成功');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await apiGet<Array<{ id: number; content: string }>>(request, `/api/dev/outbox?mobile=${mobile}`);
      code = outbox.data.find((sms) => sms.id > before)?.content.match(/验证码为(\d{4,8})/)?.[1];
      return code;
    })
    .toBeTruthy();
  const confirmed = await request.post('/sandbox/esign/confirm', { form: { ticket, sealId, code: code! }, maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBeGreaterThanOrEqual(300);
  expect(confirmed.status()).toBeLessThan(400);
}

/**
 * The shell asks a newly certified company once whether to open e-signature
 * (its own question, whether or not the service is open already): 稍后再说, if asked.
 */
async function putOffEsignQuestion(page: Page) {
  const question = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  const asked = await question.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await question.getByRole('button', { name: '稍后再说' }).click();
    await expect(question).toBeHidden();
  }
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

    test('合同管理 with a contract, the signing dialog and 印章管理', async ({ request, browser, baseURL }) => {
      test.setTimeout(120_000);
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
    });
  });
}
