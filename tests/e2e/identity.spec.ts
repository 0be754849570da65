/**
 * Journeys of getting into the platform and managing who one is: registering,
 * SMS and WeChat login, account security, sub-accounts, invitations and
 * switching companies. Codes are read from the development outbox; the slider
 * captcha is dragged with the mouse like a person would.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  confirmDialog,
  ACCOUNTS,
  apiGet,
  apiLogin,
  apiPost,
  chooseFromUserMenu,
  expect,
  forgetLogin,
  latestCode,
  loginThroughForm,
  PASSWORD,
  registerCompany,
  sidebar,
  solveSliderCaptcha,
  test,
} from './support';

const MAIN_COMPANY = '演示科技有限公司';

/** Asks for a code with the button, completes the captcha and returns the code from the outbox. */
async function requestCode(page: Page, request: APIRequestContext, mobile: string, button = '获取验证码', sent = '验证码发送成功') {
  await page.getByRole('button', { name: button }).click();
  await solveSliderCaptcha(page);
  await expect(page.getByText(sent)).toBeVisible();
  return latestCode(request, { mobile });
}

/**
 * A sub-account of the demo company with its own mobile number: the main
 * account creates it, then the person proves the number with a code (a number
 * only typed in by the main account signs nobody in).
 */
async function subAccountWithMobile(request: APIRequestContext, userName: string, mobile: string, realName: string) {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const created = await apiPost(request, '/api/ptd-user/resource/user/saveMany', {
    users: [{ userName, password: PASSWORD, realName, menuKeys: [] }],
  }, mainToken);
  expect(created.code, created.msg).toBe(200);
  const own = await apiLogin(request, userName);
  const sent = await apiPost(request, '/api/ptd-open-platform/endpoint/sendSms/sendAuthCode', { mobile }, own);
  expect(sent.code, sent.msg).toBe(200);
  const code = await latestCode(request, { mobile });
  const bound = await apiPost(request, '/api/ptd-user/resource/user/bindMobile', { mobile, code }, own);
  expect(bound.code, bound.msg).toBe(200);
  // The journey asks for its own codes next: let the one-a-second test setting pass.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

/** A second person at another browser, on the same site. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

test('a visitor registers a company and lands on its console', async ({ page, request }) => {
  const mobile = '13900001001';
  await page.goto('/login');
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const submit = page.getByRole('button', { name: '注册', exact: true });
  await submit.click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入企业全称')).toBeVisible();

  // A registered number is refused on the field at once, and no code goes to it.
  const outbox = async () => ((await apiGet<unknown[]>(request, `/api/dev/outbox?mobile=${ACCOUNTS.main}`)).data ?? []).length;
  const sentBefore = await outbox();
  const mobileField = page.getByPlaceholder('请输入手机号');
  await mobileField.fill(ACCOUNTS.main);
  await mobileField.blur();
  await expect(page.getByText('该手机号已注册')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('slider-captcha')).toHaveCount(0);
  await expect(page.getByText('验证码发送成功')).toHaveCount(0);
  expect(await outbox()).toBe(sentBefore);

  await mobileField.fill(mobile);
  await expect(page.getByText('该手机号已注册')).toHaveCount(0);
  const code = await requestCode(page, request, mobile);
  await expect(page.getByRole('button', { name: /已发送验证码\d+s$/ })).toBeDisabled();
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByPlaceholder('请设置登录密码（6-30位）').fill('Start@2026');
  await page.getByPlaceholder('请再次输入密码').fill('Start@2027');
  await expect(page.getByText('两次密码输入不一致')).toBeVisible();
  await page.getByPlaceholder('请再次输入密码').fill('Start@2026');
  await page.getByPlaceholder('请输入联系人名称').fill('刘洋');
  await page.getByPlaceholder('请输入企业全称').fill(MAIN_COMPANY);
  await page.getByPlaceholder('请输入联系人名称').focus();
  // One message, on the field: no toast beside it.
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: '企业名称已存在' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText('企业名称已存在')).toHaveCount(1);
  await submit.click();
  await expect(page.getByText('企业名称已存在')).toHaveCount(1);
  await page.getByPlaceholder('请输入企业全称').fill('新星机械制造有限公司');
  await expect(page.getByText('企业名称已存在')).toHaveCount(0);

  await submit.click();
  await expect(page.getByText('请先选择 "隐私协议" 和 "用户协议"')).toBeVisible();
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/userAgent');
  await expect(page.getByRole('link', { name: '《隐私协议》' })).toHaveAttribute('href', '/privacy');
  // The link opens the text the operators saved, in a tab of its own, and leaves the box unticked.
  const [agreementTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '《用户协议》' }).click()]);
  await expect(agreementTab.getByTestId('legal-server-text')).toBeVisible();
  await agreementTab.close();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('checkbox').check();
  await submit.click();

  // A short welcome says what certification opens and leads to it.
  const welcome = page.getByRole('dialog', { name: '欢迎加入工业互联网平台' });
  await expect(welcome).toContainText('「新星机械制造有限公司」已创建');
  await welcome.getByRole('button', { name: '稍后再说' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/home\/console$/);
  const console = page.locator('.wb__content');
  await expect(console.getByText('新星机械制造有限公司').first()).toBeVisible();
  await expect(console.getByTestId('certification-status')).toHaveText('未认证');
});

test('a registered number logs in with a text-message code', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.locator('form[id="sms-login"]');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();

  await form.getByPlaceholder('请输入手机号').fill(ACCOUNTS.uncertified);
  const code = await requestCode(page, request, ACCOUNTS.uncertified);
  await form.getByPlaceholder('请输入验证码').fill(code);
  await form.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/home\/console$/);
  await expect(page.locator('.wb__content').getByText('星火智造有限公司').first()).toBeVisible();
});

test('changing the password logs out everywhere and the new one works', async ({ page, request, loginAs }) => {
  const mobile = '13900001003';
  await subAccountWithMobile(request, 'chen.jing', mobile, '陈静');
  await loginAs(mobile);
  await page.goto('/home/console');

  await chooseFromUserMenu(page, '个人中心');
  await page.getByRole('tab', { name: '账号安全' }).click();
  await expect(page).toHaveURL(/\/userCenter\/security$/);
  const passwordRow = page.getByRole('listitem').filter({ hasText: /^登录密码/ });
  await passwordRow.getByRole('button', { name: '修改' }).click();

  const drawer = page.locator('.ant-drawer').filter({ hasText: '修改密码' });
  await expect(drawer.getByText('验证码将发送至 139****1003')).toBeVisible();
  await drawer.getByRole('button', { name: '获取验证码' }).click();
  await solveSliderCaptcha(page);
  await expect(drawer.getByRole('button', { name: /\d+秒后重新发送$/ })).toBeVisible();
  const code = await latestCode(request, { mobile });
  await drawer.getByLabel('验证码').fill(code);
  await drawer.getByLabel('新密码').fill(PASSWORD);
  await drawer.getByLabel('确认密码').fill(PASSWORD);
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新旧密码一致无需重置')).toBeVisible();

  await drawer.getByLabel('新密码').fill('Changed@2026');
  await drawer.getByLabel('确认密码').fill('Changed@2026');
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改密码成功')).toBeVisible();
  await expect(page.getByText('您已修改密码请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, mobile, PASSWORD);
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await loginThroughForm(page, mobile, 'Changed@2026');
  await expect(page).toHaveURL(/\/home/);
  await expect(page.locator('.wb__content').getByText('陈静').first()).toBeVisible();
});

test('a main account creates a sub-account that sees exactly the menus it was given', async ({ page, browser, baseURL, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/company/members');
  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入登录名')).toBeVisible();

  await dialog.getByLabel('登录名').fill('wang.fang');
  await dialog.getByLabel('登录密码').fill('Sub@2026');
  await dialog.getByLabel('姓名').fill('王芳');
  await dialog.getByLabel('手机号').fill('123');
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
  await dialog.getByLabel('手机号').fill('');
  await dialog.getByRole('checkbox', { name: '企业信息' }).check();
  await dialog.getByRole('checkbox', { name: '成员管理' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = page.locator('.wb__content .ant-table').getByRole('row').filter({ hasText: 'wang.fang' });
  await expect(row).toContainText('子账号');
  await expect(row).toContainText('正常');

  await row.getByRole('button', { name: '授权' }).click();
  const grant = page.getByRole('dialog', { name: '授权' });
  await expect(grant.getByRole('checkbox', { name: '企业信息' })).toBeChecked();
  await expect(grant.getByRole('checkbox', { name: '成员管理' })).toBeChecked();
  await grant.getByRole('button', { name: '取消' }).click();

  const sub = await secondBrowser(browser, baseURL);
  await sub.page.goto('/login');
  await loginThroughForm(sub.page, 'wang.fang', 'Sub@2026');
  await expect(sub.page).toHaveURL(/\/home\/console$/);
  const nav = sidebar(sub.page);
  await nav.getByText('企业管理').click();
  await expect(nav.locator('.ant-menu-item')).toHaveText(['工作台', '企业信息', '成员管理']);
  // Orders and invoices are the company's money: not granted, not shown.
  await expect(nav.locator('.ant-menu-submenu-title').filter({ hasText: '订单管理' })).toHaveCount(0);
  await expect(nav.getByText('个人中心')).toHaveCount(0);

  // Granted the members page, the sub-account reads the list but manages nothing. A click that
  // lands while the opened folder still moves is tried again (the page is what is checked).
  await expect(async () => {
    await nav.getByRole('menuitem', { name: '成员管理' }).click();
    await expect(sub.page).toHaveURL(/\/company\/members$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(sub.page.locator('.wb__content .ant-table').getByText('wang.fang')).toBeVisible();
  await expect(sub.page.getByRole('button', { name: '新增子账号' })).toHaveCount(0);
  await expect(sub.page.getByRole('button', { name: '冻结' })).toHaveCount(0);
  await sub.context.close();
});

test('freezing a sub-account ends its open session at once', async ({ page, browser, baseURL, request, loginAs }) => {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const created = await apiPost(request, '/api/ptd-user/resource/user/saveMany', {
    users: [{ userName: 'zhao.lei', password: 'Sub@2026', realName: '赵磊', menuKeys: ['identity.company-info'] }],
  }, mainToken);
  expect(created.code, created.msg).toBe(200);

  const sub = await secondBrowser(browser, baseURL);
  await sub.page.goto('/login');
  await loginThroughForm(sub.page, 'zhao.lei', 'Sub@2026');
  await expect(sub.page).toHaveURL(/\/home\/console$/);

  await loginAs(ACCOUNTS.main);
  await page.goto('/company/members');
  const row = page.locator('.wb__content .ant-table').getByRole('row').filter({ hasText: 'zhao.lei' });
  await row.getByRole('button', { name: '冻结' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '冻结账号' });
  await expect(confirm).toContainText('确定要冻结子账号「赵磊」吗？');
  await confirm.getByRole('button', { name: '冻结' }).click();
  await expect(row).toContainText('冻结');
  await expect(row.getByRole('button', { name: '解冻' })).toBeVisible();

  // The next thing the open session asks of the server is refused.
  await sub.page.reload();
  await expect(sub.page).toHaveURL(/\/login\?redirect=%2Fhome%2Fconsole$/);
  await expect(sub.page.getByText('登录信息已失效,请重新登录')).toBeVisible();
  await loginThroughForm(sub.page, 'zhao.lei', 'Sub@2026');
  await expect(sub.page.getByText('账号异常，请联系管理员')).toBeVisible();
  await expect(sub.page).toHaveURL(/\/login/);
  await sub.context.close();
});

test('the phone number is changed in two steps', async ({ page, request, loginAs }) => {
  const oldMobile = '13900001006';
  const newMobile = '13900001016';
  await subAccountWithMobile(request, 'sun.wei', oldMobile, '孙伟');
  await loginAs(oldMobile);
  await page.goto('/userSecurity');
  await expect(page).toHaveURL(/\/userCenter\/security$/);

  const phoneRow = page.getByRole('listitem').filter({ hasText: /^手机号/ });
  await expect(phoneRow).toContainText('已绑定手机号 139****1006');
  await phoneRow.getByRole('button', { name: '更换' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '更换手机号' });
  await drawer.getByLabel('验证码').fill('123456');
  await drawer.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请点击发送验证码')).toBeVisible();

  // The phone drawer's own words (spec section 8).
  const oldCode = await requestCode(page, request, oldMobile, '获取验证码', '短信发送成功');
  await expect(drawer.getByRole('button', { name: /已发送验证码\d+s$/ })).toBeVisible();
  // Closed and opened again, the drawer still counts down: the server would refuse a second code anyway.
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await phoneRow.getByRole('button', { name: '更换' }).click();
  await expect(drawer.getByRole('button', { name: /已发送验证码\d+s$/ })).toBeVisible();
  await drawer.getByLabel('验证码').fill(oldCode);
  await drawer.getByRole('button', { name: '下一步' }).click();

  await expect(drawer.getByLabel('新手机号')).toBeVisible();
  // The current number is refused before any captcha.
  await drawer.getByLabel('新手机号').fill(oldMobile);
  await drawer.getByRole('button', { name: '获取验证码' }).click();
  await expect(drawer.getByText('和原手机号一样，请勿重复解绑')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await drawer.getByLabel('新手机号').fill(newMobile);
  const newCode = await requestCode(page, request, newMobile, '获取验证码', '短信发送成功');
  await drawer.getByLabel('验证码').fill(newCode);
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('手机号修改成功')).toBeVisible();
  await expect(phoneRow).toContainText('已绑定手机号 139****1016');

  expect(await apiLogin(request, newMobile)).toBeTruthy();
});

test('a new WeChat user binds a mobile number and a new company', async ({ page, request }) => {
  const mobile = '13900001007';
  const wechatUser = 'wx-e2e-new-user';
  const wechatLogin = async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: '微信登录' }).click();
    await expect(page.getByRole('heading', { name: '微信授权登录' })).toBeVisible();
    await page.getByPlaceholder('例如 wx-demo-user').fill(wechatUser);
    await page.getByRole('button', { name: '确认登录' }).click();
  };

  await page.goto('/wxLogin');
  await expect(page.getByText('无效的访问，缺少微信授权码')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await wechatLogin();
  await expect(page).toHaveURL(/\/wxLogin\?code=/);
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await expect(page.getByPlaceholder('请输入企业名称')).toBeVisible();
  const code = await requestCode(page, request, mobile);
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('请输入企业名称')).toBeVisible();
  await page.getByPlaceholder('请输入企业名称').fill('微联智能装备有限公司');
  // Making an account needs the consent, as /register does; nothing is sent without it.
  const bound = page.waitForRequest('**/wechat/saveOk', { timeout: 1500 }).then(() => true, () => false);
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('请先选择 "隐私协议" 和 "用户协议"')).toBeVisible();
  expect(await bound).toBe(false);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('账户绑定成功并已登录')).toBeVisible();
  await expect(page).toHaveURL(/\/front$/);

  // Bound now: the same WeChat account goes straight to the console.
  await forgetLogin(page);
  await wechatLogin();
  await expect(page).toHaveURL(/\/home\/console$/);
  await expect(page.locator('.wb__content').getByText('微联智能装备有限公司').first()).toBeVisible();
});

test('an employee joins through the company QR code and the main account approves', async ({ page, context, browser, baseURL, request, loginAs }) => {
  await registerCompany(request, { mobile: '13900001008', companyName: '青禾电子有限公司', realName: '周敏' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(ACCOUNTS.main);
  await page.goto('/home/console');
  await page.getByRole('button', { name: '企业码' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '企业码' });
  await expect(drawer.getByRole('img', { name: '企业邀请二维码' })).toBeVisible();
  const link = await drawer.getByLabel('邀请链接').inputValue();
  expect(link).toMatch(/\/invite\?token=/);
  await drawer.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('复制成功！')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The company code itself: copied with the spec's 复制成功！.
  const companyCode = (await drawer.getByTestId('company-code').innerText()).trim();
  expect(companyCode).not.toBe('—');
  await page.waitForTimeout(1100); // past the one-second de-duplication of the same text
  await drawer.getByRole('button', { name: '复制企业码' }).click();
  await expect(page.getByText('复制成功！')).toHaveCount(2);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(companyCode);
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe(`${MAIN_COMPANY}.png`);

  const employee = await secondBrowser(browser, baseURL);
  await employee.page.goto(new URL(link).pathname + new URL(link).search);
  // The person invited learns which company asks, in full.
  await expect(employee.page.getByText(`「${MAIN_COMPANY}」邀请您加入企业`)).toBeVisible();
  await employee.page.getByRole('button', { name: '登录' }).click();
  await loginThroughForm(employee.page, '13900001008');
  await expect(employee.page).toHaveURL(/\/invite\?token=/);
  await employee.page.getByRole('button', { name: '申请加入' }).click();
  await expect(employee.page.getByText('提交成功')).toBeVisible();
  await expect(employee.page.getByText('申请已提交')).toBeVisible();
  await employee.context.close();

  await page.goto('/company/members');
  await page.getByRole('tab', { name: /加入申请/ }).click();
  const request_ = page.getByRole('row').filter({ hasText: '周敏' });
  await expect(request_).toContainText('139****1008');
  await request_.getByRole('button', { name: '同意' }).click();
  await expect(page.getByText('暂无加入申请')).toBeVisible();
  await page.getByRole('tab', { name: '成员列表' }).click();
  await expect(page.getByRole('row').filter({ hasText: '周敏' })).toContainText('子账号');
});

test('a member of two companies switches between them', async ({ page, request, loginAs }) => {
  const mobile = '13900001009';
  const token = await registerCompany(request, { mobile, companyName: '远帆物流装备有限公司', realName: '吴昊' });
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const invitation = await apiGet<{ inviteUrl: string }>(request, '/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode', mainToken);
  const inviteToken = new URL(invitation.data.inviteUrl).searchParams.get('token');
  expect((await apiPost(request, '/api/ptd-open-platform/endpoint/user/applyJoinCompany', { token: inviteToken }, token)).code).toBe(200);
  const pending = await apiGet<Array<{ id: number; realName: string }>>(request, '/api/ptd-user/resource/user/joinRequests', mainToken);
  const mine = pending.data.find((entry) => entry.realName === '吴昊')!;
  expect((await apiPost(request, '/api/ptd-user/resource/user/decideJoinRequest', { id: mine.id, approve: true }, mainToken)).code).toBe(200);

  await loginAs(mobile);
  await page.goto('/home/console');
  await expect(page.locator('.wb__content').getByText('远帆物流装备有限公司').first()).toBeVisible();
  await chooseFromUserMenu(page, '切换企业');
  await expect(page).toHaveURL(/\/changeCompany$/);
  const companies = page.getByRole('list', { name: '我的企业' });
  await expect(companies.getByRole('button')).toHaveCount(2);
  await expect(companies.getByRole('button', { name: /远帆物流装备有限公司/ })).toContainText('当前企业');
  await companies.getByRole('button', { name: new RegExp(MAIN_COMPANY) }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/console$/);
  await expect(page.locator('.wb__content').getByText(MAIN_COMPANY).first()).toBeVisible();
  // A sub-account there, granted nothing yet: the console only, and no 企业码.
  await expect(sidebar(page).locator('.ant-menu-item, .ant-menu-submenu-title')).toHaveText(['工作台']);
  await expect(page.getByRole('button', { name: '企业码' })).toHaveCount(0);
});

test('a user edits the profile, uploads an avatar and binds an email', async ({ page, request, loginAs }) => {
  const mainToken = await apiLogin(request, ACCOUNTS.main);
  const created = await apiPost(request, '/api/ptd-user/resource/user/saveMany', {
    users: [{ userName: 'he.lin', password: PASSWORD, realName: '何琳', menuKeys: [] }],
  }, mainToken);
  expect(created.code, created.msg).toBe(200);
  await loginAs('he.lin');
  await page.goto('/userBaseInfo');
  const content = page.locator('.wb__content');
  await expect(content.getByText('he.lin')).toBeVisible();

  await content.getByLabel('昵称').fill('小何');
  await content.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(content.getByLabel('昵称')).toHaveValue('小何');

  const avatarInput = content.locator('input[type="file"]');
  await avatarInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
  await expect(page.getByText('格式不支持!')).toBeVisible();
  await avatarInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
  await expect(page.getByText('上传图片大小不能超过 1MB!')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await avatarInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(page.locator('.wb-header img')).toHaveAttribute('src', /\/api\/files\/avatar\//);

  // Without a mobile number the password cannot be changed by code, and the number can be bound.
  await page.getByRole('tab', { name: '账号安全' }).click();
  const rows = page.getByRole('list', { name: '账号安全设置' }).getByRole('listitem');
  await expect(rows.filter({ hasText: /^登录密码/ }).getByRole('button', { name: '修改' })).toBeDisabled();
  await expect(rows.filter({ hasText: /^手机号/ })).toContainText('未绑定手机号');

  const mail = 'he.lin@example.com';
  const mailRow = rows.filter({ hasText: /^邮箱/ });
  await mailRow.getByRole('button', { name: '绑定' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '绑定邮箱' });
  await drawer.getByLabel('邮箱', { exact: true }).fill('he.lin@');
  await drawer.getByRole('button', { name: '获取验证码' }).click();
  await expect(drawer.getByText('请输入正确的邮箱')).toBeVisible();
  await drawer.getByLabel('邮箱', { exact: true }).fill(mail);
  await drawer.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await drawer.getByLabel('验证码').fill(await latestCode(request, { mail }));
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加邮箱成功')).toBeVisible();
  await expect(mailRow).toContainText(`已绑定邮箱 ${mail}`);

  await mailRow.getByRole('button', { name: '解绑' }).click();
  await confirmDialog(page.getByRole('dialog').filter({ hasText: '解绑邮箱' }), '解绑');
  await expect(page.getByText('解绑成功')).toBeVisible();
  await expect(mailRow).toContainText('未绑定邮箱');
});

test('a forgotten password is reset with a code to the mobile number', async ({ page, request }) => {
  const mobile = '13900001011';
  await subAccountWithMobile(request, 'qian.yu', mobile, '钱宇');
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page.getByRole('tab', { name: '手机号找回' })).toHaveAttribute('aria-selected', 'true');
  const form = page.locator('form[id="reset-by-mobile"]');
  await form.getByPlaceholder('请输入手机号').fill(mobile);
  const code = await requestCode(page, request, mobile);
  await form.getByPlaceholder('请输入验证码').fill(code);
  await form.getByPlaceholder('请输入新密码').fill('abc123');
  await expect(form.getByText('密码由数字+字母+特殊符号组成', { exact: true }).first()).toBeVisible();
  await form.getByPlaceholder('请输入新密码').fill('Reset@2026');
  await form.getByPlaceholder('请再次输入新密码').fill('Reset@2027');
  await expect(form.getByText('密码不一致')).toBeVisible();
  await form.getByPlaceholder('请再次输入新密码').fill('Reset@2026');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughForm(page, 'qian.yu', 'Reset@2026');
  await expect(page).toHaveURL(/\/home\/console$/);
});
