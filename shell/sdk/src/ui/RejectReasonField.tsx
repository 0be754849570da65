/** 驳回原因 of an operator's rejection (a certification, a partner's application or app): required, at most 200 characters, as the server checks. */
import { Form, Input } from 'antd';

export const REJECT_REASON_MAX = 200;

const RULES = [
  { required: true, whitespace: true, message: '请输入驳回原因' },
  { max: REJECT_REASON_MAX, message: `驳回原因不能超过${REJECT_REASON_MAX}个字` },
];

export interface RejectReasonFieldProps {
  /** The field's name (reviewNote, reason). */
  name: string;
  /** What the box says while empty. */
  placeholder: string;
}

export function RejectReasonField({ name, placeholder }: RejectReasonFieldProps) {
  return (
    <Form.Item name={name} label="驳回原因" rules={RULES}>
      <Input.TextArea placeholder={placeholder} maxLength={REJECT_REASON_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
    </Form.Item>
  );
}
