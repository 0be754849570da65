/** The same-origin rule for redirect targets, with the cases the server refuses too. */
import { expect, test } from '@playwright/test';
import { sameOriginPath } from './sameOrigin';

const ORIGIN = 'https://www.platform.example';

test('a path of this site is followed with its query and fragment', () => {
  expect(sameOriginPath('/company/info?tab=1', ORIGIN)).toBe('/company/info?tab=1');
  expect(sameOriginPath('/product/purchase?productId=1#pay', ORIGIN)).toBe('/product/purchase?productId=1#pay');
  expect(sameOriginPath('/', ORIGIN)).toBe('/');
  // Parsed, as the browser would go there.
  expect(sameOriginPath('/a/../home/console', ORIGIN)).toBe('/home/console');
  expect(sameOriginPath('/invite?token=abc', ORIGIN)).toBe('/invite?token=abc');
});

test('nothing to follow when the value is missing or empty', () => {
  expect(sameOriginPath(undefined, ORIGIN)).toBeUndefined();
  expect(sameOriginPath(null, ORIGIN)).toBeUndefined();
  expect(sameOriginPath('', ORIGIN)).toBeUndefined();
});

test('other sites are refused however they are written', () => {
  expect(sameOriginPath('/\\evil.example/x', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/\t/evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('//evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('https://evil.example/', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('\\/evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/..//evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/.//evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('///evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('http:/evil.example', ORIGIN)).toBeUndefined();
  expect(sameOriginPath(' /home', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('evil.example', ORIGIN)).toBeUndefined();
});

test('an escaped control character is only a path of this site', () => {
  expect(sameOriginPath('/%09/evil.example', ORIGIN)).toBe('/%09/evil.example');
  expect(sameOriginPath('/%5Cevil.example', ORIGIN)).toBe('/%5Cevil.example');
  expect(sameOriginPath('/%2F/evil.example', ORIGIN)).toBe('/%2F/evil.example');
});

test('any control character or backslash anywhere refuses the value', () => {
  for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
    expect(sameOriginPath(`/home${String.fromCharCode(code)}/console`, ORIGIN), `U+${code.toString(16)}`).toBeUndefined();
  }
  expect(sameOriginPath('/home/console?next=a\\b', ORIGIN)).toBeUndefined();
});

test('a target longer than the server takes is refused', () => {
  expect(sameOriginPath(`/${'a'.repeat(2047)}`, ORIGIN)).toBe(`/${'a'.repeat(2047)}`);
  expect(sameOriginPath(`/${'a'.repeat(2048)}`, ORIGIN)).toBeUndefined();
});

test('the login page itself is never a target', () => {
  expect(sameOriginPath('/login', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/login?redirect=/home', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/login/', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/LOGIN#x', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/%6Cogin', ORIGIN)).toBeUndefined();
  expect(sameOriginPath('/loginHelp', ORIGIN)).toBe('/loginHelp');
});

test('without a browser the rule still holds', () => {
  expect(sameOriginPath('/company/info')).toBe('/company/info');
  expect(sameOriginPath('//evil.example')).toBeUndefined();
});
