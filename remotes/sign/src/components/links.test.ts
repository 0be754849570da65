/** Unit tests of the signing addresses: the return path, the ids read from the address and the signing page's target. */
import { expect, test } from '@playwright/test';
import { contractIdParam, signingTarget, signReturnUrl } from './links';

test('the signing page comes back to 合同管理 naming the contract', () => {
  expect(signReturnUrl(4200000000000123)).toBe('/sign/contracts?signed=4200000000000123');
  expect(signReturnUrl('17')).toBe('/sign/contracts?signed=17');
});

test('only digits are read as a contract id', () => {
  expect(contractIdParam('4200000000000123')).toBe('4200000000000123');
  expect(contractIdParam(' 17 ')).toBe('17');
  expect(contractIdParam(null)).toBeUndefined();
  expect(contractIdParam('')).toBeUndefined();
  expect(contractIdParam('12a')).toBeUndefined();
  expect(contractIdParam('-1')).toBeUndefined();
  expect(contractIdParam('1'.repeat(21))).toBeUndefined();
});

test('the browser is sent only to this site or to an http(s) signing page', () => {
  expect(signingTarget('/sandbox/esign/sign?ticket=abc')).toBe('/sandbox/esign/sign?ticket=abc');
  expect(signingTarget('https://esign.example.com/sign?t=1')).toBe('https://esign.example.com/sign?t=1');
  expect(signingTarget('javascript:alert(1)')).toBeUndefined();
  expect(signingTarget('//evil.example/sign')).toBeUndefined();
  expect(signingTarget('https://platform.example@evil.example/')).toBeUndefined();
  expect(signingTarget('')).toBeUndefined();
  expect(signingTarget(undefined)).toBeUndefined();
});
