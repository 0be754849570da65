/**
 * 审计日志 (/operation/auditLog, operators): every audit row, newest first, searched by kind, user,
 * company and time; 详情 shows a row's every field with its place in the hash chain, and 校验日志链
 * walks the chain and names the first row that does not fit.
 */
import { useState } from 'react';
import { Alert, Button, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Query, Schema } from '@platform/sdk';
import { DateRangeFilter, ListScreen, type DateRange, type ListFilter } from '@platform/sdk/ui';
import { auditApi } from '../../api';
import { identityKeys, useAuditKinds, useChainCheck } from '../../api/queries';
import { auditActorColumn, auditAddressColumn, auditKindColumn, auditTimeColumn, ellipsisColumn } from '../../components/auditColumns';
import { orDash } from '../../components/auditRow';
import { AuditDetailDrawer } from './AuditDetailDrawer';

type AuditRow = Schema<'AuditView'>;
type AuditQuery = Query<'get', '/platform/audit/page'>;
type ChainCheck = Schema<'ChainCheck'>;

const COLUMNS: TableColumnsType<AuditRow> = [
  { title: '记录号', dataIndex: 'id', width: 80 },
  auditTimeColumn(),
  auditKindColumn(),
  auditActorColumn('操作人'),
  { title: '企业ID', dataIndex: 'companyId', width: 150, render: orDash },
  { title: '对象', dataIndex: 'target', width: 130, render: orDash },
  ellipsisColumn('详情', 'detail'),
  auditAddressColumn(),
];

/** What the chain check found, in the words the operators read. */
function ChainResult({ check }: { check: ChainCheck }) {
  if (check.firstBadSeq === null || check.firstBadSeq === undefined) {
    return <Alert type="success" showIcon title={`日志链完整：已校验 ${check.checked} 条`} style={{ marginBottom: 16 }} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={`第 ${check.firstBadSeq} 条记录起日志链不完整：${check.reason ?? ''}（已校验 ${check.checked} 条）`}
      style={{ marginBottom: 16 }}
    />
  );
}

export default function AuditLog() {
  const kinds = useAuditKinds();
  const check = useChainCheck();
  const [range, setRange] = useState<DateRange>({});
  const [opened, setOpened] = useState<AuditRow>();

  const filters: ListFilter[] = [
    {
      name: 'kind',
      type: 'select',
      label: '事件类型',
      options: [{ label: '全部事件', value: '' }, ...(kinds.data ?? []).map((kind) => ({ label: kind.name, value: kind.kind }))],
      width: 170,
    },
    { name: 'userId', type: 'search', placeholder: '用户ID', maxLength: 19, width: 180 },
    { name: 'companyId', type: 'search', placeholder: '企业ID', maxLength: 19, width: 180 },
  ];

  return (
    <ListScreen<AuditRow, AuditQuery>
      page={{
        title: '审计日志',
        description: '登录、退款等操作的留痕，逐条以哈希相连：改动或删除任何一条都会被校验发现',
        extra: (
          <Button icon={<SafetyCertificateOutlined />} loading={check.isFetching} onClick={() => void check.refetch()}>
            校验日志链
          </Button>
        ),
      }}
      queryKey={identityKeys.auditPages}
      load={auditApi.page}
      query={range}
      columns={COLUMNS}
      // The other columns' widths and some 160 px of the detail's: the whole table fits beside the menu at 1440 px.
      scroll={{ x: 1140 }}
      cardTitle="time"
      header={() => (check.data ? <ChainResult check={check.data} /> : null)}
      filters={filters}
      extraFilters={<DateRangeFilter label="时间范围" showTime onChange={setRange} />}
      actions={{
        width: 70,
        fixed: true,
        render: (row) => (
          <Button type="link" size="small" aria-label={`查看记录 ${row.id} 的详情`} onClick={() => setOpened(row)}>
            详情
          </Button>
        ),
      }}
      emptyText={(q) => (q.kind || q.userId || q.companyId || q.beginTime || q.endTime ? '没有符合条件的记录' : '暂无审计记录')}
    >
      <AuditDetailDrawer row={opened} onClose={() => setOpened(undefined)} />
    </ListScreen>
  );
}
