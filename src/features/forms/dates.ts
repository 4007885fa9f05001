/**
 * Dates of the form's date field, one reading for the browser and the server: each locale's field
 * takes the locale's own way of typing a date (the locale table's `dateInput`: fi-FI and no-NO
 * 24.11.2026, en-EU 24/11/2026, sv-SE 2026-11-24) and ISO, and the date is sent as ISO. Dates are
 * the site calendar's 'yyyy-MM-dd' text (src/lib/calendar.ts), whose arithmetic the picker uses.
 */
import { getLocale } from '../../config/locales';
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

/** The locale's own way of typing a date as a pattern: day, month and a 4- or 2-digit year, or ISO. */
function ownPattern(locale: string): RegExp | null {
  const { order, separator } = getLocale(locale).dateInput;
  if (order === 'ymd') return null; // written as ISO, which every locale takes
  const sep = `\\${separator}`;
  return new RegExp(`^(\\d{1,2})${sep}(\\d{1,2})${sep}(\\d{4}|\\d{2})$`);
}

/**
 * The typed text's year, month and day, when it is written as a date the locale takes: its own
 * way (fi-FI and no-NO 24.11.2026, en-EU 24/11/2026, sv-SE 2026-11-24; day and month may have one
 * digit, the year two, by spec 9's cutoff) or ISO (2026-11-24) in every locale.
 */
function partsOf(text: string, locale: string): [number, number, number] | null {
  const s = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = ownPattern(locale)?.exec(s) ?? null;
  if (m) return [m[3]!.length === 2 ? twoDigitYear(Number(m[3])) : Number(m[3]), Number(m[2]), Number(m[1])];
  return null;
}

/** Spec 9's two-digit year cutoff: a typed 'yy' below it is 20yy, from it on 19yy. */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

/** The full year of a two-digit one (spec 9): 59 → 2059, 60 → 1960. */
export function twoDigitYear(yy: number): number {
  return yy < TWO_DIGIT_YEAR_CUTOFF ? 2000 + yy : 1900 + yy;
}

/** Reads what a visitor typed in `locale` (its own way, or ISO) as 'yyyy-MM-dd'; null when it is not a real date. */
export function parseDateInput(text: string, locale: string): string | null {
  const parts = partsOf(text, locale);
  return parts ? valid(...parts) : null;
}

/**
 * Why a date typed in `locale` is not one: 'format' when it is not written as a date the locale
 * takes, 'notReal' when it is written as one the calendar does not have (31.02.2025, 12.13.2025),
 * 'range' when the calendar has it but its year is outside FIRST_YEAR–LAST_YEAR (1.1.1850); null
 * when it is a date.
 */
export function dateProblem(text: string, locale: string): 'format' | 'notReal' | 'range' | null {
  const parts = partsOf(text, locale);
  if (!parts) return 'format';
  if (valid(...parts) !== null) return null;
  return inCalendar(...parts) === null ? 'notReal' : 'range';
}

/**
 * 'yyyy-MM-dd' as the field shows it in `locale`: the locale's own way, in the shape of its hint
 * (`form.dateFormat`: pp.kk.vvvv, dd/mm/yyyy, åååå-mm-dd).
 */
export function toDisplay(date: string, locale: string): string {
  const { order, separator } = getLocale(locale).dateInput;
  const [year, month, day] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)];
  return order === 'ymd' ? [year, month, day].join(separator) : [day, month, year].join(separator);
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
