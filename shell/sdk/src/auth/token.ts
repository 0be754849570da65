/**
 * Where the login lives in the browser: local storage under `token`, sent by
 * the API client as the `token` header. The `token` cookie is the server's own
 * (HttpOnly, set on login and by checkToken, cleared on logout); scripts
 * neither read nor write it.
 */

export const TOKEN_KEY = 'token';

// Where storage is unavailable (private mode) the login lasts as long as the page.
let unstored: string | undefined;

export function getToken(): string | undefined {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || undefined;
  } catch {
    return unstored;
  }
}

export function setToken(token: string): void {
  unstored = token;
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Kept in memory only (see above).
  }
}

export function removeToken(): void {
  unstored = undefined;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
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
