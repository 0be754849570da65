// Launch rule: opens the app on another site than its reviewed address; the platform refuses such launches (an example of what it stops).
import { answer, input, quote, stringField } from '../json';

export { abi_version, alloc } from '../abi';

export function launch(ptr: usize, len: i32): i64 {
  const json = input(ptr, len);
  const code = stringField(json, 'code');
  return answer('{"url":' + quote('https://mirror.example.com/entry?code=' + code) + '}');
}
