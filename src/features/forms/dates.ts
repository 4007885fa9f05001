/**
 * Dates of the form's date field: typed as the Nordic 'dd.mm.yyyy' or as ISO 'yyyy-mm-dd', the
 * Swedish way (also 'd.m.yyyy' and a two-digit year by spec 9's cutoff), sent as ISO. Dates are the site calendar's
 * 'yyyy-MM-dd' text (src/lib/calendar.ts), whose arithmetic the date picker uses.
 */
import { dateOf, daysInMonth, isoWeekday } from '../../lib/calendar';

/** The years a date field takes: the date picker's range (a typed year outside it is a typing slip). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** The date, if the calendar has it (any year from 1 to 9999). */
function inCalendar(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dateOf(year, month, day);
}

function valid(year: number, month: number, day: number): string | null {
  return year < FIRST_YEAR || year > LAST_YEAR ? null : inCalendar(year, month, day);
}

/** The typed text's year, month and day, when it is written as a date in one of the accepted forms. */
function partsOf(text: string): [number, number, number] | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(s);
  if (m) return [m[3]!.length === 2 ? twoDigitYear(Number(m[3])) : Number(m[3]), Number(m[2]), Number(m[1])];
  return null;
}

/** Spec 9's two-digit year cutoff: a typed 'yy' below it is 20yy, from it on 19yy. */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

/** The full year of a two-digit one (spec 9): 59 → 2059, 60 → 1960. */
export function twoDigitYear(yy: number): number {
  return yy < TWO_DIGIT_YEAR_CUTOFF ? 2000 + yy : 1900 + yy;
}

/** Reads what a visitor typed ('dd.mm.yyyy', 'd.m.yy', or ISO) as 'yyyy-MM-dd'; null when it is not a real date. */
export function parseDateInput(text: string): string | null {
  const parts = partsOf(text);
  return parts ? valid(...parts) : null;
}

/**
 * Why a typed date is not one: 'format' when it is not written as a date at all, 'notReal' when it
 * is written as one the calendar does not have (31.02.2025, 12.13.2025), 'range' when the calendar
 * has it but its year is outside FIRST_YEAR–LAST_YEAR (1.1.1850); null when it is a date.
 */
export function dateProblem(text: string): 'format' | 'notReal' | 'range' | null {
  const parts = partsOf(text);
  if (!parts) return 'format';
  if (valid(...parts) !== null) return null;
  return inCalendar(...parts) === null ? 'notReal' : 'range';
}

const yearFirst = new Map<string, boolean>();

/** Whether a locale writes a date year first (Swedish 2026-11-24), by Intl's own short date. */
function writesYearFirst(intl: string): boolean {
  let found = yearFirst.get(intl);
  if (found === undefined) {
    const parts = new Intl.DateTimeFormat(intl, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(0);
    yearFirst.set(intl, (found = parts[0]?.type === 'year'));
  }
  return found;
}

/**
 * 'yyyy-MM-dd' as the field shows it in a locale (`intl`, a BCP 47 tag): as it is where dates are
 * written year first (sv-SE), else 'dd.mm.yyyy'; both are what `form.dateFormat` tells the visitor.
 */
export function toDisplay(date: string, intl: string): string {
  return writesYearFirst(intl) ? date : `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** The weeks of a month as rows of 7, Monday first; null pads the days outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
  const first = isoWeekday(dateOf(year, month, 1));
  const cells: (string | null)[] = Array.from({ length: first - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(dateOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}
