/** Unit tests of 积分支付's points: one a yuan, rounded up. */
import { expect, test } from '@playwright/test';
import { fenOf, pointsFor } from './points';

test('fen are read from the order money without floating point', () => {
  expect(fenOf('5960.00')).toBe(596000);
  expect(fenOf('19.9')).toBe(1990);
  expect(fenOf('0.01')).toBe(1);
  expect(fenOf('1998')).toBe(199800);
  expect(fenOf('abc')).toBeUndefined();
});

test('one point a yuan, a part of a yuan costs a whole point', () => {
  expect(pointsFor('1998.00')).toBe(1998);
  expect(pointsFor('1998.01')).toBe(1999);
  expect(pointsFor('0.01')).toBe(1);
  expect(pointsFor('')).toBeUndefined();
});
