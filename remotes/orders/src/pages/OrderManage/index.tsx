/**
 * 平台订单 (/operation/orders, the operators' 订单管理): every company's orders;
 * a paid order with money left can be refunded in whole or in part (退款, with
 * a reason and a confirmation), and 退款记录 lists an order's refunds, a failed
 * one sent again with 重试. 导出订单 downloads what the search finds; 导出支付记录
 * and 导出退款记录 the payments and refunds of the days picked beside them.
 */
import { useCallback, useState } from 'react';
import { Button, Flex, Grid, Input, Select, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, formatYuan, type Query, type Schema } from '@platform/sdk';
import { DateRangeFilter, ExportButton, ListScreen, type DateRange } from '@platform/sdk/ui';
import { manageOrderApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { OrderInvoiceTag, PAY_STATUS_OPTIONS, PayStatusTag, orderEmptyText } from '../../components/status';
import { RefundDrawer } from './RefundDrawer';
import { RefundModal } from './RefundModal';
import { RefundWatch } from './RefundWatch';
import { timeCell } from './cells';
import { hasRefundable } from './refundable';

type Order = Schema<'Order'>;
type OrderQuery = Query<'get', '/ptd-industry/manage/order/page'>;
type OrderFilters = Query<'get', '/ptd-industry/manage/order/export'>;

/** What was refunded: '—' while nothing was. */
function refundedText(amount: string | null | undefined): string {
  return Number(amount ?? 0) > 0 ? formatAmount(amount!) : '—';
}

function statusTag(order: Order) {
  return <PayStatusTag status={order.payStatus} name={order.payStatusName} refunded={order.refundedAmount} />;
}

/** On a phone the product, the amount and the state go under the order number, so the row fits beside its actions. */
const columns = (narrow: boolean): TableColumnsType<Order> => [
  {
    title: '订单编号',
    dataIndex: 'orderNo',
    width: narrow ? undefined : 190,
    render: (no: string, order) =>
      narrow ? (
        <Flex vertical gap={2} style={{ maxWidth: 200 }}>
          <span>{no}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[order.productName, order.versionName].filter(Boolean).join(' / ') || '—'}
          </Typography.Text>
          <Flex gap={8} align="center">
            <span>{formatYuan(order.totalPrice)}</span>
            {statusTag(order)}
          </Flex>
        </Flex>
      ) : (
        no
      ),
  },
  { title: '企业名称', dataIndex: 'companyName', responsive: ['md'], render: (value: string) => value || '—' },
  {
    title: '产品/版本',
    dataIndex: 'productName',
    responsive: ['md'],
    render: (name: string, order) => (
      <Flex vertical>
        <span>{name || '—'}</span>
        {order.versionName ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {order.versionName}
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  { title: '期限', dataIndex: 'productTerm', width: 64, responsive: ['lg'] },
  { title: '金额(元)', dataIndex: 'totalPrice', width: 110, align: 'right', responsive: ['md'], render: formatAmount },
  { title: '已退金额(元)', dataIndex: 'refundedAmount', width: 110, align: 'right', responsive: ['md'], render: refundedText },
  { title: '状态', dataIndex: 'payStatus', width: 88, responsive: ['md'], render: (_: string, order) => statusTag(order) },
  // Why a refund is refused: the server holds it back while an invoice is asked for or issued.
  {
    title: '发票',
    dataIndex: 'invoiceStatus',
    width: 80,
    responsive: ['md'],
    render: (status: number, order) =>
      order.payStatus === 'success' || order.payStatus === 'refunded' ? <OrderInvoiceTag status={status} name={order.invoiceStatusName} /> : '—',
  },
  { title: '支付时间', dataIndex: 'payTime', width: 104, responsive: ['lg'], render: timeCell },
  { title: '下单时间', dataIndex: 'createTime', width: 104, responsive: ['lg'], render: timeCell },
];

function Actions({ order, onRefund, onRecords }: { order: Order; onRefund(): void; onRecords(): void }) {
  const paid = order.payStatus === 'success' || order.payStatus === 'refunded';
  if (!paid) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {order.payStatus === 'success' && hasRefundable(order.totalPrice, order.refundedAmount) ? (
        <Button type="link" size="small" danger onClick={onRefund} aria-label={`退款${order.orderNo}`}>
          退款
        </Button>
      ) : null}
      <Button type="link" size="small" onClick={onRecords} aria-label={`${order.orderNo}的退款记录`}>
        退款记录
      </Button>
    </Flex>
  );
}

export default function OrderManage() {
  const queryClient = useQueryClient();
  const narrow = Grid.useBreakpoint().md === false;
  const [refunding, setRefunding] = useState<Order>();
  const [records, setRecords] = useState<Order>();
  // Orders just refunded: followed until WeChat answers, then the list is read again.
  const [watching, setWatching] = useState<number[]>([]);
  const refunded = useCallback(
    (orderId: number) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.manageOrders });
      setWatching((ids) => (ids.includes(orderId) ? ids : [...ids, orderId]));
    },
    [queryClient],
  );
  const settled = useCallback((orderId: number) => setWatching((ids) => ids.filter((id) => id !== orderId)), []);
  const [orderNo, setOrderNo] = useState('');
  const [payStatus, setPayStatus] = useState('');
  const [range, setRange] = useState<DateRange>({});

  // The list and 导出订单 take the same filters: they are kept here rather than inside the list.
  const filters: OrderFilters = { orderNo: orderNo || undefined, payStatus: payStatus || undefined };

  return (
    <ListScreen<Order, OrderQuery>
      page={{
        title: '平台订单',
        description: '所有企业的产品订单；已支付订单可全额或部分退款，退款按原支付方式退回',
        // Payments and refunds are not rows of this list: their days sit with their exports, apart from the list's filters.
        extra: (
          <>
            <DateRangeFilter label="支付与退款记录的日期" onChange={setRange} />
            <ExportButton
              label="导出支付记录"
              fileName="支付记录.xlsx"
              download={(onProgress) => manageOrderApi.exportPayments(range, onProgress)}
            />
            <ExportButton
              label="导出退款记录"
              fileName="退款记录.xlsx"
              download={(onProgress) => manageOrderApi.exportRefunds(range, onProgress)}
            />
          </>
        ),
      }}
      queryKey={orderKeys.manageOrderPages}
      load={manageOrderApi.page}
      query={filters}
      columns={columns(narrow)}
      extraFilters={
        <>
          <Input.Search
            placeholder="请输入订单编号"
            allowClear
            maxLength={32}
            onSearch={(value) => setOrderNo(value.trim())}
            style={{ width: 240 }}
          />
          <Select value={payStatus} onChange={setPayStatus} options={PAY_STATUS_OPTIONS} aria-label="支付状态" style={{ width: 130 }} />
          <ExportButton label="导出订单" fileName="平台订单.xlsx" download={(onProgress) => manageOrderApi.export(filters, onProgress)} />
        </>
      }
      actions={{
        width: 140,
        fixed: true,
        render: (order) => <Actions order={order} onRefund={() => setRefunding(order)} onRecords={() => setRecords(order)} />,
      }}
      emptyText={orderEmptyText}
    >
      <RefundModal order={refunding} onClose={() => setRefunding(undefined)} onRefunded={refunded} />
      <RefundDrawer order={records} onClose={() => setRecords(undefined)} />
      {watching.map((orderId) => (
        <RefundWatch key={orderId} orderId={orderId} asked onSettled={() => settled(orderId)} />
      ))}
    </ListScreen>
  );
}
