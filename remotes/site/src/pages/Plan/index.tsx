/** plan/{id}: one solution with its description and scenarios (planFinance has its own page). */
import { Navigate, useParams } from 'react-router-dom';
import { ApiError, FINANCE_PROGRAM_ID, programPath, SOLUTION_CATEGORY, useFrontPrograms, type Schema } from '@platform/sdk';
import { useProgram } from '../../api/queries';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';
import { Empty, Failed, Loading } from '../../components/states';
import { Card } from '../../components/Card';
import { PlanHero } from '../../components/PlanHero';
import '../Solution/solution.css';

type Program = Schema<'Program'>;

function OtherSolutions({ current }: { current: Program }) {
  const solutions = useFrontPrograms({ categoryId: SOLUTION_CATEGORY });
  const others = (solutions.data ?? []).filter((program) => program.id !== current.id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <Section title="更多解决方案" muted>
      <div className="pub-grid pub-grid--3">
        {others.map((program) => (
          <Card key={program.id} to={programPath(program.id)} img={program.programImage} wide title={program.name} text={program.slogan} clamp={2} />
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
              <Card key={scene.id} img={scene.img} title={scene.title} text={scene.description} />
            ))}
          </div>
        </Section>
      ) : null}
      <OtherSolutions current={data} />
    </div>
  );
}
