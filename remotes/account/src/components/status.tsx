/** The account's and the payments' state tags. */
import { Tag } from 'antd';

const PAY_COLORS: Record<string, string> = { success: 'success', hold: 'processing', cancel: 'default', failed: 'error' };

/** 正常 / 冻结 of an account. */
export function AccountStatusTag({ status, name }: { status: string; name?: string | null }) {
  const frozen = status === 'frozen';
  return (
    <Tag color={frozen ? 'error' : 'success'} data-testid="account-status">
      {name || (frozen ? '冻结' : '正常')}
    </Tag>
  );
}

/** 已支付, 待支付, 已取消 or 支付失败 of a payment, in the server's words. */
export function PayStatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={PAY_COLORS[status] ?? 'default'}>{label}</Tag>;
}
