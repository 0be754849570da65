/** The login page's SMS form: mobile number and the code sent to it. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { authApi, codeApi, fieldMax, FORMS, formRules, useAuth } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';

interface SmsLoginValues {
  mobile: string;
  smsCode: string;
}

const RULES = formRules(FORMS.smsLogin);

/** Login with a code sent to a registered mobile number. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<SmsLoginValues>();
  const { acceptLogin } = useAuth();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: SmsLoginValues) => {
    setSubmitting(true);
    try {
      acceptLogin(await authApi.smsLogin(values));
      onLoggedIn();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<SmsLoginValues> form={form} name="sms-login" size="large" onFinish={submit}>
      <Form.Item name="mobile" rules={RULES.mobile}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} inputMode="numeric" allowClear />
      </Form.Item>
      <CodeField
        name="smsCode"
        rules={RULES.smsCode}
        maxLength={fieldMax(FORMS.smsLogin, 'smsCode')}
        prefix={<SafetyOutlined />}
        button={
          <SmsCodeButton
            size="large"
            check={() => form.validateFields(['mobile'])}
            send={(validate) => codeApi.sendLoginCode({ mobile: form.getFieldValue('mobile'), validate })}
          />
        }
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
