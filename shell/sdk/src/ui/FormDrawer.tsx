/** The one form drawer: FormModal's save in a drawer, its buttons in the footer (取消 and 保存, or one full-width button). */
import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import type { FormRulesFile } from '../forms';
import { FieldRules } from './FieldRules';
import { useFormSave, type FormSaveProps } from './useFormSave';

export interface FormDrawerProps<V> extends FormSaveProps<V> {
  open: boolean;
  title: ReactNode;
  /** The form's name (its element id). */
  name: string;
  initialValues?: Partial<V>;
  /** The drawer's width: pixels (full width on a phone) or a CSS length. */
  width?: number | string;
  /** The submit button's text: 保存 unless given. */
  okText?: string;
  /** One full-width submit button and no 取消 (the account drawers' 确定). */
  block?: boolean;
  /** Before the form (what the drawer is about). */
  intro?: ReactNode;
  /** In the footer, on the other side (删除). */
  extra?: ReactNode;
  /** Clicking outside does not close it (a long form). */
  keepOnMaskClick?: boolean;
  /** The form's rules file: its TextFields take their rules from it. */
  rules?: FormRulesFile;
  /** The form, where the page reads or sets its fields itself. */
  form?: FormInstance<V>;
  children: ReactNode;
}

export function FormDrawer<V extends object>({
  open,
  title,
  name,
  initialValues,
  width = 440,
  okText = '保存',
  block,
  intro,
  extra,
  keepOnMaskClick,
  rules,
  form: given,
  children,
  ...saving
}: FormDrawerProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { busy, submit } = useFormSave(saving);
  const ok = (
    <Button type="primary" block={block} loading={busy} onClick={() => form.submit()}>
      {okText}
    </Button>
  );

  return (
    <Drawer
      title={title}
      open={open}
      onClose={saving.onClose}
      size={typeof width === 'number' ? Math.min(width, window.innerWidth) : width}
      destroyOnHidden
      mask={keepOnMaskClick ? { closable: false } : undefined}
      footer={
        block ? (
          ok
        ) : (
          <Flex justify="space-between" gap={8}>
            <Flex gap={8}>{extra}</Flex>
            <Flex gap={8}>
              <Button onClick={saving.onClose}>取消</Button>
              {ok}
            </Flex>
          </Flex>
        )
      }
    >
      {intro}
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        preserve={false}
        // The values go with the closed dialog, so the next opening starts from its own initial values.
        clearOnDestroy
        initialValues={initialValues}
        onFinish={submit}
        autoComplete="off"
        scrollToFirstError
      >
        <FieldRules rules={rules}>{children}</FieldRules>
      </Form>
    </Drawer>
  );
}
