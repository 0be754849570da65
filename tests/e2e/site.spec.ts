/** Journeys through the public site and the operators' content console, against the real server. */
import { ACCOUNTS, apiGet, apiLogin, apiPost, expect, latestCode, solveSliderCaptcha, test } from './support';
import { productByName } from './site-support';

test('a visitor finds a product from the menu and the search, then reads a help document and a notice', async ({ page, context, request }) => {
  await page.goto('/front');
  await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
  // Cards say what a priced product costs a year at least.
  await expect(page.getByTestId('product-price').first()).toHaveText(/^¥[\d,]+\.\d{2}\/年起$/);

  // The product menu's panel: categories, their products and the hot items.
  await page.locator('.topnav__channels').getByRole('link', { name: '产品市场' }).hover();
  const panel = page.getByTestId('nav-panel');
  await expect(panel.getByRole('button', { name: /设备物联/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /智能制造/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '热门产品' })).toBeVisible();
  await expect(panel.locator('.navpanel__hot li')).toHaveCount(3);

  // A Chinese keyword: highlighted results as one types, all of them on Enter.
  const search = panel.getByRole('searchbox', { name: '站内搜索' });
  await search.fill('设备');
  await expect(panel.locator('.navsearch__snippet em').first()).toHaveText('设备');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/searchRes\?keyword=/);
  const results = page.getByTestId('search-results');
  await expect(results.locator('.search-hit').first()).toBeVisible();
  await expect(results.locator('em').first()).toHaveText('设备');
  await expect(page.getByText(/找到 \d+ 条与“设备”相关的结果/)).toBeVisible();
  expect(await results.locator('.search-hit').count()).toBeLessThanOrEqual(10);

  // A product from the results.
  await results.getByRole('link', { name: '设备管理云平台', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/productTemplate\?id=\d+&type=0/);
  await expect(page.getByTestId('product-name')).toHaveText('设备管理云平台');
  await expect(page.getByTestId('product-advantages').locator('.pd-advantage')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '立即咨询' }).first()).toBeVisible();
  // 立即咨询 at the foot of the page carries the product into the conversation.
  await page.locator('.pd-consult').getByRole('link', { name: '立即咨询' }).click();
  await expect(page).toHaveURL(/\/customerService\?url=.+&about=/);
  await expect(page.getByTestId('consult-about')).toHaveText('正在咨询：设备管理云平台');
  const chat = page.frameLocator('iframe[title="在线客服对话"]');
  await expect(chat.locator('textarea[name="content"]')).toHaveValue('您好，我想咨询「设备管理云平台」：');
  await page.goBack();
  await expect(page.getByTestId('product-name')).toHaveText('设备管理云平台');

  // A template-2 product opened through template 1 moves to its own page.
  const energy = await productByName(request, '能耗在线监测系统');
  await page.goto(`/product/productTemplate?id=${energy.id}&type=0`);
  await expect(page).toHaveURL(/\/product\/productTemplate2\?id=/);
  await expect(page.getByTestId('product-advantages').locator('.pd-advantage')).toHaveCount(4);

  // A help document opens in a new tab.
  await page.goto('/helpWorld');
  const firstDoc = page.locator('.help-list').getByRole('link').first();
  const title = (await firstDoc.textContent())!.trim();
  const opened = context.waitForEvent('page');
  await firstDoc.click();
  const doc = await opened;
  await expect(doc).toHaveURL(/\/DocDetails\?id=\d+/);
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(doc.locator('.pub-rich')).not.toBeEmpty();
  await doc.close();

  // The help search reads the documents' text, not only their titles: 二维码 is in a document's body.
  await page.getByLabel('搜索帮助文档').fill('二维码');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('help-found')).toContainText('与“二维码”相关的帮助文档');
  const hit = page.locator('.help-list li').filter({ hasText: '设备管理云平台快速入门' });
  await expect(hit.locator('.help-list__snippet em').first()).toHaveText('二维码');
  await page.getByLabel('搜索帮助文档').fill('量子纠缠');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('没有找到与“量子纠缠”相关的帮助文档，换个关键词试试')).toBeVisible();

  // A notice from the home page.
  await page.goto('/front');
  const notice = page.locator('.home-news__column').filter({ hasText: '系统公告' }).locator('.home-news__list a').first();
  const noticeTitle = (await notice.textContent())!.trim();
  await notice.click();
  await expect(page).toHaveURL(/\/noticeDetail\?id=\d+&type=systemNotice/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(noticeTitle);
  await expect(page.locator('.pub-rich')).not.toBeEmpty();
});

test('an operator changes a product slogan and the public page shows it at once', async ({ page, request, loginAs }) => {
  const product = await productByName(request, '设备管理云平台');
  await loginAs(ACCOUNTS.operator);
  await page.goto('/content/products');

  const row = page.locator('.ant-table-row').filter({ hasText: '设备管理云平台' });
  await row.getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog', { name: '编辑产品' });
  const slogan = drawer.getByLabel('产品标语');
  await expect(slogan).toHaveValue(/设备全生命周期/);
  const fresh = `设备数据一屏尽览 ${Date.now() % 100000}`;
  await slogan.fill(fresh);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText(fresh);

  await page.goto(`/product/productTemplate?id=${product.id}&type=0`);
  await expect(page.getByTestId('product-slogan')).toHaveText(fresh);
});

test('the agreements show what the operators saved, with an error state and the built-in fallback', async ({ page, request }) => {
  const AGREEMENT_CALL = /\/api\/ptd-industry\/front\/getAgreement\b/;
  interface Agreement {
    type: string;
    title: string;
    content: string;
  }
  const operator = await apiLogin(request, ACCOUNTS.operator);
  const saved = (await apiGet<Agreement[]>(request, '/api/ptd-industry/manage/agreement/list', operator)).data;
  const original = saved.find((text) => text.type === 'privacy')!;
  const stamp = `E2E隐私条款${Date.now() % 100000}`;
  const update = await apiPost(request, '/api/ptd-industry/manage/agreement/update', {
    type: 'privacy',
    title: '隐私政策',
    content: `<h3>隐私政策</h3><p>${stamp}：我们只收集必要信息。</p><script>window.__hacked = true</script>`,
  }, operator);
  expect(update.code, update.msg).toBe(200);

  try {
    await page.goto('/privacy');
    const text = page.getByTestId('legal-server-text');
    await expect(text).toContainText(`${stamp}：我们只收集必要信息。`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    await expect(page.getByRole('heading', { name: '隐私政策' })).toHaveCount(1);
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expect(text.locator('script')).toHaveCount(0);

    // The user agreement likewise comes from the server, not the built-in text.
    await page.goto('/userAgent');
    await expect(page.getByTestId('legal-server-text')).toBeVisible();
    await expect(page.getByText('欢迎您使用工业互联网平台（以下简称“平台”）', { exact: false })).toBeVisible();

    // A failed read: the error state with 重试, which then shows the text.
    let fail = true;
    await page.route(AGREEMENT_CALL, (route) =>
      fail ? route.fulfill({ status: 500, json: { code: 500, msg: '', data: null } }) : route.fallback(),
    );
    await page.goto('/privacy');
    await expect(page.getByText('数据加载失败')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('legal-server-text')).toContainText(stamp);
    await page.unroute(AGREEMENT_CALL);

    // No text on the server: the built-in one, without an error.
    await page.route(AGREEMENT_CALL, (route) =>
      route.fulfill({ status: 404, json: { code: 404, msg: '', data: null } }),
    );
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    await expect(page.getByText('更新日期：')).toBeVisible();
    await expect(page.getByTestId('legal-server-text')).toHaveCount(0);
    await expect(page.getByText('您所请求的资源尚未找到, 请稍后重试!')).toHaveCount(0);
  } finally {
    await apiPost(request, '/api/ptd-industry/manage/agreement/update', original, operator);
  }
});

test('the contact form sends a message and returns to the front page', async ({ page }) => {
  await page.goto('/concatUs');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('联系电话').fill('13911112222');
  await page.getByLabel('邮箱').fill('wang@example.com');
  await page.getByLabel('留言内容').fill('想了解设备管理云平台的私有化部署方案');
  await page.getByRole('button', { name: '提交留言' }).click();

  await expect(page.getByText('已收到您的留言，我们会尽快回复')).toBeVisible();
  await expect(page).toHaveURL(/\/front$/);
});

test('an AI demand is sent with the code the telephone received', async ({ page, request }) => {
  const mobile = '13922223333';
  await page.goto('/ai/application');
  await expect(page.getByRole('heading', { name: '已上线应用' })).toBeVisible();
  await page.getByRole('button', { name: '提交AI需求' }).click();

  const dialog = page.getByRole('dialog', { name: '提交AI需求' });
  await dialog.getByLabel('企业名称').fill('星河精密制造有限公司');
  await dialog.getByLabel('联系人').fill('李工');
  await dialog.getByLabel('联系电话').fill(mobile);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const code = await latestCode(request, { mobile });
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByLabel('需求描述').fill('希望用视觉检测替代人工目检，检测铝件表面划伤与压痕');
  await dialog.getByRole('button', { name: '提交' }).click();

  await expect(page.getByText('已收到您提交的AI需求，我们会尽快回复')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('playing a factory video counts a view', async ({ page, request }) => {
  await page.goto('/viewOfFactory');
  const active = page.locator('.factory-card--active .factory-card__views');
  await expect(active).toHaveText(/播放 \d+ 次/);
  const before = Number((await active.textContent())!.match(/\d+/)![0]);

  const video = page.getByTestId('factory-video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect(active).toHaveText(`播放 ${before + 1} 次`);

  const listed = await apiGet<{ rows: Array<{ visitTimes: number }> }>(request, '/api/ptd-industry/factory/introduction/page?pageNum=1&pageSize=1');
  expect(listed.data.rows[0].visitTimes).toBe(before + 1);
});

test('the ad closes for the visit and the pageScroll mode scrolls the page by itself', async ({ page }) => {
  await page.goto('/front');
  const ad = page.getByRole('region', { name: '广告' });
  await expect(ad).toBeVisible();
  await ad.getByRole('button', { name: '关闭广告' }).click();
  await expect(ad).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
  await expect(page.getByRole('region', { name: '广告' })).toBeHidden();

  await page.goto('/front?pageScroll=1');
  await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(20);
  // A person's scroll pauses it.
  await page.mouse.wheel(0, -10_000);
  await page.waitForTimeout(300);
  const paused = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(paused);
});

test('an expert shows the phone only after login', async ({ page, request, loginAs }) => {
  const expert = await apiGet<{ rows: Array<{ id: number }> }>(request, '/api/ptd-industry/expert/page?pageNum=1&pageSize=1');
  const id = expert.data.rows[0].id;
  await page.goto(`/expert/${id}`);
  await expect(page.getByTestId('expert-phone')).toHaveText('登录后查看');
  await expect(page.getByTestId('other-experts').locator('a')).toHaveCount(6);

  await loginAs(ACCOUNTS.main);
  await page.goto(`/expert/${id}`);
  await expect(page.getByTestId('expert-phone')).toHaveText(/^1\d{10}$/);
});
