/** Brings opening hours of shape A or B (spec 3) into one form: dated days with 'HH:mm:ss' intervals. */
import type { OpeningHours } from '../schemas';
import { isOpen24h } from './open24h';
import type { Day, Interval, NormalizedHours } from './types';

const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?|24:00(?::00)?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Orders 'yyyy-MM-dd' dates and 'HH:mm:ss' times, which order as text; equal ones keep their order. */
function byText(a: string, b: string): number {
  if (a < b) return -1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: Array sort asks only whether the answer is below 0, so 1 and 0 order alike
  return a > b ? 1 : 0;
}

/** 'HH:mm' or 'HH:mm:ss' as 'HH:mm:ss'; throws on anything else (24:00 is the only hour-24 time). */
export function toClockSeconds(time: string): string {
  if (typeof time !== 'string' || !CLOCK.test(time)) {
    throw new RangeError(`[opening-hours] expected HH:mm or HH:mm:ss, got ${JSON.stringify(time)}`);
  }
  return time.length === 5 ? `${time}:00` : time;
}

function interval(start: string, end: string, label?: string): Interval {
  const out: Interval = { start: toClockSeconds(start), end: toClockSeconds(end) };
  if (typeof label === 'string' && label !== '') out.label = label;
  return out;
}

/** Both shapes as a list of [date, intervals]; throws on a value of the wrong type. */
function entries(hours: OpeningHours): [string, Interval[]][] {
  if (hours.shape === 'A') {
    return hours.openingHours.map((e) => [e.date, e.openHours.map((h) => interval(h.startTime, h.endTime, h.label))]);
  }
  if (hours.shape === 'B') {
    return hours.storeOpeningHours.map((e) => [e.date, e.hours.map((h) => interval(h.opens, h.closes, h.label))]);
  }
  throw new TypeError(`[opening-hours] unknown shape ${JSON.stringify((hours as { shape?: unknown }).shape)}`);
}

/**
 * Opening hours of either shape as days sorted by date, each interval 'HH:mm:ss' and sorted by start.
 * A date listed twice is merged into one day (identical intervals kept once), so a week table never
 * shows a date twice. Throws a RangeError naming the bad value on malformed data.
 */
export function normalizeHours(hours: OpeningHours): NormalizedHours {
  const byDate = new Map<string, Interval[]>();
  for (const [date, intervals] of entries(hours)) {
    if (typeof date !== 'string' || !DATE.test(date)) {
      throw new RangeError(`[opening-hours] expected a yyyy-MM-dd date, got ${JSON.stringify(date)}`);
    }
    const known = byDate.get(date) ?? [];
    for (const next of intervals) {
      if (!known.some((i) => i.start === next.start && i.end === next.end)) known.push(next);
    }
    byDate.set(date, known);
  }
  const days: Day[] = [...byDate]
    .sort(([a], [b]) => byText(a, b))
    .map(([date, intervals]) => ({ date, intervals: intervals.sort((a, b) => byText(a.start, b.start)) }));
  return { days, store24h: isOpen24h(hours) };
}
