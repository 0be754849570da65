/**
 * 我的服务 on the console: the company's apps (icon, name, term), opened as
 * the server decides; the company's own services with 编辑 and, for the main
 * account, the 新增系统服务 tile. With ?type=ai it shows the AI view instead:
 * the company's AI apps and the market's AI applications (即将上线 tagged).
 */
import { useState } from 'react';
import { Button, Segmented, Tag } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { notify, type Schema } from '@platform/sdk';
import { EmptyState, PageCard, QueryView, useCertificationGuard } from '@platform/sdk/ui';
import { useAiProducts, useMyAiApps, useMyApps } from '../../api/queries';
import { termLabel } from '../../components/apps';
import { AppTile } from '../../components/AppTile';
import { useOpenApp } from '../../components/useOpenApp';
import { ServiceDrawer } from './ServiceDrawer';

/** certificationStatus of a company under review. */
const UNDER_REVIEW = 1;
const UNDER_REVIEW_TEXT = '企业审核中，请联系管理员';

type OpenApp = ReturnType<typeof useOpenApp>;
/** An app on the console: a bought service or one of the company's own (selfAdded). */
type App = Schema<'App'>;

function appKey(app: App): string {
  return `${app.selfAdded ? 'custom' : 'domain'}:${app.id}`;
}

function openApp(opener: OpenApp, app: App) {
  opener.open(appKey(app), app.selfAdded ? { customId: app.id } : { productDomainId: app.productDomainId ?? app.id });
}

function AppTiles({ apps, opener, onEdit }: { apps: App[]; opener: OpenApp; onEdit?: (app: App) => void }) {
  return (
    <>
      {apps.map((app) => {
        const term = termLabel(app);
        return (
          <AppTile
            key={appKey(app)}
            testId="app-tile"
            name={app.productDomainName}
            icon={app.logoImage}
            dimmed={term.expired}
            loading={opener.pending === appKey(app)}
            onOpen={() => openApp(opener, app)}
            detail={
              term.expired ? (
                <Tag color="red" style={{ margin: 0 }}>
                  已过期
                </Tag>
              ) : (
                <span className="wbc-app__term">{term.text}</span>
              )
            }
            corner={
              app.selfAdded && onEdit ? (
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`编辑${app.productDomainName}`}
                  title="编辑"
                  onClick={() => onEdit(app)}
                />
              ) : null
            }
          />
        );
      })}
    </>
  );
}

function MyServices({ user }: { user: Schema<'UserDetails'> }) {
  const apps = useMyApps();
  const opener = useOpenApp();
  const guard = useCertificationGuard();
  const [drawer, setDrawer] = useState<{ open: boolean; service?: App }>({ open: false });
  // Only the main account adds and edits the company's own services.
  const main = user.userType === 0;

  const add = async () => {
    if (user.certificationStatus === UNDER_REVIEW) {
      notify.warning(UNDER_REVIEW_TEXT);
      return;
    }
    if (await guard.ensureCertified('declare')) setDrawer({ open: true });
  };

  return (
    <>
      <QueryView query={apps} isEmpty={(list) => list.length === 0 && !main} empty={<EmptyState description="暂无服务" />}>
        {(list) => (
          <div className="wbc-apps">
            <AppTiles apps={list} opener={opener} onEdit={main ? (service) => setDrawer({ open: true, service }) : undefined} />
            {main ? (
              <div className="wbc-app wbc-app--add">
                <button type="button" className="wbc-app__open" onClick={() => void add()}>
                  <PlusOutlined style={{ fontSize: 28 }} />
                  <span className="wbc-app__name">新增系统服务</span>
                </button>
              </div>
            ) : null}
          </div>
        )}
      </QueryView>
      {main ? <ServiceDrawer open={drawer.open} service={drawer.service} onClose={() => setDrawer({ open: false })} /> : null}
    </>
  );
}

function AiView() {
  const mine = useMyAiApps();
  const products = useAiProducts();
  const opener = useOpenApp();
  const held = new Set((mine.data ?? []).map((app) => app.productId));

  return (
    <>
      <div className="wbc-section-title">我的AI应用</div>
      <QueryView query={mine} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无AI应用" />} loading={null}>
        {(list) => (
          <div className="wbc-apps">
            <AppTiles apps={list} opener={opener} />
          </div>
        )}
      </QueryView>
      <div className="wbc-section-title">AI应用市场</div>
      <QueryView query={products} isEmpty={(list) => list.length === 0} empty={<EmptyState description="暂无AI应用" />}>
        {(list) => (
          <div className="wbc-apps" data-testid="ai-products">
            {list.map((product) => {
              const key = `product:${product.productId}`;
              return (
                <AppTile
                  key={key}
                  testId="ai-product"
                  name={product.name}
                  icon={product.icon}
                  loading={opener.pending === key}
                  onOpen={() => opener.open(key, { productId: product.productId })}
                  detail={<span className="wbc-app__slogan">{product.slogan}</span>}
                  tag={
                    product.online === 0 ? (
                      <Tag color="orange">即将上线</Tag>
                    ) : held.has(product.productId) ? (
                      <Tag color="green">已开通</Tag>
                    ) : null
                  }
                />
              );
            })}
          </div>
        )}
      </QueryView>
    </>
  );
}

const VIEWS = [
  { label: '我的服务', value: 'mine' },
  { label: 'AI应用', value: 'ai' },
];

export function ServicesCard({ user }: { user: Schema<'UserDetails'> }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('type') === 'ai' ? 'ai' : 'mine';

  const show = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'ai') next.set('type', 'ai');
    else next.delete('type');
    setParams(next);
  };

  return (
    <PageCard title={<Segmented options={VIEWS} value={view} onChange={(value) => show(String(value))} />}>
      {user.companyId == null ? (
        <EmptyState description="您还没有企业，认证企业后即可使用应用" />
      ) : view === 'ai' ? (
        <AiView />
      ) : (
        <MyServices user={user} />
      )}
    </PageCard>
  );
}
