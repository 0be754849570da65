/** 提交AI需求: the demand, with a code sent to the telephone (behind the slider captcha). */
import { codeApi, FORMS } from '@platform/sdk';
import { FormModal, MobileCodeFields, TextField } from '@platform/sdk/ui';
import { siteApi, type AiDemandForm } from '../../api';

const FORM = FORMS.contentLeaveMessageAi;

export interface AiDemandModalProps {
  open: boolean;
  onClose(): void;
}

export function AiDemandModal({ open, onClose }: AiDemandModalProps) {
  // A refusal (验证码错误...) was shown by the API client.
  const submit = async (values: AiDemandForm) => (await siteApi.sendAiDemand({ ...values, email: values.email || undefined })).message;

  return (
    <FormModal<AiDemandForm> title="提交AI需求" name="ai-demand" rules={FORM} open={open} okText="提交" width={560} save={submit} onClose={onClose}>
      <p style={{ marginTop: 0, color: '#4e5969' }}>告诉我们您的业务场景与需求，平台将为您匹配合适的AI应用与服务商。</p>
      <TextField name="companyName" label="企业名称" placeholder="请输入企业名称" />
      <TextField name="linkman" label="联系人" placeholder="请输入联系人" />
      <MobileCodeFields
        mobile={{ name: 'telephone', label: '联系电话', placeholder: '请输入手机号' }}
        name="smsCode"
        send={(mobile, validate) => codeApi.sendAuthCode({ mobile, validate })}
      />
      <TextField name="email" label="邮箱" placeholder="选填" />
      <TextField name="content" label="需求描述" placeholder="请描述您的业务场景、希望解决的问题与预期效果" rows={4} />
    </FormModal>
  );
}
