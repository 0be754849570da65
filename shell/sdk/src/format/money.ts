/** Money and points as finance reads them: thousands separators, yuan with two decimals (¥31,600.00). */

/** Digits grouped by thousands: 31600 → 31,600. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in yuan as the server sends it ("31600.00", "0.01") or a number,
 * with thousands separators and two decimals, without the sign ¥. The digits
 * of a string are kept as they are (no float rounding); what is no amount
 * comes back unchanged.
 */
export function formatAmount(yuan: string | number): string {
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return String(yuan);
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${grouped(whole.replace(/^0+(?=\d)/, ''))}.${fraction.padEnd(2, '0')}`;
}

/** The same with the sign: ¥31,600.00. */
export function formatYuan(yuan: string | number): string {
  return `¥${formatAmount(yuan)}`;
}

/** Whole numbers with thousands separators, as the server writes points. */
export function formatPoints(points: number): string {
  const sign = points < 0 ? '-' : '';
  return sign + grouped(Math.abs(points).toString());
}
