/** 重置密码 of a sub-account, in a dialog. */
import { Form, Input, Typography } from 'antd';
import { fieldMax, FORMS, formRules, type Schema } from '@platform/sdk';
import { FormModal } from '@platform/sdk/ui';
import { memberApi } from '../../api';

const FORM = FORMS.resetSubAccount;
const RULES = formRules(FORM);

export interface ResetPasswordModalProps {
  member: Schema<'Affiliation'> | undefined;
  onClose(): void;
}

/** 重置密码 of a sub-account; its open sessions end. */
export function ResetPasswordModal({ member, onClose }: ResetPasswordModalProps) {
  return (
    <FormModal<{ password: string }>
      title="重置密码"
      name="reset-sub-account"
      open={member !== undefined}
      okText="重置"
      save={async ({ password }) => {
        if (!member) return;
        await memberApi.resetPassword(member.userId, password);
        return '重置成功';
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        为子账号「{member?.realName || member?.userName}」设置新的登录密码，该账号需使用新密码重新登录。
      </Typography.Paragraph>
      <Form.Item name="password" label="新密码" rules={RULES.password}>
        <Input.Password placeholder="请输入新密码（6-30位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
