/**
 * /solution: a carousel of the industry solutions (slogan, business tags, 咨询
 * and 详情), the shown solution's scenarios (up to three), the special
 * services and the shared experts.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSULT_PATH, PROGRAMME_CATEGORY, programPath, SITE_LIMITS, SOLUTION_CATEGORY, useFrontPrograms, type Schema } from '@platform/sdk';
import { useExpertPage } from '../../api/queries';
import { Carousel } from '../../components/Carousel';
import { ExpertCard } from '../../components/ExpertCard';
import { PageHero } from '../../components/PageHero';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, Loading } from '../../components/states';
import { Card, Tags } from '../../components/Card';
import { ProgramActions } from '../../components/PlanHero';
import './solution.css';

type Program = Schema<'Program'>;

function SolutionSlide({ program }: { program: Program }) {
  return (
    <div className="sol-slide pub-band">
      <Picture src={program.programImage} alt="" className="sol-slide__img pub-band__img" />
      <div className="pub-container sol-slide__inner pub-band__inner">
        <h2 className="sol-slide__name">{program.name}</h2>
        <p className="sol-slide__slogan">{program.slogan}</p>
        <Tags tags={program.businessList} light />
        <ProgramActions id={program.id} name={program.name} className="sol-slide__actions" />
      </div>
    </div>
  );
}

function Scenarios({ program }: { program: Program }) {
  const scenes = program.sceneList.slice(0, SITE_LIMITS.scenes);
  return (
    <Section title="应用场景" lead={`${program.name}的典型场景`}>
      {scenes.length === 0 ? (
        <p className="sol-none">该方案暂无场景介绍</p>
      ) : (
        <div className="pub-grid pub-grid--3">
          {scenes.map((scene) => (
            <Card key={scene.id} img={scene.img} title={scene.title} text={scene.description}>
              <Link to={CONSULT_PATH} className="pub-btn pub-btn--ghost sol-consult">
                咨询
              </Link>
            </Card>
          ))}
        </div>
      )}
    </Section>
  );
}

function Programmes() {
  const programmes = useFrontPrograms({ categoryId: PROGRAMME_CATEGORY });
  return (
    <Section title="专项服务" lead="围绕企业上云、数字化诊断与国产化替代的专项服务" muted>
      <Block query={programmes} isEmpty={(rows) => rows.length === 0} empty="暂无专项服务">
        {(rows) => (
          <div className="pub-grid pub-grid--3">
            {rows.map((program) => (
              <Card key={program.id} to={programPath(program.id)} img={false} title={program.name} text={program.slogan}>
                <Tags tags={program.businessList} />
              </Card>
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}

function Experts() {
  const experts = useExpertPage({ pageNum: 1, pageSize: SITE_LIMITS.expertsShown });
  return (
    <Section title="共享专家" lead="汇聚行业专家，为企业数字化转型提供咨询与指导" more={{ to: '/share', label: '全部专家' }}>
      <Block query={experts} isEmpty={(page) => page.rows.length === 0} empty="暂无专家">
        {(page) => (
          <div className="pub-grid pub-grid--3">
            {page.rows.map((expert) => (
              <ExpertCard key={expert.id} expert={expert} />
            ))}
          </div>
        )}
      </Block>
    </Section>
  );
}

export default function Solution() {
  const solutions = useFrontPrograms({ categoryId: SOLUTION_CATEGORY });
  const [shown, setShown] = useState(0);
  const rows = solutions.data ?? [];
  const current = rows[Math.min(shown, rows.length - 1)];

  let carousel = <PageHero title="行业解决方案" lead="深入制造业务场景，提供可落地的数字化解决方案" />;
  if (solutions.isPending) carousel = <div className="sol-carousel sol-carousel--loading"><Loading rows={3} /></div>;
  else if (rows.length > 0) {
    carousel = (
      <Carousel
        label="行业解决方案"
        className="sol-carousel"
        intervalMs={SITE_LIMITS.bannerIntervalMs}
        onChange={setShown}
        slides={rows.map((program) => (
          <SolutionSlide key={program.id} program={program} />
        ))}
      />
    );
  }

  return (
    <div className="pub-page">
      {carousel}
      {solutions.isError ? (
        <Section title="行业解决方案">
          <Block query={solutions}>{() => null}</Block>
        </Section>
      ) : null}
      {current ? <Scenarios program={current} /> : null}
      <Programmes />
      <Experts />
    </div>
  );
}
