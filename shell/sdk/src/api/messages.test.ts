/** Unit tests of the messages shown for failed API replies: the catalogue text by code, or the server's own. */
import { expect, test } from '@playwright/test';
import { failureMessage } from './messages';

test('each failed envelope shows the catalogue text', () => {
  expect(failureMessage(401, 'whatever')).toBe('登录信息已失效,请重新登录');
  expect(failureMessage(404)).toBe('您所请求的资源尚未找到, 请稍后重试!');
  expect(failureMessage(500, '')).toBe('服务器繁忙，请稍后重试！');
  expect(failureMessage(500, '数据库不可用')).toBe('数据库不可用');
  expect(failureMessage(10005, '用户名或密码错误')).toBe('用户名或密码错误');
  expect(failureMessage(10000, null)).toBe('操作失败，请稍后重试！');
  expect(failureMessage(403, 'forbidden')).toBe('服务器开小差咯，请稍等！');
});
