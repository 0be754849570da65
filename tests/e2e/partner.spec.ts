/**
 * Partner suppliers, clicked through: a visitor's 成为合作伙伴 leads through
 * login to the application; a newly certified company applies, the operator
 * approves; the partner registers an app (the secret shown once), attaches a
 * launch rule, test-launches it into the sandbox app (which redeems the code),
 * submits it; the operator approves; a new rule on the published app waits
 * until the operator approves it beside the rule in force; the demo company opens it for free from
 * its product page (免费开通) and launches it from its console. On a phone the partner's pages do not scroll sideways.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseImage, decideReview, submitCertification } from './company-support';
import { ACCOUNTS, apiGet, apiLogin, confirmDialog, expect, expectNoSidewaysScroll, forgetLogin, loginThroughForm, registerCompany, test } from './support';

const PARTNER_COMPANY = '云启工业软件有限公司';
const PARTNER_MOBILE = '13900004501';
const APP_NAME = '云启设备点检';
const RULE = path.join(__dirname, '../../plugins/examples/certified-only/build/rule.wasm');

/** The workbench's content area. */
function content(page: Page) {
  return page.locator('.wb__content');
}

test('a company becomes a partner, publishes an app, and another company adds and opens it', async ({ page, context, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const token = await registerCompany(request, { mobile: PARTNER_MOBILE, companyName: PARTNER_COMPANY, realName: '顾航' });
  await decideReview(request, await submitCertification(request, token, PARTNER_COMPANY), true);

  // A visitor's 成为合作伙伴 goes through login and comes back to the application.
  await page.goto('/cooperativeEcology');
  await page.getByRole('link', { name: '成为合作伙伴' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginThroughForm(page, PARTNER_MOBILE);
  await expect(page).toHaveURL(/\/partnerCenter\/apply/);
  // A newly certified company is asked once about e-signature.
  await page.getByRole('button', { name: '暂不开通' }).click();

  const form = content(page);
  await form.getByLabel('软件服务商').check();
  await form.getByLabel('联系人').fill('顾航');
  await form.getByLabel('联系电话').fill('13900004501');
  await form.getByLabel('企业介绍').fill('专注设备管理的工业软件服务商');
  await chooseImage(page, form.getByTestId('partner-logo'), 'logo.png');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(form.getByText('待审核').first()).toBeVisible();

  // The operator approves in another browser.
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  await operatorContext.addInitScript((t) => window.localStorage.setItem('token', t), await apiLogin(request, ACCOUNTS.operator));
  await operator.goto('/operation/partnerApplications');
  const applicationRow = content(operator).locator('.ant-table-row').filter({ hasText: PARTNER_COMPANY });
  await applicationRow.getByRole('button', { name: '通过' }).click();
  await confirmDialog(operator.getByRole('dialog'), /确\s*定|确认/);
  await expect(operator.getByText('审核成功')).toBeVisible();

  // The partner's menus come with the approval.
  await page.reload();
  await expect(content(page).getByText('您的企业已是合作伙伴')).toBeVisible();
  await page.goto('/partnerCenter/apps');
  await content(page).getByRole('button', { name: '新增应用' }).click();
  const editor = page.getByRole('dialog').last();
  await editor.getByLabel('应用名称').fill(APP_NAME);
  await chooseImage(page, editor.getByTestId('partner-app-icon'), 'icon.png');
  await editor.getByLabel('应用标语').fill('点检更轻松');
  await editor.getByLabel('应用介绍').fill('设备点检、巡检与保养提醒');
  await editor.getByLabel('应用分类').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await editor.getByLabel('服务地址').fill(`${baseURL}/sandbox/app`);
  // A free app: companies add it from its product page.
  await editor.getByLabel('免费应用').click();
  await editor.getByLabel('使用时长（月）').fill('12');
  await editor.getByLabel('版本名称').first().fill('基础版');
  await editor.getByRole('button', { name: /保\s*存|提\s*交|确\s*定/ }).click();
  const keys = page.getByRole('dialog').filter({ hasText: '应用密钥仅显示一次' });
  await expect(keys).toBeVisible();
  await keys.getByRole('button', { name: /知道了|关\s*闭|我已保存/ }).click();
  const appRow = content(page).locator('.ant-table-row').filter({ hasText: APP_NAME });
  await expect(appRow).toContainText('未提交');

  // A launch rule, checked and dry-run on upload.
  const chooser = page.waitForEvent('filechooser');
  await appRow.getByRole('button', { name: '启动规则' }).click();
  await (await chooser).setFiles(RULE);
  await expect(page.getByText(/启动规则已生效（版本 1）/)).toBeVisible();

  // 测试启动 opens the sandbox app, which redeems the one-time code as the app's server would.
  const opened = context.waitForEvent('page');
  await appRow.getByRole('button', { name: '测试启动' }).click();
  const sandbox = await opened;
  await expect(sandbox.getByRole('heading', { name: '已通过一次性授权码打开' })).toBeVisible();
  await expect(sandbox.getByText(PARTNER_COMPANY)).toBeVisible();
  await sandbox.close();

  await appRow.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(appRow).toContainText('审核中');

  // The operator approves the app: it goes on the market.
  await operator.goto('/operation/partnerApps');
  const reviewRow = content(operator).locator('.ant-table-row').filter({ hasText: APP_NAME });
  await reviewRow.getByRole('button', { name: '通过' }).click();
  await confirmDialog(operator.getByRole('dialog'), /确\s*定|确认/);
  await expect(operator.getByText('审核成功')).toBeVisible();
  await page.reload();
  const publishedRow = content(page).locator('.ant-table-row').filter({ hasText: APP_NAME });
  await expect(publishedRow).toContainText('已上架');

  // A new rule on the published app waits: the operator sees it beside the rule in force and approves it.
  const again = page.waitForEvent('filechooser');
  await publishedRow.getByRole('button', { name: '启动规则' }).click();
  await (await again).setFiles(RULE);
  await expect(page.getByText(/启动规则已提交审核（版本 2）/)).toBeVisible();
  await expect(publishedRow).toContainText('规则待审核');
  await operator.reload();
  const ruleRow = content(operator).locator('.ant-table-row').filter({ hasText: APP_NAME });
  await ruleRow.getByRole('button', { name: '审核规则' }).click();
  const changes = operator.getByRole('dialog').filter({ hasText: '启动规则审核' });
  await expect(changes.getByTestId('pending-rule')).toContainText('版本 2');
  await expect(changes).toContainText('版本 1');
  await changes.getByRole('button', { name: '通过' }).click();
  await confirmDialog(operator.getByRole('dialog').filter({ hasText: '确定通过' }), /确\s*定|确认/);
  await expect(operator.getByText('审核成功')).toBeVisible();
  await expect(changes).toBeHidden();
  await expect(ruleRow).not.toContainText('规则待审核');
  await operatorContext.close();

  // The demo company finds it on the market, opens it for free, and launches it from its console.
  const mine = await apiGet<{ rows: Array<{ name: string; productId: number }> }>(
    request,
    '/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10',
    await apiLogin(request, PARTNER_MOBILE),
  );
  const published = mine.data.rows.find((row) => row.name === APP_NAME)!;
  await forgetLogin(page);
  await context.addInitScript((t) => window.localStorage.setItem('token', t), await apiLogin(request, ACCOUNTS.main));
  await page.goto(`/product/productTemplate?id=${published.productId}&type=0`);
  await expect(page.getByTestId('product-name')).toHaveText(APP_NAME);
  // The page says who supplies it and what it is, with its icon on a band of its own.
  await expect(page.getByTestId('product-supplier')).toHaveText(`服务提供方：${PARTNER_COMPANY}`);
  await expect(page.locator('#intro')).toContainText('设备点检、巡检与保养提醒');
  await expect(page.locator('.pd-banner__icon')).toBeVisible();
  await page.getByRole('button', { name: '免费开通' }).click();
  await expect(page.getByText('开通成功，可在工作台打开')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/console/);
  const tile = content(page).getByText(APP_NAME, { exact: true }).first();
  await expect(tile).toBeVisible();
  const launched = context.waitForEvent('page');
  await tile.click();
  const app = await launched;
  await expect(app.getByRole('heading', { name: '已通过一次性授权码打开' })).toBeVisible();
  await expect(app.getByText('演示科技有限公司')).toBeVisible();
});

test('on a phone the partner application does not scroll sideways', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(ACCOUNTS.main);
  await page.goto('/partnerCenter/apply');
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
