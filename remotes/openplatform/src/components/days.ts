/** The days of a usage chart: the span's dates as the server names them (Shanghai), so a chart's axis is the whole span, days without calls included. */
import type { Schema } from '@platform/sdk';

const DAY = 86_400_000;
const SHANGHAI = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last `span` days, oldest first and ending today, as YYYY-MM-DD in Shanghai. */
export function lastDays(span: number, now = new Date()): string[] {
  return Array.from({ length: span }, (_, i) => SHANGHAI.format(new Date(now.getTime() - (span - 1 - i) * DAY)));
}

/**
 * A partner's calls per API and day (the server answers only days with calls), with a zero row
 * for every other day of the span, in order of day: a chart of it shows the whole span.
 */
export function everyDay(rows: Schema<'ApiDay'>[], span: number, now = new Date()): Schema<'ApiDay'>[] {
  if (rows.length === 0) return rows;
  const seen = new Set(rows.map((row) => row.day));
  const missing = lastDays(span, now)
    .filter((day) => !seen.has(day))
    .map((day) => ({ day, apiCode: rows[0].apiCode, name: rows[0].name, calls: 0, failed: 0, points: 0 }));
  return [...rows, ...missing].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
