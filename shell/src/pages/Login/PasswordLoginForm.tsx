/** The login page's password form: user name or mobile, and password. */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { FORMS, formRules, useAuth } from '@platform/sdk';

interface PasswordLoginValues {
  username: string;
  password: string;
}

const RULES = formRules(FORMS.login);

/** Login with user name (or mobile) and password. */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login } = useAuth();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ username, password }: PasswordLoginValues) => {
    setSubmitting(true);
    try {
      await login(username.trim(), password);
      onLoggedIn();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PasswordLoginValues> name="password-login" size="large" onFinish={submit} autoComplete="on">
      <Form.Item name="username" rules={RULES.username}>
        <Input prefix={<UserOutlined />} placeholder="请输入用户名/手机号" maxLength={30} autoComplete="username" allowClear />
      </Form.Item>
      <Form.Item name="password" rules={RULES.password}>
        {/* The input takes a little more than the rule, so a too-long password is told, not cut. */}
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" maxLength={50} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
