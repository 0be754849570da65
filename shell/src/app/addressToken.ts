/**
 * A login handed over in the address (`?token=`) leaves the address before
 * anything else loads or renders, so it is neither kept in the history nor
 * shared by copying the link. The entry point takes it out; bootstrap acts on
 * it (see adoptAddressToken of the SDK). No imports: it runs before the
 * shared modules exist.
 */

const PARAM = 'token';
/** On the invitation page `token` is the invitation itself, not a login. */
const INVITATION_PAGE = '/invite';

export interface AddressWithoutToken {
  /** The token the address carried (empty when the parameter was empty). */
  token: string;
  /** The same address (path, query, fragment) without it. */
  address: string;
}

/** Splits the login token off an address; undefined when it has none (or is the invitation page). */
export function withoutAddressToken(href: string): AddressWithoutToken | undefined {
  const url = new URL(href);
  if (url.pathname === INVITATION_PAGE || !url.searchParams.has(PARAM)) return undefined;
  const token = url.searchParams.get(PARAM) ?? '';
  url.searchParams.delete(PARAM);
  return { token, address: `${url.pathname}${url.search}${url.hash}` };
}

let handedOver: string | undefined;

/** Takes the token out of the current address (history.replaceState) and keeps it for bootstrap. */
export function takeTokenFromAddress(): void {
  const split = withoutAddressToken(window.location.href);
  if (!split) return;
  window.history.replaceState(window.history.state, '', split.address);
  handedOver = split.token || undefined;
}

/** The token taken from the address, if any. */
export function handedOverToken(): string | undefined {
  return handedOver;
}
