/** The two ways to a new password, one form: the recipient (mobile or bound mail), its code, then the new password twice. */
import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  authApi,
  codeApi,
  fieldMax,
  FORMS,
  formRules,
  notify,
  type Body,
  type FormRules,
  type FormRulesFile,
} from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { NewPasswordFields } from './NewPasswordFields';

type Fields = 'code' | 'password' | 'rePassword';

interface Channel<Recipient extends string, Values> {
  /** The form's name (its id in the page). */
  name: string;
  file: FormRulesFile<Recipient | Fields>;
  recipient: { name: Recipient; icon: ReactNode; placeholder: string; maxLength?: number; inputMode: 'numeric' | 'email' };
  sendCode(recipient: string, validate: string): Promise<unknown>;
  reset(values: Values): Promise<unknown>;
}

const MOBILE: Channel<'mobile', Body<'post', '/ptd-industry/endpoint/user/resetPwdByMobile'>> = {
  name: 'reset-by-mobile',
  file: FORMS.resetPassword,
  recipient: { name: 'mobile', icon: <MobileOutlined />, placeholder: '请输入手机号', maxLength: 11, inputMode: 'numeric' },
  sendCode: (mobile, validate) => codeApi.sendAuthCode({ mobile, validate }),
  reset: authApi.resetPwdByMobile,
};

const EMAIL: Channel<'email', Body<'post', '/ptd-industry/endpoint/user/resetPwdByEmail'>> = {
  name: 'reset-by-email',
  file: FORMS.resetPasswordEmail,
  recipient: {
    name: 'email',
    icon: <MailOutlined />,
    placeholder: '请输入绑定的邮箱',
    maxLength: fieldMax(FORMS.sendMail, 'mail'),
    inputMode: 'email',
  },
  sendCode: (mail, validate) => codeApi.sendResetMail({ mail, validate }),
  reset: authApi.resetPwdByEmail,
};

function ResetForm<Recipient extends string, Values extends object>({
  channel,
  onReset,
}: {
  channel: Channel<Recipient, Values>;
  onReset: () => void;
}) {
  // Keyed by the channel's field names, which the generic form types cannot follow.
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const rules: FormRules<Recipient | Fields> = formRules(channel.file);
  const { recipient } = channel;

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await channel.reset(values);
      notify.success('密码重置成功');
      onReset();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name={channel.name} size="large" onFinish={submit} autoComplete="off">
      <Form.Item name={recipient.name as string} rules={rules[recipient.name]}>
        <Input
          prefix={recipient.icon}
          placeholder={recipient.placeholder}
          maxLength={recipient.maxLength}
          inputMode={recipient.inputMode}
          allowClear
        />
      </Form.Item>
      <CodeField
        name="code"
        rules={rules.code}
        maxLength={fieldMax(channel.file, 'code')}
        prefix={<SafetyOutlined />}
        button={
          <SmsCodeButton
            size="large"
            check={() => form.validateFields([recipient.name])}
            send={(validate) => channel.sendCode(form.getFieldValue(recipient.name), validate)}
          />
        }
      />
      <NewPasswordFields file={channel.file} rules={rules} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        重置密码
      </Button>
    </Form>
  );
}

/** 手机号找回: a code to the account's mobile, then the new password. */
export function MobileResetForm({ onReset }: { onReset: () => void }) {
  return <ResetForm channel={MOBILE} onReset={onReset} />;
}

/** 邮箱找回: a code to the account's bound mail address, then the new password. */
export function EmailResetForm({ onReset }: { onReset: () => void }) {
  return <ResetForm channel={EMAIL} onReset={onReset} />;
}
