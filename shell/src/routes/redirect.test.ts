/** Unit tests of the login redirect: only same-site addresses are followed, and the login address carries the way back. */
import { expect, test } from '@playwright/test';
import { loginAddress, safeRedirect } from './redirect';

test('only addresses on this site are followed after login', () => {
  expect(safeRedirect('/company/info?tab=1')).toBe('/company/info?tab=1');
  expect(safeRedirect('https://evil.example')).toBeUndefined();
  expect(safeRedirect('//evil.example')).toBeUndefined();
  expect(safeRedirect('/\\evil.example')).toBeUndefined();
  expect(safeRedirect('/\t/evil.example')).toBeUndefined();
  expect(safeRedirect('\\/evil.example')).toBeUndefined();
  expect(safeRedirect('javascript:alert(1)')).toBeUndefined();
  expect(safeRedirect('/login?redirect=/home')).toBeUndefined();
  expect(safeRedirect(null)).toBeUndefined();
});

test('the login address carries the page to come back to', () => {
  expect(loginAddress('/company/info', '?a=1')).toBe('/login?redirect=%2Fcompany%2Finfo%3Fa%3D1');
});
