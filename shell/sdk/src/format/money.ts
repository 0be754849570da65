/** Money as finance reads it: yuan with thousands separators and two decimals (¥31,600.00). */

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
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${fraction.padEnd(2, '0').slice(0, Math.max(2, fraction.length))}`;
}

/** The same with the sign: ¥31,600.00. */
export function formatYuan(yuan: string | number): string {
  return `¥${formatAmount(yuan)}`;
}
