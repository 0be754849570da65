/**
 * 我的订单 (/userCenter/order, /order): the company's orders with their state
 * (部分退款 and 已退款 too); 详情 opens the detail drawer with its refunds, an
 * unpaid order can be paid (去支付) or cancelled, an unpaid or cancelled one deleted.
 */
import { useState } from 'react';
import { App, Button, Flex, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatAmount, type Id, type Query, type Schema } from '@platform/sdk';
import { type ListContext, ListScreen } from '@platform/sdk/ui';
import { orderApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { PayStatusTag, orderFilters, orderEmptyText, CANCEL_ORDER_CONFIRM } from '../../components/status';
import { OrderDrawer } from './OrderDrawer';

type Order = Schema<'Order'>;

const COLUMNS: TableColumnsType<Order> = [
  { title: '订单编号', dataIndex: 'orderNo', width: 190 },
  { title: '产品名称', dataIndex: 'productName', render: (value: string) => value || '—' },
  { title: '版本', dataIndex: 'versionName', width: 100, responsive: ['md'], render: (value: string) => value || '—' },
  { title: '购买期限', dataIndex: 'productTerm', width: 90, responsive: ['md'] },
  { title: '订单金额(元)', dataIndex: 'totalPrice', width: 120, align: 'right', render: formatAmount },
  {
    title: '状态',
    dataIndex: 'payStatus',
    width: 90,
    render: (status: string, order) => <PayStatusTag status={status} name={order.payStatusName} refunded={order.refundedAmount} />,
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170, responsive: ['lg'] },
];

function Actions({ order, list, onDetail }: { order: Order; list: ListContext<Order>; onDetail(): void }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const hold = order.payStatus === 'hold';
  const cancel = () =>
    modal.confirm({
      ...CANCEL_ORDER_CONFIRM,
      onOk: () => list.run(order, () => orderApi.cancel(order.id), '取消订单成功'),
    });
  return (
    <Flex gap={4} wrap>
      <Button type="link" size="small" onClick={onDetail}>
        详情
      </Button>
      {hold ? (
        <Button type="link" size="small" onClick={() => navigate(`/product/orderPay?id=${order.id}&source=order`)}>
          去支付
        </Button>
      ) : null}
      {hold ? (
        <Button type="link" size="small" loading={list.busy(order)} onClick={cancel}>
          取消订单
        </Button>
      ) : null}
      {/* Only a cancelled order is offered for deletion: an unpaid one is cancelled first (the server
          also refuses paid and refunded ones, which stay on record). */}
      {order.payStatus === 'cancel' ? (
        <Button type="link" size="small" danger onClick={() => list.confirmDelete(() => orderApi.remove(order.id))}>
          删除
        </Button>
      ) : null}
    </Flex>
  );
}

export default function OrderList() {
  const [opened, setOpened] = useState<Id>();
  return (
    <ListScreen<Order, Query<'get', '/ptd-industry/order/list'>>
      page={{ title: '我的订单', description: '企业购买的产品订单；待支付订单请在创建后30分钟内完成支付' }}
      queryKey={orderKeys.orderPages}
      load={orderApi.page}
      columns={COLUMNS}
      filters={orderFilters('订单状态')}
      actions={{
        width: 270,
        fixed: true,
        render: (order, list) => <Actions order={order} list={list} onDetail={() => setOpened(order.id)} />,
      }}
      emptyText={orderEmptyText}
    >
      <OrderDrawer id={opened} onClose={() => setOpened(undefined)} />
    </ListScreen>
  );
}
