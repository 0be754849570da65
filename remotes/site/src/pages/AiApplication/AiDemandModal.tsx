/** 提交AI需求: the demand, with a code sent to the telephone (behind the slider captcha). */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { codeApi, fieldMax, FORMS, formRules, notify } from '@platform/sdk';
import { CodeField, SmsCodeButton } from '@platform/sdk/ui';
import { siteApi, type AiDemandForm } from '../../api';

const FORM = FORMS.contentLeaveMessageAi;
const RULES = formRules(FORM);

export interface AiDemandModalProps {
  open: boolean;
  onClose(): void;
}

export function AiDemandModal({ open, onClose }: AiDemandModalProps) {
  const [form] = Form.useForm<AiDemandForm>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: AiDemandForm) => {
    setSaving(true);
    try {
      const received = await siteApi.sendAiDemand({ ...values, email: values.email || undefined });
      notify.success(received.message);
      form.resetFields();
      onClose();
    } catch {
      // The API client has shown the server's reason (验证码错误...).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="提交AI需求"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交"
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <p style={{ marginTop: 0, color: '#4e5969' }}>告诉我们您的业务场景与需求，平台将为您匹配合适的AI应用与服务商。</p>
      <Form<AiDemandForm> form={form} name="ai-demand" layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item name="companyName" label="企业名称" rules={RULES.companyName}>
          <Input placeholder="请输入企业名称" maxLength={fieldMax(FORM, 'companyName')} />
        </Form.Item>
        <Form.Item name="linkman" label="联系人" rules={RULES.linkman}>
          <Input placeholder="请输入联系人" maxLength={fieldMax(FORM, 'linkman')} />
        </Form.Item>
        <Form.Item name="telephone" label="联系电话" rules={RULES.telephone}>
          <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <CodeField
          name="smsCode"
          label="验证码"
          rules={RULES.smsCode}
          maxLength={fieldMax(FORM, 'smsCode')}
          button={
            <SmsCodeButton
              check={() => form.validateFields(['telephone'])}
              send={(validate) => codeApi.sendAuthCode({ mobile: form.getFieldValue('telephone'), validate })}
            />
          }
        />
        <Form.Item name="email" label="邮箱" rules={RULES.email}>
          <Input placeholder="选填" maxLength={fieldMax(FORM, 'email')} />
        </Form.Item>
        <Form.Item name="content" label="需求描述" rules={RULES.content}>
          <Input.TextArea
            placeholder="请描述您的业务场景、希望解决的问题与预期效果"
            rows={4}
            maxLength={fieldMax(FORM, 'content')}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
