/** The top-up's amount rules (spec sections 5 and 9): whole yuan from 100 to 50,000, 1 yuan = 1 point plus the package's bonus. */

export const MIN_AMOUNT = 100;
export const MAX_AMOUNT = 50_000;
/** The server's own words for an amount it refuses. */
export const AMOUNT_MESSAGE = '请输入或选择正确的金额（100-50000元）';

/** The packages shown before the server's list arrives (amounts in yuan, no bonus known yet). */
export const DEFAULT_PACKAGES = [5000, 3000, 1000] as const;

/** Said of an amount with fen: a top-up is whole yuan, and 150.5 is refused, never read as 1505. */
export const WHOLE_YUAN_MESSAGE = '充值金额须为整数（元），请去掉小数部分';

/**
 * What the custom amount box keeps of what was typed: digits and the first
 * decimal point with at most two decimals (so a fraction stays a fraction and
 * can be refused, never joined to the yuan), no leading zeros, whole yuan at
 * most 50,000.
 */
export function customAmount(typed: string): string {
  const kept = typed.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const whole = (dot < 0 ? kept : kept.slice(0, dot)).replace(/^0+/, '');
  if (dot < 0) {
    if (whole === '') return '';
    return Number(whole) > MAX_AMOUNT ? String(MAX_AMOUNT) : whole;
  }
  const fraction = kept.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** The refusal for an amount, or undefined when it may be paid. */
export function amountProblem(amount: number | undefined): string | undefined {
  if (amount !== undefined && Number.isFinite(amount) && !Number.isInteger(amount)) return WHOLE_YUAN_MESSAGE;
  if (amount === undefined || !Number.isInteger(amount) || amount < MIN_AMOUNT || amount > MAX_AMOUNT) return AMOUNT_MESSAGE;
  return undefined;
}


/** The points a top-up brings: 1 yuan = 1 point, plus the package's bonus. */
export function pointsFor(amount: number, bonus = 0): number {
  return amount + bonus;
}
