/** How an audit row reads: its kind's colour (a sign-in green, a failed one orange, a lock-out red), who acted, a value or a dash. Pure, so it is unit-tested. */

const KIND_COLORS: Record<string, string> = {
  'sign-in': 'success',
  'sign-in-failed': 'warning',
  'locked-out': 'error',
};

/** The tag colour of an audit row's kind; kinds other than the sign-ins' are plain. */
export function auditKindColor(kind: string): string {
  return KIND_COLORS[kind] ?? 'default';
}

/** A field as shown: its value, or a dash when the row has none. */
export function orDash(value?: string | number | null): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** Who acted: the name the row keeps (a failed sign-in keeps the name typed), else the member's id. */
export function auditActor(row: { actorName?: string | null; actorId?: number | null }): string {
  return row.actorName || orDash(row.actorId);
}
