/** 退款's arithmetic (unit tested): what is still refundable, and the amount's limits, in whole fen (its shape is the form's rule, forms/order-refund.json). */
import type { Schema } from '@platform/sdk';
import { yuanOf } from '../../components/money';
import { fenOf } from '../OrderPay/points';

/** Refunds whose money is spoken for: gone back, on its way, or failed and waiting for 重试 (closed and abnormal ones gave theirs back). */
const HOLDING = new Set(['success', 'pending', 'processing', 'failed']);

export interface Refundable {
  /** Fen still refundable. */
  left: number;
  /** Fen of refunds on their way (退款中) or failed (退款失败), not yet back. */
  waiting: number;
}

/** What an order of `total` yuan can still refund, given its refunds. */
export function refundable(total: string, refunds: Pick<Schema<'RefundRecord'>, 'amount' | 'status'>[]): Refundable {
  let held = 0;
  let waiting = 0;
  for (const refund of refunds) {
    if (!HOLDING.has(refund.status)) continue;
    const fen = fenOf(refund.amount) ?? 0;
    held += fen;
    if (refund.status !== 'success') waiting += fen;
  }
  return { left: Math.max((fenOf(total) ?? 0) - held, 0), waiting };
}

/** Whether an order row has anything left to refund by what the list knows (refunds that succeeded). */
export function hasRefundable(total: string, refunded: string): boolean {
  return (fenOf(total) ?? 0) > (fenOf(refunded) ?? 0);
}

/**
 * The amount's limits, once its shape passed the shared form rule (digits,
 * at most two decimals): undefined when it may be sent ('' is all that is
 * left, and a shape the rule refuses is the rule's to report), else the reason.
 */
export function amountProblem(text: string, left: number): string | undefined {
  const value = text.trim();
  const fen = fenOf(value);
  if (value === '' || fen === undefined) return undefined;
  if (fen <= 0) return '退款金额须大于0';
  if (fen > left) return `退款金额不能超过可退金额 ${yuanOf(left)} 元`;
  return undefined;
}

/** The yuan the confirmation names: what was typed, or all that is left. */
export function amountToRefund(text: string, left: number): string {
  const fen = fenOf(text.trim());
  return yuanOf(fen === undefined ? left : fen);
}
