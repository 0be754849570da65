/**
 * Pictures of the partner screens on a desktop and a phone, for people to look
 * at: test-results/screenshots/partner-<screen>-<viewport>.png. A company of its
 * own per viewport (registered, certified, approved as a partner, one app
 * registered, a launch to another site refused, published, and a new launch
 * rule waiting for review, all through the API) keeps the demo company as the
 * journeys expect it; the empty application form is the demo company's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_PNG, decideReview, submitCertification } from './company-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, browserLogin, type Envelope, expect, expectNoSidewaysScroll, registerCompany, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, mobile: '13900004601', company: '云帆数字科技有限公司' },
  { name: 'mobile', width: 390, height: 844, mobile: '13900004701', company: '云帆智能装备有限公司' },
];

async function shoot(page: Page, screen: string, viewport: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `partner-${screen}-${viewport}.png`), fullPage: true });
}

async function picture(request: APIRequestContext, token: string, kind: string): Promise<string> {
  const response = await request.post('/api/ptd-open-platform/partner/upload', {
    headers: { token },
    multipart: { kind, file: { name: 'logo.png', mimeType: 'image/png', buffer: CARD_PNG } },
  });
  const body = (await response.json()) as Envelope<string>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Attaches one of the example launch rules to the partner's app. */
async function attachRule(request: APIRequestContext, token: string, id: number, example: string): Promise<{ version: number; pending: boolean }> {
  const wasm = readFileSync(path.resolve(__dirname, `../../plugins/examples/${example}/build/rule.wasm`));
  const response = await request.post('/api/ptd-open-platform/partner/app/plugin', {
    headers: { token },
    multipart: { id: String(id), file: { name: 'rule.wasm', mimeType: 'application/wasm', buffer: wasm } },
  });
  const body = (await response.json()) as Envelope<{ version: number; pending: boolean }>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/**
 * A certified company approved as a partner, with one app: a rule that opened
 * another site refused a test launch, the app is published with a reviewed
 * rule, and a new rule waits for review. Returns its main account's token.
 */
async function partnerWithApp(request: APIRequestContext, viewport: (typeof VIEWPORTS)[number]): Promise<string> {
  const token = await registerCompany(request, { mobile: viewport.mobile, companyName: viewport.company, realName: '林帆' });
  await decideReview(request, await submitCertification(request, token, viewport.company), true);
  const logo = await picture(request, token, 'logo');
  const applied = await apiPost<number>(
    request,
    '/api/ptd-open-platform/partner/apply',
    { cooperationType: 3, linkman: '林帆', mobile: viewport.mobile, introduction: '面向离散制造的数字化解决方案商', logo, publicityImgArr: [] },
    token,
  );
  expect(applied.code, applied.msg).toBe(200);
  const operator = await apiLogin(request, ACCOUNTS.operator);
  const approved = await apiPost(request, '/api/ptd-open-platform/partner/application/review', { id: applied.data, approve: true }, operator);
  expect(approved.code, approved.msg).toBe(200);
  const categories = await apiGet<Array<{ id: number }>>(request, '/api/ptd-open-platform/partner/app/categories', token);
  const app = await apiPost<{ id: number }>(
    request,
    '/api/ptd-open-platform/partner/app',
    {
      name: '产线数字孪生',
      icon: await picture(request, token, 'logo'),
      slogan: '产线状态一目了然',
      description: '三维产线建模与实时数据联动',
      categoryId: categories.data[0].id,
      serverUrl: 'https://twin.example.cn/entry',
      internal: 0,
      isFree: false,
      redirectUris: ['https://twin.example.cn/oidc/callback'],
      publicClient: true,
      webOrigins: ['https://twin.example.cn'],
      versions: [{ name: '专业版', price: 2999, functions: ['三维建模', '实时看板'] }],
    },
    token,
  );
  expect(app.code, app.msg).toBe(200);
  const id = app.data.id;
  await attachRule(request, token, id, 'another-site');
  const refused = await apiPost(request, '/api/ptd-open-platform/partner/app/testLaunch', { id }, token);
  expect(refused.msg).toBe('应用返回的启动地址未经审核，已拒绝打开，请联系应用提供方');
  await attachRule(request, token, id, 'certified-only');
  const submitted = await apiPost(request, '/api/ptd-open-platform/partner/app/submit', { id }, token);
  expect(submitted.code, submitted.msg).toBe(200);
  const published = await apiPost(request, '/api/ptd-open-platform/partner/app/review', { id, approve: true }, operator);
  expect(published.code, published.msg).toBe(200);
  expect((await attachRule(request, token, id, 'another-site')).pending).toBe(true);
  return token;
}

for (const viewport of VIEWPORTS) {
  test(`partner screens on ${viewport.name}`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const token = await partnerWithApp(request, viewport);

    await browserLogin(context, ACCOUNTS.main);
    await page.goto('/partnerCenter/apply');
    await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'apply-form', viewport.name);

    await context.clearCookies();
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    await page.goto('/partnerCenter/apply');
    const esign = page.getByRole('button', { name: '暂不开通' });
    if (await esign.isVisible({ timeout: 3000 }).catch(() => false)) await esign.click();
    await expect(page.getByText('您的企业已是合作伙伴')).toBeVisible();
    await shoot(page, 'apply-approved', viewport.name);
    await page.goto('/partnerCenter/apps');
    await expect(page.locator('.ant-table-row, .list-card').filter({ hasText: '产线数字孪生' })).toContainText('规则待审核');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'apps', viewport.name);
    await page.locator('.ant-table-row, .list-card').filter({ hasText: '产线数字孪生' }).getByRole('button', { name: '详情' }).click();
    await expect(page.getByRole('dialog').getByTestId('app-last-refusal')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('待审核的启动规则');
    await expect(page.getByRole('dialog')).toContainText('公开客户端（单页或移动应用，PKCE）');
    await expect(page.getByRole('dialog')).toContainText('https://twin.example.cn');
    await shoot(page, 'app-detail', viewport.name);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '新增应用' }).click();
    await expect(page.getByRole('dialog').getByLabel('应用名称')).toBeVisible();
    await shoot(page, 'app-form', viewport.name);
    await page.getByRole('dialog').getByLabel('网页来源').scrollIntoViewIfNeeded();
    await expect(page.getByRole('dialog').getByLabel('公开客户端')).toBeVisible();
    await shoot(page, 'app-form-oidc', viewport.name);

    await context.addInitScript((t) => window.localStorage.setItem('token', t), await apiLogin(request, ACCOUNTS.operator));
    await page.goto('/operation/partnerApplications');
    await expect(page.locator('.ant-table-row, .list-card').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'application-review', viewport.name);
    await page.goto('/operation/partnerApps');
    const row = page.locator('.ant-table-row, .list-card').filter({ hasText: '产线数字孪生' }).first();
    await expect(row).toBeVisible();
    await shoot(page, 'app-review', viewport.name);
    await row.getByRole('button', { name: '审核规则' }).click();
    await expect(page.getByRole('dialog').getByTestId('pending-rule')).toContainText('mirror.example.com');
    await shoot(page, 'rule-review', viewport.name);
  });
}
