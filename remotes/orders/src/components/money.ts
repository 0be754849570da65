/** The purchase total and the payment countdown: plain arithmetic the pages share (unit tested). */

/** Yuan with two decimals from fen. */
export function yuanOf(fen: number): string {
  return (Math.round(fen) / 100).toFixed(2);
}

/**
 * The total of a purchase in fen: the version's price times the years; a free
 * version still costs 0.01 (spec section 9). 0 while the version or the term
 * is not chosen yet.
 */
export function purchaseTotal(versionPriceFen: number | undefined, years: number | undefined): number {
  if (versionPriceFen === undefined || years === undefined || !(years > 0)) return 0;
  return Math.max(Math.max(versionPriceFen, 0) * years, 1);
}

/**
 * A server time (epoch ms) on this browser's clock: `serverNow` is the
 * server's clock when the reply was made and `receivedAt` this browser's when
 * it arrived, so a browser clock that is off does not shift the countdown.
 */
export function onLocalClock(serverTime: number, serverNow: number, receivedAt: number): number {
  return serverTime + (receivedAt - serverNow);
}
