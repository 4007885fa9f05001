/** Calendar arithmetic on 'yyyy-MM-dd' dates (UTC-based, so no time zone can shift a day). */

const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday of a date, 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Monday..Friday of the week that contains `date`. */
export function workweekOf(date: string): string[] {
  const monday = addDays(date, -weekdayOf(date));
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** An ISO timestamp `days` days before `date`, at `minutes` past midnight UTC. */
export function isoBefore(date: string, days: number, minutes: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS + minutes * 60_000).toISOString();
}

/** Whether a string is a real 'yyyy-MM-dd' calendar date. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** Today's date in Europe/Helsinki (the generator's default `today`). */
export function helsinkiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
