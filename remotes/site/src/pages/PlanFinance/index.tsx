/** /planFinance: the finance credit solution with its four solution cards. */
import { Link } from 'react-router-dom';
import { CONSULT_PATH, FINANCE_PROGRAM_ID } from '@platform/sdk';
import { useProgram } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import { PlanHero } from '../../components/PlanHero';
import '../Solution/solution.css';

const STEPS = [
  { title: '在线申请', text: '选择融资产品，在线提交企业基本信息' },
  { title: '数据授权', text: '授权平台订单、交付与设备运行数据用于增信' },
  { title: '授信审批', text: '合作金融机构线上审批，最快当天出结果' },
  { title: '放款还款', text: '资金直达企业账户，按约定方式灵活还款' },
];

export default function PlanFinance() {
  const program = useProgram(FINANCE_PROGRAM_ID);
  return (
    <div className="pub-page">
      <Block query={program} rows={6}>
        {(data) => (
          <>
            <PlanHero program={data} tags={false} />
            <Section title="金融信贷方案" lead={<RichText html={data.description} />}>
              {data.sceneList.length === 0 ? (
                <p className="sol-none">暂无信贷方案</p>
              ) : (
                <div className="pub-grid pub-grid--4" data-testid="finance-cards">
                  {data.sceneList.map((scene) => (
                    <article key={scene.id} className="finance-card">
                      <Picture src={scene.img} alt="" className="finance-card__img" />
                      <div className="finance-card__body">
                        <h3>{scene.title}</h3>
                        <p>{scene.description}</p>
                        <Link to={CONSULT_PATH} className="pub-btn pub-btn--ghost">
                          咨询
                        </Link>
                      </div>
                    </article>
                  ))}
                </div>
              )}
            </Section>
            <Section title="办理流程" muted>
              <ol className="finance-steps">
                {STEPS.map((step) => (
                  <li key={step.title}>
                    <strong>{step.title}</strong>
                    <span>{step.text}</span>
                  </li>
                ))}
              </ol>
            </Section>
          </>
        )}
      </Block>
    </div>
  );
}
