/** The one add/edit dialog: a form in a modal that saves, says so, and stays open with what was typed when the server refuses. */
import { useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { notify } from '../api/notify';

export interface FormModalProps<V> {
  open: boolean;
  title: string;
  /** The form's name (its element id). */
  name: string;
  initialValues?: Partial<V>;
  width?: number;
  /** Saves the values and answers the message to show (the server's, or one of the page's). */
  save(values: V): Promise<string>;
  onClose(): void;
  onSaved(): void;
  children: ReactNode;
}

export function FormModal<V extends object>({ open, title, name, initialValues, width, save, onClose, onSaved, children }: FormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: V) => {
    setSaving(true);
    try {
      notify.success(await save(values));
      onSaved();
      onClose();
    } catch {
      // The API client has shown the reason; the dialog stays open with the values.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onClose} onOk={() => form.submit()} okText="保存" confirmLoading={saving} width={width} destroyOnHidden>
      <Form<V> form={form} name={name} layout="vertical" preserve={false} initialValues={initialValues} onFinish={submit} autoComplete="off">
        {children}
      </Form>
    </Modal>
  );
}
