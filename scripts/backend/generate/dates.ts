/** The generator's timestamps, on the site's calendar (src/lib/calendar.ts: ISO weekdays, 1 = Monday). */
import { addDays, isoWeekday } from '../../../src/lib/calendar';

/** Monday..Friday of the week that contains `date`. */
export function workweekOf(date: string): string[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** An ISO timestamp `days` days before `date`, at `minutes` past midnight UTC. */
export function isoBefore(date: string, days: number, minutes: number): string {
  return new Date(Date.parse(`${addDays(date, -days)}T00:00:00Z`) + minutes * 60_000).toISOString();
}
