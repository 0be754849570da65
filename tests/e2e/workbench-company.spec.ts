/**
 * Company journeys: certification with an operator's review (approved, and
 * rejected then resubmitted), receiving addresses and invoice headers kept by
 * the main account and read by a sub-account, and the company logo.
 * New companies are registered for the certification journeys, so the demo
 * companies keep the state the other journeys expect; the file sorts after
 * them, so the companies it adds do not move the demo ones in their lists.
 */
import { chooseImage, decideReview, ID_CARD, personAt, SOCIAL_CODE, submitCertification } from './company-support';
import { confirmDialog, ACCOUNTS, expect, registerCompany, sidebar, test } from './support';

const ENTERPRISE_INFO = '/userCenter/userInfo';

test('a new company certifies, an operator approves, and its page shows 已实名认证', async ({ page, request, browser, baseURL, loginAs }) => {
  const companyName = '云杉智能装备有限公司';
  await registerCompany(request, { mobile: '13900002001', companyName, realName: '林峰' });
  await loginAs('13900002001');

  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await expect(content.getByRole('heading', { name: companyName })).toBeVisible();
  // The company certification opens in a drawer on the page (spec section 2).
  await content.getByRole('button', { name: '去认证' }).click();
  const certification = page.getByRole('dialog', { name: '企业认证' });
  await expect(certification).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);

  const form = certification.locator('#company-certification');
  // Nothing filled: every required field says what it needs.
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByText('请上传营业执照')).toBeVisible();
  await expect(form.getByText('请输入18位统一社会信用代码')).toBeVisible();

  await chooseImage(page, form.getByTestId('upload-营业执照'), 'licence.png');
  await expect(page.getByText('营业执照上传成功!')).toBeVisible();
  await expect(form.locator('img[alt="营业执照"]')).toBeVisible();
  await expect(form.getByLabel('企业名称')).toHaveValue(companyName);
  await form.getByLabel('统一社会信用代码').fill('91350100m000100y44');
  await chooseImage(page, form.getByTestId('upload-法人身份证照片'), 'id-card.png');
  await expect(page.getByText('身份证上传成功!')).toBeVisible();
  await form.getByLabel('法定代表人', { exact: true }).fill('林峰');
  await form.getByLabel('法定代表人身份证号码').fill(ID_CARD);
  await form.getByRole('button', { name: '提交认证' }).click();
  // The check digit is wrong: said as such before anything is sent, the rest stays filled.
  await expect(form.getByText('统一社会信用代码校验失败，请核对后重新输入')).toBeVisible();
  await expect(form.getByText('请输入18位统一社会信用代码')).toHaveCount(0);
  await form.getByLabel('统一社会信用代码').fill(SOCIAL_CODE.toLowerCase());
  await expect(form.getByLabel('统一社会信用代码')).toHaveValue(SOCIAL_CODE);
  await form.getByRole('button', { name: '提交认证' }).click();

  // Submitted: the drawer closes and the page says the company is under review.
  await expect(certification).toBeHidden();
  await expect(content.getByRole('button', { name: '审核中' })).toBeVisible();
  await content.getByRole('button', { name: '审核中' }).click();
  await expect(page).toHaveURL(/\/underCertification/);
  await expect(content.getByText('企业认证审核中')).toBeVisible();
  await expect(content.getByText(/预计1个工作日内完成审核/)).toBeVisible();
  await expect(content.getByText(companyName)).toBeVisible();

  // The operator finds it in 运营管理 > 认证审核, looks at the images and approves.
  const operator = await personAt(browser, baseURL, request, ACCOUNTS.operator);
  await operator.page.goto('/home/console');
  const nav = sidebar(operator.page);
  await nav.getByText('运营管理').click();
  await nav.getByRole('menuitem', { name: '认证审核' }).click();
  await expect(operator.page).toHaveURL(/\/operation\/certifications$/);
  const row = operator.page.locator('.wb__content .ant-table').getByRole('row').filter({ hasText: companyName });
  await row.getByRole('button', { name: '审核' }).click();
  const drawer = operator.page.locator('.ant-drawer').filter({ hasText: '认证详情' });
  await expect(drawer.getByText(SOCIAL_CODE)).toBeVisible();
  for (const name of ['营业执照', '法人身份证照片']) {
    const image = drawer.getByRole('img', { name });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), `${name} is shown`).toBe(160);
  }
  await drawer.getByRole('button', { name: '通过' }).click();
  await operator.page.locator('.ant-modal-confirm').getByRole('button', { name: '通过' }).click();
  await expect(operator.page.getByText('审核完成')).toBeVisible();
  await expect(row).toHaveCount(0);
  await operator.context.close();

  // Back at the applicant: asked once about e-signatures, with what the service is for; opening it
  // asks for personal certification first, in the person certification drawer.
  await page.goto(ENTERPRISE_INFO);
  const esign = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  await expect(esign).toBeVisible();
  await expect(esign).toContainText('电子签章服务为企业提供具有法律效力的电子印章');
  await confirmDialog(esign, /^开\s*通$/);
  const personFirst = page.locator('.ant-modal-confirm').filter({ hasText: '是否先进行个人认证?' });
  await confirmDialog(personFirst, '去认证');
  const personDrawer = page.getByRole('dialog', { name: '个人认证' });
  await expect(personDrawer.locator('#person-certification')).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await personDrawer.getByRole('button', { name: '暂不认证' }).click();
  await expect(personDrawer).toBeHidden();

  await page.goto(ENTERPRISE_INFO);
  await expect(content.getByTestId('certified-badge')).toHaveText('已实名认证');
  await expect(page.getByText('是否开通电子签章服务?')).toHaveCount(0);
});

test('a rejected company reads the reason and resubmits', async ({ page, request, browser, baseURL, loginAs }) => {
  const companyName = '澜海工业软件有限公司';
  await registerCompany(request, { mobile: '13900002002', companyName, realName: '许晴' });
  await loginAs('13900002002');

  // The short form: name, contact and main products.
  await page.goto('/certification?redirect=%2FuserCenter%2FuserInfo');
  await page.getByRole('tab', { name: '快速提交审核' }).click();
  const review = page.locator('#company-review');
  await review.getByLabel('联系人').fill('');
  await review.getByRole('button', { name: '提交审核' }).click();
  await expect(review.getByText('联系人不能为空')).toBeVisible();
  await review.getByLabel('联系人').fill('许晴');
  await review.getByLabel('主营产品').fill('工业设计与仿真软件');
  // The older form asks for the legal person in its own words.
  await review.getByRole('button', { name: '提交审核' }).click();
  await expect(review.getByText('请输入法人姓名')).toBeVisible();
  await review.getByLabel('法定代表人').fill('许晴');
  await review.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await expect(page.locator('.wb__content').getByRole('button', { name: '审核中' })).toBeVisible();

  // The operator rejects it with a reason.
  const operator = await personAt(browser, baseURL, request, ACCOUNTS.operator);
  await operator.page.goto('/operation/certifications');
  const row = operator.page.locator('.wb__content .ant-table').getByRole('row').filter({ hasText: companyName });
  await row.getByRole('button', { name: '审核' }).click();
  const drawer = operator.page.locator('.ant-drawer').filter({ hasText: '认证详情' });
  await expect(drawer.getByText('工业设计与仿真软件')).toBeVisible();
  await drawer.getByRole('button', { name: '驳回' }).click();
  await drawer.getByRole('button', { name: '确认驳回' }).click();
  await expect(drawer.getByText('请输入驳回原因')).toBeVisible();
  await drawer.getByLabel('驳回原因').fill('请补充营业执照照片');
  await drawer.getByRole('button', { name: '确认驳回' }).click();
  await expect(operator.page.getByText('审核完成')).toBeVisible();
  await operator.page.locator('.wb__content').getByText('已驳回', { exact: true }).click();
  await expect(operator.page.locator('.wb__content .ant-table').getByText(companyName)).toBeVisible();
  await operator.context.close();

  // The enterprise page and the message's page both show the reason.
  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await expect(content.getByText('驳回原因：请补充营业执照照片')).toBeVisible();
  await content.getByRole('button', { name: '已驳回' }).click();
  await expect(page).toHaveURL(/\/rejectCertification/);
  await expect(content.getByText('企业认证未通过')).toBeVisible();
  await expect(content.getByTestId('reject-reason')).toContainText('请补充营业执照照片');

  await content.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(/\/certification\?redirect=/);
  await expect(content.getByText('驳回原因：请补充营业执照照片')).toBeVisible();
  const form = page.locator('#company-certification');
  await chooseImage(page, form.getByTestId('upload-营业执照'), 'licence.png');
  await expect(page.getByText('营业执照上传成功!')).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill(SOCIAL_CODE);
  await chooseImage(page, form.getByTestId('upload-法人身份证照片'), 'id-card.png');
  await expect(page.getByText('身份证上传成功!')).toBeVisible();
  await form.getByLabel('法定代表人', { exact: true }).fill('许晴');
  await form.getByLabel('法定代表人身份证号码').fill(ID_CARD);
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/underCertification/);
  await expect(content.getByText('企业认证审核中')).toBeVisible();
});

test('the user centre and its older addresses lead to their pages', async ({ page, loginAs }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto('/userCenter');
  await expect(page).toHaveURL(/\/userCenter\/userInfo$/);
  await expect(page.getByRole('tab', { name: '开票信息' })).toBeVisible();
  await page.goto('/userBaseInfo');
  await expect(page).toHaveURL(/\/userCenter\/baseInfo$/);
  await page.goto('/userSecurity');
  await expect(page).toHaveURL(/\/userCenter\/security$/);
});

test('the main account keeps addresses and invoice headers; a sub-account reads them', async ({ page, loginAs, browser, baseURL, request }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await content.getByRole('tab', { name: '收货地址' }).click();
  const addresses = page.getByRole('tabpanel', { name: '收货地址' });
  await expect(addresses.getByText('张伟')).toBeVisible();

  // Add: a refused form names what is missing.
  await addresses.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入收货人')).toBeVisible();
  await expect(dialog.getByText('请输入收货地址')).toBeVisible();
  await dialog.getByLabel('收货人').fill('赵磊');
  await dialog.getByLabel('手机号').fill('13700001234');
  await dialog.getByLabel('收货地址').fill('福建省泉州市丰泽区东海街道通港西街128号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = addresses.getByRole('row').filter({ hasText: '赵磊' });
  await expect(row).toContainText('137****1234');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(edit.getByLabel('收货人')).toHaveValue('赵磊');
  await edit.getByLabel('收货地址').fill('福建省泉州市丰泽区东海街道通港西街200号');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('通港西街200号');

  // Delete asks first; cancelling keeps the row.
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定要删除么?' });
  await expect(confirm).toBeVisible();
  await confirmDialog(confirm, '取消');
  await expect(page.getByText('已取消删除')).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.locator('.ant-modal-confirm').filter({ hasText: '确定要删除么?' }));
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Invoice headers.
  await content.getByRole('tab', { name: '开票信息' }).click();
  const invoices = page.getByRole('tabpanel', { name: '开票信息' });
  await expect(invoices.getByText('招商银行福州分行')).toBeVisible();
  await invoices.getByRole('button', { name: '新增发票抬头' }).click();
  const invoice = page.getByRole('dialog', { name: '新增发票抬头' });
  await expect(invoice.getByLabel('发票抬头')).toHaveValue('演示科技有限公司');
  await invoice.getByLabel('发票抬头').fill('演示科技有限公司福州分公司');
  await invoice.getByLabel('税号').fill('ABC123');
  await invoice.getByLabel('银行账号').fill('6225');
  await invoice.getByRole('button', { name: '保存' }).click();
  await expect(invoice.getByText('税号格式错误')).toBeVisible();
  await expect(invoice.getByText('长度在 10 到 40 个字符')).toBeVisible();
  await invoice.getByLabel('税号').fill('91350100MA2Y0000XK');
  await invoice.getByLabel('开户银行').fill('兴业银行福州分行');
  await invoice.getByLabel('银行账号').fill('117010100100123456');
  await invoice.getByRole('button', { name: '保存' }).click();
  // The address's 新增成功 may still be up (a toast stays 3 s): the newest is this save's.
  await expect(page.getByText('新增成功').last()).toBeVisible();
  const header = invoices.getByRole('row').filter({ hasText: '演示科技有限公司福州分公司' });
  await expect(header).toContainText('兴业银行福州分行');

  await header.getByRole('button', { name: '编辑' }).click();
  const editInvoice = page.getByRole('dialog', { name: '编辑发票抬头' });
  await editInvoice.getByLabel('电话').fill('0591-88880000');
  await editInvoice.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await header.getByRole('switch').click();
  await expect(header.getByRole('switch')).not.toBeChecked();

  // The sub-account sees both lists and nothing to change them with.
  const sub = await personAt(browser, baseURL, request, ACCOUNTS.sub);
  await sub.page.goto(`${ENTERPRISE_INFO}?tab=invoice`);
  const subContent = sub.page.locator('.wb__content');
  const subInvoices = sub.page.getByRole('tabpanel', { name: '开票信息' });
  await expect(subInvoices.getByText('演示科技有限公司福州分公司')).toBeVisible();
  await expect(subInvoices.getByText('发票抬头由企业主账号维护')).toBeVisible();
  await expect(subInvoices.getByRole('button', { name: /新增|编辑|删除/ })).toHaveCount(0);
  await expect(subInvoices.getByRole('switch')).toHaveCount(0);
  await subContent.getByRole('tab', { name: '收货地址' }).click();
  const subAddresses = sub.page.getByRole('tabpanel', { name: '收货地址' });
  await expect(subAddresses.getByText('李娜')).toBeVisible();
  await expect(subAddresses.getByRole('button', { name: /新增|编辑|删除/ })).toHaveCount(0);
  await sub.context.close();

  await header.getByRole('button', { name: '删除' }).click();
  await confirmDialog(page.locator('.ant-modal-confirm').filter({ hasText: '确定要删除么?' }));
  // The address's 删除成功 above may still be showing: this one is the newest.
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(header).toHaveCount(0);
});

test('the main account uploads the logo; a sub-account is told to ask it', async ({ page, loginAs, browser, baseURL, request }) => {
  await loginAs(ACCOUNTS.main);
  await page.goto(ENTERPRISE_INFO);
  const content = page.locator('.wb__content');
  await chooseImage(page, content.getByText('点击更换'), 'logo.png');
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(content.locator('img[alt="企业logo"]')).toHaveAttribute('src', /^\/api\/files\//);

  const sub = await personAt(browser, baseURL, request, ACCOUNTS.sub);
  await sub.page.goto(ENTERPRISE_INFO);
  const subContent = sub.page.locator('.wb__content');
  await expect(subContent.locator('img[alt="企业logo"]')).toHaveAttribute('src', /^\/api\/files\//);
  const chooser = sub.page.waitForEvent('filechooser', { timeout: 1000 }).then(() => true, () => false);
  await subContent.getByRole('button', { name: '企业logo' }).click();
  await expect(sub.page.getByText('请联系企业主账号上传logo')).toBeVisible();
  expect(await chooser, 'no file chooser for a sub-account').toBe(false);
  await expect(subContent.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await sub.context.close();
});

test('editing a certified company asks first and sends it back to review', async ({ page, request, loginAs }) => {
  const companyName = '北辰传感技术有限公司';
  const token = await registerCompany(request, { mobile: '13900002003', companyName, realName: '韩雪' });
  await decideReview(request, await submitCertification(request, token, companyName), true);
  await loginAs('13900002003');
  await page.goto(ENTERPRISE_INFO);

  // Declining the e-signature service ends the question for good.
  const esign = page.locator('.ant-modal-confirm').filter({ hasText: '是否开通电子签章服务?' });
  await expect(esign).toBeVisible();
  await confirmDialog(esign, '暂不开通');
  const content = page.locator('.wb__content');
  await expect(content.getByTestId('certified-badge')).toBeVisible();

  await content.getByRole('button', { name: '编辑' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '修改企业信息将重新审核该企业, 是否继续?' });
  await expect(confirm).toBeVisible();
  await confirmDialog(confirm, '取消');
  await expect(page.locator('.ant-drawer')).toHaveCount(0);
  await content.getByRole('button', { name: '编辑' }).click();
  await expect(confirm).toBeVisible();
  await confirmDialog(confirm, '继续');

  const drawer = page.locator('.ant-drawer').filter({ hasText: '编辑企业信息' });
  const socialCode = drawer.getByLabel('统一社会信用代码');
  await expect(socialCode).toHaveValue(SOCIAL_CODE);
  // Typing while the drawer still slides in may be lost, as it would be for a person.
  await expect(async () => {
    await socialCode.fill('9135-0100');
    await expect(socialCode).toHaveValue('9135-0100', { timeout: 500 });
  }).toPass();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('只能输入数字,字母')).toBeVisible();
  // The licence the company holds is there already: an edit need not upload it again.
  await expect(drawer.getByText('如需更换营业执照，请重新上传')).toBeVisible();
  await expect(drawer.getByTestId('upload-营业执照').locator('img')).toBeVisible();
  await expect(drawer.getByText('请上传营业执照')).toHaveCount(0);
  await socialCode.fill(SOCIAL_CODE);
  await drawer.getByLabel('所属行业').fill('传感器与仪器仪表');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功，企业信息已重新提交审核')).toBeVisible();
  await expect(content.getByRole('button', { name: '审核中' })).toBeVisible();
  await expect(content.getByText('传感器与仪器仪表')).toBeVisible();

  await page.reload();
  await expect(content.getByRole('button', { name: '审核中' })).toBeVisible();
  await expect(page.getByText('是否开通电子签章服务?')).toHaveCount(0);
});
