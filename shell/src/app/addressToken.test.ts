/** The login token leaves the address and nothing else does. */
import { expect, test } from '@playwright/test';
import { withoutAddressToken } from './addressToken';

test('the token is taken out and the rest of the address kept', () => {
  expect(withoutAddressToken('https://a.example/company/info?token=abc')).toEqual({ token: 'abc', address: '/company/info' });
  expect(withoutAddressToken('https://a.example/home?tab=2&token=abc&x=1#top')).toEqual({ token: 'abc', address: '/home?tab=2&x=1#top' });
  expect(withoutAddressToken('https://a.example/home?token=')).toEqual({ token: '', address: '/home' });
  expect(withoutAddressToken('https://a.example/home?token=a&token=b')).toEqual({ token: 'a', address: '/home' });
});

test('an address without a login token stays as it is', () => {
  expect(withoutAddressToken('https://a.example/company/info?tab=1')).toBeUndefined();
  // There `token` is the invitation.
  expect(withoutAddressToken('https://a.example/invite?token=abc')).toBeUndefined();
});
