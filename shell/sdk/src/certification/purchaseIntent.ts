/**
 * The purchase a user left to certify the company (去认证 from the purchase
 * page): the review may take a day, so its address waits in this browser's
 * local storage (cleared with the login) until the console offers 继续购买.
 * Only an address on this site is kept or given back (sameOriginPath).
 */
import { sameOriginPath } from '../browser/sameOrigin';

const KEY = 'purchaseIntent';

export function rememberPurchase(address: string): void {
  const path = sameOriginPath(address);
  if (!path) return;
  try {
    window.localStorage.setItem(KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the purchase is then not kept.
  }
}

/** The purchase page to come back to, if one is remembered. */
export function rememberedPurchase(): string | undefined {
  try {
    return sameOriginPath(window.localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

export function forgetPurchase(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
