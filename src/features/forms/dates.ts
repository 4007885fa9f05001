/**
 * Dates of the form's date field: typed as the Nordic 'dd.mm.yyyy' (also 'd.m.yyyy', a two-digit
 * year by spec 9's cutoff, and ISO 'yyyy-mm-dd'), sent as ISO. Calendar arithmetic for the date
 * picker, in UTC so no time zone or daylight-saving change ever shifts a day.
 */

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Spec 9's two-digit year cutoff: a typed 'yy' below it is 20yy, from it on 19yy. */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

/** The full year of a two-digit one (spec 9): 59 → 2059, 60 → 1960. */
export function twoDigitYear(yy: number): number {
  return yy < TWO_DIGIT_YEAR_CUTOFF ? 2000 + yy : 1900 + yy;
}

/** Reads what a visitor typed ('dd.mm.yyyy', 'd.m.yy', or ISO); null when it is not a real date. */
export function parseDateInput(text: string): CalendarDate | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const year = m[3]!.length === 2 ? twoDigitYear(Number(m[3])) : Number(m[3]);
    return valid(year, Number(m[2]), Number(m[1]));
  }
  return null;
}

/**
 * Why a typed date is not one: 'format' when it is not written as a date at all, 'notReal' when it
 * is written as one the calendar does not have (31.02.2025, 12.13.2025); null when it is a date.
 */
export function dateProblem(text: string): 'format' | 'notReal' | null {
  if (parseDateInput(text) !== null) return null;
  const s = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(s) || /^\d{1,2}\.\d{1,2}\.(\d{4}|\d{2})$/.test(s) ? 'notReal' : 'format';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' */
export function toIso(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** 'dd.mm.yyyy', as the field shows it */
export function toDisplay(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The same day `months` later, kept inside the target month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** ISO weekday, 1 = Monday … 7 = Sunday (Nordic weeks start on Monday). */
export function weekday(date: CalendarDate): number {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The weeks of a month as rows of 7, Monday first; null pads the days outside the month. */
export function monthGrid(year: number, month: number): (CalendarDate | null)[][] {
  const first = weekday({ year, month, day: 1 });
  const cells: (CalendarDate | null)[] = Array.from({ length: first - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

export function sameDate(a: CalendarDate | null, b: CalendarDate | null): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}
