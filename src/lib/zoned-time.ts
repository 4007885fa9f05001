/**
 * Wall-clock time in a named time zone, independent of the host's zone (process.env.TZ or the
 * visitor's browser). Dependency-free: it is bundled into the station page's "open now" script.
 */

/** A moment as a clock on the wall of `timeZone` shows it. */
export interface ZonedParts {
  /** calendar date, 'yyyy-MM-dd' */
  date: string;
  /** minutes since local midnight, 0..1439 */
  minutes: number;
  /** ISO weekday of `date`, 1 = Monday .. 7 = Sunday */
  isoWeekday: number;
}

// Building a DateTimeFormat costs far more than using one; a page asks for few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The date, minute of day and weekday that `now` shows in `timeZone` (throws on an invalid date or zone). */
export function zonedParts(now: Date, timeZone: string): ZonedParts {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year, month, day, minute } = fields;
  // Some engines still print midnight as hour 24 despite h23.
  const hour = (fields['hour'] ?? NaN) % 24;
  if (year === undefined || month === undefined || day === undefined || minute === undefined || Number.isNaN(hour)) {
    throw new RangeError(`[zoned-time] cannot read ${String(now)} in ${timeZone}`);
  }
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return { date, minutes: hour * 60 + minute, isoWeekday: isoWeekday(date) };
}

/** Splits 'yyyy-MM-dd' into numbers, or throws with the offending value. */
function splitDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`[zoned-time] expected a yyyy-MM-dd date, got "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Midnight UTC of a calendar date; day overflow rolls into the next month or year. */
function utcDate(y: number, m: number, d: number): Date {
  // UTC has no DST, so every day is 24 h there; setUTCFullYear (unlike Date.UTC) keeps years < 100 as given.
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at;
}

/** The calendar date `n` days after `date` ('yyyy-MM-dd'); calendar arithmetic, so DST never shifts it. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = splitDate(date);
  const shifted = utcDate(y, m, d + n);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** ISO weekday (1 = Monday .. 7 = Sunday) of a calendar date 'yyyy-MM-dd'. */
export function isoWeekday(date: string): number {
  const [y, m, d] = splitDate(date);
  const sundayZero = utcDate(y, m, d).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}
