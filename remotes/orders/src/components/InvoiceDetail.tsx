/** An invoice's facts as the company and the operators read them: the header's lines (copyable for the operator who types them into the tax system), its orders, and why it was rejected or reversed. */
import type { ReactNode } from 'react';
import { Alert, Descriptions, Table, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import { formatAmount, type Schema } from '@platform/sdk';
import { InvoiceStatusTag } from './status';

type Invoice = Schema<'Invoice'>;
type InvoiceLine = Schema<'InvoiceLine'>;

/** Labels stay on one line, even on a phone. */
const LABEL = { label: { whiteSpace: 'nowrap' } } as const;

/** A line of text, copyable when asked; '—' when there is none. */
function line(text: string | null | undefined, copyable: boolean): ReactNode {
  if (!text) return '—';
  return copyable ? <Typography.Text copyable>{text}</Typography.Text> : text;
}

/** The header as it was when the invoice was asked for: what goes on the tax invoice. */
export function InvoiceHeaderFacts({ invoice, copyable = false, title }: { invoice: Invoice; copyable?: boolean; title?: ReactNode }) {
  const items: DescriptionsProps['items'] = [
    { key: 'type', label: '发票类型', children: invoice.invoiceTypeName },
    { key: 'title', label: '发票抬头', children: line(invoice.title, copyable) },
    { key: 'tax', label: '税号', children: line(invoice.taxIdNumber, copyable) },
    { key: 'address', label: '地址', children: line(invoice.companyAddress, copyable) },
    { key: 'mobile', label: '电话', children: line(invoice.mobile, copyable) },
    { key: 'bank', label: '开户银行', children: line(invoice.bankName, copyable) },
    { key: 'account', label: '银行账号', children: line(invoice.bankAccount, copyable) },
    {
      key: 'amount',
      label: '金额(元)',
      // Copied as the tax system takes it, without thousands separators.
      children: copyable ? <Typography.Text copyable={{ text: invoice.amount }}>{formatAmount(invoice.amount)}</Typography.Text> : formatAmount(invoice.amount),
    },
    { key: 'remark', label: '备注', children: invoice.remark || '—' },
  ];
  return <Descriptions title={title} bordered size="small" column={1} styles={LABEL} items={items} />;
}

const LINE_COLUMNS: TableColumnsType<InvoiceLine> = [
  { title: '订单编号', dataIndex: 'orderNo' },
  { title: '产品名称', dataIndex: 'productName', render: (name: string) => name || '—' },
  { title: '金额(元)', dataIndex: 'amount', width: 110, align: 'right', render: formatAmount },
];

/** The orders an invoice covers. */
export function InvoiceOrders({ orders }: { orders: InvoiceLine[] }) {
  return (
    <div style={{ marginTop: 24 }} data-testid="invoice-orders">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        开票订单
      </Typography.Title>
      <Table<InvoiceLine> rowKey="orderId" size="small" columns={LINE_COLUMNS} dataSource={orders} pagination={false} scroll={{ x: 'max-content' }} />
    </div>
  );
}

/** What happened to the request: its state and number, the dates, a rejection's or a reversal's reason. */
function Progress({ invoice }: { invoice: Invoice }) {
  const items: DescriptionsProps['items'] = [
    { key: 'no', label: '申请编号', children: invoice.invoiceNo },
    {
      key: 'status',
      label: '状态',
      children: <InvoiceStatusTag status={invoice.status} name={invoice.statusName} />,
    },
    { key: 'created', label: '申请时间', children: invoice.createTime ?? '—' },
  ];
  if (invoice.number) {
    items.push({ key: 'number', label: '发票号码', children: invoice.number }, { key: 'date', label: '开票日期', children: invoice.issueDate ?? '—' });
  }
  if (invoice.redNumber) {
    items.push(
      { key: 'red', label: '红字发票号码', children: invoice.redNumber },
      { key: 'redDate', label: '红冲日期', children: invoice.redDate ?? '—' },
      { key: 'reverse', label: '红冲原因', children: invoice.reverseReason || '—' },
    );
  }
  return <Descriptions bordered size="small" column={1} styles={LABEL} items={items} style={{ marginBottom: 16 }} />;
}

/** The whole invoice, for a detail drawer: a rejection first (what the company must fix), then its progress, header and orders. */
export function InvoiceDetail({ invoice, copyable = false }: { invoice: Invoice; copyable?: boolean }) {
  return (
    <>
      {invoice.status === 'rejected' ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title="开票申请已驳回" description={invoice.rejectReason || '—'} />
      ) : null}
      <Progress invoice={invoice} />
      <InvoiceHeaderFacts invoice={invoice} copyable={copyable} />
      <InvoiceOrders orders={invoice.orders} />
    </>
  );
}
