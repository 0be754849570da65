/** 修改密码, in a drawer: a code to the user's own mobile, then the new password. */
import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input } from 'antd';
import {
  codeApi,
  fieldDependencies,
  fieldMax,
  FORMS,
  formRules,
  maskMobile,
  MESSAGES,
  notify,
  useAuth,
  type UserDetails,
} from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { accountApi } from '../../api';

interface PasswordValues {
  smsCode: string;
  password: string;
  repeatPassword: string;
}

const FORM = FORMS.changePassword;
const RULES = formRules(FORM);

export interface ChangePasswordDrawerProps {
  user: UserDetails & { mobile: string };
  open: boolean;
  onClose(): void;
}

/** 修改密码: a code to the user's own mobile, then the new password; every session ends after. */
export function ChangePasswordDrawer({ user, open, onClose }: ChangePasswordDrawerProps) {
  const [form] = Form.useForm<PasswordValues>();
  const { logout } = useAuth();
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordValues) => {
    setSaving(true);
    try {
      notify.success(await accountApi.updatePassword({ ...values, mobile: user.mobile, userId: user.userId }));
      // The server has ended every session of the user, this one included.
      await logout(MESSAGES.passwordChanged);
    } catch {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title="修改密码"
      open={open}
      onClose={onClose}
      size={440}
      destroyOnHidden
      footer={
        <Button type="primary" block loading={saving} onClick={() => form.submit()}>
          确定
        </Button>
      }
    >
      <Alert type="info" showIcon title={`验证码将发送至 ${maskMobile(user.mobile)}`} style={{ marginBottom: 16 }} />
      <Form<PasswordValues> form={form} name="change-password" layout="vertical" onFinish={save} autoComplete="off">
        <CodeField
          name="smsCode"
          label="验证码"
          rules={RULES.smsCode}
          maxLength={fieldMax(FORM, 'smsCode')}
          button={
            <SmsCodeButton labels="password" send={(validate) => codeApi.sendAuthCode({ mobile: user.mobile, validate })} />
          }
        />
        <Form.Item name="password" label="新密码" rules={RULES.password}>
          <Input.Password placeholder="请输入新密码（6-20位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label="确认密码"
          rules={RULES.repeatPassword}
          dependencies={fieldDependencies(FORM, 'repeatPassword')}
        >
          <Input.Password placeholder="请再次输入新密码" maxLength={fieldMax(FORM, 'repeatPassword')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
