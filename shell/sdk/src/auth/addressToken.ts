/**
 * A login handed over in the address (`?token=`, single sign-on from a sibling
 * platform). The shell takes it out of the address before anything loads; it
 * is then adopted when the browser holds no login, and the user is asked
 * first when the browser holds another one.
 */
import { api } from '../api/typed';
import type { Schema } from '../api/types';
import { getToken, setToken } from './token';

/** What to do with a token from the address: adopt it, ask the user first, or nothing. */
export type AddressTokenDecision = 'adopt' | 'ask' | 'none';

export function decideAddressToken(addressToken: string | null | undefined, storedToken: string | null | undefined): AddressTokenDecision {
  if (!addressToken) return 'none';
  if (!storedToken) return 'adopt';
  return addressToken === storedToken ? 'none' : 'ask';
}

/**
 * Checks a token with the server, sent as the `token` header; the reply sets
 * the server's HttpOnly cookie for it. Rejects with an ApiError (quietly) when
 * the token is not accepted.
 */
export function checkTokenOf(token: string): Promise<Schema<'TokenStatus'>> {
  return api.get('/ptd-user/checkToken', { headers: { token }, sessionCheck: true, silent: true });
}

/**
 * Acts on a token taken from the address: with no login stored it becomes the
 * login at once (and the server is asked to set its cookie); returns the token
 * when another login is stored and the user has to choose (切换账号).
 */
export function adoptAddressToken(addressToken: string | undefined): string | undefined {
  const decision = decideAddressToken(addressToken, getToken());
  if (decision === 'none' || !addressToken) return undefined;
  if (decision === 'ask') return addressToken;
  setToken(addressToken);
  // An unaccepted token shows on the first call that needs the login, as any expired one.
  void checkTokenOf(addressToken).catch(() => undefined);
  return undefined;
}
