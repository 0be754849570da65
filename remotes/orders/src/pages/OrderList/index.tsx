/**
 * 我的订单 (/userCenter/order, /order): the company's orders with their state
 * (部分退款 and 已退款 too) and their invoice's; 详情 opens the detail drawer with its refunds, an
 * unpaid order can be paid (去支付) or cancelled, an unpaid or cancelled one deleted,
 * and paid ones invoiced (申请开票, one or several ticked together: 批量开票).
 */
import { useState } from 'react';
import { App, Button, Checkbox, Flex, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, hasMenuPage, useAuth, type Id, type Query, type Schema } from '@platform/sdk';
import { type ListContext, ListScreen } from '@platform/sdk/ui';
import { orderApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { invoicePage, invoiceable } from '../../components/invoices';
import { PayStatusTag, orderFilters, orderEmptyText, CANCEL_ORDER_CONFIRM, OrderInvoiceTag } from '../../components/status';
import { InvoiceRequestModal } from './InvoiceRequestModal';
import { OrderDrawer } from './OrderDrawer';

type Order = Schema<'Order'>;

/** An order's invoice state; an unpaid or cancelled order has none to speak of. */
function invoiceCell(order: Order) {
  if (order.payStatus !== 'success' && order.payStatus !== 'refunded') return '—';
  return <OrderInvoiceTag status={order.invoiceStatus} name={order.invoiceStatusName} />;
}

/** The orders ticked for one invoice together (only invoiceable ones can be). */
interface Selection {
  has(order: Order): boolean;
  toggle(order: Order, on: boolean): void;
}

const columns = (selection: Selection): TableColumnsType<Order> => [
  {
    title: '选择',
    key: 'select',
    width: 56,
    align: 'center',
    render: (_: unknown, order) =>
      invoiceable(order) ? (
        <Checkbox checked={selection.has(order)} onChange={(event) => selection.toggle(order, event.target.checked)} aria-label={`选择订单${order.orderNo}开票`} />
      ) : null,
  },
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
  { title: '发票', dataIndex: 'invoiceStatus', width: 90, responsive: ['md'], render: (_: number, order) => invoiceCell(order) },
  { title: '创建时间', dataIndex: 'createTime', width: 170, responsive: ['lg'] },
];

/** `onInvoice` is left out for a sub-account not granted 发票管理: it is offered no invoice action. */
function Actions({ order, list, onDetail, onInvoice }: { order: Order; list: ListContext<Order>; onDetail(): void; onInvoice?(): void }) {
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
      {onInvoice && invoiceable(order) ? (
        <Button type="link" size="small" onClick={onInvoice} aria-label={`为订单${order.orderNo}申请开票`}>
          申请开票
        </Button>
      ) : null}
      {/* A rejected or reversed invoice is still worth reading (its reason) while the order is asked again. */}
      {onInvoice && order.invoiceId ? (
        <Button type="link" size="small" onClick={() => navigate(invoicePage(order.invoiceId!))}>
          查看发票
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

/** 批量开票 for the ticked orders, with how many there are and a way to untick them all. */
function BatchInvoice({ selected, onInvoice, onClear }: { selected: Order[]; onInvoice(): void; onClear(): void }) {
  return (
    <Flex gap={8} align="center">
      <Button disabled={selected.length === 0} onClick={onInvoice}>
        批量开票{selected.length > 0 ? `（${selected.length}）` : ''}
      </Button>
      {selected.length > 0 ? (
        <Typography.Link onClick={onClear}>清空选择</Typography.Link>
      ) : null}
    </Flex>
  );
}

export default function OrderList() {
  const queryClient = useQueryClient();
  const { menus } = useAuth();
  // Invoices are a grant of their own (发票管理); main accounts hold it.
  const canInvoice = hasMenuPage(menus, 'orders/InvoiceList');
  const [opened, setOpened] = useState<Id>();
  // Ticked orders stay ticked across pages and filters, so one invoice can cover orders of several pages.
  const [selected, setSelected] = useState<Order[]>([]);
  const [invoicing, setInvoicing] = useState<Order[]>();
  const selection: Selection = {
    has: (order) => selected.some((one) => one.id === order.id),
    toggle: (order, on) => setSelected((last) => (on ? [...last.filter((one) => one.id !== order.id), order] : last.filter((one) => one.id !== order.id))),
  };
  const requested = () => {
    setSelected([]);
    // Orders, their details and the invoices all live under `orders`.
    void queryClient.invalidateQueries({ queryKey: orderKeys.orders });
  };
  return (
    <ListScreen<Order, Query<'get', '/ptd-industry/order/list'>>
      page={{ title: '我的订单', description: '企业购买的产品订单；待支付订单请在创建后30分钟内完成支付，已支付订单可申请开票' }}
      queryKey={orderKeys.orderPages}
      load={orderApi.page}
      columns={canInvoice ? columns(selection) : columns(selection).filter((column) => column.key !== 'select')}
      cardTitle="orderNo"
      filters={orderFilters('订单状态')}
      extraFilters={canInvoice ? <BatchInvoice selected={selected} onInvoice={() => setInvoicing(selected)} onClear={() => setSelected([])} /> : undefined}
      actions={{
        width: 270,
        fixed: true,
        render: (order, list) => (
          <Actions order={order} list={list} onDetail={() => setOpened(order.id)} onInvoice={canInvoice ? () => setInvoicing([order]) : undefined} />
        ),
      }}
      emptyText={orderEmptyText}
    >
      <OrderDrawer id={opened} onClose={() => setOpened(undefined)} onInvoice={canInvoice ? (order) => setInvoicing([order]) : undefined} />
      <InvoiceRequestModal orders={invoicing} onClose={() => setInvoicing(undefined)} onRequested={requested} />
    </ListScreen>
  );
}
