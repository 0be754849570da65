/**
 * The e-signature question is asked once per company: the answer goes to the
 * server and is remembered in this browser. A cookie rather than local
 * storage, because logging out clears local storage and the question must not
 * come back with every login.
 */
import Cookies from 'js-cookie';
import type { Id } from '../api/types';

const COOKIE = 'esign_answered';

function answered(): string[] {
  return (Cookies.get(COOKIE) ?? '').split(',').filter(Boolean);
}

export function esignAnswered(companyId: Id): boolean {
  return answered().includes(String(companyId));
}

export function rememberEsignAnswer(companyId: Id): void {
  const ids = new Set([...answered(), String(companyId)]);
  Cookies.set(COOKIE, [...ids].join(','), { path: '/', expires: 365, sameSite: 'lax' });
}
