import { expect, test } from '@playwright/test';
import { IMAGE_MAX_BYTES, imageProblem } from './images';

test('only images under 1 MB may be uploaded', () => {
  expect(imageProblem({ type: 'image/png', size: 2048 })).toBeUndefined();
  expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES - 1 })).toBeUndefined();
  expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe('上传图片大小不能超过 1MB!');
  expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/gif', size: 10 }, { types: ['image/png'] })).toBe('格式不支持!');
});
