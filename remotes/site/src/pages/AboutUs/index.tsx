/** /aboutUs: who the platform is, its service system (three sibling platforms) and how to reach it (the site settings). */
import { Link } from 'react-router-dom';
import { SITE_CONTACT, useServicePlatforms, useSiteSettings } from '@platform/sdk';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import { ChannelPage } from '../../components/ChannelPage';
import './about.css';

/** The service system names three sibling platforms. */
const SIBLINGS = 3;

const FACTS = [
  { value: '50万+', label: '接入工业设备' },
  { value: '3万+', label: '认证制造企业' },
  { value: '1200+', label: '上架工业应用' },
  { value: '30+', label: '覆盖重点行业' },
];

function ServiceSystem() {
  const platforms = useServicePlatforms();
  return (
    <Section title="服务体系" lead="平台与兄弟平台协同，为企业提供全方位服务" muted>
      <Block query={platforms} isEmpty={(rows) => rows.length === 0} empty="暂无服务平台">
        {(rows) => (
          <div className="pub-grid pub-grid--3">
            {rows.slice(0, SIBLINGS).map((platform) => {
              const body = (
                <>
                  <Picture src={platform.logoImage} alt="" className="about-platform__logo" />
                  <h3>{platform.servicePlatformName}</h3>
                  <p>{platform.description}</p>
                  <span className="pub-link">{platform.serverUrl ? '访问平台 ›' : '敬请期待'}</span>
                </>
              );
              return platform.serverUrl ? (
                <a key={platform.id} href={platform.serverUrl} target="_blank" rel="noopener noreferrer" className="about-platform">
                  {body}
                </a>
              ) : (
                <div key={platform.id} className="about-platform">
                  {body}
                </div>
              );
            })}
          </div>
        )}
      </Block>
    </Section>
  );
}

export default function AboutUs() {
  const contact = useSiteSettings().data ?? SITE_CONTACT;
  return (
    <ChannelPage channel="关于我们" title="关于我们" lead="做制造企业身边的数字化伙伴">
      <Section title="平台简介">
        <div className="about-intro">
          <div>
            <p>
              工业互联网平台是面向制造业的综合性服务平台，连接设备、连接企业、连接产业链，汇聚工业软件、智能硬件、行业解决方案与专业服务，为制造企业提供产品选购、应用开通、企业认证与统一工作台等一站式服务。
            </p>
            <p>
              平台坚持开放合作，与软件服务商、智能硬件商和解决方案商共建生态，以真实的业务数据驱动精益管理与智能决策，助力中小企业用得上、用得起、用得好工业互联网。
            </p>
          </div>
          <dl className="about-facts">
            {FACTS.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.value}</dt>
                <dd>{fact.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <ServiceSystem />
      <Section title="联系我们">
        <div className="about-contact">
          <p>
            服务热线 <strong>{contact.hotline}</strong>（{contact.hotlineHours}）
          </p>
          <p>服务邮箱 {contact.supportMail}</p>
          <Link to="/concatUs" className="pub-btn pub-btn--primary">
            在线留言
          </Link>
        </div>
      </Section>
    </ChannelPage>
  );
}
