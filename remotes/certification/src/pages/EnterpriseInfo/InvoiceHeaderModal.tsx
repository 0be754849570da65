/** 新增发票抬头 / 编辑发票抬头, in a dialog; a refused save keeps what was typed. */
import { Col, Form, Input, Row } from 'antd';
import { fieldMax, FORMS, formRules, type Schema } from '@platform/sdk';
import { FormModal, TextField } from '@platform/sdk/ui';
import { invoiceHeaderApi, type InvoiceHeaderForm } from '../../api';

const FORM = FORMS.invoiceHeader;
const RULES = formRules(FORM);

export interface InvoiceHeaderModalProps {
  open: boolean;
  /** The header being edited; none to add one. */
  header?: Schema<'InvoiceHeader'>;
  /** The title a new header starts with: the company's name. */
  companyName?: string;
  onClose(): void;
  onSaved(): void;
}

function initialValues(header: Schema<'InvoiceHeader'> | undefined, companyName: string | undefined): Partial<InvoiceHeaderForm> {
  if (!header) return { companyName: companyName ?? '' };
  return {
    companyName: header.companyName,
    taxIdNumber: header.taxIdNumber,
    companyAddress: header.companyAddress ?? '',
    mobile: header.mobile ?? '',
    bankName: header.bankName ?? '',
    bankAccount: header.bankAccount,
  };
}

export function InvoiceHeaderModal({ open, header, companyName, onClose, onSaved }: InvoiceHeaderModalProps) {
  const save = async (values: InvoiceHeaderForm) => {
    if (header) {
      await invoiceHeaderApi.update(header.id, values);
      return '编辑成功';
    }
    await invoiceHeaderApi.add(values);
    return '新增成功';
  };

  return (
    <FormModal<InvoiceHeaderForm>
      title={header ? '编辑发票抬头' : '新增发票抬头'}
      name="invoice-header"
      rules={FORM}
      open={open}
      width={640}
      initialValues={initialValues(header, companyName)}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="companyName" label="发票抬头" placeholder="请输入发票抬头" allowClear />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="taxIdNumber"
            label="税号"
            rules={RULES.taxIdNumber}
            normalize={(value?: string) => value?.toUpperCase()}
          >
            <Input placeholder="请输入税号" maxLength={fieldMax(FORM, 'taxIdNumber')} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField name="bankName" label="开户银行" placeholder="请输入开户银行" allowClear />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="bankAccount" label="银行账号" placeholder="请输入银行账号" allowClear />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="mobile" label="电话" placeholder="手机或座机，如 0591-87654321" allowClear />
        </Col>
        <Col xs={24}>
          <TextField name="companyAddress" label="地址" placeholder="请输入企业注册地址" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Col>
      </Row>
    </FormModal>
  );
}
