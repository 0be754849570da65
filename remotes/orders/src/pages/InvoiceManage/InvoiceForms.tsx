/** The operators' three moves on an invoice: 开票 (number, date and the e-invoice PDF), 驳回 (a reason) and 红冲 (the red-letter invoice); the last two are confirmed first, being hard to undo. */
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { App, Button, Form, Typography, Upload, type FormRule, type UploadFile } from 'antd';
import { FORMS, formRules, type Schema } from '@platform/sdk';
import { FormModal, TextField } from '@platform/sdk/ui';
import { manageInvoiceApi } from '../../api';
import { DayField } from '../../components/DayField';
import { InvoiceHeaderFacts, InvoiceOrders } from '../../components/InvoiceDetail';
import { beijingToday, dayAllowed, dayOf, pdfProblem } from '../../components/invoices';

type Invoice = Schema<'Invoice'>;

const ISSUE = formRules(FORMS.invoiceIssue);
const REVERSE = formRules(FORMS.invoiceReverse);

/** A number of 8 digits, or 20 for a fully digital (全电) invoice. */
const NUMBER_HINT = '8位或20位数字';

/** Keeps the digits only, so a number pasted with spaces still fits. */
const digits = (value?: string) => value?.replace(/\D/g, '');

/** The invoice a dialog was opened on, kept while the dialog closes so its content does not vanish mid-animation. */
function useShown(invoice: Invoice | undefined): Invoice | undefined {
  const [last, setLast] = useState(invoice);
  if (invoice && invoice !== last) setLast(invoice);
  return invoice ?? last;
}

/** Asks before a move that is hard to undo; rejects when the operator thinks better of it (the dialog behind stays open). */
function useConfirm() {
  const { modal } = App.useApp();
  return (title: string, content: string, okText: string) =>
    new Promise<void>((resolve, reject) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: () => resolve(),
        onCancel: () => reject(new Error('cancelled')),
      });
    });
}

/** The e-invoice PDF: one file, kept in the browser until the form is sent. */
function PdfField({ label }: { label: string }) {
  return (
    <Form.Item
      name="file"
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
      extra="PDF格式，不超过5MB"
      rules={[
        {
          required: true,
          validator: async (_, files?: UploadFile[]) => {
            const file = files?.[0];
            const problem = pdfProblem(file ? { name: file.name, size: file.size } : undefined);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <Upload accept=".pdf,application/pdf" maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </Form.Item>
  );
}

interface FileValues {
  number: string;
  date: string;
  file: UploadFile[];
}

/** The first file of an Upload field, as the browser holds it. */
const pdfOf = (files: UploadFile[]) => files[0].originFileObj as Blob;

export interface InvoiceFormProps {
  /** The invoice; undefined closes the dialog. */
  invoice: Invoice | undefined;
  onClose(): void;
  /** Done: the lists are read again. */
  onSaved(): void;
}

/** The form's `date`: the rule file's shape, then a day between `since` and `today` (the server's bounds, said before sending). */
function DayItem({ label, rules = [], since, today, outside }: { label: string; rules?: FormRule[]; since: string; today: string; outside: string }) {
  const within: FormRule = {
    validator: async (_, day?: string) => {
      if (day && !dayAllowed(day, since, today)) throw new Error(outside);
    },
  };
  return (
    <Form.Item name="date" label={label} rules={[...rules, within]}>
      <DayField since={since} today={today} />
    </Form.Item>
  );
}

/** 开票: the header's lines to copy into the tax system, the orders and amount, then what it issued. */
export function IssueModal({ invoice: asked, onClose, onSaved }: InvoiceFormProps) {
  const invoice = useShown(asked);
  const today = beijingToday();
  const since = dayOf(invoice?.createTime);
  return (
    <FormModal<FileValues>
      title="开票"
      name="invoice-issue"
      open={asked !== undefined}
      rules={FORMS.invoiceIssue}
      width={640}
      okText="提交"
      initialValues={{ date: today, file: [] }}
      save={({ number, date, file }) => manageInvoiceApi.issue(invoice!.id, { number, date }, pdfOf(file))}
      onClose={onClose}
      onSaved={onSaved}
    >
      {invoice ? (
        <>
          <InvoiceHeaderFacts invoice={invoice} copyable title={`${invoice.invoiceNo} · 开票信息`} />
          <InvoiceOrders orders={invoice.orders} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            开具结果
          </Typography.Title>
          <TextField name="number" label="发票号码" placeholder={NUMBER_HINT} inputMode="numeric" maxLength={20} normalize={digits} />
          <DayItem label="开票日期" rules={ISSUE.date} since={since} today={today} outside="开票日期不能早于申请日期或晚于今天" />
          <PdfField label="电子发票" />
        </>
      ) : null}
    </FormModal>
  );
}

/** 驳回: the reason the company reads; confirmed, since the request then ends. */
export function RejectModal({ invoice: asked, onClose, onSaved }: InvoiceFormProps) {
  const invoice = useShown(asked);
  const confirm = useConfirm();
  return (
    <FormModal<{ reason: string }>
      title="驳回开票申请"
      name="invoice-reject"
      open={asked !== undefined}
      rules={FORMS.invoiceReject}
      width={520}
      okText="驳回"
      danger
      save={async ({ reason }) => {
        await confirm('确认驳回', `确定驳回 ${invoice!.title} 的开票申请（${invoice!.invoiceNo}）吗？`, '确定驳回');
        return manageInvoiceApi.reject({ id: invoice!.id, reason: reason.trim() });
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextField name="reason" label="驳回原因" rows={3} placeholder="驳回原因将展示给申请企业，如：发票抬头税号有误" />
    </FormModal>
  );
}

interface ReverseValues extends FileValues {
  reason: string;
}

/** 红冲: the red-letter invoice that cancels an issued one; confirmed, since the company's invoice then stops counting. */
export function ReverseModal({ invoice: asked, onClose, onSaved }: InvoiceFormProps) {
  const invoice = useShown(asked);
  const confirm = useConfirm();
  const today = beijingToday();
  const since = invoice?.issueDate ?? dayOf(invoice?.createTime);
  return (
    <FormModal<ReverseValues>
      title="红冲"
      name="invoice-reverse"
      open={asked !== undefined}
      rules={FORMS.invoiceReverse}
      width={560}
      okText="红冲"
      danger
      initialValues={{ date: today, file: [] }}
      save={async ({ number, date, reason, file }) => {
        await confirm('确认红冲', `确定红冲发票 ${invoice!.number ?? ''} 吗？红冲后原发票作废，相关订单可退款或重新申请开票。`, '确定红冲');
        return manageInvoiceApi.reverse(invoice!.id, { number, date, reason: reason.trim() }, pdfOf(file));
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {invoice ? (
        <>
          <TextField name="number" label="红字发票号码" placeholder={NUMBER_HINT} inputMode="numeric" maxLength={20} normalize={digits} />
          <DayItem label="红冲日期" rules={REVERSE.date} since={since} today={today} outside="红冲日期不能早于开票日期或晚于今天" />
          <TextField name="reason" label="红冲原因" rows={3} placeholder="红冲原因将展示给申请企业" />
          <PdfField label="红字发票" />
        </>
      ) : null}
    </FormModal>
  );
}
