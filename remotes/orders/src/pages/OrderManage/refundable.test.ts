/** Unit tests of 退款's arithmetic: what is left to refund and the amount field's rules. */
import { expect, test } from '@playwright/test';
import { amountProblem, amountToRefund, hasRefundable, refundable } from './refundable';

test('what is left counts refunds that went back, are on their way or failed, not closed ones', () => {
  expect(refundable('1998.00', [])).toEqual({ left: 199800, waiting: 0 });
  expect(
    refundable('1998.00', [
      { amount: '100.50', status: 'success' },
      { amount: '0.50', status: 'processing' },
      { amount: '1.00', status: 'failed' },
      { amount: '500.00', status: 'closed' },
      { amount: '20.00', status: 'abnormal' },
    ]),
  ).toEqual({ left: 189600, waiting: 150 });
  expect(refundable('10.00', [{ amount: '10.00', status: 'success' }]).left).toBe(0);
  expect(hasRefundable('1998.00', '0.00')).toBe(true);
  expect(hasRefundable('1998.00', '1998.00')).toBe(false);
});

test('the amount is more than zero and at most what is left (its shape is the shared form rule)', () => {
  expect(amountProblem('', 199800)).toBeUndefined();
  expect(amountProblem('1998', 199800)).toBeUndefined();
  expect(amountProblem('0.01', 199800)).toBeUndefined();
  expect(amountProblem(' 12.5 ', 199800)).toBeUndefined();
  expect(amountProblem('0', 199800)).toBe('退款金额须大于0');
  expect(amountProblem('0.00', 199800)).toBe('退款金额须大于0');
  expect(amountProblem('1998.01', 199800)).toBe('退款金额不能超过可退金额 1998.00 元');
  expect(amountToRefund('', 199800)).toBe('1998.00');
  expect(amountToRefund('12.5', 199800)).toBe('12.50');
});
