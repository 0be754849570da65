/**
 * Pictures of the sign-in-with-the-platform consent page on a desktop and a
 * phone (test-results/screenshots/oidc-consent-<viewport>.png), the apps allowed
 * in 账号安全 (oidc-consents-<viewport>.png), and a refused request. The sub-account asks, so the journeys' main account keeps its own consent.
 */
import path from 'node:path';
import { ACCOUNTS, browserLogin, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`the consent page on ${viewport.name}`, async ({ page, context }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await browserLogin(context, ACCOUNTS.sub);
    await page.goto('/sandbox/app/oidc');
    await expect(page.getByRole('button', { name: '同意并登录' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: path.join(OUT, `oidc-consent-${viewport.name}.png`), fullPage: true });
    await page.getByRole('button', { name: '同意并登录' }).click();
    await expect(page.getByRole('heading', { name: '已通过 OIDC 登录' })).toBeVisible();
    await page.goto('/userCenter/security');
    const consent = page.getByTestId('app-consent');
    await expect(consent).toContainText('设备管理云平台');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: path.join(OUT, `oidc-consents-${viewport.name}.png`), fullPage: true });
    // Withdrawn again, so the next viewport is asked too.
    await consent.getByRole('button', { name: '撤销' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /撤\s*销/ }).click();
    await expect(page.getByText('还没有应用使用您的平台账号登录')).toBeVisible();
    await page.goto('/oidc/authorize?response_type=code&client_id=no-such-app&redirect_uri=https%3A%2F%2Fapp.example.cn%2Fcb&scope=openid');
    await expect(page.getByText('应用不存在或未接入统一登录')).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `oidc-refused-${viewport.name}.png`), fullPage: true });
  });
}
