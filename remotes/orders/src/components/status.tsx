/** An order's payment state as a tag: 待支付 orange, 已支付 green, 已取消 grey. */
import { Tag } from 'antd';

export const PAY_STATUS = {
  hold: { label: '待支付', color: 'orange' },
  success: { label: '已支付', color: 'green' },
  cancel: { label: '已取消', color: 'default' },
} as const;

export const PAY_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(PAY_STATUS).map(([value, { label }]) => ({ label, value })),
];

export function PayStatusTag({ status, name }: { status: string; name?: string }) {
  const known = PAY_STATUS[status as keyof typeof PAY_STATUS];
  return <Tag color={known?.color ?? 'default'}>{known?.label ?? name ?? status}</Tag>;
}
