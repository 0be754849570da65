/** Pictures, codes and API steps shared by the certification and company journeys. */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { ACCOUNTS, apiLogin, apiPost, browserLogin, expect, type Envelope } from './support';

/** A pale blue card with stripes, 160 x 100, standing in for a licence or an ID card. */
export const CARD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAA1ElEQVR42u3aMQ0AIAxFwcpGCZpQwowDqqAJa8klTwG3lR/73Koxl7pUIQZgwAIswAIswAIM+BVYHwQYsAALsAALsAALMGABFmABFmABFmDAPvwtOgRYgAVYgAUYMGC7aLlkCbAAC7AACzBgARZgARZgARZgwAIsu2hZdAiwAAswYMCAAQOWXbRcsgRYgAUYsAALsAALsAALMGBPAFiABVh20bLoEGDAgAEDBizAAiy7aLlkCTBgARZgARZgARZgAQYswAIswAIsu2gf/oABAwasNsAJTs8B0Gms2RgAAAAASUVORK5CYII=',
  'base64',
);

/** A unified social credit code with a right check digit. */
export const SOCIAL_CODE = '91350100M000100Y43';
export const ID_CARD = '350102199001011234';

/** A valid ID-card number of its own for each person (one number certifies one person): born 1990-01-01, the sequence from `seed`. */
export function idCardFor(seed: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sequence = String([...seed].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1000, 7)).padStart(3, '0');
  const body = `35010219900101${sequence}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** Picks a picture through the file chooser that a click on `box` opens. */
export async function chooseImage(page: Page, box: Locator, name = 'picture.png', buffer = CARD_PNG) {
  const chooser = page.waitForEvent('filechooser');
  await box.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

async function uploadImage(request: APIRequestContext, path: string, token: string): Promise<Record<string, string>> {
  const response = await request.post(`/api/ptd-user/endpoint/certification/${path}`, {
    headers: { token },
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: CARD_PNG } },
  });
  const body = (await response.json()) as Envelope<Record<string, string>>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Submits the company certification through the API, as the form does; returns the submission's id. */
export async function submitCertification(request: APIRequestContext, token: string, companyName: string): Promise<number> {
  const licence = await uploadImage(request, 'companyIdCardOCR', token);
  const legalPerson = await uploadImage(request, 'userIdCardOCR', token);
  const body = await apiPost<{ id: number }>(
    request,
    '/api/ptd-user/endpoint/certification/companyCertification',
    {
      companyName,
      licenseNumber: SOCIAL_CODE,
      artificialPerson: '林峰',
      idCard: ID_CARD,
      licensePhoto: licence.licensePhoto,
      legalPersonPhoto: legalPerson.idCardPhoto,
      signingMethod: 1,
    },
    token,
  );
  expect(body.code, body.msg).toBe(200);
  return body.data.id;
}

/** An operator's decision through the API. */
export async function decideReview(request: APIRequestContext, id: number, approve: boolean, reviewNote?: string) {
  const token = await apiLogin(request, ACCOUNTS.operator);
  const body = await apiPost(request, '/api/ptd-user/certification/review/decide', { id, approve, reviewNote }, token);
  expect(body.code, body.msg).toBe(200);
}

/**
 * Another person at another browser on the same site, already logged in (the
 * login goes out from that browser: `_request` is kept for the callers).
 */
export async function personAt(browser: Browser, baseURL: string | undefined, _request: APIRequestContext, username: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const token = await browserLogin(context, username);
  return { context, page: await context.newPage(), token };
}
