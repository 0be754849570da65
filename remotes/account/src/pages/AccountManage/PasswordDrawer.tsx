/** 设置账户密码 / 修改账户密码, in a drawer: a code to the user's own mobile, then the 6-digit password twice. */
import { Alert, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { codeApi, fieldDependencies, FORMS, formRules, maskMobile, type Schema } from '@platform/sdk';
import { FormDrawer, SmsCodeField } from '@platform/sdk/ui';
import { accountApi } from '../../api';
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
  const queryClient = useQueryClient();

  const save = async (values: Schema<'PasswordForm'>) => {
    // The server's text, else ours (a wrong code was shown by the API client).
    const reply = await accountApi.setPassword(values);
    return typeof reply === 'string' && reply ? reply : '设置成功';
  };

  return (
    <FormDrawer<Schema<'PasswordForm'>>
      title={hasPassword ? '修改账户密码' : '设置账户密码'}
      name="account-password"
      open={open}
      okText="确定"
      block
      intro={
        <Alert
          type="info"
          showIcon
          title={`验证码将发送至 ${maskMobile(mobile)}`}
          description="账户密码为6位数字，使用积分支付订单时需输入"
          style={{ marginBottom: 16 }}
        />
      }
      save={save}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: accountKeys.info })}
      onClose={onClose}
    >
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
    </FormDrawer>
  );
}
