/**
 * The e-signature question is asked once per browser session until it is
 * answered (the answer itself is kept by esign.ts): a person who puts it off
 * is asked again next session, not on every page.
 */

const KEY = 'esign_asked';

/** The part of the Web Storage API used here (session storage in the browser). */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage switched off: the question may come back, never breaks the page.
  }
}

function askedIds(store: SessionStore | undefined): string[] {
  return (store?.getItem(KEY) ?? '').split(',').filter(Boolean);
}

/** Whether the question was put to this company's main account in this session already. */
export function esignAskedThisSession(companyId: string | number, store = sessionStore()): boolean {
  return askedIds(store).includes(String(companyId));
}

/** Notes that the question was put this session. */
export function rememberEsignAsked(companyId: string | number, store = sessionStore()): void {
  if (!store) return;
  const ids = new Set([...askedIds(store), String(companyId)]);
  store.setItem(KEY, [...ids].join(','));
}
