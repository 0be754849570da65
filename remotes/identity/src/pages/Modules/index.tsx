/** 模块与健康 (/operation/modules, operators): whether what the platform leans on answers (database, storage, payment, timestamps, font), checked again on demand, and the enabled modules with their menus, jobs and migrations; read-only. */
import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Collapse, Flex, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import { useApi, type Reply } from '@platform/sdk';
import { EmptyState, LoadingState, PageCard, PageHeader, QueryView } from '@platform/sdk/ui';
import { cockpitApi } from '../../api';

type HealthReport = Reply<'get', '/platform/health'>;
type Check = HealthReport['checks'][number];
type Modules = Reply<'get', '/platform/modules'>;
type Module = Modules['modules'][number];
type Job = Module['jobs'][number];
type Migration = Module['migrations'][number];

const HEALTH_KEY = ['operation', 'health'] as const;
const MODULES_KEY = ['operation', 'modules'] as const;

/** Green, orange, red and grey: antd's status colours, whose text reads on their ground (axe's contrast). */
const STATUS: Record<Check['status'], { label: string; color: string }> = {
  ok: { label: '正常', color: 'success' },
  degraded: { label: '异常', color: 'warning' },
  down: { label: '不可用', color: 'error' },
  off: { label: '未配置', color: 'default' },
};

/** An instant as YYYY-MM-DD HH:mm:ss, or a dash for none. */
function timeOf(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}

/** A job's interval in the largest whole unit: 每 1 小时, 每 5 分钟, 每 30 秒. */
function every(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `每 ${seconds / 3600} 小时`;
  if (seconds >= 60 && seconds % 60 === 0) return `每 ${seconds / 60} 分钟`;
  return `每 ${seconds} 秒`;
}

// ------------------------------------------------------------------ 健康检查

function CheckCard({ check }: { check: Check }) {
  const status = STATUS[check.status] ?? STATUS.off;
  return (
    <Card
      size="small"
      data-check={check.name}
      title={check.title}
      extra={<Tag color={status.color} style={{ marginInlineEnd: 0 }}>{status.label}</Tag>}
      style={{ height: '100%' }}
    >
      <Typography.Paragraph style={{ marginBottom: 4, wordBreak: 'break-all' }} type={check.status === 'ok' || check.status === 'off' ? undefined : 'danger'}>
        {check.detail || '—'}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        耗时 {check.latencyMs} ms
      </Typography.Text>
    </Card>
  );
}

function Health() {
  const health = useApi(HEALTH_KEY, cockpitApi.health, { staleTime: 0 });
  return (
    <PageCard
      title="健康检查"
      extra={
        <Flex gap={8} align="center" wrap>
          {health.data ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              检查于 {timeOf(health.data.checkedAt)}
            </Typography.Text>
          ) : null}
          <Button icon={<ReloadOutlined />} loading={health.isFetching} onClick={() => void health.refetch()}>
            重新检查
          </Button>
        </Flex>
      }
    >
      <QueryView query={health} isEmpty={(report) => report.checks.length === 0} empty={<EmptyState description="暂无检查项" />} loading={<LoadingState rows={3} />}>
        {(report) => (
          <Row gutter={[12, 12]}>
            {report.checks.map((check) => (
              <Col key={check.name} xs={24} md={12} xl={8}>
                <CheckCard check={check} />
              </Col>
            ))}
          </Row>
        )}
      </QueryView>
    </PageCard>
  );
}

// ------------------------------------------------------------------ 已启用模块

const JOB_COLUMNS: TableColumnsType<Job> = [
  { title: '任务', dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
  { title: '间隔', dataIndex: 'everySeconds', width: 110, render: every },
  { title: '上次运行', dataIndex: 'lastRun', width: 170, render: (ms: number | null) => (ms === null ? '尚未运行' : timeOf(ms)) },
  { title: '下次运行', dataIndex: 'nextRun', width: 170, render: timeOf },
  {
    title: '上次失败',
    key: 'failure',
    render: (_, job) =>
      job.lastFailure === null ? (
        '—'
      ) : (
        <Flex vertical>
          <span>{timeOf(job.lastFailure)}</span>
          <Typography.Text type="danger" style={{ wordBreak: 'break-all' }}>
            {job.lastError || '未知错误'}
          </Typography.Text>
        </Flex>
      ),
  },
];

const MIGRATION_COLUMNS: TableColumnsType<Migration> = [
  { title: '版本', dataIndex: 'version', width: 90 },
  { title: '说明', dataIndex: 'description' },
  {
    title: '状态',
    dataIndex: 'applied',
    width: 90,
    render: (applied: boolean) => (applied ? <Tag color="success">已应用</Tag> : <Tag color="warning">未应用</Tag>),
  },
];

/** A section of a module's panel: its heading, then its table or list, or a line saying there is none. */
function Section({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {empty ? <Typography.Text type="secondary">{empty}</Typography.Text> : children}
    </section>
  );
}

function ModuleDetail({ module }: { module: Module }) {
  return (
    <>
      <Section title="菜单" empty={module.menus.length === 0 && '无菜单'}>
        <Flex gap={8} wrap>
          {module.menus.map((menu) => (
            <Link key={`${menu.title}-${menu.path}`} to={menu.path}>
              <Tag style={{ cursor: 'pointer' }}>
                {menu.title} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{menu.path}</Typography.Text>
              </Tag>
            </Link>
          ))}
        </Flex>
      </Section>
      <Section title="定时任务" empty={module.jobs.length === 0 && '无定时任务'}>
        <Table<Job> rowKey="name" size="small" columns={JOB_COLUMNS} dataSource={module.jobs} pagination={false} scroll={{ x: 760 }} />
      </Section>
      <Section title="数据库迁移" empty={module.migrations.length === 0 && '无迁移'}>
        <Table<Migration>
          rowKey="version"
          size="small"
          columns={MIGRATION_COLUMNS}
          dataSource={module.migrations}
          pagination={module.migrations.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
          scroll={{ x: 480 }}
        />
      </Section>
    </>
  );
}

/** A module's heading: its title, name and version, and how many menus, jobs and migrations it brings. */
function ModuleLabel({ module }: { module: Module }) {
  const pending = module.migrations.filter((migration) => !migration.applied).length;
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>{module.title}</Typography.Text>
        <Typography.Text type="secondary" code>
          {module.name}
        </Typography.Text>
        <Typography.Text type="secondary">v{module.version}</Typography.Text>
      </Flex>
      <Flex gap={4} wrap>
        <Tag bordered={false}>菜单 {module.menus.length}</Tag>
        <Tag bordered={false}>任务 {module.jobs.length}</Tag>
        <Tag bordered={false}>迁移 {module.migrations.length}</Tag>
        {pending > 0 ? <Tag color="warning">未应用 {pending}</Tag> : null}
      </Flex>
    </Flex>
  );
}

function EnabledModules() {
  const modules = useApi(MODULES_KEY, cockpitApi.modules);
  return (
    <PageCard
      title="已启用模块"
      extra={
        modules.data ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            平台 v{modules.data.version} · 运行环境 {modules.data.profile}
          </Typography.Text>
        ) : null
      }
    >
      <QueryView
        query={modules}
        isEmpty={(data) => data.modules.length === 0}
        empty={<EmptyState description="暂无启用的模块" />}
        loading={<LoadingState rows={6} />}
      >
        {(data) => (
          <Collapse
            items={data.modules.map((module) => ({
              key: module.name,
              label: <ModuleLabel module={module} />,
              children: <ModuleDetail module={module} />,
            }))}
          />
        )}
      </QueryView>
    </PageCard>
  );
}

export default function ModulesPage() {
  return (
    <>
      <PageHeader title="模块与健康" description="本部署所依赖服务的实时状态，以及已启用的模块和它们的菜单、定时任务与数据库迁移" />
      <Alert
        type="info"
        showIcon
        title="模块在部署配置中启用或停用（PLATFORM_MODULES__DISABLED），本页只读，不能在此更改。"
        style={{ marginBottom: 16 }}
      />
      <Health />
      <EnabledModules />
    </>
  );
}
