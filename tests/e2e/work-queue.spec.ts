/**
 * What a full walk found wanting, checked as people meet it: the operators'
 * console is a work queue, a sub-account sees the company's money only when
 * granted, the sandbox OCR fills what it read from a licence, and search says
 * when nothing holds every word. The file sorts late: its lead and new company
 * do not move the demo rows other journeys count.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNTS, apiLogin, apiPost, expect, registerCompany, sidebar, test } from './support';

const NO_PERMISSION = '您没有访问权限，请联系管理员授权！';

test('the operators\' console is a work queue: a new lead waits there and opens the messages page', async ({ page, request, loginAs }) => {
  const sent = await apiPost(request, '/api/ptd-industry/leaveMessage/save', {
    type: 1,
    linkman: '周工',
    telephone: '13912340001',
    email: 'zhou@example.com',
    content: '想了解设备点检方案',
  });
  expect(sent.code, sent.msg).toBe(200);

  await loginAs(ACCOUNTS.operator);
  await page.goto('/home/console');
  const queue = page.getByTestId('work-queue');
  const leads = queue.getByRole('link', { name: /^新线索：\d+项待处理$/ });
  await expect(leads).toBeVisible();
  // Not the customer console: no company services to open.
  await expect(page.getByText('我的服务')).toHaveCount(0);
  await leads.click();
  await expect(page).toHaveURL(/\/content\/messages/);
});

test('a sub-account sees orders and the points balance only once its main account grants them', async ({ page, browser, baseURL, request, loginAs }) => {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  // 李娜 holds 企业信息 only.
  await loginAs(ACCOUNTS.sub);
  await page.goto('/home/console');
  await expect(sidebar(page).getByText('企业信息')).toBeVisible();
  await expect(sidebar(page).getByText('我的订单')).toHaveCount(0);
  await page.goto('/order/list');
  await expect(page.getByText(NO_PERMISSION)).toBeVisible();

  // The main account grants 我的订单, reading what it allows.
  const main = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const mainPage = await main.newPage();
  await main.addCookies([{ name: 'token', value: mainToken, url: baseURL! }]);
  await mainPage.addInitScript((token) => window.localStorage.setItem('token', token), mainToken);
  await mainPage.goto('/company/members');
  const row = mainPage.locator('.wb__content .ant-table').getByRole('row').filter({ hasText: '李娜' });
  await row.getByRole('button', { name: '授权' }).click();
  const grant = mainPage.getByRole('dialog', { name: '授权' });
  // The grants held now load into the dialog first; a tick made before would be reset.
  await expect(grant.getByRole('checkbox', { name: '企业信息' })).toBeChecked();
  await expect(grant.getByText('可查看、下载合同；签署合同须由企业主账号完成')).toBeVisible();
  await expect(grant.getByText(/可查看企业订单、购买产品并支付/)).toBeVisible();
  await grant.getByRole('checkbox', { name: '我的订单' }).check();
  await grant.getByRole('button', { name: '保存' }).click();
  await expect(mainPage.getByText('保存成功')).toBeVisible();
  await main.close();

  try {
    await page.goto('/order/list');
    await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
    await expect(sidebar(page).getByText('我的订单')).toBeVisible();
    // The balance stays the main account's to hand out.
    await page.goto('/userCenter/accountManage');
    await expect(page.getByText(NO_PERMISSION)).toBeVisible();
  } finally {
    const subId = (await apiPost<{ userId: number }>(request, '/api/ptd-user/login', { username: ACCOUNTS.sub, password: 'Demo@2026' })).data.userId;
    const restored = await apiPost(request, '/api/ptd-user/resource/user/grantMenus', { userId: subId, menuKeys: ['identity.company-info'] }, mainToken);
    expect(restored.code, restored.msg).toBe(200);
  }
});

test('the sandbox OCR fills the licence fields it read and says which', async ({ page, browser, request, loginAs }) => {
  const companyName = '福州演示科技有限公司';
  await registerCompany(request, { mobile: '13900003101', companyName: '青松数控有限公司', realName: '陈晨' });
  // The licence is a page drawn for the API test; its picture is taken here as a phone camera would.
  const drawn = await browser.newPage({ viewport: { width: 900, height: 620 } });
  await drawn.setContent(await readFile(path.join(__dirname, '../api/fixtures/licence.html'), 'utf8'));
  const picture = await drawn.screenshot({ type: 'png' });
  await drawn.close();

  await loginAs('13900003101');
  await page.goto('/userCenter/userInfo');
  await page.locator('.wb__content').getByRole('button', { name: '去认证' }).click();
  const form = page.getByRole('dialog', { name: '企业认证' }).locator('#company-certification');
  const chooser = page.waitForEvent('filechooser');
  await form.getByTestId('upload-营业执照').click();
  await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('营业执照上传成功!')).toBeVisible();
  await expect(page.getByText('已根据图片填写企业名称、统一社会信用代码、法定代表人，请核对')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('企业名称')).toHaveValue(companyName);
  await expect(form.getByLabel('统一社会信用代码')).toHaveValue('91350100M000100Y43');
  await expect(form.getByLabel('法定代表人', { exact: true })).toHaveValue('张伟');
});

test('search says when no result holds every word of the keyword', async ({ page }) => {
  await page.goto(`/searchResult?keyword=${encodeURIComponent('能耗 量子引力波')}`);
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(page.getByTestId('search-partial')).toHaveText('没有完全匹配“能耗 量子引力波”的结果，以下结果只包含其中部分词语');
  await expect(page.getByText('部分匹配').first()).toBeVisible();
  // A keyword found whole says nothing of the kind.
  await page.goto(`/searchResult?keyword=${encodeURIComponent('能耗监测')}`);
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(page.getByTestId('search-partial')).toHaveCount(0);
});
