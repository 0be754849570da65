/** E-signature steps through the API shared by the journeys that need a company of their own with signed contracts: certified, e-signature opened, contracts found by order, signed on the sandbox page, downloaded. */
import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_PNG, decideReview, idCardFor, submitCertification } from './company-support';
import { apiGet, apiPost, type Envelope, expect, latestCode, registerCompany } from './support';

/** A company of a journey's own: its main account's number, its name and the person who certifies. */
export interface EsignCompany {
  mobile: string;
  company: string;
  person: string;
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

/** Registers the company, certifies it and its main account's person, opens e-signature. Returns the main account's token. */
export async function companyWithEsign(request: APIRequestContext, company: EsignCompany): Promise<string> {
  const token = await registerCompany(request, { mobile: company.mobile, companyName: company.company, realName: company.person });
  await decideReview(request, await submitCertification(request, token, company.company), true);

  const [front, back] = [await idCardImage(request, token), await idCardImage(request, token)];
  // The registration's code went to the same number a moment ago: a second is asked between two.
  await expect
    .poll(async () => (await apiPost(request, '/api/ptd-open-platform/endpoint/sendSms/sendAuthCode', { mobile: company.mobile, validate: '' })).code, {
      intervals: [1100, 1100, 2000],
    })
    .toBe(200);
  const smsCode = await latestCode(request, { mobile: company.mobile });
  const person = await apiPost<{ id: number }>(
    request,
    '/api/ptd-user/endpoint/certification/userCertification',
    { realName: company.person, mobile: company.mobile, idCard: idCardFor(company.mobile), idCardPhoto: front, idCardPhotoBack: back, smsCode, sex: 0 },
    token,
  );
  expect(person.code, person.msg).toBe(200);
  await decideReview(request, person.data.id, true);

  const opened = await apiPost<{ opened: boolean }>(request, '/api/ptd-component/sign/cfcaAndfadada/open', undefined, token);
  expect(opened.code, opened.msg).toBe(200);
  expect(opened.data.opened).toBe(true);
  return token;
}

export interface ContractRow {
  id: number;
  contractNo: string;
  referenceNo: string;
}

/** The company's contract for an order (through the API, to find a row a person would find by its order number). */
export async function contractOf(request: APIRequestContext, token: string, orderNo: string): Promise<ContractRow> {
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

/** Signs a contract with the company seal on the sandbox signing page, by its form posts (the sign journey clicks through it). */
export async function signInSandbox(request: APIRequestContext, token: string, contractId: number, mobile: string) {
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

/** A signed contract's PDF, as 下载合同 saves it. */
export async function signedPdf(request: APIRequestContext, token: string, contractId: number): Promise<Buffer> {
  const response = await request.get(`/api/ptd-component/sign/contract/download?id=${contractId}&part=pdf`, { headers: { token } });
  expect(response.status()).toBe(200);
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

/** The same file with one byte changed, a third of the way in (inside what the first signature covers). */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const changed = Buffer.from(pdf);
  changed[Math.floor(changed.length / 3)] ^= 0x01;
  return changed;
}

/**
 * The shell asks a newly certified company once whether to open e-signature
 * (its own question, whether or not the service is open already): 稍后再说, if asked.
 */
export async function putOffEsignQuestion(page: Page) {
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

/** On /contract-verify: chooses a file as a visitor would (the page may refuse it). */
export async function chooseContractFile(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  await page.getByRole('region', { name: '上传合同' }).locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** On /contract-verify: chooses the PDF and presses 开始验签. */
export async function verifyOnPage(page: Page, name: string, pdf: Buffer) {
  await chooseContractFile(page, name, pdf);
  await expect(page.getByTestId('verify-file')).toContainText(name);
  await page.getByRole('button', { name: '开始验签' }).click();
}
