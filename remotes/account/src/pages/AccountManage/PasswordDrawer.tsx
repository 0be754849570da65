/** 设置账户密码 / 修改账户密码, in a drawer: a code to the user's own mobile, then the 6-digit password twice. */
import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { codeApi, fieldDependencies, fieldMax, FORMS, formRules, maskMobile, notify } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { accountApi, type AccountPasswordForm } from '../../api';
import { accountKeys } from '../../api/queries';

const FORM = FORMS.accountPassword;
const RULES = formRules(FORM);

export interface PasswordDrawerProps {
  /** The user's own mobile, where the code goes. */
  mobile: string;
  /** Whether a password is set already: the title says 修改 rather than 设置. */
  hasPassword: boolean;
  open: boolean;
  onClose(): void;
}

/** Keeps digits only in a password box. */
const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

export function PasswordDrawer({ mobile, hasPassword, open, onClose }: PasswordDrawerProps) {
  const [form] = Form.useForm<AccountPasswordForm>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const title = hasPassword ? '修改账户密码' : '设置账户密码';

  const save = async (values: AccountPasswordForm) => {
    setSaving(true);
    try {
      const reply = await accountApi.setPassword(values);
      notify.success(typeof reply === 'string' && reply ? reply : '设置成功');
      void queryClient.invalidateQueries({ queryKey: accountKeys.info });
      onClose();
    } catch {
      // The API client has shown the server's reason (wrong code...).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={title}
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
      <Alert
        type="info"
        showIcon
        title={`验证码将发送至 ${maskMobile(mobile)}`}
        description="账户密码为6位数字，使用积分支付订单时需输入"
        style={{ marginBottom: 16 }}
      />
      <Form<AccountPasswordForm> form={form} name="account-password" layout="vertical" onFinish={(values) => void save(values)} autoComplete="off">
        <CodeField
          name="smsCode"
          label="验证码"
          rules={RULES.smsCode}
          maxLength={fieldMax(FORM, 'smsCode')}
          button={<SmsCodeButton labels="password" send={(validate) => codeApi.sendAuthCode({ mobile, validate })} />}
        />
        <Form.Item name="password" label="账户密码" rules={RULES.password} getValueFromEvent={digitsOnly}>
          <Input.Password placeholder="请输入6位数字密码" maxLength={6} inputMode="numeric" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          rules={RULES.confirmPassword}
          dependencies={fieldDependencies(FORM, 'confirmPassword')}
          getValueFromEvent={digitsOnly}
        >
          <Input.Password placeholder="请再次输入6位数字密码" maxLength={6} inputMode="numeric" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
