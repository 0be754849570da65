/** Unit tests of the purchase total and the countdown's clock correction. */
import { expect, test } from '@playwright/test';
import { onLocalClock, purchaseTotal, yuanOf } from './money';

test('the total is the price times the years, at least 0.01 once both are chosen', () => {
  expect(purchaseTotal(298000, 2)).toBe(596000);
  expect(yuanOf(purchaseTotal(298000, 2))).toBe('5960.00');
  expect(yuanOf(purchaseTotal(0, 3))).toBe('0.01');
  expect(purchaseTotal(undefined, 2)).toBe(0);
  expect(purchaseTotal(298000, undefined)).toBe(0);
});

test('a server deadline moves onto the browser clock', () => {
  // The browser runs 5 s ahead of the server.
  expect(onLocalClock(1_000_000, 400_000, 405_000)).toBe(1_005_000);
  expect(onLocalClock(1_000_000, 400_000, 400_000)).toBe(1_000_000);
});
