/**
 * Accessibility of the first screens: axe-core finds no serious or
 * critical violation on the public front, the product market, a product page,
 * 合同验签, login, register, the console, the user centre, 登录日志 and 审计日志,
 * and every button, link, tab and menu item has a Chinese (or numeric)
 * accessible name: no icon announces its English file name.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productByName } from './site-support';
import { ACCOUNTS, expect, test } from './support';


/** Names that are fine without Chinese: page numbers and a written-out address. */
const PLAIN_NAME = /^(\d+|[\w.+-]+@[\w.-]+)$/;

async function expectAccessible(page: Page, where: string) {
  // Let late parts (carousels, lazy lists) settle.
  await page.waitForTimeout(800);
  const builder = new AxeBuilder({ page });
  const { violations } = await builder.analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(grave, `serious or critical axe violations on ${where}`).toEqual([]);

  const snapshot = await page.locator('body').ariaSnapshot();
  const unnamed = snapshot
    .split('\n')
    .map((line) => line.match(/- (button|link|menuitem|tab)(?=[ :]|$)(?: "([^"]*)")?/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .filter((match) => !/[\u4e00-\u9fff]/.test(match[2] ?? '') && !PLAIN_NAME.test(match[2] ?? ''))
    .map((match) => match[0]);
  expect(unnamed, `controls without a Chinese name on ${where}`).toEqual([]);
}

test('the public screens, login and register pass axe and name every control in Chinese', async ({ page, request }) => {
  test.setTimeout(120_000);
  const product = await productByName(request, '设备管理云平台');
  const screens = [
    { path: '/front', ready: page.getByRole('heading', { name: '产品及服务' }).first() },
    { path: '/product', ready: page.getByRole('heading', { name: '设备物联' }).first() },
    { path: `/product/productTemplate?id=${product.id}&type=0`, ready: page.getByTestId('product-name') },
    { path: '/contract-verify', ready: page.getByRole('heading', { level: 1, name: '合同验签' }) },
    { path: '/login', ready: page.getByRole('tab', { name: '密码登录' }) },
    { path: '/register', ready: page.getByRole('button', { name: '注册', exact: true }) },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready).toBeVisible();
    await expectAccessible(page, screen.path);
  }
  // The WeChat button is 微信登录, not "wechat 微信登录".
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '微信登录', exact: true })).toBeVisible();
});

test('the console and the user centre pass axe and name every control in Chinese', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  await loginAs(ACCOUNTS.main);
  for (const path of ['/home/console', '/userCenter/userInfo', '/userCenter/userInfo?tab=address', '/userCenter/userInfo?tab=invoice', '/userCenter/baseInfo', '/userCenter/security']) {
    await page.goto(path);
    await expect(page.locator('.wb__content')).toBeVisible();
    await expect(page.locator('.wb__content .ant-skeleton')).toHaveCount(0);
    await expectAccessible(page, path);
  }
});

test('登录日志 and 审计日志 pass axe and name every control in Chinese', async ({ page, loginAs }) => {
  test.setTimeout(120_000);
  const screens = [
    { account: ACCOUNTS.main, path: '/company/signInLog' },
    { account: ACCOUNTS.operator, path: '/operation/auditLog' },
  ];
  for (const screen of screens) {
    await loginAs(screen.account);
    await page.goto(screen.path);
    await expect(page.locator('.wb__content .ant-table-row').first()).toBeVisible();
    await expectAccessible(page, screen.path);
  }
});
