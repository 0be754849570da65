/**
 * Pictures of 消息中心, 待办事项 and the console's 待办 and 消息 blocks on a
 * desktop and a phone, for people to look at:
 * test-results/screenshots/messages-<screen>-<viewport>.png (loaded, a
 * message's text, contracts to sign, empty and error states).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { declareProduct, newOrder, paidOrder } from './order-support';
import { ACCOUNTS, apiLogin, expect, expectNoSidewaysScroll, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

const MESSAGES_API = '**/api/ptd-component/endpoint/message/batchQueryMessage**';
const TODO_APIS = [
  '**/api/ptd-open-platform/endpoint/workflow/taskAgent/page**',
  '**/api/ptd-component/workflow/taskApply/list**',
  '**/api/ptd-component/sign/apply/page**',
  '**/api/ptd-component/sign/apply/signCloudPage**',
];

async function shoot(page: Page, screen: string, viewport: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // Let transitions (dialogs, skeletons, tabs) settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `messages-${screen}-${viewport}.png`), fullPage });
}

function ok<T>(data: T) {
  return { json: { code: 200, msg: '', data } };
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('消息中心: loaded, a message without an address, empty and failed', async ({ page, request, loginAs }) => {
      const token = await apiLogin(request, ACCOUNTS.main);
      await paidOrder(request, token);
      await paidOrder(request, token);
      await loginAs(ACCOUNTS.main);

      await page.goto('/userCenter/message');
      const content = page.locator('.wb__content');
      await expect(content.locator('.ant-table-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'list', viewport.name);

      // A message with nowhere to go shows its text.
      await page.route(MESSAGES_API, (route) =>
        route.fulfill(
          ok({
            rows: [
              {
                messageId: 1,
                title: '企业认证审核通过',
                content: '您提交的企业认证（演示科技有限公司）已审核通过，现在可以购买和申报产品。',
                publishTime: '2026-03-02 10:15:00',
                state: 0,
                applicationName: '认证审核',
                toUrl: 'javascript:alert(1)',
              },
            ],
            total: 1,
          }),
        ),
      );
      await page.route('**/api/ptd-component/endpoint/message/batchAcceptMessage', (route) => route.fulfill(ok({ changed: 1 })));
      await page.reload();
      await content.getByRole('button', { name: '企业认证审核通过' }).click();
      const dialog = page.getByRole('dialog', { name: '企业认证审核通过' });
      await expect(dialog).toContainText('已审核通过');
      await shoot(page, 'dialog', viewport.name, false);
      await dialog.getByRole('button', { name: '知道了' }).click();

      await page.unroute(MESSAGES_API);
      await page.route(MESSAGES_API, (route) => route.fulfill(ok({ rows: [], total: 0 })));
      await page.reload();
      await expect(content.getByText('暂无消息')).toBeVisible();
      await shoot(page, 'empty', viewport.name);

      await page.unroute(MESSAGES_API);
      await page.route(MESSAGES_API, (route) => route.abort());
      await page.reload();
      await expect(content.getByRole('button', { name: '重试' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'error', viewport.name);

      // The public site's side menu carries the count too (a phone shows only 回到顶部 there).
      if (viewport.name === 'desktop') {
        await page.goto('/front');
        const side = page.getByRole('complementary', { name: '快捷服务' });
        await expect(side.getByTestId('floating-unread')).toBeVisible();
        await side.screenshot({ path: path.join(OUT, `messages-floating-${viewport.name}.png`) });
      }
    });

    test('待办事项: 待我处理 with contracts, 我的申请, empty; the console blocks', async ({ page, request, loginAs }) => {
      const token = await apiLogin(request, ACCOUNTS.main);
      await newOrder(request, token);
      await declareProduct(request, token, `设备预测性维护${Date.now() % 100000}`);
      await loginAs(ACCOUNTS.main);

      // A contract waiting for a signature (the demo data has none): one from the platform's channel.
      await page.route(TODO_APIS[2], (route) =>
        route.fulfill(
          ok({
            rows: [
              {
                id: 1,
                contractId: 1,
                title: '《工业物联网接入网关服务合同》待签署',
                toUrl: '/userCenter/todo',
                createTime: '2026-03-02 09:30:00',
              },
            ],
            total: 1,
          }),
        ),
      );
      await page.goto('/userCenter/todo');
      const content = page.locator('.wb__content');
      await expect(page.getByTestId('assigned-todos')).toBeVisible();
      await expect(page.getByTestId('contracts-to-sign')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'todos', viewport.name);

      await page.getByRole('tab', { name: /我的申请/ }).click();
      await expect(page.getByTestId('applied-todos')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'applied', viewport.name);

      await page.goto('/home/console');
      const expiring = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
      await expect(expiring).toBeVisible();
      await expiring.getByRole('button', { name: '我知道了' }).click();
      await expect(page.getByTestId('console-todos')).toBeVisible();
      await expect(page.getByTestId('console-messages')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, 'console', viewport.name);

      await page.unroute(TODO_APIS[2]);
      for (const api of TODO_APIS) {
        await page.route(api, (route) => route.fulfill(ok(api.includes('taskApply') ? [] : { rows: [], total: 0 })));
      }
      await page.route(MESSAGES_API, (route) => route.fulfill(ok({ rows: [], total: 0 })));
      await page.goto('/userCenter/todo');
      await expect(content.getByText('暂无待办')).toBeVisible();
      await shoot(page, 'todos-empty', viewport.name);
      await page.getByRole('tab', { name: /我的申请/ }).click();
      await expect(content.getByText('暂无申请')).toBeVisible();
      await shoot(page, 'applied-empty', viewport.name);

      await page.goto('/home/console');
      await expect(page.getByRole('dialog').filter({ hasText: '产品到期提醒' })).toHaveCount(0);
      await expect(content.getByText('暂无待办')).toBeVisible();
      await expect(content.getByText('暂无消息')).toBeVisible();
      await shoot(page, 'console-empty', viewport.name);
    });
  });
}
