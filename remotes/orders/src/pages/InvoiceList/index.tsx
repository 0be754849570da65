/**
 * 发票管理 (/order/invoices): the company's invoices, asked for from 我的订单;
 * 详情 shows the header, the orders and why one was rejected or reversed, and
 * an issued invoice's PDF is downloaded here (下载发票, 下载红字发票 once reversed).
 * `?id=` opens one (我的订单's 查看发票).
 */
import { Button, Drawer, Flex, Grid, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { type Query, type Schema } from '@platform/sdk';
import { ListScreen, QueryView } from '@platform/sdk/ui';
import { invoiceApi } from '../../api';
import { orderKeys, useInvoice } from '../../api/queries';
import { InvoiceDetail } from '../../components/InvoiceDetail';
import { invoiceStateColumns } from '../../components/invoiceColumns';
import { INVOICE_STATUS_OPTIONS } from '../../components/status';
import { InvoiceDownloads } from '../../components/InvoiceDownloads';
import { useInvoiceDownload } from '../../components/useInvoiceDownload';

type Invoice = Schema<'Invoice'>;
type Download = ReturnType<typeof useInvoiceDownload>;

const COLUMNS: TableColumnsType<Invoice> = [
  { title: '申请编号', dataIndex: 'invoiceNo', width: 170 },
  { title: '发票类型', dataIndex: 'invoiceTypeName', width: 120, responsive: ['md'] },
  { title: '发票抬头', dataIndex: 'title', responsive: ['md'] },
  ...invoiceStateColumns('lg'),
];

function InvoiceDrawer({ id, files, onClose }: { id: string | undefined; files: Download; onClose(): void }) {
  const invoice = useInvoice(id);
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Drawer
      title="发票详情"
      open={id !== undefined}
      onClose={onClose}
      size={narrow ? '100%' : 600}
      destroyOnHidden
      extra={invoice.data ? <InvoiceDownloads invoice={invoice.data} files={files} all /> : null}
    >
      {id !== undefined ? <QueryView query={invoice}>{(loaded) => <InvoiceDetail invoice={loaded} />}</QueryView> : null}
    </Drawer>
  );
}

const emptyText = (query: Record<string, unknown>) =>
  query.status || query.keyword ? '没有符合条件的发票' : '暂无发票，可在我的订单中为已支付订单申请开票';

export default function InvoiceList() {
  const [params, setParams] = useSearchParams();
  const opened = params.get('id') ?? undefined;
  const files = useInvoiceDownload(invoiceApi.file);
  const open = (invoice: Invoice) => setParams({ id: String(invoice.id) });
  const close = () => setParams({}, { replace: true });

  return (
    <ListScreen<Invoice, Query<'get', '/ptd-industry/invoice/page'>>
      page={{ title: '发票管理', description: '企业申请的发票；开具后可下载电子发票，驳回的申请可在我的订单中重新申请' }}
      queryKey={orderKeys.invoicePages}
      load={invoiceApi.page}
      columns={COLUMNS}
      filters={[
        { name: 'keyword', type: 'search', placeholder: '请输入申请编号或发票抬头', maxLength: 50 },
        { name: 'status', type: 'select', label: '发票状态', options: INVOICE_STATUS_OPTIONS },
      ]}
      actions={{
        width: 160,
        fixed: true,
        render: (invoice) => (
          <Flex gap={4} wrap>
            <Button type="link" size="small" onClick={() => open(invoice)} aria-label={`${invoice.invoiceNo}的详情`}>
              详情
            </Button>
            <InvoiceDownloads invoice={invoice} files={files} />
          </Flex>
        ),
      }}
      emptyText={emptyText}
    >
      <InvoiceDrawer id={opened} files={files} onClose={close} />
    </ListScreen>
  );
}
