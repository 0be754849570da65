/** The open platform's set-up through the API, shared by its journey and its pictures: a call signed as the developer portal says, and a partner with an app. */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CARD_PNG, decideReview, submitCertification } from './company-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, expect, registerCompany, type Envelope } from './support';

export interface Keys {
  appKey: string;
  appSecret: string;
}

/** A call through the gateway signed as the developer portal says: HMAC-SHA256 of the seven lines under the secret. */
export async function signedCall(request: APIRequestContext, keys: Keys, method: string, path: string, body = '') {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const stringToSign = [
    method,
    path,
    '',
    `x-ptd-appkey:${keys.appKey}`,
    `x-ptd-nonce:${nonce}`,
    `x-ptd-timestamp:${timestamp}`,
    createHash('sha256').update(body).digest('hex'),
  ].join('\n');
  return request.fetch(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Ptd-AppKey': keys.appKey,
      'X-Ptd-Timestamp': timestamp,
      'X-Ptd-Nonce': nonce,
      'X-Ptd-Signature-Method': 'HMAC-SHA256',
      'X-Ptd-Signature': createHmac('sha256', keys.appSecret).update(stringToSign).digest('hex'),
    },
    data: body || undefined,
  });
}

/** A picture uploaded for the partner's application or app. */
async function partnerPicture(request: APIRequestContext, token: string, kind: 'logo' | 'publicity'): Promise<string> {
  const response = await request.post('/api/ptd-open-platform/partner/upload', {
    headers: { token },
    multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer: CARD_PNG } },
  });
  const body = (await response.json()) as Envelope<string>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Who becomes a partner: its main account's mobile, its company and the app it registers. */
export interface NewPartner {
  mobile: string;
  company: string;
  app: string;
}

/** A certified company that is a partner with one registered (free, unpublished) app, all through the API; answers the partner's token. */
export async function partnerWithApp(request: APIRequestContext, partner: NewPartner): Promise<string> {
  const token = await registerCompany(request, { mobile: partner.mobile, companyName: partner.company, realName: '闻睿' });
  await decideReview(request, await submitCertification(request, token, partner.company), true);
  const applied = await apiPost<number>(
    request,
    '/api/ptd-open-platform/partner/apply',
    {
      cooperationType: 1,
      linkman: '闻睿',
      mobile: partner.mobile,
      introduction: '设备数据接口服务商',
      logo: await partnerPicture(request, token, 'logo'),
      publicityImgArr: [await partnerPicture(request, token, 'publicity')],
    },
    token,
  );
  expect(applied.code, applied.msg).toBe(200);
  const operator = await apiLogin(request, ACCOUNTS.operator);
  const approved = await apiPost(request, '/api/ptd-open-platform/partner/application/review', { id: applied.data, approve: true, reason: null }, operator);
  expect(approved.code, approved.msg).toBe(200);
  const categories = await apiGet<Array<{ id: number }>>(request, '/api/ptd-open-platform/partner/app/categories', token);
  const registered = await apiPost(
    request,
    '/api/ptd-open-platform/partner/app',
    {
      name: partner.app,
      icon: await partnerPicture(request, token, 'logo'),
      slogan: '设备数据随取随用',
      description: '设备运行数据的开放接口',
      categoryId: categories.data[0].id,
      serverUrl: 'https://data.example.cn',
      internal: 0,
      isFree: true,
      defaultUsageTime: 12,
      versions: [],
    },
    token,
  );
  expect(registered.code, registered.msg).toBe(200);
  return token;
}
