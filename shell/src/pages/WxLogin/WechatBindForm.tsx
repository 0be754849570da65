/**
 * The WeChat login's bind form (spec section 4): the SMS and WeChat login in
 * one. A number with an account logs in with the login code and binds the
 * WeChat account to it (simpleSmSLogin); a number without one registers a
 * company with it and binds (saveOk), so the company name and the consent
 * to the user agreement and the privacy policy are asked for, as /register does.
 */
import { useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { BankOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { api, authApi, codeApi, fieldMax, FORMS, formRules, notify, wechatApi, type Body, type LoginResult } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { AgreementCheck, NEED_AGREEMENTS } from '../Register/AgreementCheck';

interface BindValues {
  mobile: string;
  smsCode: string;
  companyName?: string;
}

const FORM = FORMS.wechatBind;
const RULES = formRules(FORM);
// A number without an account registers a company with it: the name is then needed.
const RULES_NEW_ACCOUNT = formRules(FORM, { companyName: { required: '请输入企业名称' } });
const MOBILE = new RegExp(FORM.fields.mobile.pattern);

export const BIND_HINTS = {
  existing: '该手机号已注册，验证后将登录该账号并绑定微信',
  created: '该手机号尚未注册，绑定时将同时创建企业',
} as const;

/** SMS login with the login code, binding the WeChat account of the ticket on success. */
function smsLoginAndBind(form: Body<'post', '/ptd-industry/endpoint/login/simpleSmSLogin'>) {
  return api.post('/ptd-industry/endpoint/login/simpleSmSLogin', { body: form });
}

export interface WechatBindFormProps {
  /** The ticket standing for the WeChat account. */
  openId: string;
  onBound(result: LoginResult): void;
}

type Account = 'existing' | 'new' | undefined;

/** Binds a WeChat account to a mobile number: logging in to its account, or creating one with a company. */
export function WechatBindForm({ openId, onBound }: WechatBindFormProps) {
  const [form] = Form.useForm<BindValues>();
  const [account, setAccount] = useState<Account>();
  const [submitting, setSubmitting] = useState(false);
  const [agreed, setAgreed] = useState(false);
  // The kind of code sent last, with its number: a login code logs in, an auth code registers.
  const codeSentFor = useRef<{ mobile: string; account: Account }>(undefined);

  /** Whether the number has an account; undefined when the number is not complete or the look-up failed. */
  const lookUp = async (mobile: string): Promise<Account> => {
    if (!MOBILE.test(mobile)) return undefined;
    const flags = await authApi.checkExists({ mobile }).catch(() => undefined);
    if (!flags) return undefined;
    return flags.userExist ? 'existing' : 'new';
  };

  const onMobileChange = async (mobile: string) => {
    const found = await lookUp(mobile);
    // The number may have changed while the server answered.
    if (String(form.getFieldValue('mobile') ?? '').trim() === mobile) setAccount(found);
  };

  const sendCode = async (validate: string) => {
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    const found = (await lookUp(mobile)) ?? 'new';
    setAccount(found);
    codeSentFor.current = { mobile, account: found };
    return found === 'existing' ? codeApi.sendLoginCode({ mobile, validate }) : codeApi.sendAuthCode({ mobile, validate });
  };

  const submit = async (values: BindValues) => {
    const sent = codeSentFor.current;
    const existing = (sent?.mobile === values.mobile ? sent.account : account) === 'existing';
    // Binding a number without an account makes one: it needs the consent first (PIPL).
    if (!existing && !agreed) return notify.warning(NEED_AGREEMENTS);
    setSubmitting(true);
    try {
      const result = existing
        ? await smsLoginAndBind({ mobile: values.mobile, code: values.smsCode, wxCode: openId })
        : await wechatApi.bind({ openId, mobile: values.mobile, smsCode: values.smsCode, companyName: values.companyName });
      onBound(result);
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  const hint = account === 'existing' ? BIND_HINTS.existing : undefined;
  return (
    <Form<BindValues> form={form} name="wechat-bind" size="large" onFinish={submit} autoComplete="off">
      <Form.Item name="mobile" rules={RULES.mobile} extra={hint}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          maxLength={11}
          inputMode="numeric"
          allowClear
          onChange={(event) => void onMobileChange(event.target.value.trim())}
        />
      </Form.Item>
      <CodeField
        name="smsCode"
        rules={RULES.smsCode}
        maxLength={fieldMax(FORM, 'smsCode')}
        prefix={<SafetyOutlined />}
        button={<SmsCodeButton size="large" check={() => form.validateFields(['mobile'])} send={sendCode} />}
      />
      {account === 'new' ? (
        <Form.Item name="companyName" rules={RULES_NEW_ACCOUNT.companyName} extra={BIND_HINTS.created}>
          <Input
            prefix={<BankOutlined />}
            placeholder="请输入企业名称"
            aria-label="企业名称"
            maxLength={fieldMax(FORM, 'companyName')}
            allowClear
          />
        </Form.Item>
      ) : null}
      {account === 'new' ? (
        <Form.Item>
          <AgreementCheck checked={agreed} onChange={setAgreed} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        绑定并登录
      </Button>
    </Form>
  );
}
