/** Unit tests of the content media upload check: size limits for images and videos, and refused formats. */
import { expect, test } from '@playwright/test';
import { mediaProblem } from './media';

const MB = 1024 * 1024;

test('images up to 10 MB and videos up to 50 MB are accepted', () => {
  expect(mediaProblem('image', { type: 'image/png', size: 10 * MB })).toBeUndefined();
  expect(mediaProblem('image', { type: 'image/png', size: 10 * MB + 1 })).toBe('上传图片大小不能超过 10MB!');
  expect(mediaProblem('video', { type: 'video/mp4', size: 50 * MB })).toBeUndefined();
  expect(mediaProblem('video', { type: 'video/webm', size: 50 * MB + 1 })).toBe('上传视频大小不能超过 50MB!');
});

test('other formats are refused', () => {
  expect(mediaProblem('image', { type: 'image/svg+xml', size: 100 })).toBe('格式不支持!');
  expect(mediaProblem('video', { type: 'image/png', size: 100 })).toBe('格式不支持!');
});
