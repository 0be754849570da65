/** The one add/edit dialog: a form in a modal that saves, says so, and stays open with what was typed when the server refuses. */
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import type { FormRulesFile } from '../forms';
import { FieldRules } from './FieldRules';
import { useFormSave, type FormSaveProps } from './useFormSave';

export interface FormModalProps<V> extends FormSaveProps<V> {
  open: boolean;
  title: string;
  /** The form's name (its element id). */
  name: string;
  initialValues?: Partial<V>;
  width?: number;
  /** The OK button's text: 保存 unless given (重置, 提交, 确定驳回). */
  okText?: string;
  /** The OK button is a dangerous one (a rejection). */
  danger?: boolean;
  /** The form's rules file: its TextFields take their rules from it. */
  rules?: FormRulesFile;
  /** The form, where the page reads or sets its fields itself. */
  form?: FormInstance<V>;
  children: ReactNode;
}

export function FormModal<V extends object>({ open, title, name, initialValues, width, okText = '保存', danger, rules, form: given, children, ...saving }: FormModalProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { busy, submit } = useFormSave(saving);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={saving.onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={busy}
      width={width}
      destroyOnHidden
    >
      <Form<V> form={form} name={name} layout="vertical" preserve={false} clearOnDestroy initialValues={initialValues} onFinish={submit} autoComplete="off">
        <FieldRules rules={rules}>{children}</FieldRules>
      </Form>
    </Modal>
  );
}
