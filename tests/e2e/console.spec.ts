/** Journeys through the workbench console (/home/console), against the real server and its demo data. */
import type { Page } from '@playwright/test';
import { chooseImage } from './company-support';
import { ACCOUNTS, confirmDialog, apiGet, apiLogin, expect, expectNoSidewaysScroll, test } from './support';

const COMPANY = '演示科技有限公司';
const CODE_APP = '设备管理云平台';
/** The demo app that ends in ten days. */
const ENDING_APP = '能耗监测服务';

function content(page: Page) {
  return page.locator('.wb__content');
}

/** The tile of an app on the console, by its name. */
function appTile(page: Page, name: string) {
  return content(page).getByTestId('app-tile').filter({ has: page.getByText(name, { exact: true }) });
}

function aiProduct(page: Page, name: string) {
  return content(page).getByTestId('ai-product').filter({ has: page.getByText(name, { exact: true }) });
}

test('the main account is told what expires, then opens an app with a one-time code in a new tab', async ({ page, context, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');

  const dialog = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(ENDING_APP);
  await expect(dialog).toContainText(/剩余 (9|10) 天/);
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  // The company's five apps (the base-data and organisation ones too), each with its term; the one ending soon shows its date.
  await expect(content(page).getByTestId('app-tile')).toHaveCount(5);
  await expect(appTile(page, ENDING_APP)).toContainText('到期');

  const opened = context.waitForEvent('page');
  await appTile(page, CODE_APP).getByRole('button', { name: new RegExp(CODE_APP) }).click();
  const app = await opened;
  await expect(app).toHaveURL(/\/sandbox\/app\?code=/);
  await expect(app.getByRole('heading', { name: '已通过一次性授权码打开' })).toBeVisible();
  await expect(app.getByText(COMPANY)).toBeVisible();

  // Once per visit: coming back to the console does not ask again.
  await page.goto('/userCenter/userInfo');
  await page.goto('/home/console');
  await expect(appTile(page, CODE_APP)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

test('an app ending soon is renewed from the reminder: the purchase page says until when it runs and will run', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');
  const dialog = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
  await dialog.getByRole('link', { name: `立即续费 ${ENDING_APP}` }).click();
  await expect(page).toHaveURL(/\/product\/purchase\?productId=\d+/);
  const note = page.getByTestId('renewal-note');
  await expect(note).toContainText(`已开通「${ENDING_APP}」，有效期至`);
  await expect(note).toContainText('选择购买期限后将在到期日后续期');
  const end = /有效期至(\d{4})-(\d{2}-\d{2})/.exec((await note.textContent()) ?? '');
  expect(end).not.toBeNull();
  await page.getByRole('radiogroup', { name: '产品版本' }).getByRole('radio').first().click();
  await page.getByRole('radiogroup', { name: '购买期限' }).getByText('1年', { exact: true }).click();
  // One year more from the current end, not from today.
  await expect(note).toContainText(`本次购买将续期至${Number(end![1]) + 1}-${end![2]}`);
});

test('the base-data and organisation menus open the applications the company holds', async ({ page, context, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/base/baseData');
  const dialog = page.getByRole('dialog').filter({ hasText: '产品到期提醒' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByRole('menuitem', { name: /组织配置/ })).toBeVisible();
  const opened = context.waitForEvent('page');
  await content(page).getByRole('button', { name: '打开基础数据' }).click();
  const app = await opened;
  await expect(app).toHaveURL(/\/sandbox\/app\?code=/);
  await expect(app.getByText('基础数据管理')).toBeVisible();
});

test('the main account adds, edits and deletes an own service through the drawer', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');
  await page.getByRole('dialog').filter({ hasText: '产品到期提醒' }).getByRole('button', { name: '我知道了' }).click();

  await content(page).getByRole('button', { name: '新增系统服务' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新增系统服务' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('服务名称').fill('质量追溯系统');
  await drawer.getByLabel('服务地址').fill('trace.example.com');
  await drawer.getByLabel('备注').fill('车间质量追溯');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请上传服务图标')).toBeVisible();
  await chooseImage(page, drawer.getByRole('button', { name: '上传图标' }), 'icon.png');
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '更换图标' })).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入正确的服务地址')).toBeVisible();

  await drawer.getByLabel('服务地址').fill('https://trace.example.com/login');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(drawer).toBeHidden();
  const tile = appTile(page, '质量追溯系统');
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('自建服务');
  // Only own services can be edited.
  await expect(content(page).getByRole('button', { name: /^编辑/ })).toHaveCount(1);

  await tile.getByRole('button', { name: '编辑质量追溯系统' }).click();
  const edit = page.getByRole('dialog').filter({ hasText: '编辑系统服务' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('服务地址')).toHaveValue('https://trace.example.com/login');
  await expect(edit.getByLabel('备注')).toHaveValue('车间质量追溯');
  await edit.getByLabel('服务名称').fill('质量追溯平台');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(appTile(page, '质量追溯平台')).toBeVisible();
  await expect(appTile(page, '质量追溯系统')).toHaveCount(0);

  await appTile(page, '质量追溯平台').getByRole('button', { name: '编辑质量追溯平台' }).click();
  await edit.getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定要删除么?' });
  await expect(confirm).toBeVisible();
  await confirmDialog(confirm);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(appTile(page, '质量追溯平台')).toHaveCount(0);
  await expect(content(page).getByTestId('app-tile')).toHaveCount(5);
});

test('a sub-account cannot add services and is sent to the main account for an app the company has not added', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.sub);
  await page.goto('/home/console');
  await expect(appTile(page, CODE_APP)).toBeVisible();
  await expect(content(page).getByRole('button', { name: '新增系统服务' })).toHaveCount(0);

  await content(page).getByText('AI应用', { exact: true }).click();
  await expect(page).toHaveURL(/\/home\/console\?type=ai$/);
  const vision = aiProduct(page, 'AI视觉质检');
  await expect(vision).toBeVisible();
  await vision.getByRole('button').first().click();
  await expect(page.getByText('请联系主账号授权')).toBeVisible();
});

test('the AI view lists the AI applications, the ones to come tagged 即将上线', async ({ page, request, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  const token = await apiLogin(request, ACCOUNTS.main);
  const market = await apiGet<Array<{ name: string; online: number }>>(request, '/api/ptd-industry/product/getAIProduct', token);
  expect(market.code).toBe(200);
  const coming = market.data.filter((p) => p.online === 0).map((p) => p.name);
  expect(coming.length).toBeGreaterThan(0);

  await page.goto('/home/console?type=ai');
  await expect(content(page).getByText('我的AI应用')).toBeVisible();
  await expect(content(page).getByTestId('ai-product')).toHaveCount(market.data.length);
  for (const product of market.data) {
    const tile = aiProduct(page, product.name);
    await expect(tile).toBeVisible();
    if (product.online === 0) await expect(tile).toContainText('即将上线');
    else await expect(tile).not.toContainText('即将上线');
  }
  // The server refuses what is not online yet.
  await aiProduct(page, coming[0]).getByRole('button').first().click();
  await expect(page.getByText('该应用还未上线, 敬请期待')).toBeVisible();

  // Back to 我的服务.
  await content(page).getByText('我的服务', { exact: true }).click();
  await expect(page).toHaveURL(/\/home\/console$/);
  await expect(appTile(page, CODE_APP)).toBeVisible();
});

test('notices, help documents and recommended products on the console', async ({ page, context, loginAs }) => {
  await loginAs(ACCOUNTS.sub);
  await page.goto('/home/console?openCompanyNotice=1');

  // The address opens every company notice in a drawer.
  const all = page.getByRole('dialog').filter({ hasText: '公司公告' });
  await expect(all).toBeVisible();
  await expect(all.locator('.wbc-row')).toHaveCount(3);
  await all.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/home\/console$/);

  // Three company notices at most, then system notices.
  const notices = content(page).locator('.ant-card').filter({ hasText: '系统公告' });
  await expect(notices.locator('.wbc-row')).toHaveCount(3);
  await notices.getByRole('tab', { name: '系统公告' }).click();
  const firstSystem = notices.getByRole('link', { name: '平台系统升级维护公告' });
  await expect(firstSystem).toHaveAttribute('href', /\/noticeDetail\?id=\d+&type=systemNotice$/);

  // Help documents: eight a page, the rest on the next; each opens in a new tab.
  const docs = content(page).getByTestId('help-docs');
  await expect(docs.locator('.wbc-row')).toHaveCount(8);
  await docs.getByRole('listitem', { name: '2' }).or(docs.locator('.ant-pagination-item-2')).first().click();
  await expect(docs.locator('.wbc-row')).toHaveCount(3);
  const doc = docs.locator('.wbc-row a').first();
  await expect(doc).toHaveAttribute('target', '_blank');
  const opened = context.waitForEvent('page');
  await doc.click();
  const docPage = await opened;
  await expect(docPage).toHaveURL(/\/DocDetails\?id=\d+$/);

  // 待办 and 消息 have nothing yet.
  await expect(content(page).getByText('暂无待办')).toBeVisible();
  await expect(content(page).getByText('暂无消息')).toBeVisible();

  // Recommended products: four to a slide; one opens its product page.
  const slide = content(page).locator('.slick-active [data-testid="recommend-slide"]');
  await expect(slide.locator('.wbc-product')).toHaveCount(4);
  await slide.getByRole('button', { name: /设备管理云平台/ }).click();
  await expect(page).toHaveURL(/\/product\/productTemplate2?\?id=\d+&type=0$/);
});

test('the console fits a phone: no sideways scroll', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');
  await expect(appTile(page, CODE_APP)).toBeVisible();
  await expect(content(page).getByTestId('help-docs')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
