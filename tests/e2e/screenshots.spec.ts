/**
 * Pictures of every screen on a desktop and a phone, for people to look at:
 * test-results/screenshots/<screen>-<viewport>.png.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newOrder, payInSandbox } from './order-support';
import { ACCOUNTS, apiGet, apiLogin, apiPost, expect, registerCompany, test } from './support';

const OUT = path.resolve(__dirname, '../../test-results/screenshots');

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shoot(page: Page, screen: string, viewport: string) {
  // Let transitions (drawers, skeletons, toasts) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${screen}-${viewport}.png`), fullPage: true });
}

/** An invitation link of the demo company, as its QR code carries it. */
async function invitationPath(request: Parameters<typeof apiLogin>[0]): Promise<string> {
  const token = await apiLogin(request, ACCOUNTS.main);
  const invitation = await apiGet<{ inviteUrl: string }>(request, '/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode', token);
  const url = new URL(invitation.data.inviteUrl);
  return url.pathname + url.search;
}

for (const viewport of VIEWPORTS) {
  test.describe(`screens on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public screens', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('tab', { name: '密码登录' })).toBeVisible();
      await shoot(page, 'login', viewport.name);

      await page.goto('/front');
      await expect(page.getByRole('heading', { name: '产品及服务' })).toBeVisible();
      await expect(page.locator('.footer')).toContainText('400-608-6618');
      await shoot(page, 'front', viewport.name);

      await page.goto('/no-such-page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await shoot(page, 'not-found', viewport.name);
    });

    test('getting in: register, recover, agreements, WeChat, dispatch, invitation', async ({ page, request }) => {
      await page.goto('/register');
      await page.getByRole('button', { name: '注册', exact: true }).click();
      await expect(page.getByText('请输入企业全称')).toBeVisible();
      await shoot(page, 'register', viewport.name);

      await page.getByPlaceholder('请输入手机号').fill(ACCOUNTS.main);
      await page.getByPlaceholder('请输入企业全称').fill('演示科技有限公司');
      await page.getByPlaceholder('请输入联系人名称').focus();
      await expect(page.getByText('该手机号已注册')).toBeVisible();
      await expect(page.getByText('企业名称已存在')).toBeVisible();
      await shoot(page, 'register-taken', viewport.name);
      await page.getByPlaceholder('请输入企业全称').fill('');

      await page.getByPlaceholder('请输入手机号').fill('13900002000');
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('向右拖动滑块填充拼图')).toBeVisible();
      await shoot(page, 'captcha', viewport.name);
      await page.keyboard.press('Escape');

      await page.goto('/forgetPwd');
      await page.getByRole('button', { name: '重置密码' }).click();
      await expect(page.getByText('请输入新密码', { exact: true })).toBeVisible();
      await shoot(page, 'forget-password-mobile', viewport.name);
      await page.getByRole('tab', { name: '邮箱找回' }).click();
      await page.getByPlaceholder('请输入绑定的邮箱').fill('not-a-mail');
      await page.getByPlaceholder('请输入新密码').last().fill('abc123');
      await expect(page.getByText('请输入正确的邮箱')).toBeVisible();
      await expect(page.getByText('密码由数字+字母+特殊符号组成').last()).toBeVisible();
      await shoot(page, 'forget-password-email', viewport.name);

      // The texts the operators saved (demo data), not the built-in ones.
      await page.goto('/userAgent');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户服务协议');
      await expect(page.getByTestId('legal-server-text')).toBeVisible();
      await shoot(page, 'user-agreement', viewport.name);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
      await expect(page.getByTestId('legal-server-text')).toBeVisible();
      await shoot(page, 'privacy', viewport.name);

      await page.goto('/login');
      await page.getByRole('button', { name: '微信登录' }).click();
      await page.getByRole('button', { name: '确认登录' }).click();
      await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
      await page.getByPlaceholder('请输入手机号').fill('13900002999');
      await expect(page.getByPlaceholder('请输入企业名称')).toBeVisible();
      await shoot(page, 'wechat-bind', viewport.name);

      await page.goto(`/dispatchCenterLoading?id=C20260001&customName=${encodeURIComponent('演示科技有限公司')}&phone=13800000001`);
      await expect(page.getByRole('dialog', { name: '温馨提示' })).toContainText('秒后将跳转到登录页面');
      await shoot(page, 'dispatch-loading', viewport.name);
      await expect(page).toHaveURL(/\/login$/);

      await page.goto(await invitationPath(request));
      await expect(page.getByText(/邀请您加入企业/)).toBeVisible();
      await shoot(page, 'invite', viewport.name);
      await page.goto('/invite?token=expired');
      await expect(page.getByText('邀请链接无效')).toBeVisible();
      await shoot(page, 'invite-invalid', viewport.name);
    });

    test('user centre', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/userBaseInfo');
      await expect(page.locator('.wb__content').getByText('注册时间')).toBeVisible();
      await shoot(page, 'user-info', viewport.name);

      await page.goto('/userSecurity');
      const rows = page.getByRole('list', { name: '账号安全设置' }).getByRole('listitem');
      await expect(rows).toHaveCount(3);
      await shoot(page, 'security', viewport.name);
      const drawers: Array<[RegExp, string, string]> = [
        [/^登录密码/, '修改', 'security-password'],
        [/^手机号/, '更换', 'security-phone'],
        [/^邮箱/, '绑定', 'security-email'],
      ];
      for (const [row, action, screen] of drawers) {
        await rows.filter({ hasText: row }).getByRole('button', { name: action }).click();
        await expect(page.locator('.ant-drawer-open')).toBeVisible();
        await shoot(page, screen, viewport.name);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
      }
    });

    test('people of the company', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/company/members');
      const table = page.locator('.wb__content').locator('.ant-table, .list-cards');
      // The sub-account's login is its phone number, shown masked.
      await expect(table.getByText('138****0002').first()).toBeVisible();
      await page.getByRole('button', { name: '新增子账号' }).click();
      await expect(page.getByRole('dialog', { name: '新增子账号' }).getByRole('checkbox', { name: '成员管理' })).toBeVisible();
      await shoot(page, 'members-add', viewport.name);
      await page.keyboard.press('Escape');

      await table.locator('.ant-table-row, .list-card').filter({ hasText: '138****0002' }).getByRole('button', { name: '授权' }).click();
      await expect(page.getByRole('dialog', { name: '授权' }).getByRole('checkbox', { name: '企业信息' })).toBeChecked();
      await shoot(page, 'members-grant', viewport.name);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: /加入申请/ }).click();
      await expect(page.getByText('暂无加入申请')).toBeVisible();
      await shoot(page, 'members-requests', viewport.name);

      await page.getByRole('button', { name: '企业码' }).click();
      await expect(page.getByRole('img', { name: '企业邀请二维码' })).toBeVisible();
      await shoot(page, 'company-qr', viewport.name);
    });

    test('change company', async ({ page, request, loginAs }) => {
      const mobile = viewport.name === 'desktop' ? '13900002301' : '13900002302';
      const token = await registerCompany(request, { mobile, companyName: `双企测试${viewport.name === 'desktop' ? '甲' : '乙'}有限公司`, realName: '郑洁' });
      const mainToken = await apiLogin(request, ACCOUNTS.main);
      const invitation = await apiGet<{ inviteUrl: string }>(request, '/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode', mainToken);
      const inviteToken = new URL(invitation.data.inviteUrl).searchParams.get('token');
      await apiPost(request, '/api/ptd-open-platform/endpoint/user/applyJoinCompany', { token: inviteToken }, token);
      const pending = await apiGet<Array<{ id: number; userId: number }>>(request, '/api/ptd-user/resource/user/joinRequests', mainToken);
      for (const entry of pending.data) {
        await apiPost(request, '/api/ptd-user/resource/user/decideJoinRequest', { id: entry.id, approve: true }, mainToken);
      }

      await loginAs(mobile);
      await page.goto('/changeCompany');
      await expect(page.getByRole('list', { name: '我的企业' }).getByRole('button')).toHaveCount(2);
      await shoot(page, 'change-company', viewport.name);
    });

    test('main account screens', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.main);
      await page.goto('/home/console');
      await expect(page.getByTestId('certification-status')).toHaveText('已认证');
      await expect(page.locator('.wb__content').getByText('智能制造')).toBeVisible();
      await shoot(page, 'console', viewport.name);

      await page.goto('/company/members');
      await expect(page.locator('.wb__content').locator('.ant-table, .list-cards').getByText('138****0002').first()).toBeVisible();
      await shoot(page, 'members', viewport.name);

      await page.goto('/company/signInLog');
      await expect(page.locator('.wb__content').locator('.ant-table-row, .list-card').filter({ hasText: '登录成功' }).first()).toBeVisible();
      await shoot(page, 'sign-in-log', viewport.name);

      await page.goto('/userCenter/userInfo');
      await expect(page.locator('.wb__content').getByText('统一社会信用代码')).toBeVisible();
      await shoot(page, 'company-info', viewport.name);

      // The sidebar folded on a desktop, opened as a drawer on a phone.
      if (viewport.name === 'desktop') {
        await page.getByRole('button', { name: '收起侧边栏' }).click();
        await shoot(page, 'sidebar-collapsed', viewport.name);
        await page.getByRole('button', { name: '展开侧边栏' }).click();
      } else {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await expect(page.locator('.wb__drawer')).toBeVisible();
        await shoot(page, 'sidebar-drawer', viewport.name);
        await page.keyboard.press('Escape');
        await expect(page.locator('.wb__drawer')).toBeHidden();
      }

      // The enterprise info page is the certification remote's.
      await page.route('**/remotes/certification/remoteEntry.js', (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
      await shoot(page, 'remote-error', viewport.name);
    });

    test('sub-account without the members page', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.sub);
      await page.goto('/company/members');
      await expect(page.getByText('您没有访问权限，请联系管理员授权！')).toBeVisible();
      await shoot(page, 'forbidden', viewport.name);
    });

    test('operator screens', async ({ page, request, loginAs }) => {
      await loginAs(ACCOUNTS.operator);
      await page.goto('/operation/companies');
      // Newest first: the journeys register companies of their own before this.
      await expect(page.locator('.wb__content').getByText(/共 \d+ 家企业/)).toBeVisible();
      await expect(page.locator('.wb__content').locator('.ant-table-row, .list-card').first()).toBeVisible();
      await shoot(page, 'companies', viewport.name);

      // 审计日志: a failed sign-in among the rows, the chain checked, a row's 详情 and the time range's picker.
      await apiPost(request, '/api/ptd-user/login', { username: ACCOUNTS.main, password: 'Wrong@2026x' });
      await page.goto('/operation/auditLog');
      const audit = page.locator('.wb__content');
      await expect(audit.locator('.ant-table-row, .list-card').filter({ hasText: '登录失败' }).first()).toBeVisible();
      await audit.getByRole('button', { name: '校验日志链' }).click();
      await expect(audit.getByRole('alert')).toContainText('日志链完整');
      await shoot(page, 'audit-log', viewport.name);
      await audit.getByRole('button', { name: /^查看记录 \d+ 的详情$/ }).first().click();
      await expect(page.getByRole('dialog', { name: '审计记录详情' }).getByText('本条哈希')).toBeVisible();
      await shoot(page, 'audit-log-detail', viewport.name);
      await page.keyboard.press('Escape');
      await audit.getByPlaceholder('开始时间').click();
      await expect(page.locator('.ant-picker-dropdown')).toBeVisible();
      await shoot(page, 'audit-log-range', viewport.name);
    });

    test('operator cockpit: 运营看板 and 模块与健康', async ({ page, request, loginAs }) => {
      const operatorToken = await loginAs(ACCOUNTS.operator);
      const content = page.locator('.wb__content');
      // An order paid and a part of it refunded, so both charts have something to draw.
      const buyerToken = await apiLogin(request, ACCOUNTS.main);
      const orderId = await newOrder(request, buyerToken);
      await payInSandbox(request, buyerToken, orderId);
      const refund = await apiPost(request, '/api/ptd-industry/order/refund', { orderId, amount: '100.00', reason: '截图：部分退款' }, operatorToken);
      expect(refund.code, refund.msg).toBe(200);

      // 运营看板: the figures by group, then the 30 days' charts (drawn when the chart library came), counted after the order.
      await page.goto('/operation/dashboard');
      await expect(content.locator('[data-figure="orders.new"] [data-value]')).toBeVisible();
      await content.getByRole('button', { name: '刷新' }).click();
      await expect(content.locator('[data-figure="payments.paid"] [data-value]')).not.toHaveAttribute('data-value', '0');
      await expect(content.locator('.dashboard-chart canvas')).toHaveCount(2);
      await expect(content.locator('.ant-skeleton')).toHaveCount(0);
      await shoot(page, 'dashboard', viewport.name);
      await content.locator('.ant-segmented').getByText('近30天').click();
      await shoot(page, 'dashboard-month', viewport.name);

      // When the board cannot be read, and when no enabled area has a figure.
      await page.route('**/api/platform/dashboard*', (route) => route.fulfill({ json: { code: 500, msg: '系统繁忙，请稍后重试', data: null } }));
      await page.reload();
      await expect(content.getByRole('button', { name: '重试' })).toBeVisible();
      await shoot(page, 'dashboard-error', viewport.name);
      await page.unroute('**/api/platform/dashboard*');
      await page.route('**/api/platform/dashboard*', (route) =>
        route.fulfill({ json: { code: 200, msg: '', data: { generatedAt: Date.now(), days: [], figures: [] } } }),
      );
      await page.reload();
      await expect(content.getByText('暂无可显示的指标')).toBeVisible();
      await shoot(page, 'dashboard-empty', viewport.name);
      await page.unroute('**/api/platform/dashboard*');

      // 模块与健康: the checks, then the orders module opened.
      await page.goto('/operation/modules');
      await expect(content.locator('[data-check="database"] .ant-tag')).toHaveText('正常');
      const orders = content.locator('.ant-collapse-item').filter({ hasText: '订单与支付' });
      await orders.locator('.ant-collapse-header').click();
      await expect(orders.locator('.ant-table-row').filter({ hasText: 'orders.expire-unpaid' })).toBeVisible();
      // Opening the panel scrolled the page: the whole page is pictured from its top, the header where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'modules', viewport.name);

      // The checks while they run, and when they cannot be read.
      await page.route('**/api/platform/health', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ json: { code: 500, msg: '系统繁忙，请稍后重试', data: null } });
      });
      await page.reload();
      await expect(content.locator('.ant-skeleton').first()).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `modules-loading-${viewport.name}.png`), fullPage: true });
      await expect(content.getByRole('button', { name: '重试' })).toBeVisible();
      await shoot(page, 'modules-error', viewport.name);
    });

    test('uncertified company console', async ({ page, loginAs }) => {
      await loginAs(ACCOUNTS.uncertified);
      await page.goto('/home/console');
      await expect(page.getByRole('button', { name: '去认证' })).toBeVisible();
      await shoot(page, 'console-uncertified', viewport.name);
    });
  });
}
