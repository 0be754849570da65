/** /forgetPwd: a new password by a code to the mobile number or to the bound mail address. */
import { Tabs } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../layouts/auth/AuthLayout';
import { EmailResetForm, MobileResetForm } from './ResetForm';

export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const backToLogin = () => navigate('/login', { replace: true });
  return (
    <AuthLayout title="找回密码">
      <Tabs
        items={[
          { key: 'mobile', label: '手机号找回', children: <MobileResetForm onReset={backToLogin} /> },
          { key: 'email', label: '邮箱找回', children: <EmailResetForm onReset={backToLogin} /> },
        ]}
      />
      <div className="auth__links" style={{ textAlign: 'center' }}>
        想起密码了？<Link to="/login">返回登录</Link>
      </div>
    </AuthLayout>
  );
}
