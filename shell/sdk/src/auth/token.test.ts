import { expect, test } from '@playwright/test';
import { cookieDomain } from './token';

test('the login cookie stays on the bare host for local and LAN addresses', () => {
  expect(cookieDomain('localhost')).toBeUndefined();
  expect(cookieDomain('127.0.0.1')).toBeUndefined();
  expect(cookieDomain('10.0.0.8')).toBeUndefined();
  expect(cookieDomain('192.168.1.20')).toBeUndefined();
});

test('the login cookie is scoped to the parent domain elsewhere', () => {
  expect(cookieDomain('www.a.com')).toBe('a.com');
  expect(cookieDomain('a.com')).toBe('a.com');
  expect(cookieDomain('console.industry.a.com')).toBe('a.com');
  expect(cookieDomain('www.a.com.cn')).toBe('a.com.cn');
});
