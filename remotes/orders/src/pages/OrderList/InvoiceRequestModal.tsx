/** 申请开票: one invoice asked for one or several paid orders: their amount, 普通发票 or 增值税专用发票, one of the company's headers in use and a note; a refusal keeps the dialog open with what was chosen. */
import { useState } from 'react';
import { Alert, Button, Flex, Form, Radio, Select, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatAmount, FORMS, formRules, type Schema } from '@platform/sdk';
import { errorText, FormModal, TextField } from '@platform/sdk/ui';
import { invoiceApi } from '../../api';
import { useInvoiceHeaders } from '../../api/queries';
import { headerComplete, invoiceAmount, invoiceTotal, SPECIAL_NEEDS_FULL_HEADER } from '../../components/invoices';

type Order = Schema<'Order'>;
type InvoiceHeader = Schema<'InvoiceHeader'>;

/** The request's rules, the server's own (forms/invoice-request.json). */
const RULES = formRules(FORMS.invoiceRequest);

/** Where the company keeps its invoice headers (企业信息's 开票信息 tab). */
export const INVOICE_HEADERS_PAGE = '/userCenter/userInfo?tab=invoice';

interface RequestValues {
  invoiceType: 'normal' | 'special';
  invoiceHeaderId?: number;
  remark?: string;
}

const ORDER_COLUMNS: TableColumnsType<Order> = [
  { title: '订单编号', dataIndex: 'orderNo' },
  { title: '产品名称', dataIndex: 'productName', render: (name: string) => name || '—' },
  { title: '开票金额(元)', key: 'amount', width: 110, align: 'right', render: (_: unknown, order) => formatAmount(invoiceAmount(order)) },
];

/** The orders to invoice and what the invoice comes to. */
function OrdersToInvoice({ orders }: { orders: Order[] }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Table<Order>
        rowKey="id"
        size="small"
        columns={ORDER_COLUMNS}
        dataSource={orders}
        pagination={false}
        scroll={{ x: 'max-content', y: orders.length > 4 ? 200 : undefined }}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">共 {orders.length} 个订单，开票金额</Typography.Text>
        <Typography.Text strong data-testid="invoice-total">
          ¥{formatAmount(invoiceTotal(orders))}
        </Typography.Text>
      </Flex>
    </div>
  );
}

function headerLabel(header: InvoiceHeader): string {
  return `${header.companyName}（${header.taxIdNumber}）`;
}

/** The header chosen, with what it lacks for 增值税专用发票. */
function HeaderField({ query }: { query: ReturnType<typeof useInvoiceHeaders> }) {
  const form = Form.useFormInstance<RequestValues>();
  const headers = query.data;
  const kind = Form.useWatch('invoiceType', form);
  const chosenId = Form.useWatch('invoiceHeaderId', form);
  const chosen = headers?.find((header) => header.id === chosenId);
  const none = headers !== undefined && headers.length === 0;
  return (
    <>
      <Form.Item name="invoiceHeaderId" label="发票抬头" rules={RULES.invoiceHeaderId}>
        <Select
          placeholder={none ? '暂无可用的发票抬头' : '请选择发票抬头'}
          loading={query.isFetching}
          disabled={none}
          options={(headers ?? []).map((header) => ({ value: header.id, label: headerLabel(header) }))}
          optionRender={(option) => {
            const header = headers?.find((one) => one.id === option.value);
            return header ? (
              <Flex vertical>
                <span>{header.companyName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {header.taxIdNumber}
                </Typography.Text>
              </Flex>
            ) : (
              option.label
            );
          }}
        />
      </Form.Item>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
              重试
            </Button>
          }
        />
      ) : null}
      {none ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              企业还没有启用的发票抬头，请先到 <Link to={INVOICE_HEADERS_PAGE}>开票信息</Link> 中添加
            </>
          }
        />
      ) : null}
      {kind === 'special' && chosen && !headerComplete(chosen) ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              {SPECIAL_NEEDS_FULL_HEADER}，可到 <Link to={INVOICE_HEADERS_PAGE}>开票信息</Link> 中补全
            </>
          }
        />
      ) : null}
    </>
  );
}

export interface InvoiceRequestModalProps {
  /** The paid orders to invoice together; undefined closes the dialog. */
  orders: Order[] | undefined;
  onClose(): void;
  /** The request was taken: the list is read again. */
  onRequested(): void;
}

export function InvoiceRequestModal({ orders, onClose, onRequested }: InvoiceRequestModalProps) {
  const [form] = Form.useForm<RequestValues>();
  // The dialog keeps showing the orders while it closes.
  const [last, setLast] = useState(orders);
  if (orders && orders !== last) setLast(orders);
  const shown = orders ?? last ?? [];
  const headers = useInvoiceHeaders(orders !== undefined);

  return (
    <FormModal<RequestValues>
      title="申请开票"
      name="invoice-request"
      open={orders !== undefined}
      form={form}
      rules={FORMS.invoiceRequest}
      width={600}
      okText="提交"
      initialValues={{ invoiceType: 'normal' }}
      save={({ invoiceType, invoiceHeaderId, remark }) =>
        invoiceApi.request({
          orderIds: shown.map((order) => order.id),
          invoiceHeaderId: invoiceHeaderId!,
          invoiceType,
          remark: remark?.trim() || undefined,
        })
      }
      onClose={onClose}
      onSaved={onRequested}
    >
      <OrdersToInvoice orders={shown} />
      <Form.Item
        name="invoiceType"
        label="发票类型"
        dependencies={['invoiceHeaderId']}
        rules={[
          ...(RULES.invoiceType ?? []),
          {
            // The server refuses it too; saying so here spares a round trip.
            validator: async (_, kind?: string) => {
              const chosen = headers.data?.find((header) => header.id === form.getFieldValue('invoiceHeaderId'));
              if (kind === 'special' && chosen && !headerComplete(chosen)) throw new Error('所选发票抬头不能开具增值税专用发票');
            },
          },
        ]}
      >
        <Radio.Group
          options={[
            { value: 'normal', label: '普通发票' },
            { value: 'special', label: '增值税专用发票' },
          ]}
        />
      </Form.Item>
      <HeaderField query={headers} />
      <TextField name="remark" label="备注" rows={3} placeholder="选填，如需在发票上注明的内容" />
    </FormModal>
  );
}
