/** Demo accounts and small steps shared by the journeys. */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@2026';

export const ACCOUNTS = {
  main: '13800000001',
  sub: '13800000002',
  uncertified: '13800000003',
  operator: '13800000009',
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Logs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/ptd-user/login', { data: { username, password: PASSWORD } });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, `login of ${username}: ${body.msg}`).toBe(200);
  return body.data.token;
}

export async function apiGet<T = unknown>(request: APIRequestContext, url: string, token?: string): Promise<Envelope<T>> {
  const response = await request.get(url, { headers: token ? { token } : {} });
  return (await response.json()) as Envelope<T>;
}

export const test = base.extend<{
  /** Starts the browser logged in as the user, as after an earlier login; returns the token. */
  loginAs: (username: string) => Promise<string>;
}>({
  loginAs: async ({ context, request, baseURL }, use) => {
    await use(async (username) => {
      const token = await apiLogin(request, username);
      await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
      return token;
    });
  },
});

export { expect };

/** Fills the password login form and submits it. */
export async function loginThroughForm(page: Page, username: string, password = PASSWORD) {
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'token')?.value;
}

/** The desktop sidebar. */
export function sidebar(page: Page) {
  return page.locator('.wb__sider');
}
