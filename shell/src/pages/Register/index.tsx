/**
 * /register: a new company with its main account (spec sections 4 and 5).
 * The order of the checks is the spec's: the fields, the agreements, the
 * code, the captcha; then the account is created, logged in with the mobile
 * number and password, and the user lands on the console. A mobile number or
 * company name already registered is that field's error as soon as it is
 * entered (on blur), and no code is sent to a registered number.
 */
import { useState } from 'react';
import { Button, Form, Input, type FormRule } from 'antd';
import { BankOutlined, LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi, checkField, codeApi, fieldDependencies, fieldMax, FORMS, formRules, notify, useAuth } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { AuthLayout } from '../../layouts/auth/AuthLayout';
import { safeRedirect } from '../../routes/redirect';
import { AgreementCheck, NEED_AGREEMENTS } from './AgreementCheck';
import { createExistenceChecks, takenMessage, type ExistenceChecks } from './existence';

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

const NEED_CODE = '请获取验证码';
const NEED_CAPTCHA = '请点击下方按钮完成验证';

type CheckedField = 'mobile' | 'companyName';

/** The field's rule from forms/register.json, then the server's answer whether the value is taken. */
function takenRule(checks: ExistenceChecks, field: CheckedField): FormRule {
  return {
    validator: (_, value) => {
      const message = takenMessage(checks, field, value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [agreed, setAgreed] = useState(false);
  const [codeRequested, setCodeRequested] = useState(false);
  const [captchaPassed, setCaptchaPassed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [checks] = useState(() => createExistenceChecks((params) => authApi.checkExists(params)));

  /**
   * Asks the server whether a well-formed value is taken; when it is, the
   * field shows why at once. Resolves true when taken; a failed look-up
   * counts as free (the server still refuses on register).
   */
  const checkTaken = async (field: CheckedField): Promise<boolean> => {
    const value = String(form.getFieldValue(field) ?? '').trim();
    if (!value || checkField(FORM.fields[field], value) !== undefined) return false;
    const ask = field === 'mobile' ? checks.checkMobile : checks.checkCompany;
    const taken = await ask(value).catch(() => false);
    // The value may have changed while the server answered: the rule reads the current one.
    if (taken) await form.validateFields([field]).catch(() => undefined);
    return taken;
  };

  // The code button: a well-formed number that is not registered yet, or no code.
  const checkMobileForCode = async () => {
    await form.validateFields(['mobile']);
    if (await checkTaken('mobile')) throw new Error('taken');
  };

  const submit = async (values: RegisterValues) => {
    const taken = await Promise.all([checkTaken('mobile'), checkTaken('companyName')]);
    if (taken.some(Boolean)) return;
    if (!agreed) return notify.warning(NEED_AGREEMENTS);
    if (!codeRequested) return notify.warning(NEED_CODE);
    if (!captchaPassed) return notify.warning(NEED_CAPTCHA);
    setSubmitting(true);
    try {
      await authApi.register(values);
      await login(values.mobile, values.password);
      // A new company is greeted on its console and led to certification (unless it came to do something else).
      navigate(redirect ?? '/home/console?welcome=1', { replace: true });
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="企业注册" subtitle="注册后即创建企业并成为企业主账号" wide>
      <Form<RegisterValues> form={form} name="register" size="large" onFinish={submit} autoComplete="off">
        <Form.Item name="mobile" rules={[...RULES.mobile, takenRule(checks, 'mobile')]}>
          <Input
            prefix={<MobileOutlined />}
            placeholder="请输入手机号"
            maxLength={11}
            inputMode="numeric"
            allowClear
            onBlur={() => void checkTaken('mobile')}
          />
        </Form.Item>
        <CodeField
          name="code"
          rules={RULES.code}
          maxLength={fieldMax(FORM, 'code')}
          prefix={<SafetyOutlined />}
          button={
            <SmsCodeButton
              size="large"
              check={checkMobileForCode}
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
        <Form.Item name="companyName" rules={[...RULES.companyName, takenRule(checks, 'companyName')]}>
          <Input
            prefix={<BankOutlined />}
            placeholder="请输入企业全称"
            maxLength={fieldMax(FORM, 'companyName')}
            allowClear
            onBlur={() => void checkTaken('companyName')}
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
        已有账号？<Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>立即登录</Link>
      </div>
    </AuthLayout>
  );
}
