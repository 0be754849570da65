/** Unit tests of what the legal pages take from the server: its HTML, without a heading repeating the title, and the fallback when it has none. */
import { expect, test } from '@playwright/test';
import { serverBody, updatedDate } from './serverText';

const saved = (content: string, title = '用户服务协议') => ({ type: 'userAgent', title, content, updateTime: '2026-11-20 10:30:00' });

test('the server text is shown as it came, without a first heading that repeats the title', () => {
  expect(serverBody(saved('<h3>用户服务协议</h3>\n<p>欢迎您使用</p>'))).toBe('<p>欢迎您使用</p>');
  expect(serverBody(saved('<h3>一、账号</h3><p>正文</p>'))).toBe('<h3>一、账号</h3><p>正文</p>');
  expect(serverBody(saved('<p>只有正文</p>'))).toBe('<p>只有正文</p>');
});

test('no text, or an empty one, falls back to the built-in text', () => {
  expect(serverBody(null)).toBeUndefined();
  expect(serverBody(undefined)).toBeUndefined();
  expect(serverBody(saved(''))).toBeUndefined();
  expect(serverBody(saved('<p>&nbsp;</p><p> </p>'))).toBeUndefined();
  expect(serverBody(saved('<p><img src="/files/a.png"></p>'))).toBe('<p><img src="/files/a.png"></p>');
});

test('the update date drops the time of day', () => {
  expect(updatedDate('2026-11-20 10:30:00')).toBe('2026-11-20');
});
