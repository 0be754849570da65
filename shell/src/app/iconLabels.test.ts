/** Unit tests of the Chinese names given to icon-only controls. */
import { expect, test } from '@playwright/test';
import { ICON_LABELS, iconOnlyName } from './iconLabels';

test('a control with its own name or text keeps it; the icon is only decoration', () => {
  expect(iconOnlyName('wechat', { text: '微信登录' })).toBeUndefined();
  expect(iconOnlyName('close', { label: '关闭广告', text: '' })).toBeUndefined();
});

test('an icon-only control is named by its title, else by what its icon means, in Chinese', () => {
  expect(iconOnlyName('left', { text: '', title: '上一页' })).toBe('上一页');
  expect(iconOnlyName('right', { text: '' })).toBe('下一页');
  expect(iconOnlyName('close-circle', { text: ' ' })).toBe('清除');
  expect(iconOnlyName('ellipsis', { text: '' })).toBe('更多');
  expect(iconOnlyName('no-such-icon', { text: '' })).toBeUndefined();
  for (const label of Object.values(ICON_LABELS)) expect(label).toMatch(/[\u4e00-\u9fff]/);
});
