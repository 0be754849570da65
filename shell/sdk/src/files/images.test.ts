/** Unit tests of the image upload check: accepted types and size limits, for certification images and the logo. */
import { expect, test } from '@playwright/test';
import { CERTIFICATION_IMAGE, IMAGE_MAX_BYTES, imageProblem, LOGO_IMAGE } from './images';

test('only images under 1 MB may be uploaded', () => {
  expect(imageProblem({ type: 'image/png', size: 2048 })).toBeUndefined();
  expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES - 1 })).toBeUndefined();
  expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe('上传图片大小不能超过 1MB!');
  expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/gif', size: 10 }, { types: ['image/png'] })).toBe('格式不支持!');
});

test('certification images are JPEG or PNG under 1 MB; the logo may reach 10 MB', () => {
  expect(imageProblem({ type: 'image/png', size: 2048 }, CERTIFICATION_IMAGE)).toBeUndefined();
  expect(imageProblem({ type: 'image/gif', size: 2048 }, CERTIFICATION_IMAGE)).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, CERTIFICATION_IMAGE)).toBe('上传图片大小不能超过 1MB!');
  expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 }, LOGO_IMAGE)).toBeUndefined();
  expect(imageProblem({ type: 'image/webp', size: 10 }, LOGO_IMAGE)).toBe('格式不支持!');
  expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, LOGO_IMAGE)).toBe('上传图片大小不能超过 10MB!');
});
