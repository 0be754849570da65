/** What buying a held app again does (unit tested): it extends the app from its current end, or starts today when the app has ended, as the server grants it. */

/** `YYYY-MM-DD HH:MM:SS` (Shanghai) as its parts. */
function parts(time: string): number[] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(time.trim());
  return match ? match.slice(1).map(Number) : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole calendar years later, 29 February becoming 28 February (the server's rule). */
export function yearsLater(time: string, years: number): string | undefined {
  const p = parts(time);
  if (!p) return undefined;
  const [y, m, d, hh, mm, ss] = p;
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${year}-${pad(m)}-${pad(day)} ${pad(hh)}:${pad(mm)}:${pad(ss)}`;
}

/** Now in Shanghai time, as the server writes times. */
export function shanghaiNow(now: Date = new Date()): string {
  const t = new Date(now.getTime() + 8 * 3_600_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The app's end after buying `years` more: from its end while it runs, else from now. */
export function renewedEnd(end: string, years: number, now: string): string | undefined {
  if (!parts(end)) return undefined;
  return yearsLater(end > now ? end : now, years);
}

/** The day of a time, for sentences. */
export const dayOf = (time: string) => time.slice(0, 10);
