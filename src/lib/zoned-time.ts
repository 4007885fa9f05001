/**
 * Wall-clock time in a named time zone, independent of the host's zone (process.env.TZ or the
 * visitor's browser), on the site's calendar (calendar.ts: 'yyyy-MM-dd', ISO weekdays).
 * Dependency-free: it is bundled into the station page's "open now" script.
 */
import { dateOf, isoWeekday } from './calendar';

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

/**
 * Makes a zone's formatter ahead of its first use. A page's first DateTimeFormat also sets up the
 * engine's date formatting, which costs a phone tens of milliseconds of its main thread: made in a
 * quiet moment (the locator does it while its data file loads), that cost stays out of the render
 * that needs the time (design.md, performance targets: Lighthouse mobile 100).
 */
export function prepareZone(timeZone: string): void {
  formatterFor(timeZone);
}

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
  const date = dateOf(year, month, day);
  return { date, minutes: hour * 60 + minute, isoWeekday: isoWeekday(date) };
}
