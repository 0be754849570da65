/** 行业解决方案: up to five solutions marked for the home page. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSULT_PATH, programPath, SITE_LIMITS, SOLUTION_CATEGORY, useFrontPrograms } from '@platform/sdk';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block, Bone, Repeat } from '../../components/states';

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
    <div className="home-solutions__detail" />
  </div>
);

export function HomeSolutions() {
  const programs = useFrontPrograms({ categoryId: SOLUTION_CATEGORY, homeShow: 1 });
  const [active, setActive] = useState(0);
  return (
    <Section
      title="行业解决方案"
      lead="深入制造业务场景，提供可落地的数字化解决方案"
      muted
      extra={
        <Link to="/solution" className="pub-link">
          更多解决方案 ›
        </Link>
      }
    >
      <Block query={programs} isEmpty={(rows) => rows.length === 0} empty="暂无解决方案" skeleton={SKELETON}>
        {(all) => {
          const rows = all.slice(0, SITE_LIMITS.homePrograms);
          const current = rows[Math.min(active, rows.length - 1)];
          return (
            <div className="home-solutions">
              <div className="home-solutions__list" role="tablist" aria-label="行业解决方案">
                {rows.map((program, index) => (
                  <button
                    key={program.id}
                    type="button"
                    role="tab"
                    aria-selected={index === active}
                    className="home-solutions__item"
                    onClick={() => setActive(index)}
                    onMouseEnter={() => setActive(index)}
                  >
                    {program.name}
                  </button>
                ))}
              </div>
              <div className="home-solutions__detail" role="tabpanel">
                <Picture src={current.programImage} alt="" className="home-solutions__img" />
                <div className="home-solutions__text">
                  <h3>{current.name}</h3>
                  <p>{current.slogan}</p>
                  <div className="pub-tags">
                    {current.businessList.map((tag) => (
                      <span key={tag} className="pub-tag pub-tag--light">
                        {tag}
                      </span>
                    ))}
                  </div>
                  <div className="home-solutions__actions">
                    <Link to={CONSULT_PATH} className="pub-btn pub-btn--primary">
                      咨询
                    </Link>
                    <Link to={programPath(current.id)} className="pub-btn pub-btn--light">
                      详情
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        }}
      </Block>
    </Section>
  );
}
