/**
 * 审计日志 (/operation/auditLog, operators): every audit row, newest first, searched by kind, user,
 * company and time; 详情 shows a row's every field with its place in the hash chain, 校验日志链
 * walks the chain and names the first row that does not fit, and 导出Excel downloads what the
 * search finds.
 */
import { useState } from 'react';
import { Alert, Button, Input, Select, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Query, Schema } from '@platform/sdk';
import { DateRangeFilter, ExportButton, ListScreen, type DateRange } from '@platform/sdk/ui';
import { auditApi } from '../../api';
import { identityKeys, useAuditKinds, useChainCheck } from '../../api/queries';
import { auditActorColumn, auditAddressColumn, auditKindColumn, auditTimeColumn, ellipsisColumn } from '../../components/auditColumns';
import { orDash } from '../../components/auditRow';
import { AuditDetailDrawer } from './AuditDetailDrawer';

type AuditRow = Schema<'AuditView'>;
type AuditQuery = Query<'get', '/platform/audit/page'>;
type AuditFilters = Query<'get', '/platform/audit/export'>;
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

/** An id typed in a search box, or nothing for an empty box; what is not a number is left to the server to refuse. */
function idOf(text: string): number | undefined {
  return text === '' ? undefined : Number(text);
}

export default function AuditLog() {
  const kinds = useAuditKinds();
  const check = useChainCheck();
  const [range, setRange] = useState<DateRange>({});
  const [kind, setKind] = useState('');
  const [userId, setUserId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [opened, setOpened] = useState<AuditRow>();

  // The list and its export take the same filters: they are kept here rather than inside the list.
  const filters: AuditFilters = { kind: kind || undefined, userId: idOf(userId), companyId: idOf(companyId), ...range };

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
      query={filters}
      columns={COLUMNS}
      // The other columns' widths and some 160 px of the detail's: the whole table fits beside the menu at 1440 px.
      scroll={{ x: 1140 }}
      cardTitle="time"
      header={() => (check.data ? <ChainResult check={check.data} /> : null)}
      extraFilters={
        <>
          <Select
            value={kind}
            onChange={setKind}
            options={[{ label: '全部事件', value: '' }, ...(kinds.data ?? []).map((option) => ({ label: option.name, value: option.kind }))]}
            aria-label="事件类型"
            style={{ width: 170 }}
          />
          <Input.Search placeholder="用户ID" allowClear maxLength={19} onSearch={(value) => setUserId(value.trim())} style={{ width: 180 }} />
          <Input.Search placeholder="企业ID" allowClear maxLength={19} onSearch={(value) => setCompanyId(value.trim())} style={{ width: 180 }} />
          <DateRangeFilter label="时间范围" showTime onChange={setRange} />
          {/* The export takes the same filters as the list, without its pages. */}
          <ExportButton fileName="审计日志.xlsx" download={(onProgress) => auditApi.export(filters, onProgress)} />
        </>
      }
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
