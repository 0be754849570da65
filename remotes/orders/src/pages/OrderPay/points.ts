/** 积分支付's arithmetic (unit tested): one point a yuan, a part of a yuan rounding up, as the server debits. */

/** Fen from a yuan string such as "5960.00" (the order's money); undefined when it is not a number. */
export function fenOf(yuan: string): number | undefined {
  const text = yuan.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** The points an amount of yuan costs: whole points, rounded up (0.01 yuan is 1 point). */
export function pointsFor(yuan: string): number | undefined {
  const fen = fenOf(yuan);
  return fen === undefined ? undefined : Math.ceil(fen / 100);
}
