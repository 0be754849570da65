/** Renewal arithmetic: a running app extends from its end, an ended one starts now, 29 February falls to 28 February. */
import { expect, test } from '@playwright/test';
import { renewedEnd, shanghaiNow, yearsLater } from './renewal';

test('a running app is extended from its end, an ended one from now', () => {
  const now = '2026-11-27 10:00:00';
  expect(renewedEnd('2027-03-01 08:00:00', 1, now)).toBe('2028-03-01 08:00:00');
  expect(renewedEnd('2026-01-05 08:00:00', 2, now)).toBe('2028-11-27 10:00:00');
  expect(renewedEnd('not a time', 1, now)).toBeUndefined();
});

test('years are calendar years and 29 February falls to 28 February', () => {
  expect(yearsLater('2024-02-29 12:00:00', 1)).toBe('2025-02-28 12:00:00');
  expect(yearsLater('2024-02-29 12:00:00', 4)).toBe('2028-02-29 12:00:00');
});

test('now is written in Shanghai time', () => {
  expect(shanghaiNow(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00:00');
});
