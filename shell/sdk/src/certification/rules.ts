/**
 * Where certification leads (spec section 4): a company without certification
 * goes to /certification, one under review or rejected to the pending page
 * (which shows the reason), a certified one may buy and declare.
 */
import { sameOriginPath } from '../browser/sameOrigin';

export const CERTIFICATION_PATHS = {
  choose: '/certification',
  company: '/companyCertification',
  person: '/personCertification',
  pending: '/underCertification',
  rejected: '/rejectCertification',
} as const;

/** Under review, approved, rejected: the states of a company or of a submission. */
export const CERTIFICATION_STATE = { none: 0, pending: 1, certified: 2, rejected: 3 } as const;

/** The page a company's certification state leads to; undefined once certified. */
export function certificationPath(status: number | null | undefined): string | undefined {
  if (status === CERTIFICATION_STATE.certified) return undefined;
  if (status === CERTIFICATION_STATE.pending || status === CERTIFICATION_STATE.rejected) return CERTIFICATION_PATHS.pending;
  return CERTIFICATION_PATHS.choose;
}

/** The page a company's review state leads to: 0 certify, 2 the console, otherwise the pending page. */
export function reviewPath(reviewStatus: number | null | undefined): string {
  if (!reviewStatus) return CERTIFICATION_PATHS.choose;
  if (reviewStatus === CERTIFICATION_STATE.certified) return '/home/console';
  return CERTIFICATION_PATHS.pending;
}

/** Where to go after certifying (or choosing not to): the `redirect` value when it stays on this site (sameOriginPath), else /home. */
export function returnAddress(redirect: string | null | undefined, fallback = '/home'): string {
  return sameOriginPath(redirect) ?? fallback;
}

/** A certification page that comes back to `from` afterwards. */
export function certificationAddress(path: string, from?: string): string {
  return from ? `${path}?redirect=${encodeURIComponent(from)}` : path;
}

/**
 * Whether a unified social credit code is well formed, check digit included
 * (GB 32100-2015), as the server checks it.
 */
export function validSocialCode(code: string): boolean {
  const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  if (code.length !== 18) return false;
  const values = Array.from(code).map((char) => CHARS.indexOf(char));
  if (values.some((value) => value < 0)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * values[index], 0);
  return values[17] === (31 - (sum % 31)) % 31;
}
