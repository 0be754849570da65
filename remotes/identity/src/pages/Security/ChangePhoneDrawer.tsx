/** 更换手机号, in a drawer: the current number, then the new one. */
import { useState } from 'react';
import { Button, Drawer, Form, Input, Steps } from 'antd';
import { codeApi, FORMS, maskMobile, notify, type UserDetails } from '@platform/sdk';
import { codeSentTo, MobileCodeFields, SmsCodeField } from '@platform/sdk/ui';
import { accountApi } from '../../api';

interface PhoneValues {
  mobile: string;
  code: string;
}

const FORM = FORMS.changePhone;
const NEED_CODE = '请点击发送验证码';
/** The phone drawer's words for a code sent (spec section 8). */
const SMS_SENT = '短信发送成功';
const sendCode = (mobile: string, validate: string) => codeApi.sendAuthCode({ mobile, validate });

export interface ChangePhoneDrawerProps {
  user: UserDetails;
  open: boolean;
  onClose(): void;
  onChanged(): void;
}

/** Step one proves the current number with a code; a user without a number starts at step two. */
function VerifyOldPhone({ mobile, onVerified }: { mobile: string; onVerified(): void }) {
  const [form] = Form.useForm<PhoneValues>();
  // A code sent before the drawer was closed and opened again still counts (as its countdown does).
  const [codeRequested, setCodeRequested] = useState(() => codeSentTo(mobile));
  const [saving, setSaving] = useState(false);

  const next = async ({ code }: PhoneValues) => {
    if (!codeRequested) return notify.warning(NEED_CODE);
    setSaving(true);
    try {
      await accountApi.unBindMobile({ mobile, code });
      onVerified();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Form<PhoneValues> form={form} name="verify-old-phone" layout="vertical" onFinish={next} autoComplete="off">
      <Form.Item label="原手机号">
        <Input value={maskMobile(mobile)} disabled />
      </Form.Item>
      <SmsCodeField rules={FORM} name="code" to={mobile} send={sendCode} sentText={SMS_SENT} onSent={() => setCodeRequested(true)} />
      <Button type="primary" htmlType="submit" block loading={saving}>
        下一步
      </Button>
    </Form>
  );
}

/** Refused before any captcha (the server says the same when asked). */
const SAME_PHONE = '和原手机号一样，请勿重复解绑';

function BindNewPhone({ oldMobile, onBound }: { oldMobile?: string; onBound(): void }) {
  const [form] = Form.useForm<PhoneValues>();
  const [codeRequested, setCodeRequested] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (values: PhoneValues) => {
    if (!codeRequested) return notify.warning(NEED_CODE);
    setSaving(true);
    try {
      await accountApi.bindMobile(values);
      notify.success('手机号修改成功');
      onBound();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Form<PhoneValues> form={form} name="bind-new-phone" layout="vertical" onFinish={save} autoComplete="off">
      <MobileCodeFields
        rules={FORM}
        mobile={{
          name: 'mobile',
          label: '新手机号',
          placeholder: '请输入新手机号',
          allowClear: true,
          rules: [{ validator: (_, value?: string) => (value && value === oldMobile ? Promise.reject(new Error(SAME_PHONE)) : Promise.resolve()) }],
        }}
        name="code"
        send={sendCode}
        sentText={SMS_SENT}
        onSent={() => setCodeRequested(true)}
      />
      <Button type="primary" htmlType="submit" block loading={saving}>
        确定
      </Button>
    </Form>
  );
}

/** 更换手机号 in two steps: the current number, then the new one. */
export function ChangePhoneDrawer({ user, open, onClose, onChanged }: ChangePhoneDrawerProps) {
  const oldMobile = user.mobile ?? undefined;
  const [step, setStep] = useState(oldMobile ? 0 : 1);

  const bound = () => {
    onChanged();
    onClose();
  };

  return (
    <Drawer
      title={oldMobile ? '更换手机号' : '绑定手机号'}
      open={open}
      onClose={onClose}
      size={440}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setStep(oldMobile ? 0 : 1);
      }}
    >
      {oldMobile ? (
        <Steps
          current={step}
          size="small"
          items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {step === 0 && oldMobile ? (
        <VerifyOldPhone mobile={oldMobile} onVerified={() => setStep(1)} />
      ) : (
        <BindNewPhone oldMobile={oldMobile} onBound={bound} />
      )}
    </Drawer>
  );
}
