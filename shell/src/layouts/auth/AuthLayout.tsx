/** The frame of login, register, forgot password and WeChat login: the platform on the left, the form on the right. */
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { SITE } from '../../site';
import './auth.css';

const HIGHLIGHTS = [
  { title: '一站式产品市场', text: '工业软件、智能硬件与AI应用集中选购' },
  { title: '企业认证与采购', text: '完成企业认证后即可在线购买与申报产品' },
  { title: '统一工作台', text: '服务、待办、消息与成员在一处管理' },
];

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A wider card for the longer forms (register). */
  wide?: boolean;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, wide, children }: AuthLayoutProps) {
  return (
    <div className="auth">
      <header className="auth__top">
        <Brand />
        <Link to="/front">返回首页</Link>
      </header>
      <main className="auth__main">
        <section className="auth__intro" aria-label="平台介绍">
          <Typography.Title level={2} className="auth__headline">
            连接设备、数据与服务
            <br />
            助力制造企业数字化转型
          </Typography.Title>
          <ul className="auth__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={`auth__card${wide ? ' auth__card--wide' : ''}`} aria-label={typeof title === 'string' ? title : undefined}>
          <Typography.Title level={3} className="auth__title">
            {title}
          </Typography.Title>
          {subtitle ? <span className="auth__subtitle">{subtitle}</span> : null}
          {children}
        </section>
      </main>
      <footer className="auth__footer">© {new Date().getFullYear()} {SITE.name}</footer>
    </div>
  );
}
