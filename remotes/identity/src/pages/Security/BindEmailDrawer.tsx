/** 绑定邮箱, in a drawer: a code to the address, then the binding. */
import { useState } from 'react';
import { Button, Drawer, Form, Input } from 'antd';
import { fieldMax, FORMS, formRules, notify } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { accountApi, type MailForm } from '../../api';

const FORM = FORMS.bindEmail;
const RULES = formRules(FORM);

export interface BindEmailDrawerProps {
  open: boolean;
  onClose(): void;
  onBound(): void;
}

/** 绑定邮箱: a code to the address, then the binding; the address can then recover the password. */
export function BindEmailDrawer({ open, onClose, onBound }: BindEmailDrawerProps) {
  const [form] = Form.useForm<MailForm>();
  const [saving, setSaving] = useState(false);

  const save = async (values: MailForm) => {
    setSaving(true);
    try {
      notify.success(await accountApi.bindMail(values));
      onBound();
      onClose();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer title="绑定邮箱" open={open} onClose={onClose} size={440} destroyOnHidden>
      <Form<MailForm> form={form} name="bind-email" layout="vertical" onFinish={save} autoComplete="off">
        <Form.Item name="mail" label="邮箱" rules={RULES.mail}>
          <Input placeholder="请输入邮箱" maxLength={fieldMax(FORM, 'mail')} inputMode="email" allowClear />
        </Form.Item>
        <CodeField
          name="code"
          label="验证码"
          rules={RULES.code}
          maxLength={fieldMax(FORM, 'code')}
          button={
            <SmsCodeButton
              captcha={false}
              check={() => form.validateFields(['mail'])}
              send={() => accountApi.sendMail(form.getFieldValue('mail'))}
            />
          }
        />
        <Button type="primary" htmlType="submit" block loading={saving}>
          确定
        </Button>
      </Form>
    </Drawer>
  );
}
