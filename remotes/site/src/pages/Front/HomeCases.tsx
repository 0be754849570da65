/** 数字工厂: the first four cooperation cases. */
import { Link } from 'react-router-dom';
import { SITE_LIMITS } from '@platform/sdk';
import { useCooperationCases } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, CardSkeletons } from '../../components/states';

/** The case cards: picture, title and the three lines of text they are cut to. */
const SKELETON = <CardSkeletons times={SITE_LIMITS.homeCases} lines={3} titleWidth="70%" />;

export function HomeCases() {
  const cases = useCooperationCases();
  return (
    <Section
      title="数字工厂"
      lead="走进标杆企业，看数字化改造的真实成效"
      extra={
        <Link to="/viewOfFactory" className="pub-link">
          走进数字工厂 ›
        </Link>
      }
    >
      <Block query={cases} isEmpty={(rows) => rows.length === 0} empty="暂无案例" skeleton={SKELETON}>
        {(rows) => (
          <div className="pub-grid pub-grid--4">
            {rows.slice(0, SITE_LIMITS.homeCases).map((item) => (
              <article key={item.id} className="pub-card">
                <Picture src={item.img} alt="" className="pub-card__img" />
                <div className="pub-card__body">
                  <h3 className="pub-card__title">{item.title}</h3>
                  <p className="pub-card__text pub-clamp-3">{item.description}</p>
                </div>
              </article>
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}
