/** 换一批 of the recommended products (spec section 8): the next batch, back to the first after the last, and what to say about it. */

export const BATCH_MESSAGES = {
  /** Everything fits in one batch: there is no other to show. */
  noMore: '没有更多了！',
  /** The last batch was showing: the first comes back. */
  backToFirst: '已切换到到第一批！',
} as const;

export interface NextBatch {
  /** Index of the first item of the batch to show. */
  start: number;
  /** What to tell the visitor, when anything. */
  message?: string;
}

/** The batch after the one starting at `start`, of `size` items out of `total`. */
export function nextBatch(start: number, total: number, size: number): NextBatch {
  if (total <= size) return { start: 0, message: BATCH_MESSAGES.noMore };
  const next = start + size;
  if (next >= total) return { start: 0, message: BATCH_MESSAGES.backToFirst };
  return { start: next };
}
