/** 审计记录详情 (审计日志 > 详情): every field of one audit row, the chain's two hashes among them, for operators. */
import { Descriptions, Drawer, Grid, Tag, theme, Typography } from 'antd';
import type { Schema } from '@platform/sdk';
import { auditActor, auditKindColor, orDash } from '../../components/auditRow';

type AuditRow = Schema<'AuditView'>;

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

/** A value read character by character (a hash, a code): monospace, wrapping anywhere rather than widening the drawer. */
function Code({ value }: { value?: string | number | null }) {
  const { token } = theme.useToken();
  return <Typography.Text style={{ fontFamily: token.fontFamilyCode, overflowWrap: 'anywhere', wordBreak: 'break-all' }}>{orDash(value)}</Typography.Text>;
}

function Fields({ row }: { row: AuditRow }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={LABEL}
      items={[
        { key: 'id', label: '记录号', children: row.id },
        {
          key: 'kind',
          label: '事件',
          children: <Tag color={auditKindColor(row.kind)}>{row.kindName}</Tag>,
        },
        { key: 'kindCode', label: '事件代码', children: <Code value={row.kind} /> },
        { key: 'time', label: '时间', children: orDash(row.time) },
        { key: 'createTime', label: '时间戳（毫秒）', children: <Code value={row.createTime} /> },
        { key: 'actor', label: '操作人', children: auditActor(row) },
        { key: 'actorId', label: '操作人ID', children: <Code value={row.actorId} /> },
        { key: 'companyId', label: '企业ID', children: <Code value={row.companyId} /> },
        { key: 'target', label: '对象', children: <Code value={row.target} /> },
        { key: 'detail', label: '详情', children: <span style={{ overflowWrap: 'anywhere' }}>{orDash(row.detail)}</span> },
        { key: 'address', label: '地址', children: orDash(row.address) },
        { key: 'userAgent', label: '设备', children: <span style={{ overflowWrap: 'anywhere' }}>{orDash(row.userAgent)}</span> },
        { key: 'prevHash', label: '上一条哈希', children: <Code value={row.prevHash} /> },
        { key: 'hash', label: '本条哈希', children: <Code value={row.hash} /> },
      ]}
    />
  );
}

export interface AuditDetailDrawerProps {
  /** The row opened from the list; none while the drawer is closed. */
  row: AuditRow | undefined;
  onClose(): void;
}

export function AuditDetailDrawer({ row, onClose }: AuditDetailDrawerProps) {
  // Under 768 px (antd's md) the drawer takes the whole width.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer title="审计记录详情" open={row !== undefined} onClose={onClose} size={narrow ? '100%' : 640} destroyOnHidden>
      {row ? <Fields row={row} /> : null}
    </Drawer>
  );
}
