import { Modal } from 'antd';
import { SliderCaptcha } from './SliderCaptcha';

export interface CaptchaModalProps {
  open: boolean;
  onPass(validate: string): void;
  onCancel(): void;
}

/** The slider captcha in a dialog; every opening brings a new picture. */
export function CaptchaModal({ open, onPass, onCancel }: CaptchaModalProps) {
  return (
    <Modal
      open={open}
      title="安全验证"
      footer={null}
      onCancel={onCancel}
      width={368}
      centered
      destroyOnHidden
      maskClosable={false}
    >
      <SliderCaptcha onPass={onPass} />
    </Modal>
  );
}
