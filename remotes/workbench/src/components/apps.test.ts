/** Unit tests of the console's term labels and carousel slides. */
import { expect, test } from '@playwright/test';
import { chunk, expiringSeenKey, termLabel } from './apps';

test('an app card says how its term stands', () => {
  expect(termLabel({ selfAdded: true, isExpire: false, endTime: null })).toEqual({ text: '自建服务', expired: false });
  expect(termLabel({ selfAdded: false, isExpire: true, endTime: '2024-01-02 00:00:00' })).toEqual({ text: '已过期', expired: true });
  expect(termLabel({ selfAdded: false, isExpire: false, endTime: '2027-11-23 16:22:07' })).toEqual({
    text: '2027-11-23 到期',
    expired: false,
  });
  expect(termLabel({ selfAdded: false, isExpire: false })).toEqual({ text: '长期有效', expired: false });
});

test('products go four to a slide', () => {
  expect(chunk([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]]);
  expect(chunk([1, 2, 3, 4], 4)).toEqual([[1, 2, 3, 4]]);
  expect(chunk([], 4)).toEqual([]);
});

test('the dialog is remembered per user and company', () => {
  expect(expiringSeenKey(1, 2)).toBe('wb-expiring-shown:1:2');
  expect(expiringSeenKey(1, null)).toBe('wb-expiring-shown:1:');
});
