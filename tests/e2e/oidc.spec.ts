/**
 * Signing in to an app with the platform account (OpenID Connect), clicked
 * through: the sandbox app's 使用 OIDC 登录 sends a visitor to the platform,
 * which asks for a login and comes back, asks the person's consent once, and
 * returns to the app, whose server exchanges the code, checks the ID token
 * against the JWKS and reads userinfo over HTTP. The second time no question
 * is asked; 账号安全 lists the app and withdrawing makes the next sign-in ask
 * again. An app asking with an unregistered address is refused on the page.
 */
import { ACCOUNTS, expect, loginThroughForm, test } from './support';

test('an app signs a person in with the platform account, asking consent once', async ({ page }) => {
  await page.goto('/sandbox/app/oidc');
  await expect(page).toHaveURL(/\/login\?redirect=%2Foidc%2Fauthorize/);
  await loginThroughForm(page, ACCOUNTS.main);

  await expect(page.getByText('「设备管理云平台」申请使用您的平台账号登录')).toBeVisible();
  await expect(page.getByText('将以「演示科技有限公司」成员的身份登录，该应用将获得：')).toBeVisible();
  await expect(page.getByTestId('oidc-scope-company')).toContainText('您当前企业的名称');
  await page.getByRole('button', { name: '同意并登录' }).click();

  await expect(page.getByRole('heading', { name: '已通过 OIDC 登录' })).toBeVisible();
  await expect(page.getByText('演示科技有限公司')).toBeVisible();
  await expect(page.getByText('主账号')).toBeVisible();
  await expect(page.getByText(/签名有效/)).toBeVisible();

  // Remembered: straight back to the app.
  await page.goto('/sandbox/app/oidc');
  await expect(page.getByRole('heading', { name: '已通过 OIDC 登录' })).toBeVisible();

  // 账号安全 lists the app; withdrawing (after a confirmation) makes the next sign-in ask again.
  await page.goto('/userCenter/security');
  const consent = page.getByTestId('app-consent').filter({ hasText: '设备管理云平台' });
  await expect(consent).toContainText('您当前企业的名称');
  await consent.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /撤\s*销/ }).click();
  await expect(page.getByText('撤销成功')).toBeVisible();
  await expect(page.getByText('还没有应用使用您的平台账号登录')).toBeVisible();
  await page.goto('/sandbox/app/oidc');
  await expect(page.getByRole('button', { name: '同意并登录' })).toBeVisible();

  // A request naming an address the app never registered is refused here, not sent there.
  await page.goto('/oidc/authorize?response_type=code&client_id=equipment-cloud-1&redirect_uri=https%3A%2F%2Fevil.example.com%2Fcb&scope=openid');
  await expect(page.getByText('应用的回调地址未登记，无法登录，请联系应用提供方')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\/authorize/);
});
