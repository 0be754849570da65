/** The WeChat login's bind form: mobile number and code, plus the company name when the number has no account yet. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { BankOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { authApi, codeApi, fieldMax, FORMS, formRules, wechatApi, type LoginResult } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';

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

export interface WechatBindFormProps {
  /** The ticket standing for the WeChat account. */
  openId: string;
  onBound(result: LoginResult): void;
}

/** Binds a WeChat account to a mobile number (a new company when the number has no account yet). */
export function WechatBindForm({ openId, onBound }: WechatBindFormProps) {
  const [form] = Form.useForm<BindValues>();
  const [newAccount, setNewAccount] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const lookUp = async (mobile: string) => {
    if (!MOBILE.test(mobile)) return setNewAccount(false);
    const flags = await authApi.checkExists({ mobile }).catch(() => undefined);
    setNewAccount(flags ? !flags.userExist : false);
  };

  const submit = async (values: BindValues) => {
    setSubmitting(true);
    try {
      const companyName = newAccount ? values.companyName : undefined;
      onBound(await wechatApi.bind({ openId, mobile: values.mobile, smsCode: values.smsCode, companyName }));
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<BindValues> form={form} name="wechat-bind" size="large" onFinish={submit} autoComplete="off">
      <Form.Item name="mobile" rules={RULES.mobile}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="numeric"
          allowClear
          onChange={(event) => void lookUp(event.target.value.trim())}
        />
      </Form.Item>
      <CodeField
        name="smsCode"
        rules={RULES.smsCode}
        maxLength={fieldMax(FORM, 'smsCode')}
        prefix={<SafetyOutlined />}
        button={
          <SmsCodeButton
            size="large"
            check={() => form.validateFields(['mobile'])}
            send={(validate) => codeApi.sendAuthCode({ mobile: form.getFieldValue('mobile'), validate })}
          />
        }
      />
      {newAccount ? (
        <Form.Item name="companyName" rules={RULES_NEW_ACCOUNT.companyName} extra="该手机号尚未注册，绑定时将同时创建企业">
          <Input prefix={<BankOutlined />} placeholder="请输入企业名称" maxLength={fieldMax(FORM, 'companyName')} allowClear />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        绑定并登录
      </Button>
    </Form>
  );
}
