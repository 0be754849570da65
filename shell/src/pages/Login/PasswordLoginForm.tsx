import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useAuth } from '@platform/sdk';

interface PasswordLoginValues {
  username: string;
  password: string;
}

const NO_CHINESE = /^[^\u4e00-\u9fa5]*$/;

/** Login with user name (or mobile) and password; validation as in spec section 5. */
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
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: '请输入用户名' },
          { max: 30, message: '用户名最多30个字符' },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="请输入用户名/手机号" maxLength={30} autoComplete="username" allowClear />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: '请输入密码' },
          { min: 6, message: '最少6位字符' },
          { max: 30, message: '最多30位字符' },
          { pattern: NO_CHINESE, message: '不能输入汉字' },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" maxLength={50} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
