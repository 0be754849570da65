/** The verification-code form row: the code input with its send button (an SmsCodeButton) beside it. */
import type { ReactNode } from 'react';
import { Flex, Form, Input, type FormRule } from 'antd';

export interface CodeFieldProps {
  name: string;
  rules?: FormRule[];
  label?: ReactNode;
  placeholder?: string;
  maxLength?: number;
  prefix?: ReactNode;
  /** The button that sends the code (an SmsCodeButton). */
  button: ReactNode;
}

/** A verification-code input with the button that sends the code beside it. */
export function CodeField({ name, rules, label, placeholder = '请输入验证码', maxLength, prefix, button }: CodeFieldProps) {
  const required = rules?.some((rule) => typeof rule === 'object' && rule.required);
  return (
    <Form.Item label={label} required={required}>
      <Flex gap={8}>
        <Form.Item name={name} rules={rules} noStyle>
          <Input
            placeholder={placeholder}
            maxLength={maxLength}
            prefix={prefix}
            inputMode="numeric"
            autoComplete="one-time-code"
            // The label above belongs to the row, not the input: name the input itself.
            aria-label={typeof label === 'string' ? label : placeholder}
          />
        </Form.Item>
        {button}
      </Flex>
    </Form.Item>
  );
}
