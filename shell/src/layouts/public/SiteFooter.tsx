/** The public site's footer: brand, hotline and mail, link groups, related platforms, agreements and copyright. */
import { Link } from 'react-router-dom';
import { PhoneOutlined, MailOutlined } from '@ant-design/icons';
import { noticePath, useServicePlatforms } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { SITE } from '../../site';

const FOOTER_GROUPS = [
  {
    title: '关于平台',
    links: [
      { label: '关于我们', to: '/aboutUs' },
      { label: '联系我们', to: '/concatUs' },
      { label: '合作生态', to: '/cooperativeEcology' },
      { label: '平台公告', to: noticePath('systemNotice') },
    ],
  },
  {
    title: '开发者',
    links: [
      { label: '开放平台', to: '/cooperativeEcology' },
      { label: '开发者文档', to: '/helpWorld' },
      { label: '帮助中心', to: '/helpWorld' },
      { label: '合作伙伴', to: '/partner' },
    ],
  },
];

/** 相关链接: the sibling service platforms (their own sites), then the agreements. */
function RelatedLinks() {
  const platforms = useServicePlatforms().data ?? [];
  return (
    <nav className="footer__group" aria-label="相关链接">
      <h4>相关链接</h4>
      {platforms
        .filter((platform) => platform.serverUrl)
        .map((platform) => (
          <a key={platform.id} href={platform.serverUrl!} target="_blank" rel="noopener noreferrer">
            {platform.servicePlatformName}
          </a>
        ))}
      <Link to="/userAgent">用户协议</Link>
      <Link to="/privacy">隐私政策</Link>
    </nav>
  );
}

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
        <RelatedLinks />
      </div>
      <div className="footer__legal">© {new Date().getFullYear()} {SITE.name} 版权所有</div>
    </footer>
  );
}
