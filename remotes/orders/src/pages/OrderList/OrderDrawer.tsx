/** An order's detail (/order/detail/{id}): the order's fields and its invoice's state (申请开票, 查看发票), its refunds (退款记录) and, per product bought, the service, functions, version, term and expiration date. */
import { Button, Descriptions, Drawer, Flex, Grid, Table, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatAmount, type Id, type Schema } from '@platform/sdk';
import { QueryView } from '@platform/sdk/ui';
import { useOrderDetail } from '../../api/queries';
import { invoiceable, invoicePage } from '../../components/invoices';
import { OrderInvoiceTag, PayStatusTag, RefundStatusTag } from '../../components/status';

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

/** A column of an order's facts, labels on one line (a titled one for the product bought). */
function Facts(props: Pick<DescriptionsProps, 'title' | 'style' | 'items'>) {
  return <Descriptions bordered size="small" column={1} styles={LABEL} {...props} />;
}

/** A field of a detail's JSON, as text. */
function text(json: Record<string, unknown>, key: string): string {
  const value = json[key];
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join('、') || '—';
  return String(value);
}

function ProductBought({ detail }: { detail: Schema<'OrderDetail'> }) {
  const product = detail.productJson as Record<string, unknown>;
  const object = detail.objectJson as Record<string, unknown>;
  return (
    <Facts
      title={text(product, 'name')}
      style={{ marginTop: 24 }}
      items={[
        { key: 'application', label: '应用名称', children: text(object, 'applicationName') },
        { key: 'service', label: '服务名称', children: text(object, 'serviceName') },
        { key: 'functions', label: '功能', children: text(object, 'functions') },
        { key: 'version', label: '版本', children: text(object, 'versionName') },
        { key: 'term', label: '购买期限', children: text(object, 'termLabel') },
        { key: 'price', label: '金额(元)', children: detail.price },
        { key: 'expiration', label: '到期时间', children: text(object, 'expirationDate') },
      ]}
    />
  );
}

/** A refund as the buyer sees it: the amount, its state, the operator's reason and when it was asked for (and came back). */
type RefundRecord = Schema<'RefundRecord'>;

const REFUND_COLUMNS: TableColumnsType<RefundRecord> = [
  { title: '退款金额(元)', dataIndex: 'amount', width: 100, align: 'right', render: formatAmount },
  { title: '状态', dataIndex: 'status', width: 96, render: (status: string, refund) => <RefundStatusTag status={status} name={refund.statusName} /> },
  {
    title: '原因 / 时间',
    dataIndex: 'reason',
    render: (reason: string, refund) => (
      <Flex vertical>
        <span>{reason || '—'}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {refund.successTime ? `退回于 ${refund.successTime}` : `申请于 ${refund.createTime ?? '—'}`}
        </Typography.Text>
      </Flex>
    ),
  },
];

function Refunds({ refunds }: { refunds: RefundRecord[] }) {
  return (
    <div style={{ marginTop: 24 }} data-testid="order-refunds">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        退款记录
      </Typography.Title>
      <Table<RefundRecord> rowKey="refundNo" size="small" columns={REFUND_COLUMNS} dataSource={refunds} pagination={false} />
    </div>
  );
}

/** The order's invoice: its state, the invoice to read, or 申请开票 when it may be asked. */
/** Without `onInvoice` (no 发票管理 grant) the state is shown alone. */
function InvoiceState({ order, onInvoice }: { order: Schema<'Order'>; onInvoice?(order: Schema<'Order'>): void }) {
  return (
    <Flex gap={8} align="center" wrap>
      <OrderInvoiceTag status={order.invoiceStatus} name={order.invoiceStatusName} />
      {onInvoice && order.invoiceId ? <Link to={invoicePage(order.invoiceId)}>查看发票</Link> : null}
      {onInvoice && invoiceable(order) ? (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onInvoice(order)}>
          申请开票
        </Button>
      ) : null}
    </Flex>
  );
}

function OrderFields({ order, onInvoice }: { order: Schema<'Order'>; onInvoice?(order: Schema<'Order'>): void }) {
  const refunded = Number(order.refundedAmount ?? 0) > 0;
  const paid = order.payStatus === 'success' || order.payStatus === 'refunded';
  return (
    <>
      <Facts
        items={[
          { key: 'no', label: '订单编号', children: order.orderNo },
          { key: 'company', label: '企业名称', children: order.companyName || '—' },
          { key: 'product', label: '产品名称', children: order.productName || '—' },
          { key: 'version', label: '版本', children: order.versionName || '—' },
          { key: 'term', label: '购买期限', children: order.productTerm },
          { key: 'amount', label: '订单金额(元)', children: formatAmount(order.totalPrice) },
          ...(refunded ? [{ key: 'refunded', label: '已退金额(元)', children: formatAmount(order.refundedAmount ?? '0') }] : []),
          {
            key: 'status',
            label: '状态',
            children: <PayStatusTag status={order.payStatus} name={order.payStatusName} refunded={order.refundedAmount} />,
          },
          ...(paid ? [{ key: 'invoice', label: '发票', children: <InvoiceState order={order} onInvoice={onInvoice} /> }] : []),
          { key: 'created', label: '创建时间', children: order.createTime ?? '—' },
          { key: 'paid', label: '支付时间', children: order.payTime ?? '—' },
          { key: 'start', label: '生效时间', children: order.activeStartTime ?? '—' },
          { key: 'end', label: '到期时间', children: order.activeEndTime ?? '—' },
        ]}
      />
      {order.refundList?.length ? <Refunds refunds={order.refundList} /> : null}
      {(order.orderDetailsBos ?? []).map((detail) => (
        <ProductBought key={detail.id} detail={detail} />
      ))}
      {order.orderDetailsBos?.length ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          暂无产品明细
        </Typography.Paragraph>
      )}
    </>
  );
}

export function OrderDrawer({ id, onClose, onInvoice }: { id: Id | undefined; onClose(): void; onInvoice?(order: Schema<'Order'>): void }) {
  const detail = useOrderDetail(id);
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Drawer title="订单详情" open={id !== undefined} onClose={onClose} size={narrow ? '100%' : 560} destroyOnHidden>
      {id !== undefined ? <QueryView query={detail}>{(order) => <OrderFields order={order} onInvoice={onInvoice} />}</QueryView> : null}
    </Drawer>
  );
}
