/**
 * The site's one calendar: dates are 'yyyy-MM-dd' text, weekdays are ISO, 1 = Monday .. 7 = Sunday
 * (the numbering of the string tables' `day.1`..`day.7`, which spec 9's week rows are labelled
 * by). Code that counts weekdays another way (an array indexed from 0, Date#getUTCDay) converts at
 * its own edge. Arithmetic is on the calendar, never on milliseconds, so no time zone or
 * daylight-saving change shifts a day. Which date it is now in a zone: zoned-time.ts.
 * Dependency-free and small: the station page's "open now" script, the locator and the form's date
 * picker all bundle it (kept apart from zoned-time.ts so the form does not carry the zone reader).
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Splits 'yyyy-MM-dd' into [year, month 1..12, day], or throws with the offending value. */
export function splitDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`[calendar] expected a yyyy-MM-dd date, got "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Midnight UTC of a calendar date; day overflow rolls into the next month or year. */
function utcDate(y: number, m: number, d: number): Date {
  // UTC has no DST, so every day is 24 h there; setUTCFullYear (unlike Date.UTC) keeps years < 100 as given.
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at;
}

/** Year, month (1..12) and day as 'yyyy-MM-dd'; a day or month past the end rolls over (day 0 is the month before's last). */
export function dateOf(year: number, month: number, day: number): string {
  const at = utcDate(year, month, day);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Whether a value is a real calendar date written 'yyyy-MM-dd' (no 2026-02-29, no 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = splitDate(value);
  return dateOf(y, m, d) === value;
}

/** The number of days in a month (1..12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** The calendar date `n` days after `date` ('yyyy-MM-dd'; negative `n`: before). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = splitDate(date);
  return dateOf(y, m, d + n);
}

/** The same day `n` months later (or earlier), kept inside the target month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = splitDate(date);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dateOf(year, month, Math.min(d, daysInMonth(year, month)));
}

/** ISO weekday (1 = Monday .. 7 = Sunday) of a calendar date 'yyyy-MM-dd'. */
export function isoWeekday(date: string): number {
  const [y, m, d] = splitDate(date);
  const sundayZero = utcDate(y, m, d).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}
