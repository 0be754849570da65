/** Unit tests of where opening a message may lead (safeMessageUrl): paths of this site and http/https addresses only. */
import { expect, test } from '@playwright/test';
import { isOtherSite, safeMessageUrl } from './inbox';

test('a path of this site is followed with its query and fragment', () => {
  expect(safeMessageUrl('/order')).toBe('/order');
  expect(safeMessageUrl('/product/orderPay?id=123')).toBe('/product/orderPay?id=123');
  expect(safeMessageUrl('/userCenter/members#requests')).toBe('/userCenter/members#requests');
  // Parsed, as the browser would go there.
  expect(safeMessageUrl('/a/../home/console')).toBe('/home/console');
});

test('an http or https address is followed as written', () => {
  expect(safeMessageUrl('https://docs.example.com/guide?x=1')).toBe('https://docs.example.com/guide?x=1');
  expect(safeMessageUrl('http://example.com')).toBe('http://example.com/');
  expect(safeMessageUrl('HTTPS://Example.com/A')).toBe('https://example.com/A');
});

test('nothing to follow when there is no address', () => {
  expect(safeMessageUrl(undefined)).toBeUndefined();
  expect(safeMessageUrl(null)).toBeUndefined();
  expect(safeMessageUrl('')).toBeUndefined();
});

test('another site without a scheme, and scripts, are refused', () => {
  expect(safeMessageUrl('//evil.example')).toBeUndefined();
  expect(safeMessageUrl('///evil.example')).toBeUndefined();
  expect(safeMessageUrl('/.//evil.example')).toBeUndefined();
  expect(safeMessageUrl('/..//evil.example')).toBeUndefined();
  expect(safeMessageUrl('/\\evil.example')).toBeUndefined();
  expect(safeMessageUrl('\\\\evil.example')).toBeUndefined();
  expect(safeMessageUrl('javascript:alert(1)')).toBeUndefined();
  expect(safeMessageUrl('JavaScript:alert(1)')).toBeUndefined();
  expect(safeMessageUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
  expect(safeMessageUrl('vbscript:msgbox(1)')).toBeUndefined();
  expect(safeMessageUrl('mailto:someone@example.com')).toBeUndefined();
  expect(safeMessageUrl('ftp://example.com/file')).toBeUndefined();
  expect(safeMessageUrl('evil.example/path')).toBeUndefined();
  expect(safeMessageUrl('http:/evil.example')).toBeUndefined();
  expect(safeMessageUrl('https:evil.example')).toBeUndefined();
  expect(safeMessageUrl('http://')).toBeUndefined();
});

test('whitespace and control characters anywhere refuse the address', () => {
  expect(safeMessageUrl(' /order')).toBeUndefined();
  expect(safeMessageUrl('/order ')).toBeUndefined();
  expect(safeMessageUrl(' javascript:alert(1)')).toBeUndefined();
  expect(safeMessageUrl('java\tscript:alert(1)')).toBeUndefined();
  expect(safeMessageUrl('java\nscript:alert(1)')).toBeUndefined();
  expect(safeMessageUrl('/\t/evil.example')).toBeUndefined();
  expect(safeMessageUrl('https://example.com/a b')).toBeUndefined();
  expect(safeMessageUrl('\u0000/order')).toBeUndefined();
  expect(safeMessageUrl('https://example.com/\u0085')).toBeUndefined();
  expect(safeMessageUrl('\u00a0https://example.com')).toBeUndefined();
});

test('credentials in an address, which read as another site, are refused', () => {
  expect(safeMessageUrl('https://platform.example@evil.example/')).toBeUndefined();
  expect(safeMessageUrl('https://user:pass@example.com/')).toBeUndefined();
});

test('an address longer than any target is refused', () => {
  expect(safeMessageUrl(`/${'a'.repeat(2047)}`)).toBe(`/${'a'.repeat(2047)}`);
  expect(safeMessageUrl(`/${'a'.repeat(2048)}`)).toBeUndefined();
});

test('only an address with a scheme leaves the site', () => {
  expect(isOtherSite('/order')).toBe(false);
  expect(isOtherSite('https://example.com/')).toBe(true);
});
