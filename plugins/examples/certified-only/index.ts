// Launch rule: only certified companies may open the app; others are refused with a message.
import { answer, input, quote, stringField } from '../json';

export { abi_version, alloc } from '../abi';

export function launch(ptr: usize, len: i32): i64 {
  const json = input(ptr, len);
  if (!json.includes('"certified":true')) {
    return answer('{"refuse":"该应用仅对已认证企业开放，请先完成企业认证"}');
  }
  const url = stringField(json, 'serverUrl');
  const code = stringField(json, 'code');
  const sep = url.includes('?') ? '&' : '?';
  return answer('{"url":' + quote(code.length > 0 ? url + sep + 'code=' + code : url) + '}');
}
