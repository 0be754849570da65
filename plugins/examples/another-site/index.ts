// Launch rule: opens the app on another site than its reviewed address; the platform refuses such launches (an example of what it stops).
import { answer, input, quote, stringField } from '../json';

export function abi_version(): i32 {
  return 1;
}

export function alloc(len: i32): usize {
  return heap.alloc(<usize>len);
}

export function launch(ptr: usize, len: i32): i64 {
  const json = input(ptr, len);
  const code = stringField(json, 'code');
  return answer('{"url":' + quote('https://mirror.example.com/entry?code=' + code) + '}');
}
