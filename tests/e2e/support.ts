/** Demo accounts and small steps shared by the journeys. */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Cookie, type Locator, type Page } from '@playwright/test';

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
export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/ptd-user/login', { data: { username, password } });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, `login of ${username}: ${body.msg}`).toBe(200);
  return body.data.token;
}

export async function apiGet<T = unknown>(request: APIRequestContext, url: string, token?: string): Promise<Envelope<T>> {
  const response = await request.get(url, { headers: token ? { token } : {} });
  return (await response.json()) as Envelope<T>;
}

export async function apiPost<T = unknown>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await request.post(url, { data, headers: token ? { token } : {} });
  return (await response.json()) as Envelope<T>;
}

export interface NewCompany {
  mobile: string;
  companyName: string;
  realName: string;
  password?: string;
}

/**
 * Registers a company with its main account through the API, as the register
 * page does (the captcha is switched off for the browser tests); returns the
 * main account's token.
 */
export async function registerCompany(request: APIRequestContext, company: NewCompany): Promise<string> {
  const password = company.password ?? PASSWORD;
  const sent = await apiPost(request, '/api/ptd-open-platform/endpoint/sendSms/sendAuthCode', { mobile: company.mobile, validate: '' });
  expect(sent.code, sent.msg).toBe(200);
  const code = await latestCode(request, { mobile: company.mobile });
  const registered = await apiPost(request, '/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking', {
    mobile: company.mobile,
    code,
    password,
    rePassword: password,
    realName: company.realName,
    companyName: company.companyName,
    platformName: 'industry',
  });
  expect(registered.code, registered.msg).toBe(200);
  return apiLogin(request, company.mobile, password);
}

/**
 * Puts the token where the app keeps its login, local storage under `token`,
 * on the next page load of each tab of the context. Once per tab and token:
 * a logout is not undone by a later load, and a later login wins.
 */
export async function keepToken(context: BrowserContext, token: string) {
  await context.addInitScript((value) => {
    try {
      const applied = `e2e-token:${value}`;
      if (window.sessionStorage.getItem(applied)) return;
      window.sessionStorage.setItem(applied, '1');
      window.localStorage.setItem('token', value);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, token);
}

/**
 * Logs the browser of `context` in as the user, as the login form does: the
 * login call goes out with the context's cookies, so the server's HttpOnly
 * cookie lands in the browser, and the token goes to local storage. Returns the token.
 */
export async function browserLogin(context: BrowserContext, username: string, password = PASSWORD): Promise<string> {
  const token = await apiLogin(context.request, username, password);
  await keepToken(context, token);
  return token;
}

export const test = base.extend<{
  /** Starts the browser logged in as the user, as after an earlier login; returns the token. */
  loginAs: (username: string, password?: string) => Promise<string>;
}>({
  // Each worker talks to its own server and database (playwright.config.ts): E2E_PORT + its index.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + testInfo.parallelIndex}`);
  },
  loginAs: async ({ context }, use) => {
    await use((username, password) => browserLogin(context, username, password));
  },
});

export { expect };

/** Fills the password login form and submits it. */
export async function loginThroughForm(page: Page, username: string, password = PASSWORD) {
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The `token` cookie the server set in the browser (HttpOnly: the page cannot see it), if any. */
export async function tokenCookie(context: BrowserContext): Promise<Cookie | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'token');
}

/** The token the app keeps in local storage; the page must be on the site. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** Makes the browser forget the login: the server's cookie and what the app stored. */
export async function forgetLogin(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

/** Opens the user menu in the workbench header and picks an item. */
export async function chooseFromUserMenu(page: Page, item: string) {
  // A click on the menu while it still unfolds can miss; a person opens it again and clicks once more.
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByRole('button', { name: '用户菜单' }).click();
    await entry.click({ timeout: 2000 });
    await expect(entry).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses 确定 in a confirmation and waits for it to close; a press that landed
 * while the dialog was still zooming in is made again, as a person would.
 */
export async function confirmDialog(dialog: Locator, button: string | RegExp = '确定') {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The desktop sidebar. */
export function sidebar(page: Page) {
  return page.locator('.wb__sider');
}

/**
 * Completes the slider captcha as a person would: looks at the picture for the
 * gap the piece fits (its white outline), then drags the handle there with the
 * mouse, taking its time. Retries with the new picture after a miss.
 */
export async function solveSliderCaptcha(page: Page, attempts = 3) {
  const captcha = page.getByTestId('slider-captcha');
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const handle = captcha.getByRole('button', { name: '拖动滑块完成拼图' });
    await expect(handle).toBeEnabled();
    // The dialog zooms in: wait until the handle stands still before taking hold of it.
    await expect
      .poll(async () => {
        const before = await handle.boundingBox();
        await page.waitForTimeout(100);
        const after = await handle.boundingBox();
        return JSON.stringify(before) === JSON.stringify(after);
      })
      .toBe(true);
    const gapX = await captcha.evaluate(async (root) => {
      const pixels = async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const background = await pixels(root.querySelector<HTMLImageElement>('img[alt="拼图背景"]')!);
      const pieceImg = root.querySelector<HTMLImageElement>('img[alt="拼图块"]')!;
      const piece = await pixels(pieceImg);
      const top = Math.round((parseFloat(pieceImg.style.top) / 100) * background.height);
      // The piece's outline is drawn white; so is the gap's.
      const outline: Array<[number, number]> = [];
      for (let y = 0; y < piece.height; y += 1) {
        for (let x = 0; x < piece.width; x += 1) {
          const i = (y * piece.width + x) * 4;
          if (piece.data[i + 3] === 255 && piece.data[i] === 255 && piece.data[i + 1] === 255 && piece.data[i + 2] === 255) {
            outline.push([x, y]);
          }
        }
      }
      let best = 0;
      let bestScore = -1;
      for (let x = 0; x + piece.width <= background.width; x += 1) {
        let score = 0;
        for (const [dx, dy] of outline) {
          const i = ((top + dy) * background.width + x + dx) * 4;
          score += Math.min(background.data[i], background.data[i + 1], background.data[i + 2]);
        }
        if (score > bestScore) {
          bestScore = score;
          best = x;
        }
      }
      return best / background.width;
    });
    const stage = (await captcha.locator('img[alt="拼图背景"]').boundingBox())!;
    const box = (await handle.boundingBox())!;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const distance = gapX * stage.width;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(startX + (distance * step) / 20, y + (step % 3) - 1);
      await page.waitForTimeout(25);
    }
    await page.mouse.move(startX + distance, y);
    await page.mouse.up();
    // A pass closes the dialog; a miss says 验证失败 and brings a new picture.
    let outcome = 'pending';
    await expect(async () => {
      if (await captcha.getByText('验证失败').isVisible()) outcome = 'failed';
      else if ((await captcha.count()) === 0 || (await captcha.getByText('验证通过').isVisible())) outcome = 'passed';
      expect(outcome).not.toBe('pending');
    }).toPass({ timeout: 10_000 });
    if (outcome === 'passed') return;
    if (attempt < attempts) await expect(captcha.getByText('向右拖动滑块填充拼图')).toBeVisible();
  }
  throw new Error('the slider captcha was not solved');
}

/** The latest code sent to a mobile number or mail address (development outbox). */
export async function latestCode(request: APIRequestContext, recipient: { mobile: string } | { mail: string }): Promise<string> {
  const query = 'mobile' in recipient ? `mobile=${recipient.mobile}` : `mail=${encodeURIComponent(recipient.mail)}`;
  // The toast that says a code was sent may be an earlier one still on screen, so wait for the code itself.
  let code: string | undefined;
  await expect
    .poll(async () => {
      const body = await apiGet<Array<{ content: string }>>(request, `/api/dev/outbox?${query}`);
      code = body.code === 200 ? body.data[0]?.content.match(/验证码为(\d{4,8})/)?.[1] : undefined;
      return code;
    }, { message: `a code in the outbox for ${query}`, timeout: 10_000 })
    .toBeTruthy();
  return code!;
}

/** No page scrolls sideways: only tables may, inside themselves. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
