/** Amounts read as finance reads them, from the server's strings and from numbers. */
import { expect, test } from '@playwright/test';
import { formatAmount, formatPoints, formatYuan } from './money';

test('thousands are grouped and two decimals always shown', () => {
  expect(formatYuan('31600.00')).toBe('¥31,600.00');
  expect(formatYuan('5960')).toBe('¥5,960.00');
  expect(formatYuan('0.01')).toBe('¥0.01');
  expect(formatYuan('1000000.5')).toBe('¥1,000,000.50');
  expect(formatYuan(2980)).toBe('¥2,980.00');
  expect(formatAmount('-3800.00')).toBe('-3,800.00');
  expect(formatAmount('980.00')).toBe('980.00');
});

test('what is not an amount is shown as it came', () => {
  expect(formatAmount('—')).toBe('—');
  expect(formatAmount('')).toBe('');
});

test('points are whole numbers written with separators', () => {
  expect(formatPoints(1050)).toBe('1,050');
  expect(formatPoints(-1234567)).toBe('-1,234,567');
  expect(formatPoints(0)).toBe('0');
  expect(formatPoints(12345)).toBe('12,345');
});
