/**
 * Message and to-do journeys: an unpaid order waits on the console's 待办 and
 * opens its pay page; paying it sends 订单支付成功, which lights the header's
 * bell, and opening it turns it read; 全部已读; deleting messages after the
 * confirmation; an operator's declaration review to-do and the applicant's
 * 我的申请; the public site's 消息 entry. Other journeys share the database,
 * so counts are compared with what they were before.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { declareProduct, newOrder, ORDER_PRODUCT as PRODUCT, payInSandbox } from './order-support';
import { productByName } from './site-support';
import { ACCOUNTS, confirmDialog, apiGet, apiLogin, expect, test } from './support';

/** A demo product with two priced versions (标准版, 企业版). */
const COMPANY = '演示科技有限公司';

const MESSAGE = '/api/ptd-component/endpoint/message';

interface MessageRow {
  messageId: number;
  title: string;
  content: string;
  state: number;
}

async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  const body = await apiGet<{ unread: number }>(request, `${MESSAGE}/unreadCount`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data.unread;
}

/** The user's newest messages, newest first. */
async function newestMessages(request: APIRequestContext, token: string, pageSize: number): Promise<MessageRow[]> {
  const body = await apiGet<{ rows: MessageRow[] }>(request, `${MESSAGE}/batchQueryMessage?pageNum=1&pageSize=${pageSize}`, token);
  expect(body.code, body.msg).toBe(200);
  return body.data.rows;
}

/** A paid order's message, newest of the user's: answers it. */
async function paidOrderMessage(request: APIRequestContext, token: string): Promise<MessageRow> {
  await payInSandbox(request, token, await newOrder(request, token));
  const [newest] = await newestMessages(request, token, 1);
  expect(newest.title).toBe('订单支付成功');
  expect(newest.state).toBe(0);
  return newest;
}

function content(page: Page) {
  return page.locator('.wb__content');
}

/** The header's bell; its name carries the unread count. */
function bell(page: Page) {
  return page.locator('.wb-header').getByRole('link', { name: /^消息/ });
}

function bellName(unread: number): string {
  return unread > 0 ? `消息 ${unread > 99 ? '99+' : unread}` : '消息';
}

/**
 * The console with its 待办 and 消息 blocks loaded. The main account's first
 * visit of a session shows the expiring products dialog, closed here.
 */
async function openConsole(page: Page, { expiring }: { expiring: boolean }) {
  await page.goto('/home/console');
  if (expiring) {
    const dialog = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('console-todos').or(content(page).getByText('暂无待办'))).toBeVisible();
  await expect(page.getByTestId('console-messages').or(content(page).getByText('暂无消息'))).toBeVisible();
}

/** The total a list shows (共 N 条). */
async function listTotal(page: Page): Promise<number> {
  const total = content(page).getByText(/^共 \d+ 条$/);
  await expect(total).toBeVisible();
  return Number((await total.textContent())!.replace(/\D/g, ''));
}

test('an unpaid order waits on the console; paid, its message lights the bell and opening it turns it read', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  const product = await productByName(request, PRODUCT);
  const token = await loginAs(ACCOUNTS.main);
  const before = await unreadCount(request, token);

  // The purchase, as a person makes it: the pay page opens with the order waiting.
  await page.goto(`/product/purchase?productId=${product.id}`);
  await page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio', { name: '标准版' }).click();
  await page.getByRole('radiogroup', { name: '购买期限' }).getByText('1年', { exact: true }).click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/product\/orderPay\?id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('id')!;
  const orderNoCell = page.locator('.ant-descriptions-row').filter({ hasText: '订单编号' }).locator('.ant-descriptions-item-content').first();
  await expect(orderNoCell).toHaveText(/^OD\d+$/);
  const orderNo = (await orderNoCell.textContent())!.trim();

  // The console's 待办 lists the order to pay, with the summed count; a click opens its pay page.
  await openConsole(page, { expiring: true });
  const todo = page.getByTestId('console-todos').getByRole('button', { name: `订单${orderNo}待支付：${PRODUCT}` });
  await expect(todo).toBeVisible();
  await expect(page.getByTestId('todo-count')).toHaveText(/\d/);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  await todo.click();
  await expect(page).toHaveURL(new RegExp(`/product/orderPay\\?id=${orderId}$`));

  // Paid in the sandbox cashier, as the phone that scanned the QR would.
  await page.getByRole('button', { name: '微信支付' }).click();
  const dialog = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(dialog.locator('canvas')).toBeVisible();
  const cashierOpened = context.waitForEvent('page');
  await dialog.getByRole('link', { name: '在沙箱收银台打开' }).click();
  const cashier = await cashierOpened;
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功')).toBeVisible();
  await cashier.close();
  await expect(page.getByTestId('order-state')).toHaveText('已支付', { timeout: 20_000 });

  // Back on the console: the to-do is done, the bell counts one more, the 消息 block shows it first and unread.
  await openConsole(page, { expiring: false });
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));
  await expect(page.getByTestId('console-todos').getByRole('button', { name: `订单${orderNo}待支付：${PRODUCT}` })).toHaveCount(0);
  await expect(page.getByTestId('console-messages').getByRole('button', { name: '订单支付成功（未读）' }).first()).toBeVisible();

  // The bell opens the message centre; the newest unread message is this payment's.
  const [message] = await newestMessages(request, token, 1);
  expect(message.title).toBe('订单支付成功');
  await bell(page).click();
  await expect(page).toHaveURL(/\/userCenter\/message$/);
  await expect(content(page).getByRole('heading', { name: '消息中心' })).toBeVisible();
  const row = content(page).getByRole('row').filter({ hasText: message.content });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag')).toHaveText('未读');

  // Opening it follows its address (我的订单) in a new tab and turns it read; the bell drops by one.
  const opened = context.waitForEvent('page');
  await row.getByRole('button', { name: '订单支付成功' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/order$/);
  await tab.close();
  // Read messages go after the unread ones, so with other journeys' messages it may leave the first page: ask the server.
  await expect
    .poll(async () => (await newestMessages(request, token, 1000)).find((m) => m.messageId === message.messageId)?.state)
    .toBe(1);
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  expect(await unreadCount(request, token)).toBe(before);
});

test('全部已读 marks every message read and empties the bell', async ({ page, request, loginAs }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  await paidOrderMessage(request, token);
  await paidOrderMessage(request, token);
  const unread = await unreadCount(request, token);
  expect(unread).toBeGreaterThanOrEqual(2);

  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter/message');
  await expect(bell(page)).toHaveAccessibleName(bellName(unread));
  await expect(content(page).getByTestId('messages-summary')).toHaveText(`未读 ${unread} 条`);
  const unreadTags = content(page).locator('.ant-table-row .ant-tag').filter({ hasText: '未读' });
  await expect(unreadTags.first()).toBeVisible();
  const markAll = content(page).getByRole('button', { name: '全部已读' });
  await expect(markAll).toBeEnabled();

  await markAll.click();
  await expect(page.getByText('已全部标为已读')).toBeVisible();
  await expect(unreadTags).toHaveCount(0);
  await expect(markAll).toBeDisabled();
  await expect(bell(page)).toHaveAccessibleName('消息');
  await expect(content(page).getByTestId('messages-summary')).toHaveText('未读 0 条');
  expect(await unreadCount(request, token)).toBe(0);

  // After a reload too: it is the server's state.
  await page.reload();
  await expect(content(page).locator('.ant-table-row').first()).toBeVisible();
  await expect(unreadTags).toHaveCount(0);
});

test('messages are deleted one by one or chosen together, each after 确定要删除么?', async ({ page, request, loginAs }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  const first = await paidOrderMessage(request, token);
  const second = await paidOrderMessage(request, token);
  const third = await paidOrderMessage(request, token);

  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter/message');
  const rowOf = (message: MessageRow) => content(page).getByRole('row').filter({ hasText: message.content });
  await expect(rowOf(third)).toBeVisible();
  const total = await listTotal(page);
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要删除么?' });

  // Thinking better of it keeps the message.
  await rowOf(third).getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消删除')).toBeVisible();
  await expect(rowOf(third)).toHaveCount(1);

  await rowOf(third).getByRole('button', { name: '删除' }).click();
  await confirmDialog(confirm);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rowOf(third)).toHaveCount(0);
  await expect(content(page).getByText(`共 ${total - 1} 条`)).toBeVisible();

  // Two chosen and deleted together.
  const batch = content(page).getByRole('button', { name: '批量删除' });
  await expect(batch).toBeDisabled();
  await rowOf(second).getByRole('checkbox').check();
  await rowOf(first).getByRole('checkbox').check();
  await expect(content(page).getByTestId('messages-summary')).toHaveText('已选 2 条');
  await batch.click();
  await confirmDialog(confirm);
  await expect(rowOf(second)).toHaveCount(0);
  await expect(rowOf(first)).toHaveCount(0);
  await expect(content(page).getByText(`共 ${total - 3} 条`)).toBeVisible();
  await expect(batch).toBeDisabled();

  // Gone on the server too, so the bell no longer counts them.
  const left = await newestMessages(request, token, 100);
  expect(left.map((message) => message.messageId)).not.toContain(first.messageId);
  expect(left.map((message) => message.messageId)).not.toContain(third.messageId);
});

test('an operator finds a declaration to review among the to-dos; the applicant sees it under 我的申请', async ({ page, request, loginAs }) => {
  const productName = `产线质量看板${Date.now() % 100000}`;
  const title = `产品申报：${productName}（${COMPANY}）`;
  const main = await apiLogin(request, ACCOUNTS.main);
  await declareProduct(request, main, productName);

  // The operator: on the console's 待办, and it opens the declarations to review.
  await loginAs(ACCOUNTS.operator);
  await openConsole(page, { expiring: false });
  const todo = page.getByTestId('console-todos').getByRole('button', { name: title });
  await expect(todo).toBeVisible();
  await todo.click();
  await expect(page).toHaveURL(/\/operation\/declarations$/);
  await expect(content(page).getByRole('row').filter({ hasText: productName })).toBeVisible();

  // And on 待办事项 under 待我处理.
  await page.goto('/userCenter/todo');
  await expect(content(page).getByRole('heading', { name: '待办事项' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /待我处理/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('assigned-todos').getByRole('button', { name: title })).toBeVisible();

  // The applicant waits on it: 我的申请 lists it, not 待我处理.
  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter/todo');
  await expect(content(page).getByRole('heading', { name: '待办事项' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('tab', { name: /我的申请/ }).click();
  await expect(page).toHaveURL(/\/userCenter\/todo\?tab=applied$/);
  const applied = page.getByTestId('applied-todos').locator('li').filter({ hasText: title });
  await expect(applied).toBeVisible();
  await expect(applied).toContainText('申报审核');
  await expect(applied).toContainText('处理中');
});

test('the public site’s 消息 asks a visitor to log in and shows a signed-in user the unread count', async ({ page, request, loginAs }) => {
  await page.goto('/front');
  const side = page.getByRole('complementary', { name: '快捷服务' });
  await side.getByRole('link', { name: '消息' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserCenter%2Fmessage$/);

  const token = await apiLogin(request, ACCOUNTS.main);
  await paidOrderMessage(request, token);
  const unread = await unreadCount(request, token);
  await loginAs(ACCOUNTS.main);
  await page.goto('/front');
  const entry = side.getByRole('link', { name: bellName(unread) });
  await expect(entry).toBeVisible();
  await expect(side.getByTestId('floating-unread')).toHaveText(unread > 99 ? '99+' : String(unread));
  await entry.click();
  await expect(page).toHaveURL(/\/userCenter\/message$/);
  await expect(content(page).getByRole('heading', { name: '消息中心' })).toBeVisible();
});
