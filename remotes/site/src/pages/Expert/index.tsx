/**
 * expert/{id}: an expert's profile and skills; the phone shows only after
 * login (the server masks it for visitors). Below, the other experts: seven
 * are fetched and up to six shown without this one.
 */
import { Link, useLocation, useParams } from 'react-router-dom';
import { ApiError, CONSULT_PATH, SITE_LIMITS, useAuth, type Schema } from '@platform/sdk';
import { useExpert, useExpertPage } from '../../api/queries';
import { ExpertCard } from '../../components/ExpertCard';
import { Picture } from '../../components/Picture';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';
import { Block, Empty } from '../../components/states';
import './expert.css';

type Expert = Schema<'Expert'>;

function Contact({ expert }: { expert: Expert }) {
  const { isLoggedIn } = useAuth();
  const { pathname } = useLocation();
  return (
    <dl className="expert-contact">
      <dt>联系人</dt>
      <dd>{expert.linkName || expert.expertName}</dd>
      <dt>联系电话</dt>
      <dd data-testid="expert-phone">
        {isLoggedIn ? (
          expert.linkPhone || '暂未提供'
        ) : (
          <Link to={`/login?redirect=${encodeURIComponent(pathname)}`} className="pub-link">
            登录后查看
          </Link>
        )}
      </dd>
    </dl>
  );
}

function OtherExperts({ currentId }: { currentId: string }) {
  const experts = useExpertPage({ pageNum: 1, pageSize: SITE_LIMITS.expertsFetched });
  const others = (rows: Expert[]) => rows.filter((expert) => String(expert.id) !== currentId).slice(0, SITE_LIMITS.expertsShown);
  return (
    <Section title="更多专家" muted more={{ to: '/share', label: '全部专家' }}>
      <Block query={experts} isEmpty={(page) => others(page.rows).length === 0} empty="暂无其他专家">
        {(page) => (
          <div className="pub-grid pub-grid--3" data-testid="other-experts">
            {others(page.rows).map((expert) => (
              <ExpertCard key={expert.id} expert={expert} />
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}

export default function ExpertPage() {
  const { id = '' } = useParams();
  const expert = useExpert(id);
  const missing = expert.error instanceof ApiError && expert.error.code === 404;
  return (
    <div className="pub-page">
      <div className="expert-hero">
        <div className="pub-container">
          {missing ? (
            <Empty text="该专家不存在或已下架" />
          ) : (
            <Block query={expert} rows={5}>
              {(data) => (
                <div className="expert-profile">
                  <Picture src={data.expertImg} alt={data.expertName} className="expert-profile__img" eager />
                  <div className="expert-profile__body">
                    <p className="expert-profile__eyebrow">共享专家</p>
                    <h1>{data.expertName}</h1>
                    <p className="expert-profile__summary">{data.profile}</p>
                    <Contact expert={data} />
                    <Link to={CONSULT_PATH} className="pub-btn pub-btn--primary">
                      立即咨询
                    </Link>
                  </div>
                </div>
              )}
            </Block>
          )}
        </div>
      </div>
      {expert.data?.professionalSkill ? (
        <Section title="专业能力">
          <RichText html={expert.data.professionalSkill} className="expert-skill" />
        </Section>
      ) : null}
      <OtherExperts currentId={id} />
    </div>
  );
}
