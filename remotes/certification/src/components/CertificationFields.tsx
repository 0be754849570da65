/** The blocks the certification forms share: the form with its two buttons, a field of half a row, the ID card number, and an ID card side read by the OCR. */
import type { ReactNode } from 'react';
import { Button, Col, Form, Input, Space, type FormInstance, type FormRule } from 'antd';
import { notify, type FormRulesFile, type Schema } from '@platform/sdk';
import { FieldRules, TextField, type TextFieldProps } from '@platform/sdk/ui';
import { certificationApi } from '../api';
import type { StoredImage } from './ImageUpload';

export interface CertificationFormFrameProps<V> {
  form: FormInstance<V>;
  name: string;
  initialValues: Partial<V>;
  onFinish(values: V): void;
  saving: boolean;
  /** 提交认证 unless given. */
  submitText?: string;
  /** 暂不认证 unless given; shown when there is somewhere to go back to. */
  cancelText?: string;
  onCancel?(): void;
  /** The form's rules file: its text fields take their rules from it. */
  rules?: FormRulesFile;
  children: ReactNode;
}

/** A certification form: vertical, scrolled to its first error, with the submit and the go-back buttons under it. */
export function CertificationFormFrame<V>({
  form,
  name,
  initialValues,
  onFinish,
  saving,
  submitText = '提交认证',
  cancelText = '暂不认证',
  onCancel,
  rules,
  children,
}: CertificationFormFrameProps<V>) {
  return (
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      className="co-form"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      autoComplete="off"
    >
      <FieldRules rules={rules}>{children}</FieldRules>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitText}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{cancelText}</Button> : null}
      </Space>
    </Form>
  );
}

/** A field taking half a row from the md breakpoint on, the whole row below it. */
export function HalfField({ name, label, rules, children }: { name: string; label: string; rules?: FormRule[]; children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} rules={rules}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** A text field of half a row (clearable) whose rules come from the form's rules file. */
export function HalfText(props: TextFieldProps) {
  return (
    <Col xs={24} md={12}>
      <TextField allowClear {...props} />
    </Col>
  );
}

/** The ID card number (`idCard`), upper-cased as it is typed (the final X). */
export function IdCardNumberField({ label, placeholder, rules, maxLength }: { label: string; placeholder: string; rules: FormRule[]; maxLength?: number }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name="idCard" label={label} rules={rules} normalize={(value?: string) => value?.toUpperCase()}>
        <Input placeholder={placeholder} maxLength={maxLength} allowClear />
      </Form.Item>
    </Col>
  );
}

/**
 * Fills the fields the OCR read (an empty reading leaves what the person
 * typed) and says which were filled, so the person checks them.
 */
export function fillReadings(form: FormInstance, read: Record<string, string | undefined>, labels: Record<string, string>): void {
  const filled = Object.entries(read).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  if (filled.length === 0) return;
  form.setFieldsValue(Object.fromEntries(filled));
  notify.info(`已根据图片填写${filled.map(([name]) => labels[name] ?? name).join('、')}，请核对`);
}

/** Stores one side of an ID card: the image for the form, and what the OCR read from it for `fill`. */
export async function storeIdCard(file: File, fill?: (read: Schema<'IdCardOcr'>) => void): Promise<StoredImage> {
  const read = await certificationApi.userOcr(file);
  fill?.(read);
  return { key: read.idCardPhoto, url: read.idCardPhotoUrl, message: read.message };
}
