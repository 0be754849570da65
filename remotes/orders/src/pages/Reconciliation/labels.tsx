/** A reconciled day's state as a tag: 对账中 blue, 已平账 green, 有差异 orange, 对账失败 red (the reason on hover). */
import { Tag, Tooltip } from 'antd';
import type { Schema } from '@platform/sdk';

const DAY_STATUS: Record<string, { label: string; color: string }> = {
  running: { label: '对账中', color: 'processing' },
  matched: { label: '已平账', color: 'success' },
  differences: { label: '有差异', color: 'warning' },
  failed: { label: '对账失败', color: 'error' },
};

export function DayStatusTag({ day }: { day: Pick<Schema<'ReconciliationDay'>, 'status' | 'statusName' | 'detail'> }) {
  const known = DAY_STATUS[day.status];
  const tag = <Tag color={known?.color ?? 'default'}>{day.statusName || known?.label || day.status}</Tag>;
  return day.status === 'failed' && day.detail ? <Tooltip title={day.detail}>{tag}</Tooltip> : tag;
}
