/**
 * Where the login lives: the `token` cookie. It is scoped to the parent domain
 * so sibling sites of the platform share the login; on localhost, IP
 * addresses and 192.168.* hosts it stays on the bare host.
 */
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Second-level registries under which the parent domain keeps three labels. */
const SECOND_LEVEL_SUFFIXES = new Set(['com.cn', 'net.cn', 'org.cn', 'gov.cn', 'edu.cn', 'ac.cn', 'com.hk']);

/** The cookie domain for a host name, or undefined for a host-only cookie. */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || IPV4.test(host) || host.startsWith('192.168.') || host.includes(':')) {
    return undefined;
  }
  const labels = host.split('.');
  const keep = SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  if (labels.length <= keep) return host;
  return labels.slice(-keep).join('.');
}

function currentDomain(): string | undefined {
  return cookieDomain(window.location.hostname);
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { path: '/', domain: currentDomain(), sameSite: 'lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/', domain: currentDomain() });
  // A cookie written by an older build may be host-only; remove that one too.
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** Forget everything this browser keeps about the login. */
export function clearStoredLogin(): void {
  removeToken();
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/**
 * A link may carry the login as `?token=...` (single sign-on from a sibling
 * platform). Store it and take it out of the address, so it is neither kept
 * in the history nor shared by copying the link.
 */
export function adoptTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN_COOKIE);
  if (!token) return;
  setToken(token);
  url.searchParams.delete(TOKEN_COOKIE);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
