/** The consent checkbox for the user agreement and the privacy policy, wherever an account is made (注册, 微信绑定). */
import { Checkbox } from 'antd';
import { Link } from 'react-router-dom';

/** What a form says when an account would be made without the consent. */
export const NEED_AGREEMENTS = '请先选择 "隐私协议" 和 "用户协议"';

export interface AgreementCheckProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

/** 我已阅读并同意《用户协议》和《隐私协议》; the texts open beside the form. */
export function AgreementCheck({ checked, onChange }: AgreementCheckProps) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      我已阅读并同意
      <Link to="/userAgent" target="_blank" onClick={(event) => event.stopPropagation()}>
        《用户协议》
      </Link>
      和
      <Link to="/privacy" target="_blank" onClick={(event) => event.stopPropagation()}>
        《隐私协议》
      </Link>
    </Checkbox>
  );
}
