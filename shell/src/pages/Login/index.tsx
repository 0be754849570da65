/** /login: password and text-message login; back to `lr` or `redirect` afterwards. */
import { Flex, Tabs, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { safeRedirect } from '../../routes/redirect';
import { SITE } from '../../site';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import './login.css';

const HIGHLIGHTS = [
  { title: '一站式产品市场', text: '工业软件、智能硬件与AI应用集中选购' },
  { title: '企业认证与采购', text: '完成企业认证后即可在线购买与申报产品' },
  { title: '统一工作台', text: '服务、待办、消息与成员在一处管理' },
];

export function LoginPage() {
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('lr')) ?? safeRedirect(params.get('redirect')) ?? '/home';

  if (isLoggedIn) return <Navigate to={target} replace />;

  return (
    <div className="login">
      <header className="login__top">
        <Brand />
        <Link to="/front">返回首页</Link>
      </header>
      <main className="login__main">
        <section className="login__intro" aria-label="平台介绍">
          <Typography.Title level={2} className="login__headline">
            连接设备、数据与服务
            <br />
            助力制造企业数字化转型
          </Typography.Title>
          <ul className="login__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="login__card" aria-label="登录">
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            欢迎登录
          </Typography.Title>
          <Tabs
            items={[
              {
                key: 'password',
                label: '密码登录',
                children: <PasswordLoginForm onLoggedIn={() => navigate(target, { replace: true })} />,
              },
              { key: 'sms', label: '短信登录', children: <SmsLoginForm /> },
            ]}
          />
          <Flex justify="space-between" align="center" wrap gap={8} className="login__links">
            <Link to="/wxLogin">
              <WechatOutlined style={{ color: '#07c160' }} /> 微信登录
            </Link>
            <span>
              <Link to="/forgetPwd">忘记密码</Link>
              <span className="login__divider">|</span>
              <Link to="/register">立即注册</Link>
            </span>
          </Flex>
        </section>
      </main>
      <footer className="login__footer">© {new Date().getFullYear()} {SITE.name}</footer>
    </div>
  );
}
