/** Unit tests of the form rules built from the form definitions: required, length, pattern, passwords, confirmations, lists of values and the site settings. */
import { expect, test } from '@playwright/test';
import type { FormRule } from 'antd';
import { FORMS } from './index';
import { checkField, fieldDependencies, fieldMax, formRules, listRules } from './rules';

type Values = Record<string, unknown>;

/** Runs antd rules the way a Form does: the first failing rule's message, or undefined. */
async function firstError(rules: FormRule[], value: unknown, values: Values = {}): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => values[name] } as never;
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    if (rule.required && (value === undefined || value === null || (rule.whitespace && String(value).trim() === ''))) {
      return String(rule.message);
    }
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

test('required, length and pattern give the messages of the file', async () => {
  const rules = formRules(FORMS.register);
  expect(await firstError(rules.mobile, '')).toBe('请输入手机号');
  expect(await firstError(rules.mobile, '   ')).toBe('请输入手机号');
  expect(await firstError(rules.mobile, '12800000001')).toBe('请输入正确的手机号');
  expect(await firstError(rules.mobile, '13800000001')).toBeUndefined();
  expect(await firstError(rules.companyName, '一二三四五六七八九十一二三四五六七八九十一')).toBe('企业全称不能超过20个字');
  expect(await firstError(rules.companyName, '一二三四五六七八九十一二三四五六七八九十')).toBeUndefined();
  expect(await firstError(rules.realName, '  张伟  ')).toBeUndefined();
});

test('a chosen number passes a required rule; nothing chosen does not', async () => {
  const rules = formRules(FORMS.partnerApplication);
  expect(await firstError(rules.cooperationType, 2)).toBeUndefined();
  expect(await firstError(rules.cooperationType, undefined)).toBe('请选择合作类型');
  expect(await firstError(rules.cooperationType, 7)).toBe('请选择合作类型');
});

test('passwords: length first, then Chinese characters', async () => {
  const rules = formRules(FORMS.login);
  expect(await firstError(rules.password, 'abc')).toBe('最少6位字符');
  expect(await firstError(rules.password, '密码abcdef')).toBe('不能输入汉字');
  expect(await firstError(rules.password, 'Demo@2026')).toBeUndefined();
  // Characters, not UTF-16 units: an emoji is one character.
  expect(checkField({ max: 2, lengthMessage: 'x' }, '😀😀')).toBeUndefined();
});

test('a reset password needs digits, letters and symbols', async () => {
  const rules = formRules(FORMS.resetPassword);
  expect(await firstError(rules.password, 'abc123')).toBe('密码由数字+字母+特殊符号组成');
  expect(await firstError(rules.password, 'abc@@@')).toBe('密码由数字+字母+特殊符号组成');
  expect(await firstError(rules.password, 'Abc@12')).toBeUndefined();
  expect(await firstError(rules.password, 'A@1')).toBe('密码由数字+字母+特殊符号组成');
});

test('a confirmation must equal the field it copies', async () => {
  const rules = formRules(FORMS.register);
  expect(await firstError(rules.rePassword, '', { password: 'Abc@12' })).toBe('请再次输入密码');
  expect(await firstError(rules.rePassword, 'Abc@13', { password: 'Abc@12' })).toBe('两次密码输入不一致');
  expect(await firstError(rules.rePassword, 'Abc@12', { password: 'Abc@12' })).toBeUndefined();
  expect(fieldDependencies(FORMS.register, 'rePassword')).toEqual(['password']);
  expect(fieldDependencies(FORMS.register, 'password')).toEqual([]);
  const reset = formRules(FORMS.resetPassword);
  expect(await firstError(reset.rePassword, 'Abc@13', { password: 'Abc@12' })).toBe('密码不一致');
});

test('optional fields pass when empty and are checked when filled', async () => {
  const rules = formRules(FORMS.subAccount);
  expect(await firstError(rules.mobile, '')).toBeUndefined();
  expect(await firstError(rules.mobile, '123')).toBe('请输入正确的手机号');
  expect(await firstError(rules.userName, 'ab')).toBe('登录名长度为4-30个字符');
  expect(await firstError(rules.userName, 'zhang san')).toBe('登录名只能包含字母、数字和_@.');
  expect(await firstError(rules.userName, 'zhang_san')).toBeUndefined();
});

test('a length without its own message says 不能超过{max}个字', () => {
  expect(checkField({ max: 5 }, '一二三四五六')).toBe('不能超过5个字');
  expect(checkField({ noChinese: '不能输入汉字' }, 'abc㐀')).toBe('不能输入汉字');
  expect(checkField({ notMobile: '登录名不能是手机号或纯数字' }, '13912345678')).toBe('登录名不能是手机号或纯数字');
  expect(checkField({ notMobile: '登录名不能是手机号或纯数字' }, 'li.na')).toBeUndefined();
});

test('a screen may add a rule the file leaves to it', async () => {
  const plain = formRules(FORMS.wechatBind);
  expect(await firstError(plain.companyName, '')).toBeUndefined();
  const shown = formRules(FORMS.wechatBind, { companyName: { required: '请输入企业名称' } });
  expect(await firstError(shown.companyName, '')).toBe('请输入企业名称');
  expect(await firstError(shown.companyName, '星火智造有限公司')).toBeUndefined();
});

test('every rules file the screens use has rules for its fields', () => {
  for (const [name, file] of Object.entries(FORMS)) {
    expect(Object.keys(file.fields).length, name).toBeGreaterThan(0);
  }
  expect(fieldMax(FORMS.smsLogin, 'smsCode')).toBe(6);
  expect(fieldMax(FORMS.register, 'mobile')).toBeUndefined();
});

test('certification, address and invoice forms give the messages of spec section 5', async () => {
  const company = formRules(FORMS.companyCertification);
  expect(await firstError(company.licenseNumber, '')).toBe('请输入18位统一社会信用代码');
  expect(await firstError(company.licenseNumber, '9135010')).toBe('请输入18位统一社会信用代码');
  expect(await firstError(company.licenseNumber, '91350100M000100Y43')).toBeUndefined();
  expect(await firstError(company.artificialPerson, '')).toBe('请输入法定代表人姓名');
  expect(await firstError(company.idCard, '')).toBe('请输入法定身份证号码');
  const review = formRules(FORMS.companyReview);
  expect(await firstError(review.linkman, '')).toBe('联系人不能为空');
  expect(await firstError(review.linkman, '一二三四五六七八九十一')).toBe('联系人不能超过10个字');
  expect(await firstError(review.companyName, '一'.repeat(51))).toBe('企业名称不能超过50个字');
  const update = formRules(FORMS.companyUpdate);
  expect(await firstError(update.socialCode, '')).toBe('统一社会信用代码不能为空');
  expect(await firstError(update.socialCode, '9135-0100')).toBe('只能输入数字,字母');
  const person = formRules(FORMS.personCertification);
  expect(await firstError(person.idCard, '0123456789012')).toBe('请输入正确的身份证号码');
  expect(await firstError(person.idCard, '350102199001011234')).toBeUndefined();
  const address = formRules(FORMS.address);
  expect(await firstError(address.linkName, '')).toBe('请输入收货人');
  expect(await firstError(address.detailAddress, '')).toBe('请输入收货地址');
  expect(fieldMax(FORMS.address, 'mobile')).toBe(11);
  const invoice = formRules(FORMS.invoiceHeader);
  expect(await firstError(invoice.taxIdNumber, '')).toBe('请输入税号');
  expect(await firstError(invoice.taxIdNumber, 'ABC')).toBe('税号格式错误');
  expect(await firstError(invoice.bankAccount, '123')).toBe('长度在 10 到 40 个字符');
  expect(await firstError(invoice.mobile, '12345')).toBe('手机号格式错误');
  expect(await firstError(invoice.mobile, '0591-87654321')).toBeUndefined();
});

test('site settings give the messages the server answers, and take what it takes', async () => {
  const site = formRules(FORMS.contentSiteSetting);
  expect(await firstError(site.hotline, '')).toBe('请输入服务热线');
  expect(await firstError(site.hotline, '400-608-6618 转 1')).toBe('请输入正确的服务热线');
  expect(await firstError(site.hotline, '400#6086618')).toBe('请输入正确的服务热线');
  expect(await firstError(site.hotline, '(+)-')).toBe('请输入正确的服务热线');
  expect(await firstError(site.hotline, '4'.repeat(31))).toBe('服务热线不能超过30个字符');
  expect(await firstError(site.hotline, '+86 (0571) 8866-1234')).toBeUndefined();
  expect(await firstError(site.supportMail, 'service@')).toBe('请输入正确的邮箱');
  expect(await firstError(site.supportMail, 'service@ptd-industry.cn')).toBeUndefined();
  expect(await firstError(site.openPlatformUrl, 'javascript:alert(1)')).toBe('请输入正确的链接地址');
  expect(await firstError(site.developerDocsUrl, 'https://')).toBe('请输入正确的链接地址');
  expect(await firstError(site.developerDocsUrl, 'http://dev.ptd-industry.cn/guide?lang=zh#start')).toBeUndefined();
  expect(await firstError(site.icp, '')).toBeUndefined();
  const link = formRules(FORMS.contentSiteLink);
  expect(await firstError(link.name, '')).toBe('请输入链接名称');
  expect(await firstError(link.name, '名'.repeat(21))).toBe('链接名称不能超过20个字');
  expect(await firstError(link.url, 'javascript:alert(document.cookie)')).toBe('请输入正确的链接地址');
  expect(await firstError(link.url, 'https://www.miit.gov.cn')).toBeUndefined();
});

test('a list of values is checked as the server checks it: its count, then each value', async () => {
  const ipAllow = listRules(FORMS.openCredential, 'ipAllow');
  expect(await firstError(ipAllow, undefined)).toBeUndefined();
  expect(await firstError(ipAllow, [])).toBeUndefined();
  expect(await firstError(ipAllow, ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'])).toBeUndefined();
  expect(await firstError(ipAllow, ['203.0.113.7', 'example.com'])).toBe('请输入正确的IP地址或网段');
  expect(await firstError(ipAllow, Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`))).toBe('允许的调用地址最多20个');
  expect(() => listRules(FORMS.openCredential, 'missing')).toThrow();
  // Numbers typed into the settings are checked as the server reads them: empty is allowed.
  const settings = formRules(FORMS.openCredential);
  expect(await firstError(settings.monthlyCap, null)).toBeUndefined();
  expect(await firstError(settings.monthlyCap, 1000)).toBeUndefined();
  expect(await firstError(settings.monthlyCap, 1_000_000_000)).toBe('每月积分上限为0-999999999的整数，留空为不限');
  const api = formRules(FORMS.openApi);
  expect(await firstError(api.apiCode, 'Bad Code')).toBe('接口编码为2-40位小写字母、数字或短横线');
  expect(await firstError(api.price, 0)).toBeUndefined();
  expect(await firstError(api.rateLimit, 0)).toBe('每分钟调用上限为1-999999的整数');
});
