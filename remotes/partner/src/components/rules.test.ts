/** Unit tests of the partner forms' plain checks: pictures, rule files, versions' prices and functions, test launch addresses. */
import { expect, test } from '@playwright/test';
import { nonEmptyLines, functionsProblem, launchable, pictureProblem, priceProblem, ruleFileProblem } from './rules';

const MB = 1024 * 1024;

test('pictures are jpg or png within their kind size', () => {
  expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 10 * MB }, 'logo')).toBeUndefined();
  expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }, 'logo')).toBe('图片大小不能超过10MB');
  expect(pictureProblem({ name: 'a.jpg', type: 'image/jpeg', size: MB }, 'publicity')).toBeUndefined();
  expect(pictureProblem({ name: 'a.jpg', type: 'image/jpeg', size: MB + 1 }, 'publicity')).toBe('上传图片大小不能超过 1MB!');
  expect(pictureProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, 'publicity')).toBe('格式不支持!');
  expect(pictureProblem({ name: 'a.JPEG', type: '', size: 10 }, 'logo')).toBeUndefined();
  expect(pictureProblem({ name: 'a.webp', type: '', size: 10 }, 'logo')).toBe('格式不支持!');
});

test('functions are typed one a line, at most 10 of 50 characters', () => {
  expect(nonEmptyLines(' 设备接入 \n\n数据看板\n')).toEqual(['设备接入', '数据看板']);
  expect(nonEmptyLines(undefined)).toEqual([]);
  expect(functionsProblem(Array.from({ length: 10 }, (_, i) => `功能${i}`).join('\n'))).toBeUndefined();
  expect(functionsProblem(Array.from({ length: 11 }, (_, i) => `功能${i}`).join('\n'))).toBe('每个版本最多10项功能，每项不超过50个字');
  expect(functionsProblem('字'.repeat(51))).toBe('每个版本最多10项功能，每项不超过50个字');
});

test('a paid version costs more than 0 with two decimals at most', () => {
  expect(priceProblem(19.99)).toBeUndefined();
  expect(priceProblem(0.01)).toBeUndefined();
  expect(priceProblem(0)).toBe('收费应用的版本价格须大于0');
  expect(priceProblem(undefined)).toBe('请输入正确的价格（最多两位小数）');
  expect(priceProblem(1.005)).toBe('请输入正确的价格（最多两位小数）');
  expect(priceProblem(10_000_001)).toBe('请输入正确的价格（最多两位小数）');
});

test('a test launch goes to an http(s) address or a path of this site only', () => {
  expect(launchable('https://app.example.com/sso?code=1')).toBe(true);
  expect(launchable('/api/launch?x=1')).toBe(true);
  expect(launchable('javascript:alert(1)')).toBe(false);
  expect(launchable('//evil.example')).toBe(false);
  expect(launchable('/\\evil.example')).toBe(false);
});

test('a launch rule is a .wasm module up to 1 MB', () => {
  expect(ruleFileProblem({ name: 'rule.WASM', size: MB })).toBeUndefined();
  expect(ruleFileProblem({ name: 'rule.js', size: 10 })).toBe('请选择 .wasm 文件');
  expect(ruleFileProblem({ name: 'rule.wasm', size: MB + 1 })).toBe('插件大小不能超过1MB');
});
