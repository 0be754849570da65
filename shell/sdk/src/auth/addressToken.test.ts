/** What a token in the address does: adopted, asked about, or nothing. */
import { expect, test } from '@playwright/test';
import { decideAddressToken } from './addressToken';

test('a token in the address is adopted when the browser holds no login', () => {
  expect(decideAddressToken('new-token', undefined)).toBe('adopt');
  expect(decideAddressToken('new-token', null)).toBe('adopt');
  expect(decideAddressToken('new-token', '')).toBe('adopt');
});

test('another login in the browser is kept until the user chooses', () => {
  expect(decideAddressToken('new-token', 'old-token')).toBe('ask');
});

test('nothing happens without a token in the address or with the same login', () => {
  expect(decideAddressToken(undefined, 'old-token')).toBe('none');
  expect(decideAddressToken(null, undefined)).toBe('none');
  expect(decideAddressToken('', 'old-token')).toBe('none');
  expect(decideAddressToken('same-token', 'same-token')).toBe('none');
});
