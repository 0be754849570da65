/** 重置密码 of a sub-account, in a dialog. */
import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { fieldMax, FORMS, formRules, notify } from '@platform/sdk';
import { memberApi, type Affiliation } from '../../api';

const FORM = FORMS.resetSubAccount;
const RULES = formRules(FORM);

export interface ResetPasswordModalProps {
  member: Affiliation | undefined;
  onClose(): void;
}

/** 重置密码 of a sub-account; its open sessions end. */
export function ResetPasswordModal({ member, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ password }: { password: string }) => {
    if (!member) return;
    setSaving(true);
    try {
      notify.success(await memberApi.resetPassword(member.userId, password));
      onClose();
    } catch {
      // The API client has already shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="重置密码"
      open={member !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="重置"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        为子账号「{member?.realName || member?.userName}」设置新的登录密码，该账号需使用新密码重新登录。
      </Typography.Paragraph>
      <Form form={form} name="reset-sub-account" layout="vertical" onFinish={save} autoComplete="off" preserve={false}>
        <Form.Item name="password" label="新密码" rules={RULES.password}>
          <Input.Password placeholder="请输入新密码（6-30位）" maxLength={fieldMax(FORM, 'password')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
