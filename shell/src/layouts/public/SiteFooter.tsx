/** The public site's footer: brand, hotline and mail, link groups, the related links and agreements, copyright and ICP number, from the site settings. */
import { Link } from 'react-router-dom';
import { PhoneOutlined, MailOutlined } from '@ant-design/icons';
import { externalAddress, noticePath, SITE_CONTACT, useSiteSettings, type Schema } from '@platform/sdk';
import { Brand } from '../../components/Brand';
import { SITE } from '../../site';

/** A footer link: a page of this site (`to`) or another site's address (`href`, a new tab). */
interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

/** Where the ICP number links, as the registration rules ask. */
const ICP_REGISTRY = 'https://beian.miit.gov.cn';

function footerGroups(openPlatformUrl: string, developerDocsUrl: string): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: '关于平台',
      links: [
        { label: '关于我们', to: '/aboutUs' },
        { label: '联系我们', to: '/concatUs' },
        { label: '合作生态', to: '/cooperativeEcology' },
        { label: '平台公告', to: noticePath('systemNotice') },
        { label: '合同验签', to: '/contract-verify' },
      ],
    },
    {
      title: '开发者',
      links: [
        { label: '开放平台', href: externalAddress(openPlatformUrl) },
        { label: '开发者文档', href: externalAddress(developerDocsUrl) },
        { label: '帮助中心', to: '/helpWorld' },
        { label: '合作伙伴', to: '/partner' },
      ],
    },
  ];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  // An address the settings lack (or that is unsafe) leaves no dead link behind.
  if (!link.href) return null;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

/** 相关链接: the operators' related links (their own sites), then the agreements. */
function RelatedLinks({ links }: { links: Schema<'SiteLink'>[] }) {
  return (
    <nav className="footer__group" aria-label="相关链接">
      <h4>相关链接</h4>
      {links.map((link, index) => (
        <FooterAnchor key={`${index}|${link.url}`} link={{ label: link.name, href: externalAddress(link.url) }} />
      ))}
      <Link to="/userAgent">用户协议</Link>
      <Link to="/privacy">隐私政策</Link>
    </nav>
  );
}

export function SiteFooter() {
  const settings = useSiteSettings().data ?? SITE_CONTACT;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__contact">
          <Brand inverse />
          <p className="footer__hotline">
            <PhoneOutlined /> 服务热线 <strong>{settings.hotline}</strong>
          </p>
          <p>{settings.hotlineHours}</p>
          <p>
            <MailOutlined /> 服务邮箱 <a href={`mailto:${settings.supportMail}`}>{settings.supportMail}</a>
          </p>
        </div>
        {footerGroups(settings.openPlatformUrl, settings.developerDocsUrl).map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h4>{group.title}</h4>
            {group.links.map((link) => (
              <FooterAnchor key={link.label} link={link} />
            ))}
          </nav>
        ))}
        <RelatedLinks links={settings.relatedLinks} />
      </div>
      <div className="footer__legal">
        © {new Date().getFullYear()} {SITE.name} 版权所有
        {settings.icp ? (
          <>
            {' '}
            <a href={ICP_REGISTRY} target="_blank" rel="noopener noreferrer">
              {settings.icp}
            </a>
          </>
        ) : null}
      </div>
    </footer>
  );
}
