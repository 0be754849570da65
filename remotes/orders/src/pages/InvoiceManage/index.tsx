/**
 * 发票管理 (/operation/invoices, operators): every company's invoices, opening
 * on the requests waiting (开票中) as a work queue; a request is issued (开票:
 * number, date and the e-invoice PDF) or rejected (驳回) with a reason, an
 * issued invoice reversed (红冲) with its red-letter invoice, and PDFs downloaded.
 */
import { useState } from 'react';
import { Button, Drawer, Flex, Grid, Select, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type Query, type Schema } from '@platform/sdk';
import { ListScreen } from '@platform/sdk/ui';
import { manageInvoiceApi } from '../../api';
import { orderKeys } from '../../api/queries';
import { InvoiceDetail } from '../../components/InvoiceDetail';
import { invoiceStateColumns } from '../../components/invoiceColumns';
import { INVOICE_STATUS_OPTIONS } from '../../components/status';
import { InvoiceDownloads } from '../../components/InvoiceDownloads';
import { useInvoiceDownload } from '../../components/useInvoiceDownload';
import { IssueModal, RejectModal, ReverseModal } from './InvoiceForms';

type Invoice = Schema<'Invoice'>;
type InvoiceQuery = Query<'get', '/ptd-industry/manage/invoice/page'>;

/** What the operator is doing to an invoice: one dialog at a time. */
type Move = { kind: 'detail' | 'issue' | 'reject' | 'reverse'; invoice: Invoice };

const COLUMNS: TableColumnsType<Invoice> = [
  { title: '申请编号', dataIndex: 'invoiceNo', width: 170 },
  {
    title: '发票抬头',
    dataIndex: 'title',
    responsive: ['md'],
    render: (title: string, invoice) => (
      <Flex vertical>
        <span>{title}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {invoice.taxIdNumber}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: '发票类型', dataIndex: 'invoiceTypeName', width: 120, responsive: ['lg'] },
  ...invoiceStateColumns('xl'),
];

function emptyText(query: Record<string, unknown>) {
  if (query.keyword) return '没有符合条件的发票';
  if (query.status === 'requested') return '暂无待开票的申请';
  return query.status ? '没有符合条件的发票' : '暂无发票';
}

export default function InvoiceManage() {
  const queryClient = useQueryClient();
  // A work queue: it opens on the requests waiting.
  const [status, setStatus] = useState<string>('requested');
  const [move, setMove] = useState<Move>();
  const files = useInvoiceDownload(manageInvoiceApi.file);
  const narrow = Grid.useBreakpoint().sm === false;
  const close = () => setMove(undefined);
  const moved = () => {
    // 平台订单's 发票 column moves with the invoice.
    void queryClient.invalidateQueries({ queryKey: orderKeys.manageInvoices });
    void queryClient.invalidateQueries({ queryKey: orderKeys.manageOrders });
  };
  const on = (kind: Move['kind']) => (move?.kind === kind ? move.invoice : undefined);

  const actions = (invoice: Invoice) => (
    <Flex gap={4} wrap>
      <Button type="link" size="small" onClick={() => setMove({ kind: 'detail', invoice })} aria-label={`${invoice.invoiceNo}的详情`}>
        详情
      </Button>
      {invoice.status === 'requested' ? (
        <>
          <Button type="link" size="small" onClick={() => setMove({ kind: 'issue', invoice })} aria-label={`为${invoice.invoiceNo}开票`}>
            开票
          </Button>
          <Button type="link" size="small" danger onClick={() => setMove({ kind: 'reject', invoice })} aria-label={`驳回${invoice.invoiceNo}`}>
            驳回
          </Button>
        </>
      ) : null}
      <InvoiceDownloads invoice={invoice} files={files} all />
      {invoice.status === 'issued' ? (
        <Button type="link" size="small" danger onClick={() => setMove({ kind: 'reverse', invoice })} aria-label={`红冲${invoice.number ?? ''}`}>
          红冲
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <ListScreen<Invoice, InvoiceQuery>
      page={{ title: '发票管理', description: '企业的开票申请：核对抬头后开具电子发票并上传，信息有误的驳回；已开票的可红冲' }}
      queryKey={orderKeys.manageInvoicePages}
      load={manageInvoiceApi.page}
      columns={COLUMNS}
      filters={[{ name: 'keyword', type: 'search', placeholder: '请输入申请编号或发票抬头', maxLength: 50 }]}
      extraFilters={
        <Select value={status} options={INVOICE_STATUS_OPTIONS} onChange={setStatus} aria-label="发票状态" style={{ width: 130 }} />
      }
      query={status ? { status } : {}}
      actions={{ width: 180, fixed: true, render: actions }}
      emptyText={emptyText}
    >
      <Drawer title="发票详情" open={move?.kind === 'detail'} onClose={close} size={narrow ? '100%' : 600} destroyOnHidden>
        {on('detail') ? <InvoiceDetail invoice={on('detail')!} copyable /> : null}
      </Drawer>
      <IssueModal invoice={on('issue')} onClose={close} onSaved={moved} />
      <RejectModal invoice={on('reject')} onClose={close} onSaved={moved} />
      <ReverseModal invoice={on('reverse')} onClose={close} onSaved={moved} />
    </ListScreen>
  );
}
