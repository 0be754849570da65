/** The new password and its confirmation of the password recovery form. */
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { fieldDependencies, fieldMax, type FormRules, type FormRulesFile } from '@platform/sdk';

type PasswordFields = 'password' | 'rePassword';

export interface NewPasswordFieldsProps {
  file: FormRulesFile<PasswordFields>;
  rules: FormRules<PasswordFields>;
}

/** The new password and its confirmation, as both recovery tabs ask for them. */
export function NewPasswordFields({ file, rules }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name="password" rules={rules.password} extra="密码由数字+字母+特殊符号组成，6-100位">
        <Input.Password prefix={<LockOutlined />} placeholder="请输入新密码" maxLength={fieldMax(file, 'password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="rePassword" rules={rules.rePassword} dependencies={fieldDependencies(file, 'rePassword')}>
        <Input.Password prefix={<LockOutlined />} placeholder="请再次输入新密码" maxLength={fieldMax(file, 'password')} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
