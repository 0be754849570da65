/**
 * /cooperativeEcology: banner, 成为合作伙伴 (the partner application, after
 * logging in for a visitor), advantages (平台优势, 资源优势),
 * cooperation types, rights (产品推广, 数据服务, 资源共享, 生态服务) and the
 * partners' logos, which lead to /partner.
 */
import { Link } from 'react-router-dom';
import { SITE_LIMITS, useAuth } from '@platform/sdk';
import { useSupplierPage } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import { ADVANTAGES, COOPERATION_TYPES, RIGHTS } from './content';
import { Tabbed } from './Tabbed';
import { ChannelPage } from '../../components/ChannelPage';
import './ecology.css';

const TYPE_MARKS = ['软', '硬', '方'];
/** Where a company applies to become a partner (the workbench's 入驻申请). */
const APPLY_PATH = '/partnerCenter/apply';

/** 成为合作伙伴: the application for a signed-in user; a visitor logs in first and comes back to it. */
function JoinLink() {
  const { isLoggedIn } = useAuth();
  return (
    <Link to={isLoggedIn ? APPLY_PATH : `/login?redirect=${encodeURIComponent(APPLY_PATH)}`} className="pub-btn pub-btn--primary">
      成为合作伙伴
    </Link>
  );
}

function Partners() {
  const partners = useSupplierPage({ pageNum: 1, pageSize: SITE_LIMITS.partnersOnEcology });
  return (
    <Section title="合作伙伴" lead="与优秀伙伴携手，共建工业互联网生态" more={{ to: '/partner', label: '查看全部伙伴' }}>
      <Block query={partners} isEmpty={(page) => page.rows.length === 0} empty="暂无合作伙伴">
        {(page) => (
          <div className="eco-logos">
            {page.rows.map((partner) => (
              <Link key={partner.id} to="/partner" className="eco-logo" title={partner.supplierName}>
                <Picture src={partner.logo} alt={partner.supplierName} className="eco-logo__img" />
                <span>{partner.supplierName}</span>
              </Link>
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}

export default function CooperativeEcology() {
  return (
    <ChannelPage channel="合作生态" title="合作生态" lead="开放合作 共建共赢">
      <div className="eco-join">
        <div className="pub-container pub-bar eco-join__inner">
          <div>
            <h2>携手共建工业互联网生态</h2>
            <p>面向软件服务商、智能硬件商与解决方案商开放合作，共享平台客户、数据与渠道资源</p>
          </div>
          <JoinLink />
        </div>
      </div>
      <Section title="合作优势">
        <Tabbed label="合作优势" tabs={ADVANTAGES} />
      </Section>
      <Section title="合作类型" muted>
        <div className="pub-grid pub-grid--3">
          {COOPERATION_TYPES.map((type, i) => (
            <div key={type.title} className="eco-type">
              <span className="eco-type__mark" aria-hidden="true">
                {TYPE_MARKS[i]}
              </span>
              <h3>{type.title}</h3>
              <p>{type.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section title="合作权益">
        <Tabbed label="合作权益" tabs={RIGHTS} />
      </Section>
      <Partners />
    </ChannelPage>
  );
}
