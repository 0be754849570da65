/**
 * Journeys of the spec's routes, drawers and texts on the first
 * screens: 404 and 403, the enterprise info page with its region, the
 * certification drawers and the resubmission, the combined SMS and WeChat
 * login, the e-signature question, the texts the spec puts on each screen,
 * and the operators' editors. New companies are registered where a journey
 * changes one, so the demo companies keep their state.
 */
import type { Page } from '@playwright/test';
import { chooseImage, decideReview, ID_CARD, SOCIAL_CODE, submitCertification } from './company-support';
import { productByName } from './site-support';
import {
  confirmDialog,
  ACCOUNTS,
  apiGet,
  apiLogin,
  apiPost,
  expect,
  forgetLogin,
  latestCode,
  registerCompany,
  solveSliderCaptcha,
  test,
  type Envelope,
} from './support';

const ENTERPRISE_INFO = '/userCenter/userInfo';

/** Every page path of the platform's menu, as the server's list would answer (`GET /api/platform/menuPages`). */
const MENU_PAGES = ['/home/console', '/company/members', '/userCenter/userInfo', '/userCenter/security', '/operation/companies'];

async function serveMenuPages(page: Page) {
  await page.route('**/api/platform/menuPages', (route) => route.fulfill({ json: { code: 200, msg: '', data: MENU_PAGES } }));
}

test('a page that does not exist is the 404 page; one that exists but is not the user\'s says 您没有访问权限', async ({ page, loginAs }) => {
  await serveMenuPages(page);
  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter/noSuchPage');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('您没有访问权限，请联系管理员授权！')).toHaveCount(0);

  await loginAs(ACCOUNTS.sub);
  await page.goto('/company/members');
  await expect(page.locator('.wb__content').getByText('您没有访问权限，请联系管理员授权！')).toBeVisible();
  await page.goto('/company/noSuchPage');
  await expect(page).toHaveURL(/\/404$/);
});

test('a certified company on the pending page goes on to the console', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/underCertification');
  await expect(page).toHaveURL(/\/home\/console$/);
});

test('the enterprise info page has its three tabs, none named 企业信息 again, and the company region', async ({ page, request, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await expect(content.getByRole('tab', { name: '基本信息' })).toBeVisible();
  await expect(content.getByRole('tab', { name: '收货地址' })).toBeVisible();
  await expect(content.getByRole('tab', { name: '开票信息' })).toBeVisible();
  // 企业信息 is the user centre's tab above the page only.
  await expect(content.getByRole('tab', { name: '企业信息' })).toHaveCount(1);

  // 所在地区: a real province / city / district list, saved with changeCompanyProvAndCityAndDist.
  // The demo company's region comes with the company (getCompanyById).
  await expect(content.getByText('福建省 / 福州市 / 鼓楼区')).toBeVisible();
  const region = content.getByRole('combobox', { name: '所在地区' });
  await region.click();
  const menus = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
  await menus.getByRole('menuitemcheckbox', { name: '福建省' }).or(menus.getByText('福建省', { exact: true })).first().click();
  await menus.getByText('厦门市', { exact: true }).click();
  const saved = page.waitForRequest('**/changeCompanyProvAndCityAndDist');
  await menus.getByText('思明区', { exact: true }).click();
  expect((await saved).postDataJSON()).toEqual({ province: '福建省', city: '厦门市', district: '思明区' });
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(content.getByText('福建省 / 厦门市 / 思明区')).toBeVisible();
  // Kept after a reload; the demo's region is put back for the journeys after this one.
  await page.reload();
  await expect(content.getByText('福建省 / 厦门市 / 思明区')).toBeVisible();
  const token = await apiLogin(request, ACCOUNTS.main);
  const restored = await apiPost(request, '/api/ptd-user/resource/company/changeCompanyProvAndCityAndDist', { province: '福建省', city: '福州市', district: '鼓楼区' }, token);
  expect(restored.code).toBe(200);
});

test('a rejected company certifies again in the drawer, starting from what it sent', async ({ page, request, loginAs }) => {
  const companyName = '栖云精密部件有限公司';
  const token = await registerCompany(request, { mobile: '13900003001', companyName, realName: '顾南' });
  await decideReview(request, await submitCertification(request, token, companyName), false, '请上传清晰的营业执照');
  await loginAs('13900003001');

  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await expect(content.getByRole('button', { name: '已驳回' })).toBeVisible();
  await content.getByRole('button', { name: '重新认证' }).click();
  const drawer = page.getByRole('dialog', { name: '企业认证' });
  await expect(drawer.getByText('驳回原因：请上传清晰的营业执照')).toBeVisible();
  const form = drawer.locator('#company-certification');
  await expect(form.getByLabel('企业名称')).toHaveValue(companyName);
  await expect(form.getByLabel('统一社会信用代码')).toHaveValue(SOCIAL_CODE);
  // The server sends the rejected submission back whole: its texts and its images.
  await expect(form.getByLabel('法定代表人', { exact: true })).toHaveValue('林峰');
  await expect(form.getByLabel('法定代表人身份证号码')).toHaveValue(ID_CARD);
  await expect(form.locator('img[alt="营业执照"]')).toBeVisible();

  // A wrong check digit says the check failed.
  await form.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await form.getByLabel('法定代表人身份证号码').fill(ID_CARD);
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByText('统一社会信用代码校验失败，请核对后重新输入')).toBeVisible();
  await drawer.getByRole('button', { name: '暂不认证' }).click();
  await expect(drawer).toBeHidden();
});

test('the short company form and the person certification say the spec\'s words', async ({ page, request, loginAs }) => {
  await registerCompany(request, { mobile: '13900003002', companyName: '青岚环保科技有限公司', realName: '沈言' });
  await loginAs('13900003002');
  await page.goto('/certification?type=review');
  const review = page.locator('#company-review');
  await review.getByLabel('联系电话').fill('');
  await review.getByRole('button', { name: '提交审核' }).click();
  await expect(review.getByText('手机号不能为空')).toBeVisible();
  await expect(review.getByText('请输入法人姓名')).toBeVisible();
  await review.getByLabel('联系电话').fill('1234');
  await expect(review.getByText('请填写正确的手机号')).toBeVisible();

  // A personal certification the server refuses (a code never sent): 认证失败，请核实个人信息.
  await page.goto('/personCertification');
  const person = page.locator('#person-certification');
  await chooseImage(page, person.getByTestId('upload-身份证人像面'), 'front.png');
  await expect(page.getByText('身份证上传成功!')).toBeVisible();
  await expect(person.locator('img[alt="身份证人像面"]')).toBeVisible();
  await chooseImage(page, person.getByTestId('upload-身份证国徽面'), 'back.png');
  // Submitting before the back side is stored would stop at the form's own rule.
  await expect(person.locator('img[alt="身份证国徽面"]')).toBeVisible();
  await person.getByLabel('真实姓名').fill('沈言');
  await person.getByLabel('身份证号码').fill(ID_CARD);
  await person.getByLabel('验证码').fill('000000');
  await person.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText(/^认证失败，请核实个人信息/)).toBeVisible();
});

test('a WeChat user with a registered number logs in by SMS and binds (simpleSmSLogin)', async ({ page, request }) => {
  const mobile = '13900003003';
  const companyName = '远航数控装备有限公司';
  await registerCompany(request, { mobile, companyName, realName: '陆川' });
  const wechatLogin = async () => {
    await page.goto('/login');
    // The button is announced by its Chinese name only.
    await page.getByRole('button', { name: '微信登录', exact: true }).click();
    await expect(page.getByRole('heading', { name: '微信授权登录' })).toBeVisible();
    await page.getByPlaceholder('例如 wx-demo-user').fill('wx-e2e-existing-user');
    await page.getByRole('button', { name: '确认登录' }).click();
  };

  await wechatLogin();
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await expect(page.getByText('该手机号已注册，验证后将登录该账号并绑定微信')).toBeVisible();
  await expect(page.getByPlaceholder('请输入企业名称')).toHaveCount(0);
  // The code is read once the server has sent it (the registration's code is older).
  const login = page.waitForResponse('**/sendSms/sendLoginCode');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await login;
  await page.getByPlaceholder('请输入验证码').fill(await latestCode(request, { mobile }));
  const bound = page.waitForRequest('**/endpoint/login/simpleSmSLogin');
  await page.getByRole('button', { name: '绑定并登录' }).click();
  expect((await bound).postDataJSON()).toMatchObject({ mobile, wxCode: expect.any(String) });
  await expect(page.getByText('账户绑定成功并已登录')).toBeVisible();
  await expect(page).toHaveURL(/\/front$/);

  // Bound: the same WeChat account goes straight to the console of that account's company.
  await forgetLogin(page);
  await wechatLogin();
  await expect(page).toHaveURL(/\/home\/console$/);
  await expect(page.locator('.wb__content').getByText(companyName).first()).toBeVisible();
});

test('the e-signature question says what it is for and is asked once a session until answered', async ({ page, context, request, loginAs }) => {
  const mobile = '13900003004';
  const companyName = '明川工业自动化有限公司';
  const token = await registerCompany(request, { mobile, companyName, realName: '邱阳' });
  await decideReview(request, await submitCertification(request, token, companyName), true);
  await loginAs(mobile);

  await page.goto('/home/console');
  const question = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('采购合同、订单与协议可在平台在线签署');
  await question.getByRole('button', { name: '稍后再说' }).click();
  await expect(question).toBeHidden();

  // Not on every page: the rest of this session goes unasked.
  await page.goto(ENTERPRISE_INFO);
  await expect(page.locator('.wb__content').getByTestId('certified-badge')).toBeVisible();
  await page.reload();
  await expect(page.locator('.wb__content').getByTestId('certified-badge')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('是否开通电子签章服务?')).toHaveCount(0);

  // Unanswered, a new session asks again; 暂不开通 answers it for good.
  const next = await context.newPage();
  await next.goto('/home/console');
  const again = next.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: '暂不开通' }).click();
  await expect(again).toBeHidden();
  const third = await context.newPage();
  await third.goto('/home/console');
  await expect(third.locator('.wb__content').getByText(companyName).first()).toBeVisible();
  await third.waitForTimeout(1000);
  await expect(third.getByText('是否开通电子签章服务?')).toHaveCount(0);
});

test('texts of the lists and drawers: 删除失败, 密码和确认密码不一致, 重新获取验证码', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto(`${ENTERPRISE_INFO}?tab=address`);
  const addresses = page.getByRole('tabpanel', { name: '收货地址' });
  const row = addresses.getByRole('row').filter({ hasText: '张伟' });
  await expect(row).toBeVisible();
  await page.route('**/address/deleteById**', (route) => route.fulfill({ status: 500, json: { code: 500, msg: '', data: null } }));
  await row.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.locator('.ant-modal-confirm').filter({ hasText: '确定要删除么?' }));
  await expect(page.getByText('删除失败')).toBeVisible();
  await expect(row).toBeVisible();

  await page.goto('/userCenter/security');
  await page.getByRole('listitem').filter({ hasText: /^登录密码/ }).getByRole('button', { name: '修改' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '修改密码' });
  await drawer.getByLabel('新密码').fill('Next@2026');
  await drawer.getByLabel('确认密码').fill('Next@2027');
  await expect(drawer.getByText('密码和确认密码不一致')).toBeVisible();
});

test('the code button counts down and then offers 重新获取验证码', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.locator('form[id="sms-login"]');
  await form.getByPlaceholder('请输入手机号').fill(ACCOUNTS.uncertified);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await latestCode(request, { mobile: ACCOUNTS.uncertified });
  await expect(form.getByRole('button', { name: /^已发送验证码\d+s$/ })).toBeDisabled();
  await page.clock.fastForward('01:05');
  await expect(form.getByRole('button', { name: '重新获取验证码' })).toBeEnabled();
});

test('换一批 shows the next recommended products and says when it starts over or has no more', async ({ page, request }) => {
  const product = await productByName(request, '设备管理云平台');
  const recommended = (await apiGet<Array<{ id: number }>>(request, '/api/ptd-industry/front/getRecommendApp')).data;
  const others = recommended.filter((row) => row.id !== product.id).length;
  await page.goto(`/product/productTemplate?id=${product.id}&type=0`);
  const section = page.locator('#recommended');
  const another = section.getByRole('button', { name: '换一批' });
  await expect(another).toBeVisible();
  if (others > 3) {
    for (let batch = 1; batch < Math.ceil(others / 3); batch += 1) await another.click();
    await expect(page.getByText('已切换到到第一批！')).toHaveCount(0);
    await another.click();
    await expect(page.getByText('已切换到到第一批！')).toBeVisible();
  }

  // With one batch only there is nothing else to show.
  await page.route('**/api/ptd-industry/front/getRecommendApp', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<unknown[]>;
    await route.fulfill({ response, json: { ...body, data: body.data.slice(0, 2) } });
  });
  await page.reload();
  await page.locator('#recommended').getByRole('button', { name: '换一批' }).click();
  await expect(page.getByText('没有更多了！')).toBeVisible();
});

test('the operators edit rich text visually, choose labelled channel types and see every product column', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.operator);
  await page.goto('/content/products');
  const table = page.locator('.wb__content .ant-table');
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  // At 1440 px the pinned 操作 column covers none of the others.
  const actions = await table.getByRole('columnheader', { name: '操作' }).boundingBox();
  for (const name of ['排序', '状态', '更新时间']) {
    const header = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(header!.x + header!.width, `${name} ends before 操作`).toBeLessThanOrEqual(actions!.x + 1);
  }

  await table.locator('.ant-table-row').filter({ hasText: '设备管理云平台' }).getByRole('button', { name: '编辑' }).click();
  const drawer = page.getByRole('dialog', { name: '编辑产品' });
  await expect(drawer.getByRole('radio', { name: '独立应用' })).toBeVisible();
  await expect(drawer.getByRole('radio', { name: '平台内服务' })).toBeVisible();
  await expect(drawer.getByRole('radio', { name: '0', exact: true })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.getByRole('button', { name: '关闭' })).first().click();

  await page.goto('/content/programs');
  await expect(page.locator('.wb__content').getByText('行业解决方案与专项服务')).toBeVisible();
  await expect(page.locator('.wb__content').getByText(/路由标识为 planFinance/)).toHaveCount(0);

  // Help documents: the content is edited as formatted text, not as tags.
  await page.goto('/content/help-docs');
  await page.locator('.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
  const docDrawer = page.getByRole('dialog', { name: '编辑文档' });
  const editor = docDrawer.locator('.html-editor__content[contenteditable="true"]');
  await expect(editor).toBeVisible();
  await expect(docDrawer.getByRole('toolbar', { name: '格式' }).getByRole('button', { name: '加粗' })).toBeVisible();
  await expect(docDrawer.getByText('<p>')).toHaveCount(0);
  await editor.click();
  await page.keyboard.press('Control+End');
  await docDrawer.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('加粗的一句');
  await expect(editor.locator('strong', { hasText: '加粗的一句' })).toBeVisible();
});

test('expert portraits are shown whole and the ad bar\'s title is never covered by its picture', async ({ page, request }) => {
  const expert = (await apiGet<{ rows: Array<{ id: number }> }>(request, '/api/ptd-industry/expert/page?pageNum=1&pageSize=1')).data.rows[0];
  await page.goto('/share');
  const card = page.locator('.pub-expert__img').first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  expect(await card.evaluate((img) => getComputedStyle(img).borderRadius)).not.toBe('50%');

  await page.goto(`/expert/${expert.id}`);
  const portrait = page.locator('.expert-profile__img');
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');

  // The title's pill hides the picture behind it (the picture's dots showed through its text).
  const title = page.locator('.adbar__title');
  await expect(title).toBeVisible();
  const alpha = await title.evaluate((el) => {
    const match = getComputedStyle(el).backgroundColor.match(/rgba?\(([^)]+)\)/);
    const parts = match ? match[1].split(',').map((part) => Number(part.trim())) : [];
    return parts.length === 4 ? parts[3] : 1;
  });
  expect(alpha).toBeGreaterThanOrEqual(0.85);
});
