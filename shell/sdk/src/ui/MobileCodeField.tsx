/** The verification-code row whose code goes to a mobile number (or a mail address), and the number-and-code pair of a form. */
import type { ReactNode } from 'react';
import { Form, Input, type FormRule } from 'antd';
import type { FormRulesFile } from '../forms';
import { CodeField } from './CodeField';
import { useFieldRules } from './FieldRules';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
import { countdownStarted } from './useCountdown';

export interface SmsCodeFieldProps extends Pick<SmsCodeButtonProps, 'labels' | 'sentText' | 'onSent' | 'captcha'> {
  /** The rules file the code's rules and longest length come from, where the form gives none. */
  rules?: FormRulesFile;
  /** The code field's name (smsCode, code). */
  name: string;
  /** Where the code goes: a fixed number (the user's own), or the name of the form's field that holds it (checked before the captcha). */
  to: string | { field: string };
  /** Sends the code to that number with the captcha's token (the screen's own call). */
  send(to: string, validate: string): Promise<unknown>;
}

/** The countdown of codes to a fixed number: one per number, whichever screen sent it. */
const countdownKeyOf = (to: string) => `code-to:${to}`;

/** Whether a code went to this fixed number while the page was open (a drawer closed and opened again asks). */
export function codeSentTo(to: string): boolean {
  return countdownStarted(countdownKeyOf(to));
}

/** 验证码 with its send button; the code goes to `to`. */
export function SmsCodeField({ rules, name, to, send, labels, sentText, onSent, captcha }: SmsCodeFieldProps) {
  const form = Form.useFormInstance();
  const code = useFieldRules(name, rules);
  const field = typeof to === 'string' ? undefined : to.field;
  return (
    <CodeField
      name={name}
      label="验证码"
      rules={code.rules}
      maxLength={code.max}
      button={
        <SmsCodeButton
          labels={labels}
          sentText={sentText}
          captcha={captcha}
          check={field ? () => form.validateFields([field]) : undefined}
          send={(validate) => send(field ? form.getFieldValue(field) : (to as string), validate)}
          onSent={onSent}
          // The server sends one code a minute per number: a drawer opened again still counts.
          countdownKey={field ? undefined : countdownKeyOf(to as string)}
        />
      }
    />
  );
}

export interface MobileCodeFieldsProps extends Omit<SmsCodeFieldProps, 'to'> {
  /** The number's field: its name, label and hint, and rules of the screen's own beside the form's. */
  mobile: { name: string; label: string; placeholder: string; allowClear?: boolean; rules?: FormRule[] };
  /** Wraps each of the two rows (a half-width column of a grid). */
  wrap?(row: ReactNode): ReactNode;
}

/** A mobile number and the code sent to it: the number is checked before the captcha. */
export function MobileCodeFields({ mobile, wrap = (row) => row, rules, ...code }: MobileCodeFieldsProps) {
  const mobileRules = useFieldRules(mobile.name, rules).rules;
  return (
    <>
      {wrap(
        <Form.Item name={mobile.name} label={mobile.label} rules={[...(mobileRules ?? []), ...(mobile.rules ?? [])]}>
          <Input placeholder={mobile.placeholder} maxLength={11} inputMode="numeric" allowClear={mobile.allowClear} />
        </Form.Item>,
      )}
      {wrap(<SmsCodeField rules={rules} to={{ field: mobile.name }} {...code} />)}
    </>
  );
}
