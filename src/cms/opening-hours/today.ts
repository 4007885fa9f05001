/** Spec 9 "Today's opening hours": the one-line text for today and the rows of the week table. */
import type { OpeningHours } from '../schemas';
import { normalizeHours } from './normalize';
import { isOpen24h } from './open24h';
import { dayRows, NO_HOURS, todayLine, type ClockText, type DayRow, type TodayLabels } from './view';

export { isOpen24h, NO_HOURS, type ClockText, type TodayLabels };

/** One row of the week table. */
export type WeekRow = Omit<DayRow, 'past'>;

/**
 * Today's opening hours as one line (spec 9): labels.open24h for a 24h station, else today's
 * intervals; '-' when today is not listed or anything is malformed (never throws).
 * A day that is listed with no intervals is read as closed, not as missing: it shows
 * labels.closed when given, '-' otherwise.
 */
export function todayHours(hours: OpeningHours, now: Date, timeZone: string, labels: TodayLabels): string {
  try {
    return todayLine(normalizeHours(hours).days, isOpen24h(hours), now, timeZone, labels);
  } catch {
    return NO_HOURS;
  }
}

/**
 * Every listed day as a row with past days flagged (the page keeps them, hidden, so its script can
 * show them right when the page is viewed later than it was rendered). Never throws.
 */
export function allDayRows(hours: OpeningHours, now: Date, timeZone: string, clock: ClockText, labelOf?: (label: string) => string): DayRow[] {
  try {
    return dayRows(normalizeHours(hours).days, now, timeZone, clock, labelOf);
  } catch {
    return [];
  }
}

/**
 * The week table (spec 9): days from today on in the station's zone (past days hidden), today and
 * tomorrow labelled so, later days by ISO weekday. Malformed data gives no rows (never throws).
 */
export function weekRows(hours: OpeningHours, now: Date, timeZone: string, clock: ClockText): WeekRow[] {
  return allDayRows(hours, now, timeZone, clock)
    .filter((r) => !r.past)
    .map(({ past: _past, ...row }) => row);
}
