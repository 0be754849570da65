/** What the platform keeps in the browser's local storage besides the login. */

const CUSTOMER_ID = 'customerId';

/** The dispatch centre's customer the visitor came for; the company review sends it along. */
export function rememberCustomerId(id: string): void {
  try {
    window.localStorage.setItem(CUSTOMER_ID, id);
  } catch {
    // Storage may be unavailable (private mode); the id is then not kept.
  }
}

export function customerId(): string | undefined {
  try {
    return window.localStorage.getItem(CUSTOMER_ID) ?? undefined;
  } catch {
    return undefined;
  }
}
