/** plan/{id}: one solution with its description and scenarios (planFinance has its own page). */
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  ApiError,
  CONSULT_PATH,
  FINANCE_PROGRAM_ID,
  programPath,
  SOLUTION_CATEGORY,
  useFrontPrograms,
  type Program,
} from '@platform/sdk';
import { useProgram } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';
import { Empty, Failed, Loading } from '../../components/states';
import '../Solution/solution.css';

export function PlanHero({ program }: { program: Program }) {
  return (
    <div className="plan-hero">
      <Picture src={program.programImage} alt="" className="plan-hero__img" eager />
      <div className="pub-container plan-hero__inner">
        <h1>{program.name}</h1>
        <p>{program.slogan}</p>
        <div className="pub-tags">
          {program.businessList.map((tag) => (
            <span key={tag} className="pub-tag pub-tag--light">
              {tag}
            </span>
          ))}
        </div>
        <div>
          <Link to={CONSULT_PATH} className="pub-btn pub-btn--primary">
            立即咨询
          </Link>
        </div>
      </div>
    </div>
  );
}

function OtherSolutions({ current }: { current: Program }) {
  const solutions = useFrontPrograms({ categoryId: SOLUTION_CATEGORY });
  const others = (solutions.data ?? []).filter((program) => program.id !== current.id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <Section title="更多解决方案" muted>
      <div className="pub-grid pub-grid--3">
        {others.map((program) => (
          <Link key={program.id} to={programPath(program.id)} className="pub-card">
            <Picture src={program.programImage} alt="" className="pub-card__img pub-card__img--wide" />
            <div className="pub-card__body">
              <h3 className="pub-card__title">{program.name}</h3>
              <p className="pub-card__text pub-clamp-2">{program.slogan}</p>
            </div>
          </Link>
        ))}
      </div>
    </Section>
  );
}

export default function Plan() {
  const { id } = useParams();
  const program = useProgram(id);
  if (id === FINANCE_PROGRAM_ID) return <Navigate to="/planFinance" replace />;
  if (program.isPending) {
    return (
      <div className="pub-container" style={{ padding: '48px 24px' }}>
        <Loading rows={8} />
      </div>
    );
  }
  if (program.isError) {
    const missing = program.error instanceof ApiError && program.error.code === 404;
    return (
      <div className="pub-container" style={{ padding: '48px 24px' }}>
        {missing ? <Empty text="该解决方案不存在或已下架" /> : <Failed error={program.error} onRetry={() => void program.refetch()} />}
      </div>
    );
  }
  const data = program.data;
  return (
    <div className="pub-page">
      <PlanHero program={data} />
      <Section title="方案介绍">
        <RichText html={data.description} className="plan-description" />
      </Section>
      {data.sceneList.length > 0 ? (
        <Section title="应用场景" muted>
          <div className="pub-grid pub-grid--3">
            {data.sceneList.map((scene) => (
              <article key={scene.id} className="pub-card">
                <Picture src={scene.img} alt="" className="pub-card__img" />
                <div className="pub-card__body">
                  <h3 className="pub-card__title">{scene.title}</h3>
                  <p className="pub-card__text">{scene.description}</p>
                </div>
              </article>
            ))}
          </div>
        </Section>
      ) : null}
      <OtherSolutions current={data} />
    </div>
  );
}
