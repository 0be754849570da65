/**
 * An app's detail in a drawer: every field, its versions, its enabled launch
 * rule and the one waiting for review, and, for its partner, its usage
 * (holders, orders, launches per day of the last 30 days, launches refused
 * because the rule answered an unreviewed address).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Drawer, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { QueryView } from '@platform/sdk/ui';
import { formatAmount, type Id, type Schema } from '@platform/sdk';
import { useApp, useAppStats } from '../api/queries';
import { AppStatusTag, feeName, launchModeName, sizeText } from './status';
import { Facts, RESPONSIVE_COLUMNS } from './Facts';
import './partner.css';

export const DRAWER_SIZE = 'min(720px, 100vw)';

function orDash(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? '—' : value;
}

/** An app's icon, or a plain one when it has none or it fails to load. */
export function AppIcon({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="pt-app__icon pt-app__icon--blank" aria-hidden>
        <AppstoreOutlined />
      </span>
    );
  }
  return <img className="pt-app__icon" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** An app's icon and name (and its slogan below) in a list. */
export function AppName({ app }: { app: Pick<Schema<'PartnerApp'>, 'icon' | 'name' | 'slogan'> }) {
  return (
    <div className="pt-app">
      <AppIcon src={app.icon} />
      <div className="pt-app__text">
        <div className="pt-app__name" title={app.name}>
          {app.name}
        </div>
        {app.slogan ? (
          <div className="pt-app__slogan" title={app.slogan}>
            {app.slogan}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** OpenID Connect addresses as saved, and whether they wait for the next review. */
function RedirectUris({ saved, reviewed }: { saved: string[]; reviewed: string[] }) {
  if (saved.length === 0 && reviewed.length === 0) return <Typography.Text type="secondary">未登记</Typography.Text>;
  const waiting = saved.join('\n') !== reviewed.join('\n');
  return (
    <Flex vertical gap={2} style={{ wordBreak: 'break-all' }}>
      {saved.map((uri) => (
        <span key={uri}>{uri}</span>
      ))}
      {waiting ? <Typography.Text type="warning">待审核通过后生效{reviewed.length ? `（当前生效：${reviewed.join('，')}）` : ''}</Typography.Text> : null}
    </Flex>
  );
}

/** How the app signs people in: with its secret on its server, or as a page or mobile app with PKCE alone. */
function clientKind(publicClient: boolean): string {
  return publicClient ? '公开客户端（单页或移动应用，PKCE）' : '机密客户端（服务端保管密钥）';
}

/** A version of an app as shown: price in yuan as text. */
type PartnerAppVersion = Schema<'PartnerAppVersion'>;

const VERSION_COLUMNS: TableColumnsType<PartnerAppVersion> = [
  { title: '版本名称', dataIndex: 'name', width: 140 },
  { title: '价格（元）', dataIndex: 'price', width: 110, align: 'right' },
  {
    title: '功能',
    dataIndex: 'functions',
    render: (functions: string[]) =>
      functions.length ? (
        <Flex gap={4} wrap>
          {functions.map((f, i) => (
            <Tag key={`${f}-${i}`} style={{ margin: 0 }}>
              {f}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
];

/** A launch rule's facts; `narrow`: one per row, for two rules side by side. */
export function RuleView({ rule, none = '未设置启动规则', narrow = false }: { rule?: Schema<'RuleVersion'> | null; none?: string; narrow?: boolean }) {
  if (!rule) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Facts
      column={narrow ? 1 : undefined}
      items={[
        { key: 'version', label: '版本', children: `版本 ${rule.version}` },
        {
          key: 'sha',
          label: 'SHA-256',
          children: (
            <Typography.Text code title={rule.sha256}>
              {rule.sha256.slice(0, 12)}
            </Typography.Text>
          ),
        },
        { key: 'size', label: '大小', span: 'filled', children: sizeText(rule.size) },
        { key: 'dryRun', label: '试运行结果', span: narrow ? 1 : RESPONSIVE_COLUMNS, children: <span style={{ wordBreak: 'break-all' }}>{orDash(rule.dryRun)}</span> },
      ]}
    />
  );
}

/** Launches per day as bars, the busiest day full width. */
function LaunchBars({ days }: { days: Schema<'DayLaunches'>[] }) {
  if (days.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无启动记录" />;
  const most = Math.max(1, ...days.map((d) => d.launches));
  return (
    <ul className="pt-launches" data-testid="app-launches">
      {days.map((d) => (
        <li key={d.day} className="pt-launches__day">
          <span>{d.day}</span>
          <span className="pt-launches__track" aria-hidden>
            <span className="pt-launches__bar" style={{ width: `${(d.launches / most) * 100}%` }} />
          </span>
          <span>
            {d.launches} 次
            {d.refused > 0 ? (
              <Typography.Text type="danger" style={{ marginLeft: 8 }}>
                拒绝 {d.refused} 次
              </Typography.Text>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function StatsView({ stats }: { stats: Schema<'PartnerAppStats'> }) {
  return (
    <>
      <Facts
        items={[
          { key: 'using', label: '使用企业数', children: stats.usingCompanyCount },
          { key: 'orders', label: '订单数', children: stats.orders },
          { key: 'paid', label: '已支付订单', children: stats.paidOrders },
          { key: 'amount', label: '成交金额', children: `${formatAmount(stats.paidAmount)} 元` },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        近30天启动次数
      </Typography.Title>
      {stats.lastRefusal ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="有启动因地址未经审核被拒绝"
          description={
            <span style={{ wordBreak: 'break-all' }} data-testid="app-last-refusal">
              {stats.lastRefusal.time} 启动规则返回了 {stats.lastRefusal.address}，不在已审核的服务地址内，该次启动已被拒绝。请让规则只返回服务地址所在站点的地址。
            </span>
          }
        />
      ) : null}
      <LaunchBars days={stats.launches} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function AppFields({ app, withStats }: { app: Schema<'PartnerApp'>; withStats: boolean }) {
  const stats = useAppStats(app.id, withStats);
  const usage = app.isFree ? (app.defaultUsageTime ? `${app.defaultUsageTime} 个月` : '长期有效') : '按购买期限';
  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <AppIcon src={app.icon} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {app.name}
          </Typography.Title>
          <Typography.Text type="secondary">{app.slogan}</Typography.Text>
        </div>
      </Flex>
      <Facts
        items={[
          { key: 'status', label: '状态', children: <AppStatusTag status={app.status} name={app.statusName} /> },
          { key: 'company', label: '合作伙伴', children: orDash(app.companyName) },
          { key: 'category', label: '应用分类', children: orDash(app.categoryName) },
          { key: 'ai', label: '上架到AI市场', children: app.isAi ? '是' : '否' },
          { key: 'fee', label: '收费', children: feeName(app.isFree) },
          { key: 'usage', label: '使用时长', children: usage },
          { key: 'internal', label: '启动方式', children: launchModeName(app.internal) },
          {
            key: 'appKey',
            label: 'appKey',
            children: (
              <Typography.Text copyable={{ text: app.appKey }} style={{ wordBreak: 'break-all' }}>
                {app.appKey}
              </Typography.Text>
            ),
          },
          {
            key: 'server',
            label: '服务地址',
            span: RESPONSIVE_COLUMNS,
            children: (
              <Flex vertical gap={2} style={{ wordBreak: 'break-all' }}>
                <span>{app.serverUrl}</span>
                {app.reviewedServerUrl && app.reviewedServerUrl !== app.serverUrl ? (
                  <Typography.Text type="warning">待审核通过后生效（当前生效：{app.reviewedServerUrl}）</Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'redirects',
            label: 'OIDC 回调地址',
            span: RESPONSIVE_COLUMNS,
            children: <RedirectUris saved={app.redirectUris} reviewed={app.reviewedRedirectUris} />,
          },
          {
            key: 'logout',
            label: '登出通知地址',
            span: RESPONSIVE_COLUMNS,
            children: (
              <RedirectUris
                saved={app.backchannelLogoutUri ? [app.backchannelLogoutUri] : []}
                reviewed={app.reviewedBackchannelLogoutUri ? [app.reviewedBackchannelLogoutUri] : []}
              />
            ),
          },
          {
            key: 'client',
            label: '客户端类型',
            span: RESPONSIVE_COLUMNS,
            children: (
              <Flex vertical gap={2}>
                <span>{clientKind(app.publicClient)}</span>
                {app.publicClient !== app.reviewedPublicClient && app.reviewedServerUrl ? (
                  <Typography.Text type="warning">待审核通过后生效（当前生效：{clientKind(app.reviewedPublicClient)}）</Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          { key: 'alg', label: 'ID 令牌签名算法', children: app.idTokenAlg },
          {
            key: 'origins',
            label: '网页来源',
            span: RESPONSIVE_COLUMNS,
            children: <RedirectUris saved={app.webOrigins} reviewed={app.reviewedWebOrigins} />,
          },
          ...(app.reason
            ? [{ key: 'reason', label: '驳回原因', span: RESPONSIVE_COLUMNS, children: <Typography.Text type="danger">{app.reason}</Typography.Text> }]
            : []),
          { key: 'reviewer', label: '审核人', children: orDash(app.reviewerName) },
          { key: 'reviewTime', label: '审核时间', children: orDash(app.reviewTime) },
          { key: 'created', label: '创建时间', children: orDash(app.createTime) },
          { key: 'updated', label: '更新时间', children: orDash(app.updateTime) },
          {
            key: 'description',
            label: '应用介绍',
            span: RESPONSIVE_COLUMNS,
            children: <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{orDash(app.description)}</div>,
          },
        ]}
      />
      <Section title="版本">
        <Table<PartnerAppVersion>
          rowKey="id"
          size="small"
          columns={VERSION_COLUMNS}
          dataSource={app.versions}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无版本" /> }}
        />
      </Section>
      <Section title="启动规则">
        <RuleView rule={app.rule} />
      </Section>
      {app.pendingRule ? (
        <Section title="待审核的启动规则">
          <Typography.Paragraph type="secondary">审核通过前，企业打开应用仍按上面的启动规则；测试启动使用这一版。</Typography.Paragraph>
          <RuleView rule={app.pendingRule} />
        </Section>
      ) : null}
      {withStats ? (
        <Section title="使用情况">
          <QueryView query={stats}>{(data) => <StatsView stats={data} />}</QueryView>
        </Section>
      ) : null}
    </>
  );
}

export interface AppDetailDrawerProps {
  /** The app shown; undefined closes the drawer. */
  id: Id | undefined;
  /** The partner's own app: its usage too. */
  withStats?: boolean;
  onClose(): void;
}

export function AppDetailDrawer({ id, withStats = false, onClose }: AppDetailDrawerProps) {
  const app = useApp(id);
  return (
    <Drawer title="应用详情" open={id !== undefined} onClose={onClose} size={DRAWER_SIZE} destroyOnHidden>
      {id !== undefined ? <QueryView query={app}>{(data) => <AppFields app={data} withStats={withStats} />}</QueryView> : null}
    </Drawer>
  );
}
