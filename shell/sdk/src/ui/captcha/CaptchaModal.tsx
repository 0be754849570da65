/** The 安全验证 dialog around the slider captcha, with a new picture on every opening. */
import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { SliderCaptcha } from './SliderCaptcha';

/** Long enough to read 验证通过 before the dialog closes. */
const PASSED_PAUSE_MS = 400;

export interface CaptchaModalProps {
  open: boolean;
  onPass(validate: string): void;
  onCancel(): void;
}

/** The slider captcha in a dialog; every opening brings a new picture. */
export function CaptchaModal({ open, onPass, onCancel }: CaptchaModalProps) {
  // Opened again before the closing dialog was gone: still a new captcha.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (open) setOpening((n) => n + 1);
  }, [open]);

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
      <SliderCaptcha key={opening} onPass={(validate) => setTimeout(() => onPass(validate), PASSED_PAUSE_MS)} />
    </Modal>
  );
}
