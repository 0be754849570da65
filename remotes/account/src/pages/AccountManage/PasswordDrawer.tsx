/**
 * 设置账户密码 / 修改账户密码: a code to the user's own mobile, then the
 * 6-digit password twice. The form is the drawer's content, framed here for
 * the account page and by the shell for other areas (AccountDrawer).
 */
import { Alert, Button, Drawer, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { codeApi, fieldDependencies, FORMS, formRules, maskMobile, type Schema } from '@platform/sdk';
import { SmsCodeField, useFormSave } from '@platform/sdk/ui';
import { accountApi } from '../../api';
import { accountKeys } from '../../api/queries';

const FORM = FORMS.accountPassword;
const RULES = formRules(FORM);
const WIDTH = 440;

/** Keeps digits only in a password box. */
const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

export interface PasswordFormProps {
  /** The user's own mobile, where the code goes. */
  mobile: string;
  onClose(): void;
  /** After the password was set, before the drawer closes. */
  onDone?(): void;
}

export function PasswordForm({ mobile, onClose, onDone }: PasswordFormProps) {
  const queryClient = useQueryClient();
  const { busy, submit } = useFormSave<Schema<'PasswordForm'>>({
    // The server's text, else ours (a wrong code was shown by the API client).
    save: async (values) => {
      const reply = await accountApi.setPassword(values);
      return typeof reply === 'string' && reply ? reply : '设置成功';
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.info });
      onDone?.();
    },
    onClose,
  });

  return (
    <>
      <Alert
        type="info"
        showIcon
        title={`验证码将发送至 ${maskMobile(mobile)}`}
        description="账户密码为6位数字，使用积分支付订单时需输入"
        style={{ marginBottom: 16 }}
      />
      <Form<Schema<'PasswordForm'>> name="account-password" layout="vertical" onFinish={(values) => void submit(values)} autoComplete="off" scrollToFirstError>
        <SmsCodeField rules={FORM} name="smsCode" to={mobile} labels="password" send={(to, validate) => codeApi.sendAuthCode({ mobile: to, validate })} />
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
        <Button type="primary" htmlType="submit" block loading={busy}>
          确定
        </Button>
      </Form>
    </>
  );
}

export interface PasswordDrawerProps {
  mobile: string;
  /** Whether a password is set already: the title says 修改 rather than 设置. */
  hasPassword: boolean;
  open: boolean;
  onClose(): void;
}

export function PasswordDrawer({ mobile, hasPassword, open, onClose }: PasswordDrawerProps) {
  return (
    // Closed, the form goes with it: the next opening starts empty.
    <Drawer title={hasPassword ? '修改账户密码' : '设置账户密码'} open={open} onClose={onClose} size={Math.min(WIDTH, window.innerWidth)} destroyOnHidden>
      <PasswordForm mobile={mobile} onClose={onClose} />
    </Drawer>
  );
}
