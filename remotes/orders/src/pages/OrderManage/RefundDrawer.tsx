/** 退款记录: one order's refunds with their states; a failed one can be sent again (重试) after a confirmation. */
import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Flex, Grid, Typography, type TableColumnsType } from 'antd';
import { formatAmount, formatYuan, type Query, type Schema } from '@platform/sdk';
import { ListPage, type ListContext } from '@platform/sdk/ui';
import { manageOrderApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { RefundStatusTag } from '../../components/status';
import { timeCell } from './cells';
import { RefundWatch } from './RefundWatch';

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

type RefundRecord = Schema<'RefundRecord'>;

const status = (refund: RefundRecord) => <RefundStatusTag status={refund.status} name={refund.statusName} detail={refund.detail} />;

/** On a phone the reason and the time go under the refund's number and the state under the amount, so 重试 stays in view. */
const columns = (narrow: boolean): TableColumnsType<RefundRecord> => [
  {
    title: '退款单号',
    dataIndex: 'refundNo',
    render: (no: string, row) => (
      // On a phone the reason wraps under the number instead of widening the table.
      <Flex vertical style={narrow ? { maxWidth: 180 } : undefined}>
        <Typography.Text copyable={{ text: no }}>{no}</Typography.Text>
        {/* An automatic refund: money that came in but could not be applied to the order. */}
        {row.kind === 'auto' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            自动退款
          </Typography.Text>
        ) : null}
        {narrow ? (
          <>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.reason || '—'}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.createTime}
            </Typography.Text>
          </>
        ) : null}
      </Flex>
    ),
  },
  {
    title: narrow ? '金额(元)' : '退款金额(元)',
    dataIndex: 'amount',
    width: narrow ? 88 : 120,
    align: 'right',
    render: (amount: string, row) =>
      narrow ? (
        <Flex vertical align="flex-end" gap={4}>
          <span>{formatAmount(amount)}</span>
          {status(row)}
        </Flex>
      ) : (
        formatAmount(amount)
      ),
  },
  { title: '状态', dataIndex: 'status', width: 100, responsive: ['md'], render: (_: string, row) => status(row) },
  { title: '退款原因', dataIndex: 'reason', width: 180, responsive: ['md'], render: (reason: string) => reason || '—' },
  { title: '申请时间', dataIndex: 'createTime', width: 104, responsive: ['md'], render: timeCell },
  { title: '完成时间', dataIndex: 'successTime', width: 104, responsive: ['md'], render: timeCell },
];

/** 重试 on a failed refund, after 确定重新发起退款…吗？. */
function Retry({ refund, list }: { refund: RefundRecord; list: ListContext<RefundRecord> }) {
  const { modal } = App.useApp();
  if (refund.status !== 'failed') return <Typography.Text type="secondary">—</Typography.Text>;
  const retry = () =>
    modal.confirm({
      title: '提示',
      content: `确定重新发起退款 ${formatYuan(refund.amount)}（${refund.refundNo}）吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => list.run(refund, () => manageOrderApi.retry(refund.refundNo), '已重新发起退款'),
    });
  return (
    <Button type="link" size="small" loading={list.busy(refund)} onClick={retry} aria-label={`重试退款${refund.refundNo}`}>
      重试
    </Button>
  );
}

export interface RefundDrawerProps {
  /** The order whose refunds to show; undefined closes the drawer. */
  order: Schema<'Order'> | undefined;
  onClose(): void;
}

export function RefundDrawer({ order, onClose }: RefundDrawerProps) {
  const narrow = Grid.useBreakpoint().md === false;
  // The drawer keeps showing the order while it closes.
  const [last, setLast] = useState(order);
  if (order && order !== last) setLast(order);
  const shown = order ?? last;
  return (
    <Drawer title="退款记录" open={order !== undefined} onClose={onClose} size={narrow ? '100%' : 960} destroyOnHidden>
      {shown ? (
        <>
          {/* While the drawer is open, refunds 退款中 are followed until WeChat answers. */}
          {order ? <RefundWatch orderId={order.id} /> : null}
          <Descriptions
            bordered
            size="small"
            column={narrow ? 1 : 3}
            styles={LABEL}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'no', label: '订单编号', children: shown.orderNo },
              { key: 'company', label: '企业名称', children: shown.companyName || '—' },
              { key: 'total', label: '订单金额(元)', children: formatAmount(shown.totalPrice) },
            ]}
          />
          <ListPage<RefundRecord, Query<'get', '/ptd-industry/order/refund/list'>>
            queryKey={orderKeys.refunds(shown.id)}
            load={manageOrderApi.refunds}
            query={{ orderId: shown.id }}
            rowKey="refundNo"
            columns={columns(narrow)}
            size="middle"
            scroll={{ x: 'max-content' }}
            actions={{ width: narrow ? 64 : 80, render: (refund, list) => <Retry refund={refund} list={list} /> }}
            emptyText={() => '该订单暂无退款记录'}
          />
        </>
      ) : null}
    </Drawer>
  );
}
