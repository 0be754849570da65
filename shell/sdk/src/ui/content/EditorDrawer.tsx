/**
 * The add / edit drawer of a content console page: the form, its loading and
 * failure, and the server's refusal shown above the buttons.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { notify } from '../../api/notify';
import { errorText, LoadingState, ErrorState } from '../states';

export interface EditorDrawerProps<V> {
  title: string;
  open: boolean;
  /** The values to edit (or the defaults of a new item) once known. */
  initialValues?: Partial<V>;
  /** The item is still loading / failed to load. */
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  onClose(): void;
  /** Saves; a rejection keeps the drawer open with the server's reason. */
  onSubmit(values: V): Promise<unknown>;
  successText: string;
  width?: number;
  form?: FormInstance<V>;
  children: ReactNode;
}

export function EditorDrawer<V extends object>({
  title,
  open,
  initialValues,
  loading,
  loadError,
  onRetry,
  onClose,
  onSubmit,
  successText,
  width = 640,
  form: given,
  children,
}: EditorDrawerProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setRefusal(undefined);
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const submit = async (values: V) => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await onSubmit(values);
      notify.success(successText);
      onClose();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  let body: ReactNode = (
    <Form<V>
      form={form}
      layout="vertical"
      onFinish={submit}
      // A field on another tab may be the one at fault: say which above the buttons.
      onFinishFailed={({ errorFields }) => setRefusal(errorFields[0]?.errors[0])}
      autoComplete="off"
      scrollToFirstError
    >
      {children}
    </Form>
  );
  if (loading) body = <LoadingState rows={8} />;
  else if (loadError) body = <ErrorState error={loadError} onRetry={onRetry} />;

  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      // Full width on a phone.
      size={Math.min(width, window.innerWidth)}
      destroyOnHidden
      forceRender={false}
      footer={
        <Flex vertical gap={8}>
          {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={saving} disabled={loading || Boolean(loadError)} onClick={() => form.submit()}>
              保存
            </Button>
          </Flex>
        </Flex>
      }
    >
      {body}
    </Drawer>
  );
}
