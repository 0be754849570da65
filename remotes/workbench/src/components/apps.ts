/** Plain rules of the console: how an app's term reads, the carousel's slides, and the expiring dialog's once-per-visit memory. */

/** Products per slide of the recommended carousel (spec section 9). */
export const PRODUCTS_PER_SLIDE = 4;
/** The recommended carousel moves on every 6 s (spec section 9). */
export const CAROUSEL_SPEED_MS = 6000;
/** Company notices the console lists before 查看更多 (spec section 9). */
export const NOTICES_SHOWN = 3;

/** What an app's card says of its term. */
export interface TermLabel {
  text: string;
  expired: boolean;
}

interface Termed {
  selfAdded: boolean;
  isExpire: boolean;
  endTime?: string | null;
  /** Taken off the market by its partner: it still opens until its end date. */
  withdrawn?: boolean;
}

/** The line added under the term of an app its partner took off the market. */
export const WITHDRAWN_NOTE = '已下架，到期前可继续使用';

/**
 * 已过期, 到期 with the date, 自建服务 for the company's own, 长期有效 without an
 * end; an app taken off the market adds 已下架，到期前可继续使用 on a line of its own.
 */
export function termLabel(app: Termed): TermLabel {
  if (app.selfAdded) return { text: '自建服务', expired: false };
  if (app.isExpire) return { text: '已过期', expired: true };
  const term = app.endTime ? `${app.endTime.slice(0, 10)} 到期` : '长期有效';
  return { text: app.withdrawn ? `${term}\n${WITHDRAWN_NOTE}` : term, expired: false };
}

/** The items in runs of `size` (the carousel's slides); none for none. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) out.push(items.slice(i, i + Math.max(1, size)));
  return out;
}

/** The session key under which the expiring dialog was shown to this user in this company. */
export function expiringSeenKey(userId: unknown, companyId: unknown): string {
  return `wb-expiring-shown:${String(userId)}:${String(companyId ?? '')}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether the dialog was already shown during this visit (this tab's session). */
export function expiringSeen(key: string): boolean {
  return storage()?.getItem(key) === '1';
}

export function markExpiringSeen(key: string): void {
  try {
    storage()?.setItem(key, '1');
  } catch {
    // Private modes may refuse storage: the dialog then shows once per page load.
  }
}
