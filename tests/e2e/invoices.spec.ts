/**
 * The invoice journey: the main account pays an order, asks its invoice from
 * 我的订单 (申请开票: a header, 普通发票) and sees it 开票中 in 发票管理; an
 * operator issues it from 运营管理's 发票管理 (number, date, the e-invoice PDF);
 * the company then sees 已开票 with the number and downloads the PDF under it.
 */
import { readFile } from 'node:fs/promises';
import { newOrder, payInSandbox } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, browserLogin, expect, sidebar, test } from './support';

/** The demo company's invoice header (its only one, complete). */
const HEADER = '演示科技有限公司';
const TAX_ID = '91350100M000100Y43';

/** A one-page PDF, small but whole: the server reads its first bytes. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** Yuan as the screens show them: 1,998.00. */
function shown(yuan: string): string {
  return Number(yuan).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

test('a paid order is invoiced: asked from 我的订单, issued by an operator, downloaded by the company', async ({ page, browser, request, loginAs }) => {
  const token = await apiLogin(request, ACCOUNTS.main);
  const orderId = await newOrder(request, token);
  const orderNo = await payInSandbox(request, token, orderId);
  const order = await apiGet<{ totalPrice: string }>(request, `/api/ptd-industry/order/${orderId}`, token);
  const amount = shown(order.data.totalPrice);
  // Eight digits of its own, so a second run on the same data still has a fresh number.
  const number = String(Date.now()).slice(-8);

  // 我的订单: the paid order offers 申请开票.
  await loginAs(ACCOUNTS.main);
  await page.goto('/order');
  const list = page.locator('.wb__content');
  await list.getByPlaceholder('请输入订单编号').fill(orderNo);
  await list.getByPlaceholder('请输入订单编号').press('Enter');
  const row = list.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('未开票');
  await row.getByRole('button', { name: `为订单${orderNo}申请开票` }).click();

  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog).toContainText(orderNo);
  await expect(dialog.getByTestId('invoice-total')).toHaveText(`¥${amount}`);
  // Nothing is sent without a header.
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择发票抬头');
  await dialog.getByRole('radio', { name: '普通发票' }).check();
  await dialog.getByLabel('发票抬头').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: HEADER }).click();
  await expect(dialog.locator('.ant-select-content')).toHaveText(`${HEADER}（${TAX_ID}）`);
  await dialog.getByLabel('备注').fill('请尽快开具');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('申请开票成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.ant-tag').filter({ hasText: '开票中' })).toBeVisible();
  await expect(row.getByRole('button', { name: `为订单${orderNo}申请开票` })).toHaveCount(0);

  // 查看发票 opens the request in 发票管理.
  await row.getByRole('button', { name: '查看发票' }).click();
  await expect(page).toHaveURL(/\/order\/invoices\?id=\d+$/);
  const detail = page.getByRole('dialog', { name: '发票详情' });
  await expect(detail.locator('.ant-descriptions-row').filter({ hasText: '状态' }).locator('.ant-tag')).toHaveText('开票中');
  await expect(detail.getByTestId('invoice-orders')).toContainText(orderNo);
  const invoiceNo = (await detail.locator('.ant-descriptions-row').filter({ hasText: '申请编号' }).locator('td').textContent())!.trim();
  expect(invoiceNo).toMatch(/^FP/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  const invoices = page.locator('.wb__content');
  await expect(invoices.getByRole('heading', { name: '发票管理' })).toBeVisible();
  const mine = invoices.getByRole('row').filter({ hasText: invoiceNo });
  await expect(mine.locator('.ant-tag')).toHaveText('开票中');
  await expect(mine).toContainText(amount);
  await expect(mine.getByRole('button', { name: /下载发票/ })).toHaveCount(0);

  // An operator issues it from 运营管理's 发票管理, a queue of the requests waiting.
  const operator = await browser.newContext();
  try {
    await browserLogin(operator, ACCOUNTS.operator);
    const desk = await operator.newPage();
    await desk.goto('/home/console');
    const nav = sidebar(desk);
    await nav.getByText('运营管理').click();
    await nav.getByRole('menuitem', { name: '发票管理' }).click();
    await expect(desk).toHaveURL(/\/operation\/invoices$/);
    const queue = desk.locator('.wb__content');
    await expect(queue.getByRole('heading', { name: '发票管理' })).toBeVisible();
    await expect(queue.locator('.ant-select').filter({ has: desk.getByRole('combobox', { name: '发票状态' }) })).toContainText('开票中');
    await queue.getByPlaceholder('请输入申请编号或发票抬头').fill(invoiceNo);
    await queue.getByPlaceholder('请输入申请编号或发票抬头').press('Enter');
    await expect(queue.getByText('共 1 条')).toBeVisible();
    const waiting = queue.getByRole('row').filter({ hasText: invoiceNo });
    await expect(waiting).toContainText(HEADER);
    await expect(waiting.locator('.ant-tag')).toHaveText('开票中');
    await waiting.getByRole('button', { name: `为${invoiceNo}开票` }).click();

    const issue = desk.getByRole('dialog', { name: '开票' });
    // The lines to type into the tax system, the orders and the amount.
    await expect(issue).toContainText(TAX_ID);
    await expect(issue).toContainText('招商银行福州分行');
    await expect(issue.getByTestId('invoice-orders')).toContainText(orderNo);
    await expect(issue).toContainText('请尽快开具');
    // Today is the default date; a number that is no invoice number is refused before anything is sent.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    await expect(issue.getByLabel('开票日期')).toHaveAttribute('placeholder', today);
    await issue.getByLabel('发票号码').fill('1234');
    await issue.getByRole('button', { name: '提交' }).click();
    await expect(issue.getByText('请输入8位或20位数字的发票号码')).toBeVisible();
    await expect(issue.getByText('请上传电子发票PDF文件')).toBeVisible();
    await issue.getByLabel('发票号码').fill(number);
    await issue.locator('input[type="file"]').setInputFiles({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(issue.getByText(`${number}.pdf`)).toBeVisible();
    await issue.getByRole('button', { name: '提交' }).click();
    await expect(desk.getByText('开票成功')).toBeVisible();
    await expect(issue).toBeHidden();
    // Done, it leaves the queue of requests waiting, and shows issued among all of them.
    await expect(waiting).toHaveCount(0);
    await expect(queue.getByText('没有符合条件的发票')).toBeVisible();
    await queue.getByRole('combobox', { name: '发票状态' }).click();
    await desk.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '已开票' }).click();
    await expect(waiting.locator('.ant-tag')).toHaveText('已开票');
    await expect(waiting).toContainText(number);
  } finally {
    await operator.close();
  }

  // The company sees it issued, with its number, and downloads the PDF under that number.
  await page.reload();
  await expect(mine.locator('.ant-tag')).toHaveText('已开票');
  await expect(mine).toContainText(number);
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: `下载发票${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Back in 我的订单 the order is invoiced: nothing more to ask.
  await page.goto('/order');
  await list.getByPlaceholder('请输入订单编号').fill(orderNo);
  await list.getByPlaceholder('请输入订单编号').press('Enter');
  await expect(row.locator('.ant-tag').filter({ hasText: '已开票' })).toBeVisible();
  await expect(row.getByRole('button', { name: `为订单${orderNo}申请开票` })).toHaveCount(0);
});
