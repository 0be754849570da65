/** 行业解决方案: up to five solutions marked for the home page. */
import { useState } from 'react';
import { SITE_LIMITS, SOLUTION_CATEGORY, useFrontPrograms } from '@platform/sdk';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, Bone, Repeat } from '../../components/states';
import { TabList } from '../../components/TabList';
import { Tags } from '../../components/Card';
import { ProgramActions } from '../../components/PlanHero';

/** The list and the dark detail box at their final size. */
const SKELETON = (
  <div className="home-solutions">
    <div className="home-solutions__list">
      <Repeat times={SITE_LIMITS.homePrograms}>
        <button type="button" className="home-solutions__item" disabled tabIndex={-1}>
          <Bone width="8em" />
        </button>
      </Repeat>
    </div>
    <div className="home-solutions__detail pub-band" />
  </div>
);

export function HomeSolutions() {
  const programs = useFrontPrograms({ categoryId: SOLUTION_CATEGORY, homeShow: 1 });
  const [active, setActive] = useState(0);
  return (
    <Section title="行业解决方案" lead="深入制造业务场景，提供可落地的数字化解决方案" muted more={{ to: '/solution', label: '更多解决方案' }}>
      <Block query={programs} isEmpty={(rows) => rows.length === 0} empty="暂无解决方案" skeleton={SKELETON}>
        {(all) => {
          const rows = all.slice(0, SITE_LIMITS.homePrograms);
          const current = rows[Math.min(active, rows.length - 1)];
          return (
            <div className="home-solutions">
              <TabList
                label="行业解决方案"
                className="home-solutions__list"
                tabClassName="home-solutions__item"
                items={rows}
                active={active}
                onSelect={setActive}
                keyOf={(program) => program.id}
                render={(program) => program.name}
                selectOnHover
              />
              <div className="home-solutions__detail pub-band" role="tabpanel">
                <Picture src={current.programImage} alt="" className="home-solutions__img pub-band__img" />
                <div className="home-solutions__text pub-band__inner">
                  <h3>{current.name}</h3>
                  <p>{current.slogan}</p>
                  <Tags tags={current.businessList} light />
                  <ProgramActions id={current.id} name={current.name} className="home-solutions__actions" />
                </div>
              </div>
            </div>
          );
        }}
      </Block>
    </Section>
  );
}
