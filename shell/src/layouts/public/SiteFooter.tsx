import { Link } from 'react-router-dom';
import { PhoneOutlined, MailOutlined } from '@ant-design/icons';
import { Brand } from '../../components/Brand';
import { SITE } from '../../site';

const FOOTER_GROUPS = [
  {
    title: '关于平台',
    links: [
      { label: '关于我们', to: '/aboutUs' },
      { label: '联系我们', to: '/concatUs' },
      { label: '合作生态', to: '/cooperativeEcology' },
    ],
  },
  {
    title: '开发者',
    links: [
      { label: '开放平台', to: '/cooperativeEcology' },
      { label: '开发者文档', to: '/helpWorld' },
      { label: '帮助中心', to: '/helpWorld' },
    ],
  },
  {
    title: '相关链接',
    links: [
      { label: '用户协议', to: '/userAgent' },
      { label: '隐私政策', to: '/privacy' },
      { label: '合作伙伴', to: '/partner' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__contact">
          <Brand inverse />
          <p className="footer__hotline">
            <PhoneOutlined /> 服务热线 <strong>{SITE.hotline}</strong>
          </p>
          <p>{SITE.hotlineHours}</p>
          <p>
            <MailOutlined /> 服务邮箱 <a href={`mailto:${SITE.supportMail}`}>{SITE.supportMail}</a>
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h4>{group.title}</h4>
            {group.links.map((link) => (
              <Link key={link.label} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className="footer__legal">© {new Date().getFullYear()} {SITE.name} 版权所有</div>
    </footer>
  );
}
