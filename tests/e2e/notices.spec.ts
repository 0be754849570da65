/**
 * 公告管理: an operator writes a system notice and a piece of company news with
 * an uploaded cover, publishes the news, and visitors read both on the notice
 * page and find them in the site search; deleting them takes them off again.
 */
import { ACCOUNTS, apiGet, confirmDialog, expect, test } from './support';

interface Found {
  rows: { type: string; title: string; url: string }[];
}

// A 1x1 PNG, the smallest picture the upload accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function search(request: Parameters<typeof apiGet>[0], keyword: string) {
  return (await apiGet<Found>(request, `/api/ptd-industry/search?type=notice&keyword=${encodeURIComponent(keyword)}`)).data.rows;
}

test('an operator publishes a system notice and company news that visitors read and find, then deletes them', async ({ page, request, loginAs }) => {
  await loginAs(ACCOUNTS.operator);
  const stamp = String(Date.now() % 100000);
  const systemTitle = `设备巡检系统维护通知${stamp}`;
  const newsTitle = `智能工厂示范线投产${stamp}`;
  const content = page.locator('.wb__content');

  await page.goto('/content/notices');
  await expect(content.getByRole('heading', { name: '公告管理' })).toBeVisible();
  await expect(content.getByText('平台系统升级维护公告')).toBeVisible();

  // A system notice, published at once.
  await content.getByRole('button', { name: '新增系统公告' }).click();
  const drawer = page.getByRole('dialog', { name: '新增系统公告' });
  await drawer.getByLabel('公告标题').fill(systemTitle);
  await drawer.locator('.html-editor__body [contenteditable="true"]').click();
  await page.keyboard.type('本周日凌晨设备巡检系统停机维护两小时。');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(content.getByRole('cell', { name: systemTitle })).toBeVisible();

  const systemHit = (await search(request, systemTitle)).find((r) => r.title === systemTitle);
  expect(systemHit?.url).toMatch(/^\/noticeDetail\?id=\d+&type=systemNotice$/);
  await page.goto(systemHit!.url);
  await expect(page.getByRole('heading', { name: systemTitle })).toBeVisible();
  await expect(page.getByText('本周日凌晨设备巡检系统停机维护两小时。')).toBeVisible();

  // Company news with a cover: a draft first, found by nobody, then published.
  await page.goto('/content/notices');
  await content.getByRole('tab', { name: '公司公告与快讯' }).click();
  await content.getByRole('button', { name: '新增公告' }).click();
  const newsDrawer = page.getByRole('dialog', { name: '新增公告' });
  await newsDrawer.getByLabel('公告标题').fill(newsTitle);
  await newsDrawer.locator('input[type="file"]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(newsDrawer.locator('img[src*="/api/files/content/img/"]')).toBeVisible();
  await newsDrawer.locator('.html-editor__body [contenteditable="true"]').click();
  await page.keyboard.type('示范线采用数字孪生与AI质检。');
  await newsDrawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const newsRow = content.getByRole('row').filter({ hasText: newsTitle });
  await expect(newsRow.getByText('草稿')).toBeVisible();
  expect((await search(request, newsTitle)).map((r) => r.title)).not.toContain(newsTitle);

  await newsRow.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(newsRow.getByText('已发布')).toBeVisible();
  const newsHit = (await search(request, newsTitle)).find((r) => r.title === newsTitle);
  expect(newsHit?.url).toMatch(/^\/noticeDetail\?id=\d+&type=companyExpress$/);
  await page.goto(newsHit!.url);
  await expect(page.getByRole('heading', { name: newsTitle })).toBeVisible();

  // Deleting takes both off the site search.
  await page.goto('/content/notices');
  await content.getByRole('tab', { name: '公司公告与快讯' }).click();
  await content.getByRole('row').filter({ hasText: newsTitle }).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.locator('.ant-modal-confirm'));
  await expect(page.getByText('删除成功')).toBeVisible();
  await content.getByRole('tab', { name: '系统公告' }).click();
  await content.getByRole('row').filter({ hasText: systemTitle }).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.locator('.ant-modal-confirm'));
  await expect(content.getByRole('cell', { name: systemTitle })).toHaveCount(0);
  const left = (await search(request, `${systemTitle} ${newsTitle}`)).map((r) => r.title);
  expect(left).not.toContain(systemTitle);
  expect(left).not.toContain(newsTitle);
});
