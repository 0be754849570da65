/** The columns the sign-in log and the audit log share: when, what (a coloured tag), who, from where and with what. */
import { Tag, Tooltip, type TableColumnType } from 'antd';
import type { Schema } from '@platform/sdk';
import { auditActor, auditKindColor, orDash } from './auditRow';

type AuditRow = Schema<'AuditView'>;

export function auditTimeColumn(): TableColumnType<AuditRow> {
  return { title: '时间', dataIndex: 'time', width: 170, render: orDash };
}

/** 事件: the kind's Chinese name on its colour. */
export function auditKindColumn(): TableColumnType<AuditRow> {
  return {
    title: '事件',
    dataIndex: 'kindName',
    width: 100,
    render: (name: string, row) => <Tag color={auditKindColor(row.kind)}>{name}</Tag>,
  };
}

export function auditActorColumn(title: string): TableColumnType<AuditRow> {
  return { title, key: 'actor', width: 150, render: (_, row) => auditActor(row) };
}

export function auditAddressColumn(): TableColumnType<AuditRow> {
  return { title: '地址', dataIndex: 'address', width: 130, render: orDash };
}

/**
 * A long text cut to the column's width, whole on hover. It has no width of its own: it takes what
 * the others leave, so the list gives the table a width (`scroll.x`) rather than the content's.
 */
export function ellipsisColumn(title: string, dataIndex: 'userAgent' | 'detail'): TableColumnType<AuditRow> {
  return {
    title,
    dataIndex,
    ellipsis: { showTitle: false },
    render: (value?: string | null) =>
      value ? (
        <Tooltip placement="topLeft" title={value}>
          {value}
        </Tooltip>
      ) : (
        '—'
      ),
  };
}
