/** 绑定邮箱, in a drawer: a code to the address, then the binding. */
import { FORMS, type Schema } from '@platform/sdk';
import { FormDrawer, SmsCodeField, TextField } from '@platform/sdk/ui';
import { accountApi } from '../../api';

const FORM = FORMS.bindEmail;

export interface BindEmailDrawerProps {
  open: boolean;
  onClose(): void;
  onBound(): void;
}

/** Binds the address; the server's reply is 添加邮箱成功. */
async function bind(values: Schema<'MailForm'>) {
  await accountApi.bindMail(values);
  return '添加邮箱成功';
}

/** 绑定邮箱: a code to the address, then the binding; the address can then recover the password. */
export function BindEmailDrawer({ open, onClose, onBound }: BindEmailDrawerProps) {
  return (
    <FormDrawer<Schema<'MailForm'>> title="绑定邮箱" name="bind-email" rules={FORM} open={open} okText="确定" block save={bind} onSaved={onBound} onClose={onClose}>
      <TextField name="mail" label="邮箱" placeholder="请输入邮箱" inputMode="email" allowClear />
      <SmsCodeField rules={FORM} name="code" to={{ field: 'mail' }} captcha={false} send={(mail) => accountApi.sendMail(mail)} />
    </FormDrawer>
  );
}
