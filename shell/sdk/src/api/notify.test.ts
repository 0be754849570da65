/** Unit tests of the message de-duplication: identical texts within a second are shown once, whatever their level. */
import { expect, test } from '@playwright/test';
import { bindMessageApi, notify } from './notify';

type Shown = Array<[string, string]>;

/** A stand-in for antd's message API that records what it was asked to show. */
function recorder(shown: Shown) {
  const at = (level: string) => (text: unknown) => {
    shown.push([level, String(text)]);
    return undefined;
  };
  return { success: at('success'), info: at('info'), warning: at('warning'), error: at('error') } as unknown as Parameters<
    typeof bindMessageApi
  >[0];
}

test('the same text as an error and as a warning within a second is one message', () => {
  const shown: Shown = [];
  bindMessageApi(recorder(shown));
  notify.error('企业名称已存在');
  notify.warning('企业名称已存在');
  notify.error('企业名称已存在');
  expect(shown).toEqual([['error', '企业名称已存在']]);
});

test('different texts are each shown, and a text is shown again after a second', async () => {
  const shown: Shown = [];
  bindMessageApi(recorder(shown));
  notify.success('复制成功！');
  notify.warning('公司代码为空！');
  expect(shown).toEqual([
    ['success', '复制成功！'],
    ['warning', '公司代码为空！'],
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1050));
  notify.info('复制成功！');
  expect(shown.at(-1)).toEqual(['info', '复制成功！']);
});
