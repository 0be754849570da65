/** The one rule for an address the client is asked to go to (lr, redirect, returnUrl, toUrl): this site only. */

/**
 * A control character (U+0000-U+001F, U+007F; U+0080-U+009F too, as the
 * server's check counts them) or a backslash: browsers drop or reinterpret them.
 */
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\]/;

/** The longest target followed; the server refuses longer ones too. */
const MAX_LENGTH = 2048;

/** Outside a browser (unit tests) any origin serves: a value kept by the rule cannot leave it. */
const NO_BROWSER_ORIGIN = 'http://localhost';

function platformOrigin(): string {
  return typeof window === 'undefined' ? NO_BROWSER_ORIGIN : window.location.origin;
}

/** Whether a path is the login page itself (in any spelling the router would match). */
function isLoginPage(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, '') === '/login';
}

/**
 * A target named in the address, as the path (with query and fragment) to go
 * to, or undefined when it must not be followed: empty or too long; any control
 * character or backslash; not starting with a single '/'; another origin once
 * parsed against `origin` (the platform's own by default), or a path the
 * parsing folded into '//'; the login page itself (the caller falls back).
 * The server's `same_origin_path` applies the same rule.
 */
export function sameOriginPath(value: string | null | undefined, origin: string = platformOrigin()): string | undefined {
  if (!value || value.length > MAX_LENGTH || UNSAFE_CHARACTER.test(value)) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(value, base.origin);
  } catch {
    return undefined;
  }
  if (target.origin !== base.origin) return undefined;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // Dot segments can leave `//host` behind ('/.//evil.example'): a browser reads that as another site.
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  if (isLoginPage(target.pathname)) return undefined;
  return path;
}
