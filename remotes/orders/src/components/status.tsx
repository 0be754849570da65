/** An order's payment state, a refund's and an invoice's as tags: 待支付 orange, 已支付 green, 部分退款 cyan, 已退款 purple, 已取消 grey; refunds 退款中 blue, 退款成功 green, 退款失败 red; invoices 开票中 blue, 已开票 green, 已驳回 red, 已红冲 grey. */
import { Tag, Tooltip, Typography } from 'antd';
import type { ListFilter } from '@platform/sdk/ui';

export const PAY_STATUS = {
  hold: { label: '待支付', color: 'orange' },
  success: { label: '已支付', color: 'green' },
  cancel: { label: '已取消', color: 'default' },
  refunded: { label: '已退款', color: 'purple' },
} as const;

/** A paid order part of whose money went back (payStatus stays success). */
const PARTLY_REFUNDED = { label: '部分退款', color: 'cyan' } as const;

export const PAY_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(PAY_STATUS).map(([value, { label }]) => ({ label, value })),
];

/** An order list's filters: the order number, and the payment state under the list's word for it (订单状态, 支付状态). */
export function orderFilters(stateLabel: string): ListFilter[] {
  return [
    { name: 'orderNo', type: 'search', placeholder: '请输入订单编号', maxLength: 32 },
    { name: 'payStatus', type: 'select', label: stateLabel, options: PAY_STATUS_OPTIONS },
  ];
}

/** An order list with no rows: none at all, or none matching its filters. */
export const orderEmptyText = (query: Record<string, unknown>) => (query.orderNo || query.payStatus ? '没有符合条件的订单' : '暂无订单');

/** 确定要取消订单吗？ before an order is cancelled (the list's and the pay page's). */
export const CANCEL_ORDER_CONFIRM = { title: '提示', content: '确定要取消订单吗？', okText: '确定', cancelText: '取消' };

/** Whether a yuan string is more than zero ("0.00" and "" are not). */
function positive(yuan: string | null | undefined): boolean {
  return Number(yuan ?? 0) > 0;
}

/** `refunded` is the order's refundedAmount: a paid order with some of it back shows 部分退款. */
export function PayStatusTag({ status, name, refunded }: { status: string; name?: string; refunded?: string | null }) {
  const partly = status === 'success' && (name === PARTLY_REFUNDED.label || positive(refunded));
  const known = partly ? PARTLY_REFUNDED : PAY_STATUS[status as keyof typeof PAY_STATUS];
  return <Tag color={known?.color ?? 'default'}>{known?.label ?? name ?? status}</Tag>;
}

/** pending and processing are both 退款中: WeChat has not answered yet. */
export const REFUND_STATUS = {
  pending: { label: '退款中', color: 'processing' },
  processing: { label: '退款中', color: 'processing' },
  success: { label: '退款成功', color: 'success' },
  closed: { label: '退款关闭', color: 'default' },
  abnormal: { label: '退款异常', color: 'warning' },
  failed: { label: '退款失败', color: 'error' },
} as const;

/** Refunds still waiting for WeChat's answer. */
export function refundInFlight(status: string): boolean {
  return status === 'pending' || status === 'processing';
}

/** `detail` (the gateway's word on a failed or abnormal refund) shows on hover. */
export function RefundStatusTag({ status, name, detail }: { status: string; name?: string; detail?: string | null }) {
  const known = REFUND_STATUS[status as keyof typeof REFUND_STATUS];
  const tag = <Tag color={known?.color ?? 'default'}>{name || known?.label || status}</Tag>;
  return detail ? <Tooltip title={detail}>{tag}</Tooltip> : tag;
}

/** An invoice's state; a rejection's reason shows on hover. */
export const INVOICE_STATUS = {
  requested: { label: '开票中', color: 'processing' },
  issued: { label: '已开票', color: 'success' },
  rejected: { label: '已驳回', color: 'error' },
  reversed: { label: '已红冲', color: 'default' },
} as const;

export const INVOICE_STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(INVOICE_STATUS).map(([value, { label }]) => ({ label, value })),
];

export function InvoiceStatusTag({ status, name, reason }: { status: string; name?: string; reason?: string | null }) {
  const known = INVOICE_STATUS[status as keyof typeof INVOICE_STATUS];
  const tag = <Tag color={known?.color ?? 'default'}>{name || known?.label || status}</Tag>;
  return reason ? <Tooltip title={`驳回原因：${reason}`}>{tag}</Tooltip> : tag;
}

/** An order's invoice state by its number (0 未开票 … 4 已红冲), coloured as the invoice's. */
const ORDER_INVOICE_STATUS = ['none', 'requested', 'issued', 'rejected', 'reversed'] as const;

/** 未开票 stays plain text: most orders are, and a grey tag on each would only add noise. */
export function OrderInvoiceTag({ status, name }: { status: number; name?: string }) {
  const key = ORDER_INVOICE_STATUS[status];
  if (!key || key === 'none') return <Typography.Text type="secondary">{name || '未开票'}</Typography.Text>;
  return <InvoiceStatusTag status={key} name={name} />;
}
