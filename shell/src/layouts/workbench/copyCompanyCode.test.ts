/** Unit tests of copying the company code: the spec's texts for a copy, a refused copy and an empty code. */
import { expect, test } from '@playwright/test';
import { copyCompanyCode } from './copyCompanyCode';

test('a code is copied and the spec says 复制成功！', async () => {
  const copied: string[] = [];
  const outcome = await copyCompanyCode(' QY2026ABCD ', async (text) => {
    copied.push(text);
    return true;
  });
  expect(outcome).toEqual({ level: 'success', text: '复制成功！' });
  expect(copied).toEqual(['QY2026ABCD']);
});

test('a browser that refuses the copy gives 复制失败，请手动复制！', async () => {
  expect(await copyCompanyCode('QY2026ABCD', async () => false)).toEqual({ level: 'error', text: '复制失败，请手动复制！' });
  expect(
    await copyCompanyCode('QY2026ABCD', async () => {
      throw new Error('denied');
    }),
  ).toEqual({ level: 'error', text: '复制失败，请手动复制！' });
});

test('an empty code is not copied: 公司代码为空！', async () => {
  let asked = 0;
  const copy = async () => {
    asked += 1;
    return true;
  };
  for (const code of [null, undefined, '', '   ']) {
    expect(await copyCompanyCode(code, copy)).toEqual({ level: 'warning', text: '公司代码为空！' });
  }
  expect(asked).toBe(0);
});
