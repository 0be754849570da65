/**
 * The button that sends a verification code (spec section 4): first the
 * slider captcha, then the code, then a 60 s countdown before it may be sent
 * again. The wording differs per screen, hence the label variants.
 */
import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { notify } from '../api/notify';
import { CaptchaModal } from './captcha/CaptchaModal';
import { useCountdown } from './useCountdown';

export interface CodeButtonLabels {
  initial: string;
  counting(seconds: number): string;
  again: string;
}

export const CODE_BUTTON_LABELS = {
  /** Login, register, forgot password and the phone drawer. */
  phone: {
    initial: '获取验证码',
    counting: (seconds: number) => `已发送验证码${seconds}s`,
    again: '重新获取验证码',
  },
  /** The change-password drawer. */
  password: {
    initial: '获取验证码',
    counting: (seconds: number) => `${seconds}秒后重新发送`,
    again: '重新发送',
  },
} satisfies Record<string, CodeButtonLabels>;

const RESEND_SECONDS = 60;
const SENT = '验证码发送成功';

export interface SmsCodeButtonProps {
  /** Sends the code with the captcha's token; resolves to the server's text. */
  send(validate: string): Promise<unknown>;
  /** Checks what sending needs (a valid number) before the captcha; a rejection stops it. */
  check?(): Promise<unknown>;
  labels?: keyof typeof CODE_BUTTON_LABELS | CodeButtonLabels;
  /** After the captcha passed, before the code is sent. */
  onCaptchaPassed?(): void;
  /** After the code was sent. */
  onSent?(): void;
  seconds?: number;
  /** The screen's own words once the code is sent (the phone drawer's 短信发送成功); else the server's text. */
  sentText?: string;
  /** False where the server asks for no captcha (a code to the user's own new mail address). */
  captcha?: boolean;
  size?: ButtonProps['size'];
  block?: boolean;
  disabled?: boolean;
  /** Keeps the countdown when the button is shown again (the code's recipient, when fixed). */
  countdownKey?: string;
}

export function SmsCodeButton({
  send,
  check,
  labels = 'phone',
  onCaptchaPassed,
  onSent,
  seconds = RESEND_SECONDS,
  sentText,
  captcha = true,
  size,
  block,
  disabled,
  countdownKey,
}: SmsCodeButtonProps) {
  const words = typeof labels === 'string' ? CODE_BUTTON_LABELS[labels] : labels;
  const { secondsLeft, start } = useCountdown(countdownKey);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const open = async () => {
    try {
      await check?.();
    } catch {
      return; // The form shows what is wrong with the number.
    }
    if (captcha) setCaptchaOpen(true);
    else void sendWith('');
  };

  // The token is spent by this one request whatever its answer, so the next
  // attempt always starts from a new captcha.
  const sendWith = async (validate: string) => {
    setCaptchaOpen(false);
    if (validate) onCaptchaPassed?.();
    setSending(true);
    try {
      const reply = await send(validate);
      notify.success(sentText ?? (typeof reply === 'string' && reply ? reply : SENT));
      setSentOnce(true);
      start(seconds);
      onSent?.();
    } catch {
      // The API client has shown the reason (too frequent, 验证失败...).
    } finally {
      setSending(false);
    }
  };

  const counting = secondsLeft > 0;
  let label = sentOnce ? words.again : words.initial;
  if (counting) label = words.counting(secondsLeft);

  return (
    <>
      <Button
        onClick={() => void open()}
        loading={sending}
        disabled={disabled || counting}
        size={size}
        block={block}
        style={{ minWidth: 128 }}
      >
        {label}
      </Button>
      <CaptchaModal open={captchaOpen} onPass={(validate) => void sendWith(validate)} onCancel={() => setCaptchaOpen(false)} />
    </>
  );
}
