/** /login: password and text-message login, WeChat login; back to `lr` or `redirect` afterwards. */
import { Flex, Tabs } from 'antd';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { AuthLayout } from '../../layouts/auth/AuthLayout';
import { safeRedirect } from '../../routes/redirect';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { WechatLoginLink } from './WechatLoginLink';

export function LoginPage() {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const target = safeRedirect(params.get('lr')) ?? redirect ?? '/home';
  const onLoggedIn = () => navigate(target, { replace: true });
  // Only a target that would be followed is passed on.
  const registerLink = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';

  if (isLoggedIn) return <Navigate to={target} replace />;

  return (
    <AuthLayout title="欢迎登录">
      <Tabs
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLoginForm onLoggedIn={onLoggedIn} /> },
          { key: 'sms', label: '短信登录', children: <SmsLoginForm onLoggedIn={onLoggedIn} /> },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8} className="auth__links">
        <WechatLoginLink />
        <span>
          <Link to="/forgetPwd">忘记密码</Link>
          <span className="auth__divider">|</span>
          <Link to={registerLink}>立即注册</Link>
        </span>
      </Flex>
    </AuthLayout>
  );
}
