/** /ai/application: the AI application market (online and to-be-online apps), search and 提交AI需求. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notify, type Schema } from '@platform/sdk';
import { useAiProducts } from '../../api/queries';
import { Picture } from '../../components/Picture';
import { Section } from '../../components/Section';
import { Block } from '../../components/states';
import { AiDemandModal } from './AiDemandModal';
import { ChannelPage } from '../../components/ChannelPage';
import './ai.css';

/** An application of the AI market; online 0 is still to come (即将上线). */
type AiProduct = Schema<'AiProduct'>;

const NOT_ONLINE = '该应用还未上线, 敬请期待';

function AppCard({ app }: { app: AiProduct }) {
  const body = (
    <>
      <Picture src={app.icon} alt="" className="ai-card__icon" />
      <span className="ai-card__body">
        <strong>{app.name}</strong>
        <span className="ai-card__slogan">{app.slogan}</span>
        <span className="ai-card__meta">
          {app.online === 1 ? `${app.usingCompanyCount} 家企业在用` : '敬请期待'}
          {app.categoryName ? ` · ${app.categoryName}` : ''}
        </span>
      </span>
    </>
  );
  if (app.online === 1) {
    return (
      <Link to={`/product/intelligence?id=${app.id}&type=0`} className="ai-card">
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className="ai-card ai-card--soon" onClick={() => notify.info(NOT_ONLINE)}>
      {body}
      <span className="ai-card__badge">即将上线</span>
    </button>
  );
}

function AppGrid({ apps, empty }: { apps: AiProduct[]; empty: string }) {
  if (apps.length === 0) return <p className="ai-none">{empty}</p>;
  return (
    <div className="pub-grid pub-grid--3">
      {apps.map((app) => (
        <AppCard key={app.id} app={app} />
      ))}
    </div>
  );
}

export default function AiApplication() {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [demandOpen, setDemandOpen] = useState(false);
  const apps = useAiProducts({ name });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setName(typed.trim());
  };

  return (
    <ChannelPage channel="AI应用" title="AI应用市场" lead="让每一家工厂都用得起人工智能">
      <div className="pub-container pub-bar ai-toolbar">
        <form className="pub-search" role="search" onSubmit={search}>
          <input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="搜索AI应用" maxLength={30} aria-label="应用名称" />
          <button type="submit">搜索</button>
        </form>
        <button type="button" className="pub-btn pub-btn--primary" onClick={() => setDemandOpen(true)}>
          提交AI需求
        </button>
      </div>
      <Block query={apps} rows={6}>
        {(rows) => (
          <>
            <Section title="已上线应用" lead={name ? `“${name}”的搜索结果` : '开箱即用的工业AI应用'}>
              <AppGrid apps={rows.filter((app) => app.online === 1)} empty={name ? '没有找到相关的已上线应用' : '暂无已上线应用'} />
            </Section>
            <Section title="即将上线" muted>
              <AppGrid apps={rows.filter((app) => app.online !== 1)} empty="暂无即将上线的应用" />
            </Section>
          </>
        )}
      </Block>
      <AiDemandModal open={demandOpen} onClose={() => setDemandOpen(false)} />
    </ChannelPage>
  );
}
