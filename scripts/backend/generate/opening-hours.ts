/**
 * Opening hours of stations in the two shapes of spec 3: shape A (dated entries of
 * startTime/endTime 'HH:mm:ss') and shape B (store24h plus dated entries of opens/closes 'HH:mm').
 * Both list 8 days starting yesterday, so "today" and the next days are always present (spec 9).
 */
import type { OpeningHours } from '../../../src/cms/schemas';
import { addDays, isoWeekday } from '../../../src/lib/calendar';
import type { Random } from './random';

/** An open interval in minutes from midnight; 1440 is the end of the day. */
export interface Interval {
  start: number;
  end: number;
  label?: 'kitchen' | 'lunch' | 'breakfast';
}

/** Intervals for Monday..Sunday (index 0 = Monday, so a date's day is at its ISO weekday − 1); an empty day is closed. */
export type Week = Interval[][];

/** Round the clock, ordinary, with a midday break, or closed on Sundays. */
export type HoursKind = 'h24' | 'standard' | 'split' | 'short';

const quarter = (rng: Random, fromHour: number, toHour: number): number => rng.int(fromHour * 4, toHour * 4) * 15;

/** A station's weekly store hours of a kind; weekends open later and often close earlier. */
export function storeWeek(kind: HoursKind, rng: Random): Week {
  if (kind === 'h24') return Array.from({ length: 7 }, () => [{ start: 0, end: 1440 }]);
  const open = quarter(rng, 5, 7);
  const close = quarter(rng, 20, 23);
  const saturdayOpen = open + rng.pick([0, 60, 120]);
  const sundayOpen = open + rng.pick([60, 120, 180]);
  const sundayClose = close - rng.pick([0, 60, 120]);
  if (kind === 'split') {
    // Small stations close for a midday break: two intervals a day.
    const breakStart = quarter(rng, 11, 12);
    const breakEnd = breakStart + rng.pick([30, 45, 60]);
    const day = (from: number, to: number): Interval[] => [
      { start: from, end: breakStart },
      { start: breakEnd, end: to },
    ];
    return [...Array.from({ length: 5 }, () => day(open, close)), day(saturdayOpen, close), day(sundayOpen, sundayClose)];
  }
  const weekdays = Array.from({ length: 5 }, () => [{ start: open, end: close }]);
  const saturday = [{ start: saturdayOpen, end: close - rng.pick([0, 60]) }];
  // 'short' stations are closed on Sundays (an empty day).
  const sunday = kind === 'short' ? [] : [{ start: sundayOpen, end: sundayClose }];
  return [...weekdays, saturday, sunday];
}

/** Kitchen hours of a station that serves lunch: breakfast, lunch and à la carte labels. */
export function kitchenWeek(options: { breakfast: boolean; weekendLunch: boolean; restaurant: boolean }): Week {
  const weekday: Interval[] = [
    ...(options.breakfast ? [{ start: 360, end: 600, label: 'breakfast' as const }] : []),
    { start: 630, end: 840, label: 'lunch' },
    ...(options.restaurant ? [{ start: 840, end: 1200, label: 'kitchen' as const }] : []),
  ];
  const weekend: Interval[] = [
    ...(options.weekendLunch ? [{ start: 660, end: 900, label: 'lunch' as const }] : []),
    ...(options.restaurant ? [{ start: 900, end: 1200, label: 'kitchen' as const }] : []),
  ];
  return [...Array.from({ length: 5 }, () => weekday), weekend, weekend];
}

function clock(minutes: number, seconds: boolean): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return seconds ? `${hh}:${mm}:00` : `${hh}:${mm}`;
}

/** The 8 dated days from yesterday, each with that weekday's intervals. */
function datedDays(week: Week, today: string): { date: string; intervals: Interval[] }[] {
  return Array.from({ length: 8 }, (_, i) => {
    const date = addDays(today, i - 1);
    return { date, intervals: week[isoWeekday(date) - 1] ?? [] };
  });
}

/** Whether every day of the week is one 00:00–24:00 interval. */
export function isRoundTheClock(week: Week): boolean {
  return week.every((day) => day.length === 1 && day[0]?.start === 0 && day[0]?.end === 1440);
}

/** Shape A of spec 3: `openHours` of {startTime, endTime} 'HH:mm:ss'. */
export function shapeA(week: Week, today: string): OpeningHours {
  return {
    shape: 'A',
    openingHours: datedDays(week, today).map(({ date, intervals }) => ({
      date,
      openHours: intervals.map((iv) => ({
        startTime: clock(iv.start, true),
        endTime: clock(iv.end, true),
        ...(iv.label ? { label: iv.label } : {}),
      })),
    })),
  };
}

/** Shape B of spec 3: `store24h` and `hours` of {opens, closes} 'HH:mm'. */
export function shapeB(week: Week, today: string): OpeningHours {
  return {
    shape: 'B',
    store24h: isRoundTheClock(week),
    storeOpeningHours: datedDays(week, today).map(({ date, intervals }) => ({
      date,
      hours: intervals.map((iv) => ({
        opens: clock(iv.start, false),
        closes: clock(iv.end, false),
        ...(iv.label ? { label: iv.label } : {}),
      })),
    })),
  };
}
