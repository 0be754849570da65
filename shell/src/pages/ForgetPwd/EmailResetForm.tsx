import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { authApi, codeApi, fieldMax, FORMS, formRules, notify, type ResetByEmailForm } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { NewPasswordFields } from './NewPasswordFields';

const FORM = FORMS.resetPasswordEmail;
const RULES = formRules(FORM);

/** 邮箱找回: a code to the account's bound mail address, then the new password. */
export function EmailResetForm({ onReset }: { onReset: () => void }) {
  const [form] = Form.useForm<ResetByEmailForm>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetByEmailForm) => {
    setSubmitting(true);
    try {
      notify.success(await authApi.resetPwdByEmail(values));
      onReset();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetByEmailForm> form={form} name="reset-by-email" size="large" onFinish={submit} autoComplete="off">
      <Form.Item name="email" rules={RULES.email}>
        <Input prefix={<MailOutlined />} placeholder="请输入绑定的邮箱" maxLength={fieldMax(FORMS.sendMail, 'mail')} inputMode="email" allowClear />
      </Form.Item>
      <CodeField
        name="code"
        rules={RULES.code}
        maxLength={fieldMax(FORM, 'code')}
        prefix={<SafetyOutlined />}
        button={
          <SmsCodeButton
            size="large"
            check={() => form.validateFields(['email'])}
            send={(validate) => codeApi.sendResetMail({ mail: form.getFieldValue('email'), validate })}
          />
        }
      />
      <NewPasswordFields file={FORM} rules={RULES} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        重置密码
      </Button>
    </Form>
  );
}
