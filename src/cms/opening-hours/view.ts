/**
 * Spec 9's display rules over normalized days: today's one line and the week's rows. Used by the
 * server (today.ts, through normalizeHours) and by the station page's browser script, which puts
 * them right again when the page is viewed days after it was rendered. Dependency-free apart from
 * the zone and clock helpers, so the browser pays a few hundred bytes for it.
 */
import { addDays, isoWeekday } from '../../lib/calendar';
import { clockRange } from '../../lib/clock';
import { zonedParts } from '../../lib/zoned-time';
import type { Day, DayLabel, Interval } from './types';

/** Shown when today is missing or the data is malformed (spec 9). */
export const NO_HOURS = '-';

/** How times read: the locale code and its range template (`station.hoursRange`, 'klo {start}–{end}'). */
export interface ClockText {
  locale: string;
  range: string;
}

/** Translated labels the one-line text needs; `closed` is optional, '-' stands in without it. */
export interface TodayLabels {
  open24h: string;
  closed?: string;
  clock: ClockText;
}

/** One row of the week table. */
export interface DayRow {
  date: string;
  /** 'today', 'tomorrow', or the ISO weekday 1..7 (the caller shows it as `day.N`) */
  label: DayLabel;
  /** '6.00–22.00, 23.00–24.00' in the locale's writing; null when the station is closed that day */
  text: string | null;
  intervals: Interval[];
  /** before today in the station's zone: the table hides it (spec 9 keeps dates after yesterday) */
  past: boolean;
}

/**
 * 'HH:mm:ss' intervals as start–end in the locale's writing ('klo 7.00–21.30'), joined by ', '
 * (spec 9: start then end, trailing seconds removed; src/lib/clock.ts for the punctuation).
 * With `labelOf`, an interval's label (breakfast, lunch, kitchen) goes in front of its times.
 */
export function formatIntervals(intervals: readonly Interval[], clock: ClockText, labelOf?: (label: string) => string): string {
  return intervals
    .map((i) => {
      const times = clockRange(i.start, i.end, clock.locale, clock.range);
      const label = i.label && labelOf ? labelOf(i.label) : '';
      return label ? `${label} ${times}` : times;
    })
    .join(', ');
}

/** Today's line: the 24h label, today's intervals, closed, or '-' (today not listed, or bad data). */
export function todayLine(days: readonly Day[], store24h: boolean, now: Date, timeZone: string, labels: TodayLabels): string {
  try {
    if (store24h) return labels.open24h;
    const today = zonedParts(now, timeZone).date;
    const day = days.find((d) => d.date === today);
    // Stryker disable next-line ConditionalExpression: without it the line below throws, and the catch answers NO_HOURS alike
    if (!day) return NO_HOURS;
    if (day.intervals.length === 0) return labels.closed ?? NO_HOURS;
    return formatIntervals(day.intervals, labels.clock);
  } catch {
    return NO_HOURS;
  }
}

/** Every listed day as a row, labelled from `now` in the station's zone, past days flagged. [] on bad data. */
export function dayRows(days: readonly Day[], now: Date, timeZone: string, clock: ClockText, labelOf?: (label: string) => string): DayRow[] {
  try {
    const today = zonedParts(now, timeZone).date;
    const tomorrow = addDays(today, 1);
    // 'yyyy-MM-dd' compares correctly as text.
    return days.map((d) => ({
      date: d.date,
      label: d.date === today ? 'today' : d.date === tomorrow ? 'tomorrow' : isoWeekday(d.date),
      text: d.intervals.length === 0 ? null : formatIntervals(d.intervals, clock, labelOf),
      intervals: d.intervals,
      past: d.date < today,
    }));
  } catch {
    return [];
  }
}
