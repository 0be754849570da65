/** 数字工厂: the first four cooperation cases. */
import { SITE_LIMITS } from '@platform/sdk';
import { useCooperationCases } from '../../api/queries';
import { Section } from '../../components/Section';
import { Block, CardSkeletons } from '../../components/states';
import { Card } from '../../components/Card';

/** The case cards: picture, title and the three lines of text they are cut to. */
const SKELETON = <CardSkeletons times={SITE_LIMITS.homeCases} lines={3} titleWidth="70%" />;

export function HomeCases() {
  const cases = useCooperationCases();
  return (
    <Section title="数字工厂" lead="走进标杆企业，看数字化改造的真实成效" more={{ to: '/viewOfFactory', label: '走进数字工厂' }}>
      <Block query={cases} isEmpty={(rows) => rows.length === 0} empty="暂无案例" skeleton={SKELETON}>
        {(rows) => (
          <div className="pub-grid pub-grid--4">
            {rows.slice(0, SITE_LIMITS.homeCases).map((item) => (
              <Card key={item.id} img={item.img} title={item.title} text={item.description} clamp={3} />
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}
