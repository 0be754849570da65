// Unit tests of the top-up's amount rules.
import { expect, test } from '@playwright/test';
import { amountProblem, AMOUNT_MESSAGE, customAmount, pointsFor, WHOLE_YUAN_MESSAGE } from './amount';

test('the custom amount keeps digits and one decimal point, and caps whole yuan at 50,000', () => {
  expect(customAmount('12a3')).toBe('123');
  expect(customAmount('１２')).toBe('');
  expect(customAmount('007')).toBe('7');
  expect(customAmount('99999')).toBe('50000');
  expect(customAmount('50000')).toBe('50000');
  expect(customAmount('')).toBe('');
  // A fraction stays a fraction: never 1505 for 150.5.
  expect(customAmount('150.5')).toBe('150.5');
  expect(customAmount('12.5')).toBe('12.5');
  expect(customAmount('1.5')).toBe('1.5');
  expect(customAmount('.5')).toBe('0.5');
  expect(customAmount('100.')).toBe('100.');
  expect(customAmount('1.2.3')).toBe('1.23');
  expect(customAmount('1.999')).toBe('1.99');
});

test('an amount with fen is refused with its own message, not joined', () => {
  expect(amountProblem(Number(customAmount('150.5')))).toBe(WHOLE_YUAN_MESSAGE);
  expect(amountProblem(Number(customAmount('1000.50')))).toBe(WHOLE_YUAN_MESSAGE);
  expect(amountProblem(Number(customAmount('1000.')))).toBeUndefined();
});

test('an amount below 100 is refused', () => {
  expect(amountProblem(undefined)).toBe(AMOUNT_MESSAGE);
  expect(amountProblem(99)).toBe(AMOUNT_MESSAGE);
  expect(amountProblem(100)).toBeUndefined();
  expect(amountProblem(50_000)).toBeUndefined();
  expect(amountProblem(50_001)).toBe(AMOUNT_MESSAGE);
});

test('points: 1 yuan = 1 point plus the bonus (the SDK writes them with separators)', () => {
  expect(pointsFor(1000, 50)).toBe(1050);
});
