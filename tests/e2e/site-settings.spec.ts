/**
 * 站点设置: an operator changes the hotline and the mailbox, and 联系我们 and
 * the footer show them at once; a bad mailbox is refused beside its field and
 * nothing is saved. The demo values are put back, as other journeys read them.
 * The banner form says its titles are the picture's alternative text.
 */
import { ACCOUNTS, apiGet, apiPost, expect, test } from './support';

const GET = '/api/ptd-industry/endpoint/siteSetting/get';
const SAVE = '/api/ptd-industry/manage/siteSetting/save';

interface SiteSettings {
  hotline: string;
  hotlineHours: string;
  supportMail: string;
  openPlatformUrl: string;
  developerDocsUrl: string;
  relatedLinks: { name: string; url: string }[];
  icp?: string | null;
}

test('an operator changes the hotline and the mailbox, and the contact page and the footer show them', async ({ page, request, loginAs }) => {
  const original = (await apiGet<SiteSettings>(request, GET)).data;
  expect(original.supportMail).toBe('service@ptd-industry.cn');
  const operator = await loginAs(ACCOUNTS.operator);
  const hotline = `0571-8866 ${1000 + (Date.now() % 9000)}`;
  const mail = 'help@ptd-industry.cn';

  try {
    await page.goto('/content/site-settings');
    const content = page.locator('.wb__content');
    await expect(content.getByRole('heading', { name: '站点设置' })).toBeVisible();
    await expect(content.getByLabel('服务热线')).toHaveValue(original.hotline);
    await expect(content.getByLabel('链接名称 1')).toHaveValue(original.relatedLinks[0].name);

    await content.getByLabel('服务热线').fill(hotline);
    await content.getByLabel('服务邮箱').fill(mail);
    await content.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    await page.goto('/concatUs');
    await expect(page.locator('.contact__hotline')).toHaveText(hotline);
    await expect(page.locator('.contact__info').getByRole('link', { name: mail })).toHaveAttribute('href', `mailto:${mail}`);
    const footer = page.locator('.footer');
    await expect(footer).toContainText(hotline);
    await expect(footer.getByRole('link', { name: mail })).toBeVisible();
    await expect(footer.getByRole('link', { name: '开放平台' })).toHaveAttribute('href', original.openPlatformUrl);
    await expect(footer.getByRole('link', { name: original.relatedLinks[0].name })).toHaveAttribute('href', original.relatedLinks[0].url);
    await expect(footer).not.toContainText('example.com');

    // A bad mailbox: the message beside the field, and the saved one stays.
    await page.goto('/content/site-settings');
    await expect(content.getByLabel('服务邮箱')).toHaveValue(mail);
    await content.getByLabel('服务邮箱').fill('help@');
    await content.getByRole('button', { name: '保存' }).click();
    await expect(content.getByText('请输入正确的邮箱')).toBeVisible();
    await expect(page.getByText('保存成功')).toHaveCount(0);
    const after = (await apiGet<SiteSettings>(request, GET)).data;
    expect(after.supportMail).toBe(mail);
    expect(after.hotline).toBe(hotline);
  } finally {
    const restored = await apiPost(request, SAVE, original, operator);
    expect(restored.code, restored.msg).toBe(200);
  }
});

test('the banner form says its titles are the picture\'s alternative text, not drawn on the site', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.operator);
  await page.goto('/content/advertising');
  await page.getByRole('button', { name: /新增/ }).first().click();
  const editor = page.getByRole('dialog').filter({ hasText: '轮播图片' });
  await expect(editor).toContainText('不在页面上显示：作为图片的替代文字供读屏软件与搜索引擎读取');
});
