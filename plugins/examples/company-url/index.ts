// Launch rule: opens the app with the company's id and a timestamp signed by the host with the app's secret.
import { answer, input, numberField, quote, stringField } from '../json';

@external('platform', 'hmac_sha256')
declare function hmac_sha256(ptr: usize, len: i32, out: usize): i32;

export { abi_version, alloc } from '../abi';

export function launch(ptr: usize, len: i32): i64 {
  const json = input(ptr, len);
  const url = stringField(json, 'serverUrl');
  const company = numberField(json, 'id', json.indexOf('"company":'));
  const now = numberField(json, 'now');
  const message = String.UTF8.encode(company + '\n' + now);
  const out = heap.alloc(64);
  const n = hmac_sha256(changetype<usize>(message), message.byteLength, out);
  const sign = String.UTF8.decodeUnsafe(out, <usize>n);
  const sep = url.includes('?') ? '&' : '?';
  return answer('{"url":' + quote(url + sep + 'companyId=' + company + '&ts=' + now + '&sign=' + sign) + '}');
}
