/**
 * Pictures of the open platform's screens on a desktop and a phone, for people to look at:
 * test-results/screenshots/openplatform-<screen>-<viewport>.png, with the empty, error and
 * loaded states. The desktop pictures use the demo company; the phone's, a company of its own
 * per screen that needs one (registered and certified through the API).
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { partnerWithApp, signedCall } from './openplatform-support';
import { topUp } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, partner: { mobile: '13900004811', company: '云图接口科技有限公司', app: '云图设备数据' } },
  { name: 'mobile', width: 390, height: 844, partner: { mobile: '13900004812', company: '云图数据服务有限公司', app: '云图能耗数据' } },
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let drawers, skeletons and the charts' first drawing settle.
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `openplatform-${screen}-${viewport}.png`), fullPage });
}

function content(page: Page) {
  return page.locator('.wb__content');
}

/** Another person's browser at the viewport's size, signed in with the token. */
async function signedIn(browser: Browser, baseURL: string | undefined, viewport: (typeof VIEWPORTS)[number], token: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height }, locale: 'zh-CN' });
  await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return { context, page: await context.newPage() };
}

/** The workbench with nothing loading. */
async function settled(page: Page) {
  await expect(content(page).locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test(`open platform screens (${viewport.name})`, async ({ page, request, browser, baseURL, loginAs }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const main = await loginAs(ACCOUNTS.main);
    const first = viewport.name === 'desktop';

    // A load that fails shows its reason and 重试.
    await page.route('**/api/ptd-open-platform/openApi/credential', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/openPlatform/credentials');
    await expect(content(page).getByRole('button', { name: '重试' })).toBeVisible();
    await shoot(page, 'credentials-error', viewport.name);
    await page.unroute('**/api/ptd-open-platform/openApi/credential');

    if (first) {
      await page.goto('/openPlatform/credentials');
      await expect(content(page).getByRole('button', { name: '创建接口凭证' })).toBeVisible();
      await settled(page);
      await shoot(page, 'credentials-empty', viewport.name);
      await page.goto('/openPlatform/calls');
      await expect(content(page).getByText('近30天暂无调用')).toBeVisible();
      await settled(page);
      await shoot(page, 'calls-empty', viewport.name);
      await page.goto('/openPlatform/credentials');
      await content(page).getByRole('button', { name: '创建接口凭证' }).click();
      await expect(page.getByRole('dialog').filter({ hasText: '仅在此时显示一次' })).toBeVisible();
      await shoot(page, 'credentials-secret', viewport.name, false);
      await page.getByRole('button', { name: /我已保存/ }).click();
    }
    // Calls of the demo company: a few that succeed, one the upstream fails, one refused.
    await apiPost(request, '/api/ptd-user/account/openAccount', {}, main);
    await topUp(request, main, 100);
    const made = await apiPost<{ appKey: string; appSecret: string }>(request, '/api/ptd-open-platform/openApi/credential', {}, main);
    const keys = { appKey: made.data.appKey, appSecret: made.data.appSecret };
    for (let i = 0; i < 3; i += 1) await signedCall(request, keys, 'POST', '/api/ptd-open-api/gateway/demo-echo', '{"n":1}');
    await signedCall(request, keys, 'GET', '/api/ptd-open-api/gateway/demo-slow', '');
    await signedCall(request, keys, 'GET', '/api/ptd-open-api/gateway/demo-echo', '');

    await page.goto('/openPlatform/credentials');
    await expect(content(page).getByTestId('credential-app-key')).toBeVisible();
    await settled(page);
    await shoot(page, 'credentials', viewport.name);
    await expectNoSidewaysScroll(page);

    await page.goto('/openPlatform/calls');
    await expect(content(page).locator('.op-chart canvas').first()).toBeVisible();
    await settled(page);
    await shoot(page, 'calls', viewport.name);
    await expectNoSidewaysScroll(page);

    // A partner whose app is published and held by the demo company: one API approved and called
    // (its usage), one waiting for review (the operators' list).
    const partner = await partnerWithApp(request, viewport.partner);
    const operatorToken = await apiLogin(request, ACCOUNTS.operator);
    const appId = (await apiGet<Array<{ id: number }>>(request, '/api/ptd-open-platform/partner/api/apps', partner)).data[0].id;
    expect((await apiPost(request, '/api/ptd-open-platform/partner/app/submit', { id: appId }, partner)).code).toBe(200);
    expect((await apiPost(request, '/api/ptd-open-platform/partner/app/review', { id: appId, approve: true }, operatorToken)).code).toBe(200);
    const productId = (await apiGet<{ productId: number }>(request, `/api/ptd-open-platform/partner/app/${appId}`, partner)).data.productId;
    const product = await apiGet<{ productDomainList: Array<{ id: number }> }>(request, `/api/ptd-industry/product/getById?id=${productId}`);
    const opened = await apiPost(request, '/api/ptd-user/companyApplication/saveCompanyProductDomain', { productDomainId: product.data.productDomainList[0].id }, main);
    expect(opened.code, opened.msg).toBe(200);
    const api = (apiCode: string, name: string) => ({
      appId,
      apiCode,
      name,
      method: 'GET',
      path: '/echo',
      upstream: '/sandbox/open-api',
      price: 3,
      rateLimit: 120,
      dailyQuota: 10000,
      doc: '## 请求\n\n`GET /api/ptd-open-api/gateway/energy?day=2026-11-01`\n\n## 响应\n\n```json\n{"kwh": 1280.5}\n```\n\n## 错误码\n\n| 代码 | 说明 |\n|---|---|\n| 19005 | 积分不足 |\n',
    });
    const called = `power-${viewport.name}`;
    for (const form of [api(called, '用电曲线查询'), api(`energy-${viewport.name}`, '能耗数据查询')]) {
      const saved = await apiPost(request, '/api/ptd-open-platform/partner/api/save', form, partner);
      expect(saved.code, saved.msg).toBe(200);
    }
    const waiting = await apiGet<{ rows: Array<{ id: number; apiCode: string; updateTime: string }> }>(
      request,
      '/api/ptd-open-platform/manage/api/page?pageNum=1&pageSize=50&pending=true',
      operatorToken,
    );
    const toApprove = waiting.data.rows.find((row) => row.apiCode === called)!;
    const decided = await apiPost(request, '/api/ptd-open-platform/manage/api/review', { id: toApprove.id, approved: true, updateTime: toApprove.updateTime }, operatorToken);
    expect(decided.code, decided.msg).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signedCall(request, keys, 'GET', `/api/ptd-open-api/gateway/${called}`)).status()).toBe(200);
    // A new upstream for the called API waits for review while calls keep the reviewed one.
    const moved = await apiPost(request, '/api/ptd-open-platform/partner/api/save', { ...api(called, '用电曲线查询'), id: toApprove.id, upstream: 'https://power.example.cn/v2' }, partner);
    expect(moved.code, moved.msg).toBe(200);

    const { context: partnerContext, page: partnerPage } = await signedIn(browser, baseURL, viewport, partner);
    await partnerPage.goto('/openPlatform/apis');
    // A newly certified company is asked once about e-signature.
    await partnerPage.getByRole('button', { name: '暂不开通' }).click();
    await expect(content(partnerPage).getByText('能耗数据查询').first()).toBeVisible();
    await expect(content(partnerPage).locator('.op-chart canvas').first()).toBeVisible();
    await settled(partnerPage);
    await shoot(partnerPage, 'partner-apis', viewport.name);
    await expectNoSidewaysScroll(partnerPage);
    await content(partnerPage).locator('.ant-table-row, .list-card').filter({ hasText: '用电曲线查询' }).getByRole('button', { name: '编辑' }).click();
    await expect(partnerPage.getByRole('dialog').filter({ hasText: '编辑接口' })).toBeVisible();
    await shoot(partnerPage, 'partner-api-form', viewport.name, false);
    await partnerContext.close();

    // The operators' review, and the drawer of the waiting API.
    const { context: operatorContext, page: operator } = await signedIn(browser, baseURL, viewport, operatorToken);
    await operator.goto('/operation/openApiReview');
    await expect(content(operator).getByText('能耗数据查询').first()).toBeVisible();
    await settled(operator);
    await shoot(operator, 'review', viewport.name);
    await expectNoSidewaysScroll(operator);
    await content(operator).locator('.ant-table-row, .list-card').filter({ hasText: called }).getByRole('button', { name: '审核' }).click();
    await expect(operator.getByRole('dialog').filter({ hasText: '接口审核' })).toBeVisible();
    await shoot(operator, 'review-drawer', viewport.name, false);
    await operatorContext.close();

    await page.goto('/openPlatform/docs');
    await expect(content(page).getByTestId('api-demo-echo')).toBeVisible();
    await settled(page);
    await shoot(page, 'portal', viewport.name);
    await expectNoSidewaysScroll(page);

    const published = await apiGet<Array<{ apiCode: string; productId: number }>>(request, '/api/ptd-open-platform/endpoint/api/list');
    const echo = published.data.find((api) => api.apiCode === 'demo-echo')!;
    await page.goto(`/product/productTemplate?id=${echo.productId}&type=0`);
    const apis = page.getByTestId('product-apis');
    await expect(apis).toBeVisible();
    await page.evaluate(() => document.getElementById('apis')?.scrollIntoView());
    await shoot(page, 'product-apis', viewport.name, false);
    await expectNoSidewaysScroll(page);
  });
}
