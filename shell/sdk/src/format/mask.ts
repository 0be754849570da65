/** Masks for personal and company data shown on screen. */

/** 13800000001 -> 138****0001; anything that is not a plain phone number is returned as given. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return String(mobile).replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

/**
 * Longer than 5 characters: the first 2, *** and the last 2
 * (演示科技有限公司 -> 演示***公司); otherwise the first, * and the last.
 */
export function maskCompanyName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name);
  if (chars.length > 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length < 2) return name;
  return `${chars[0]}*${chars[chars.length - 1]}`;
}
