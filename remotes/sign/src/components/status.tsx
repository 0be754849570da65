/** A contract's state as a tag: 待签署 orange, 已签署 green; and the 状态 filter's choices. */
import { Tag } from 'antd';

export const CONTRACT_STATUS = {
  toSign: 0,
  signed: 1,
} as const;

const LABELS: Record<number, { label: string; color: string }> = {
  [CONTRACT_STATUS.toSign]: { label: '待签署', color: 'orange' },
  [CONTRACT_STATUS.signed]: { label: '已签署', color: 'green' },
};

export const CONTRACT_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(LABELS).map(([value, { label }]) => ({ label, value: Number(value) })),
];

export function ContractStatusTag({ status, name }: { status: number; name?: string | null }) {
  const known = LABELS[status];
  return <Tag color={known?.color ?? 'default'}>{known?.label ?? name ?? String(status)}</Tag>;
}

/** 法大大 / CFCA, as the channels are called to people. */
export function channelName(channel: string | null | undefined): string {
  if (channel === 'fadada') return '法大大';
  if (channel === 'cfca') return 'CFCA';
  return channel || '—';
}
