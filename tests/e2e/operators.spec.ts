/**
 * Operators' journeys: an app's launch rule uploaded (refused without the
 * permission it needs, accepted with it), enabled, followed by the app's
 * launch and stopped again (应用启动规则); a purchase term relabelled in 数据字典
 * and shown so on the purchase page, then set back; a visitor's message read
 * in 留言与反馈 with its phone masked until 查看 reveals it to call back.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { productByName } from './site-support';
import { ACCOUNTS, confirmDialog, apiGet, apiLogin, apiPost, expect, test } from './support';

const RULE = path.resolve(__dirname, '../../plugins/examples/company-url/build/rule.wasm');
const APP_KEY = 'equipment-cloud-1';
const PRODUCT = '工业物联网接入网关';

/** Opens the main account's app through the API: answers the url the server sends the browser to. */
async function openApp(request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request, ACCOUNTS.main);
  const apps = await apiGet<Array<{ appKey?: string | null; productDomainId?: number | null }>>(request, '/api/ptd-industry/application/myApp', token);
  expect(apps.code, apps.msg).toBe(200);
  const app = apps.data.find((row) => row.appKey === APP_KEY);
  expect(app?.productDomainId, `${APP_KEY} among the main account's apps`).toBeTruthy();
  const response = await request.post('/api/ptd-industry/application/open', { data: { productDomainId: app!.productDomainId }, headers: { token } });
  const opened = (await response.json()) as { code: number; msg: string; data: { url: string } };
  expect(opened.code, opened.msg).toBe(200);
  return opened.data.url;
}

/** The purchase-term radios of a product's purchase page. */
async function purchaseTerms(page: Page, productId: number) {
  await page.goto(`/product/purchase?productId=${productId}`);
  const terms = page.getByRole('radiogroup', { name: '购买期限' });
  await expect(terms).toBeVisible();
  return terms;
}

test('an operator uploads a launch rule, enables it, the app opens by it, and the operator stops it', async ({ page, request, loginAs }) => {
  await loginAs(ACCOUNTS.operator);
  await page.goto('/operation/launchPlugins');
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: '应用启动规则' })).toBeVisible();
  const appRow = content.getByRole('row').filter({ hasText: APP_KEY });
  await expect(appRow).toContainText('内置规则');
  await appRow.getByRole('button', { name: '管理版本' }).click();
  const versions = content.getByTestId('plugin-versions-title');
  await expect(versions).toContainText('的规则版本');
  await expect(content.getByText('暂无上传的规则版本，该应用按内置规则启动')).toBeVisible();

  // The rule signs with hmac_sha256: without the 签名 permission the server refuses it.
  await content.getByRole('button', { name: '上传新版本' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '上传新版本' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请选择插件文件')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(RULE);
  await expect(dialog.getByText('rule.wasm')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('插件未获授权使用 platform.hmac_sha256')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('checkbox', { name: '签名' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('上传成功，版本 1（未启用）')).toBeVisible();
  await expect(dialog).toBeHidden();
  const v1 = content.getByRole('row').filter({ hasText: 'v1' });
  await expect(v1).toContainText('签名');
  await expect(v1).toContainText('未启用');
  await expect(v1.locator('code')).toHaveText(/^[0-9a-f]{12}$/);

  await v1.getByRole('button', { name: '启用' }).click();
  await expect(page.getByText('启用成功')).toBeVisible();
  await expect(v1).toContainText('已启用');
  await expect(appRow).toContainText('版本 1');

  // The main account's launch now follows the rule: the company's id, signed.
  const url = await openApp(request);
  expect(url).toContain('companyId=');
  expect(url).toContain('sign=');

  // Stopping asks first; the app opens by its built-in rule again.
  await v1.getByRole('button', { name: '停用' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要停用版本 1 吗？' });
  await confirmDialog(confirm);
  await expect(page.getByText('停用成功')).toBeVisible();
  await expect(v1).toContainText('未启用');
  await expect(appRow).toContainText('内置规则');
  expect(await openApp(request)).not.toContain('sign=');
});

test('an operator relabels 2年 as 两年 in 数据字典, the purchase page shows it, and sets it back', async ({ page, request, loginAs }) => {
  const product = await productByName(request, PRODUCT);
  const operator = await loginAs(ACCOUNTS.operator);
  try {
    await page.goto('/operation/dictionaries');
    const content = page.locator('.wb__content');
    await expect(content.getByRole('heading', { name: '数据字典' })).toBeVisible();
    const row = content.getByRole('row').filter({ hasText: '2年' });
    await expect(row).toContainText('启用');
    await row.getByRole('button', { name: '编辑2年' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑字典数据' });
    await expect(dialog.getByTestId('dict-value')).toHaveText('2');
    const label = dialog.getByLabel('字典标签');
    await expect(label).toHaveValue('2年');
    await label.fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入字典标签（不超过50个字）')).toBeVisible();
    await label.fill('两年');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const relabelled = content.getByRole('row').filter({ hasText: '两年' });
    await expect(relabelled).toContainText('启用');

    let terms = await purchaseTerms(page, product.id);
    await expect(terms.getByText('两年', { exact: true })).toBeVisible();
    await expect(terms.getByText('2年', { exact: true })).toHaveCount(0);

    await page.goto('/operation/dictionaries');
    await content.getByRole('row').filter({ hasText: '两年' }).getByRole('button', { name: '编辑两年' }).click();
    await dialog.getByLabel('字典标签').fill('2年');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(content.getByRole('row').filter({ hasText: '2年' })).toBeVisible();

    terms = await purchaseTerms(page, product.id);
    await expect(terms.getByText('2年', { exact: true })).toBeVisible();
  } finally {
    // Whatever happened above, the other journeys buy for 2年.
    const entries = await apiGet<Array<{ id: number; dictValue: string; dictSort: number }>>(
      request,
      '/api/ptd-component/global/resource/data/manage?dictType=productTerm',
      operator,
    );
    const two = entries.data?.find((entry) => entry.dictValue === '2');
    if (two) {
      await request.put('/api/ptd-component/global/resource/data/type', {
        data: { id: two.id, dictLabel: '2年', dictSort: two.dictSort, status: 1 },
        headers: { token: operator },
      });
    }
  }
});

test('an operator reads a visitor message with its phone masked and reveals it to call back', async ({ page, request, loginAs }) => {
  const content = `想了解设备联网方案${Date.now() % 100000}`;
  const sent = await apiPost(request, '/api/ptd-industry/leaveMessage/save', { type: 1, linkman: '林先生', telephone: '13912340021', email: 'lin@example.cn', content });
  expect(sent.code, sent.msg).toBe(200);

  await loginAs(ACCOUNTS.operator);
  await page.goto('/content/messages');
  const row = page.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText('139****0021');
  await expect(row).not.toContainText('13912340021');
  await row.getByRole('button', { name: '查看完整号码 139****0021' }).click();
  await expect(row.getByRole('link', { name: '13912340021' })).toHaveAttribute('href', 'tel:13912340021');
});
