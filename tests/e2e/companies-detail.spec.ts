/**
 * The operators' company detail: from 企业列表 an operator opens 演示科技有限公司
 * and reads its facts, its members (phones masked) and its certification
 * history, then closes the drawer; a company certified through the review
 * shows that submission in its history; on a phone the drawer takes the whole
 * width and nothing scrolls sideways. The demo company's state is only read.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { decideReview, submitCertification } from './company-support';
import { ACCOUNTS, apiGet, apiLogin, expect, expectNoSidewaysScroll, registerCompany, test } from './support';

const DEMO_COMPANY = '演示科技有限公司';

interface CompanyRow {
  id: number;
  companyName: string;
}

interface Submission {
  id: number;
  kind: string;
  status: number;
  createTime?: string | null;
}

interface Paged<T> {
  rows: T[];
  total: number;
}

/** The history the drawer should show for a company, read as an operator through the API. */
async function certificationHistory(request: APIRequestContext, companyName: string): Promise<Paged<Submission>> {
  const token = await apiLogin(request, ACCOUNTS.operator);
  const companies = await apiGet<Paged<CompanyRow>>(request, `/api/ptd-user/resource/company/page?companyName=${encodeURIComponent(companyName)}`, token);
  expect(companies.code, companies.msg).toBe(200);
  const company = companies.data.rows.find((row) => row.companyName === companyName);
  expect(company, `${companyName} in the company list`).toBeTruthy();
  const history = await apiGet<Paged<Submission>>(request, `/api/ptd-user/certification/review/page?companyId=${company!.id}&pageNum=1&pageSize=10`, token);
  expect(history.code, history.msg).toBe(200);
  return history.data;
}

/** Opens 企业列表, finds the company by name and opens its detail; returns the drawer. */
async function openCompanyDetail(page: Page, companyName: string): Promise<Locator> {
  await page.goto('/operation/companies');
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: '企业列表' })).toBeVisible();
  // Journeys register companies of their own: find this one by name rather than by page.
  const search = content.getByPlaceholder('按企业名称搜索');
  await search.fill(companyName);
  await search.press('Enter');
  // A table row, or on a phone the row's card.
  const row = content.locator('.ant-table-row, .list-card');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(companyName);
  await row.getByRole('button', { name: `查看详情 ${companyName}` }).click();
  const drawer = page.getByRole('dialog', { name: '企业详情' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(drawer: Locator) {
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.getByRole('button', { name: '关闭' })).first().click();
  await expect(drawer).toBeHidden();
}

test('an operator opens 演示科技有限公司 from 企业列表: facts, members and certification history', async ({ page, request, loginAs }) => {
  const history = await certificationHistory(request, DEMO_COMPANY);
  await loginAs(ACCOUNTS.operator);
  const drawer = await openCompanyDetail(page, DEMO_COMPANY);

  const facts = drawer.getByTestId('company-facts');
  await expect(facts.getByRole('heading', { name: '企业信息' })).toBeVisible();
  await expect(facts).toContainText(DEMO_COMPANY);
  await expect(facts).toContainText('YS20260001');
  await expect(facts).toContainText('91350100M000100Y43');
  await expect(facts).toContainText('138****0001');
  await expect(facts).not.toContainText('13800000001');
  await expect(facts).toContainText('智能制造');
  // Both the review state and the certified flag read 已认证.
  await expect(facts.getByText('已认证', { exact: true }).first()).toBeVisible();

  const members = drawer.getByTestId('company-members');
  await expect(members.getByRole('heading', { name: '企业成员' })).toBeVisible();
  const main = members.locator('.ant-table-row').filter({ hasText: '138****0001' });
  await expect(main).toContainText('主账号');
  await expect(main).toContainText('正常');
  await expect(members.locator('.ant-table-row').filter({ hasText: '138****0002' })).toContainText('子账号');
  await expect(members).not.toContainText('13800000001');

  const certifications = drawer.getByTestId('company-certifications');
  await expect(certifications.getByRole('heading', { name: '认证记录' })).toBeVisible();
  // The demo data certifies the company without a submission; journeys before this one may have added some.
  if (history.total === 0) {
    await expect(certifications.getByText('暂无认证记录')).toBeVisible();
  } else {
    await expect(certifications.locator('.ant-list-item')).toHaveCount(history.rows.length);
    await expect(certifications.locator('.ant-list-item').first()).toContainText(`提交时间：${history.rows[0].createTime}`);
  }

  await closeDrawer(drawer);
});

test('a company certified through the review shows the submission in its history', async ({ page, request, loginAs }) => {
  const companyName = '松岩工业软件有限公司';
  const mobile = '13900005001';
  const token = await registerCompany(request, { mobile, companyName, realName: '邵宁' });
  await decideReview(request, await submitCertification(request, token, companyName), true);
  const history = await certificationHistory(request, companyName);
  expect(history.total).toBe(1);

  await loginAs(ACCOUNTS.operator);
  const drawer = await openCompanyDetail(page, companyName);
  await expect(drawer.getByTestId('company-facts').getByText('已认证', { exact: true }).first()).toBeVisible();
  const main = drawer.getByTestId('company-members').locator('.ant-table-row').filter({ hasText: '139****5001' });
  await expect(main).toContainText('主账号');
  const submission = drawer.getByTestId('company-certifications').locator('.ant-list-item');
  await expect(submission).toHaveCount(1);
  await expect(submission).toContainText('企业认证');
  await expect(submission).toContainText('已通过');
  await expect(submission).toContainText(`提交时间：${history.rows[0].createTime}`);
  await expect(submission).not.toContainText('审核时间：—');
  await closeDrawer(drawer);
});

test('on a phone the company detail takes the whole width and nothing scrolls sideways', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(ACCOUNTS.operator);
  const drawer = await openCompanyDetail(page, DEMO_COMPANY);
  await expect(drawer.getByTestId('company-members').locator('.ant-table-row').filter({ hasText: '138****0001' })).toBeVisible();
  await expect(drawer.getByTestId('company-certifications').getByRole('heading', { name: '认证记录' })).toBeVisible();
  // Measured once the drawer has finished sliding in.
  await expect(async () => {
    const box = await drawer.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width, 'the drawer takes the whole width').toBeGreaterThan(390 * 0.9);
  }).toPass({ timeout: 5000 });
  await expectNoSidewaysScroll(page);
  await closeDrawer(drawer);
  await expectNoSidewaysScroll(page);
});
