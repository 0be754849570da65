/**
 * /register: a new company with its main account (spec sections 4 and 5).
 * The order of the checks is the spec's: the fields, the agreements, the
 * code, the captcha; then the account is created, logged in with the mobile
 * number and password, and the user lands on the console.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { BankOutlined, LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi, codeApi, fieldDependencies, fieldMax, FORMS, formRules, notify, useAuth } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { AuthLayout } from '../../layouts/auth/AuthLayout';
import { safeRedirect } from '../../routes/redirect';
import { AgreementCheck } from './AgreementCheck';

interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  rePassword: string;
  realName: string;
  companyName: string;
}

const FORM = FORMS.register;
const RULES = formRules(FORM);

const NEED_AGREEMENTS = '请先选择 "隐私协议" 和 "用户协议"';
const NEED_CODE = '请获取验证码';
const NEED_CAPTCHA = '请点击下方按钮完成验证';
const COMPANY_TAKEN = '企业名称已存在';

export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [agreed, setAgreed] = useState(false);
  const [codeRequested, setCodeRequested] = useState(false);
  const [captchaPassed, setCaptchaPassed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // A taken name is only a warning here; the server refuses it on submit.
  const checkCompanyName = async () => {
    const companyName = String(form.getFieldValue('companyName') ?? '').trim();
    if (!companyName) return;
    const flags = await authApi.checkExists({ companyName }).catch(() => undefined);
    if (flags?.companyExist) {
      notify.warning(COMPANY_TAKEN);
      form.setFields([{ name: 'companyName', warnings: [COMPANY_TAKEN] }]);
    }
  };

  const submit = async (values: RegisterValues) => {
    if (!agreed) return notify.warning(NEED_AGREEMENTS);
    if (!codeRequested) return notify.warning(NEED_CODE);
    if (!captchaPassed) return notify.warning(NEED_CAPTCHA);
    setSubmitting(true);
    try {
      await authApi.register(values);
      await login(values.mobile, values.password);
      navigate(safeRedirect(params.get('redirect')) ?? '/home/console', { replace: true });
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="企业注册" subtitle="注册后即创建企业并成为企业主账号" wide>
      <Form<RegisterValues> form={form} name="register" size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="mobile" rules={RULES.mobile}>
          <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} inputMode="numeric" allowClear />
        </Form.Item>
        <CodeField
          name="code"
          rules={RULES.code}
          maxLength={fieldMax(FORM, 'code')}
          prefix={<SafetyOutlined />}
          button={
            <SmsCodeButton
              size="large"
              check={() => form.validateFields(['mobile'])}
              send={(validate) => codeApi.sendAuthCode({ mobile: form.getFieldValue('mobile'), validate })}
              onCaptchaPassed={() => setCaptchaPassed(true)}
              onSent={() => setCodeRequested(true)}
            />
          }
        />
        <Form.Item name="password" rules={RULES.password}>
          <Input.Password prefix={<LockOutlined />} placeholder="请设置登录密码（6-30位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="rePassword" rules={RULES.rePassword} dependencies={fieldDependencies(FORM, 'rePassword')}>
          <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="realName" rules={RULES.realName}>
          <Input prefix={<UserOutlined />} placeholder="请输入联系人名称" maxLength={fieldMax(FORM, 'realName')} allowClear />
        </Form.Item>
        <Form.Item name="companyName" rules={RULES.companyName}>
          <Input
            prefix={<BankOutlined />}
            placeholder="请输入企业全称"
            maxLength={fieldMax(FORM, 'companyName')}
            allowClear
            onBlur={() => void checkCompanyName()}
          />
        </Form.Item>
        <Form.Item>
          <AgreementCheck checked={agreed} onChange={setAgreed} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form>
      <div className="auth__links" style={{ textAlign: 'center' }}>
        已有账号？<Link to={params.get('redirect') ? `/login?redirect=${encodeURIComponent(params.get('redirect')!)}` : '/login'}>立即登录</Link>
      </div>
    </AuthLayout>
  );
}
