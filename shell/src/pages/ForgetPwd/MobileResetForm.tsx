import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { authApi, codeApi, fieldMax, FORMS, formRules, notify, type ResetByMobileForm } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { NewPasswordFields } from './NewPasswordFields';

const FORM = FORMS.resetPassword;
const RULES = formRules(FORM);

/** 手机号找回: a code to the account's mobile, then the new password. */
export function MobileResetForm({ onReset }: { onReset: () => void }) {
  const [form] = Form.useForm<ResetByMobileForm>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetByMobileForm) => {
    setSubmitting(true);
    try {
      notify.success(await authApi.resetPwdByMobile(values));
      onReset();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetByMobileForm> form={form} name="reset-by-mobile" size="large" onFinish={submit} autoComplete="off">
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
