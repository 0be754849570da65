/** Unit tests of 换一批: the batches in turn, back to the first after the last, and nothing more when one batch holds all. */
import { expect, test } from '@playwright/test';
import { BATCH_MESSAGES, nextBatch } from './batches';

test('换一批 moves on a batch at a time and says when it starts over', () => {
  expect(nextBatch(0, 7, 3)).toEqual({ start: 3 });
  expect(nextBatch(3, 7, 3)).toEqual({ start: 6 });
  expect(nextBatch(6, 7, 3)).toEqual({ start: 0, message: '已切换到到第一批！' });
});

test('换一批 with everything in one batch says there is no more', () => {
  expect(nextBatch(0, 3, 3)).toEqual({ start: 0, message: BATCH_MESSAGES.noMore });
  expect(nextBatch(0, 0, 3).message).toBe('没有更多了！');
});
