/** The columns the company's and the operators' invoice lists share: amount, state, the tax invoice's number and date, and when it was asked. */
import type { TableColumnsType } from 'antd';
import { formatAmount, type Schema } from '@platform/sdk';
import { timeCell } from '../pages/OrderManage/cells';
import { InvoiceStatusTag } from './status';

type Invoice = Schema<'Invoice'>;

/** After the lists' own first columns; `dateFrom` is where the issue date shows (the operators' list is wider). */
export function invoiceStateColumns(dateFrom: 'lg' | 'xl'): TableColumnsType<Invoice> {
  return [
    { title: '金额(元)', dataIndex: 'amount', width: 100, align: 'right', render: formatAmount },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: string, invoice) => <InvoiceStatusTag status={status} name={invoice.statusName} reason={invoice.rejectReason} />,
    },
    { title: '发票号码', dataIndex: 'number', width: 170, responsive: ['lg'], render: (number?: string | null) => number || '—' },
    { title: '开票日期', dataIndex: 'issueDate', width: 100, responsive: [dateFrom], render: (date?: string | null) => date || '—' },
    { title: '申请时间', dataIndex: 'createTime', width: 104, responsive: ['lg'], render: timeCell },
  ];
}
