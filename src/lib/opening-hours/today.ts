/** Spec 9 "Today's opening hours": the one-line text for today and the rows of the week table. */
import type { OpeningHours } from '../../cms/schemas';
import { addDays, isoWeekday, zonedParts } from '../zoned-time';
import { normalizeHours } from './normalize';
import { isOpen24h } from './open24h';
import type { DayLabel, Interval } from './types';

export { isOpen24h };

/** Shown when today is missing or the data is malformed (spec 9). */
export const NO_HOURS = '-';

/** Translated labels the one-line text needs; `closed` is optional, '-' stands in without it. */
export interface TodayLabels {
  open24h: string;
  closed?: string;
}

/** One row of the week table. */
export interface WeekRow {
  date: string;
  /** 'today', 'tomorrow', or the ISO weekday 1..7 (the caller shows it as `day.N`) */
  label: DayLabel;
  /** '06:00 - 22:00, 23:00 - 24:00'; null when the station is closed that day */
  text: string | null;
  intervals: Interval[];
}

/** 'HH:mm:ss' intervals as 'HH:mm - HH:mm', joined by ', ' (spec 9: trailing seconds removed). */
export function formatIntervals(intervals: readonly Interval[]): string {
  return intervals.map((i) => `${i.start.slice(0, 5)} - ${i.end.slice(0, 5)}`).join(', ');
}

/**
 * Today's opening hours as one line (spec 9): labels.open24h for a 24h station, else today's
 * intervals; '-' when today is not listed or anything is malformed (never throws).
 * A day that is listed with no intervals is read as closed, not as missing: it shows
 * labels.closed when given, '-' otherwise.
 */
export function todayHours(hours: OpeningHours, now: Date, timeZone: string, labels: TodayLabels): string {
  try {
    if (isOpen24h(hours)) return labels.open24h;
    const today = zonedParts(now, timeZone).date;
    const day = normalizeHours(hours).days.find((d) => d.date === today);
    if (!day) return NO_HOURS;
    if (day.intervals.length === 0) return labels.closed ?? NO_HOURS;
    return formatIntervals(day.intervals);
  } catch {
    return NO_HOURS;
  }
}

/**
 * The week table (spec 9): days from today on in the station's zone (past days hidden), today and
 * tomorrow labelled so, later days by ISO weekday. Malformed data gives no rows (never throws).
 */
export function weekRows(hours: OpeningHours, now: Date, timeZone: string): WeekRow[] {
  try {
    const today = zonedParts(now, timeZone).date;
    const tomorrow = addDays(today, 1);
    // 'yyyy-MM-dd' compares correctly as text.
    return normalizeHours(hours)
      .days.filter((d) => d.date >= today)
      .map((d) => ({
        date: d.date,
        label: d.date === today ? 'today' : d.date === tomorrow ? 'tomorrow' : isoWeekday(d.date),
        text: d.intervals.length === 0 ? null : formatIntervals(d.intervals),
        intervals: d.intervals,
      }));
  } catch {
    return [];
  }
}
