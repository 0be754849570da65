/** /front: the public home page's opening screen (plain React and CSS: the first load carries no antd). */
import {
  AppstoreOutlined,
  ApartmentOutlined,
  ExperimentOutlined,
  ShopOutlined,
  SafetyCertificateOutlined,
  DesktopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '@platform/sdk';
import { SITE } from '../../site';
import { HeroIllustration } from './HeroIllustration';
import './front.css';

const CAPABILITIES = [
  {
    icon: <ShopOutlined />,
    title: '产品市场',
    text: '汇聚工业软件、智能硬件与平台服务，按需选购、在线开通。',
    to: '/product',
  },
  {
    icon: <ApartmentOutlined />,
    title: '解决方案',
    text: '覆盖研发设计、生产制造、运维服务的行业解决方案。',
    to: '/solution',
  },
  {
    icon: <ExperimentOutlined />,
    title: 'AI应用',
    text: '面向质检、排产、能耗等工业场景的智能应用。',
    to: '/ai/application',
  },
  {
    icon: <AppstoreOutlined />,
    title: '数字工厂',
    text: '走进标杆工厂，了解数字化改造的真实做法。',
    to: '/viewOfFactory',
  },
];

const REASONS = [
  {
    icon: <SafetyCertificateOutlined />,
    title: '企业认证，放心交易',
    text: '企业完成认证后即可在线购买、申报产品，交易全程可追溯。',
  },
  {
    icon: <DesktopOutlined />,
    title: '统一工作台',
    text: '已开通的服务、待办、消息与企业成员，登录后一处管理。',
  },
  {
    icon: <TeamOutlined />,
    title: '开放合作生态',
    text: '软件服务商、智能硬件商与方案商共建，共享渠道与资源。',
  },
];

export function FrontPage() {
  const { isLoggedIn } = useAuth();
  return (
    <div className="front">
      <section className="front-hero">
        <div className="front-hero__inner">
          <div className="front-hero__copy">
            <p className="front-hero__eyebrow">{SITE.name}</p>
            <h1 className="front-hero__title">
              连接设备、数据与服务
              <br />
              助力制造企业数字化转型
            </h1>
            <p className="front-hero__lead">
              为制造企业提供产品选购、行业解决方案、AI应用与企业工作台，让每一家企业都用得上、用得好工业互联网。
            </p>
            <div className="front-hero__actions">
              <Link to={isLoggedIn ? '/home' : '/login'} className="site-btn site-btn--large site-btn--primary">
                {isLoggedIn ? '进入工作台' : '立即登录'}
              </Link>
              <Link to="/product" className="site-btn site-btn--large site-btn--ghost">
                浏览产品市场
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="front-section">
        <h2 className="front-section__title">平台能力</h2>
        <p className="front-section__lead">从选型到上线，一个平台完成</p>
        <div className="front-grid front-grid--four">
          {CAPABILITIES.map((item) => (
            <Link key={item.title} to={item.to} className="front-card">
              <span className="front-card__icon">{item.icon}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Link>
          ))}
        </div>
      </section>

      <section className="front-section front-section--muted">
        <h2 className="front-section__title">为什么选择我们</h2>
        <div className="front-grid front-grid--three">
          {REASONS.map((item) => (
            <div key={item.title} className="front-reason">
              <span className="front-reason__icon">{item.icon}</span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
