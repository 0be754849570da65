/** 修改密码, in a drawer: a code to the user's own mobile, then the new password. */
import { Alert, Form, Input } from 'antd';
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
import { FormDrawer, SmsCodeField } from '@platform/sdk/ui';
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
  const { logout } = useAuth();

  const save = async (values: PasswordValues) => {
    await accountApi.updatePassword({ ...values, mobile: user.mobile, userId: user.userId });
    notify.success('修改密码成功');
    // The server has ended every session of the user, this one included.
    await logout(MESSAGES.passwordChanged);
  };

  return (
    <FormDrawer<PasswordValues>
      title="修改密码"
      name="change-password"
      open={open}
      okText="确定"
      block
      intro={<Alert type="info" showIcon title={`验证码将发送至 ${maskMobile(user.mobile)}`} style={{ marginBottom: 16 }} />}
      save={save}
      onClose={onClose}
    >
      <SmsCodeField rules={FORM} name="smsCode" to={user.mobile} labels="password" send={(mobile, validate) => codeApi.sendAuthCode({ mobile, validate })} />
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
    </FormDrawer>
  );
}
