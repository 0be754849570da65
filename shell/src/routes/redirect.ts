/** Addresses of the login flow. */
import { sameOriginPath } from '@platform/sdk';

/** The login page, asked to come back to the given address afterwards. */
export function loginAddress(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** A redirect target from the address (lr, redirect), only if it stays on this site (the SDK's one rule). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  return sameOriginPath(value);
}
