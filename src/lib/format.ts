/**
 * Locale-aware formatting of dates and percentages with memoized Intl formatters: making a formatter
 * costs far more than using one, and every page render formats several values.
 */
import { getLocale, type LocaleCode } from '../config/locales';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** Articles are dated in the company's home zone, so a date reads the same in every market. */
const ARTICLE_ZONE = 'Europe/Helsinki';

/** A timestamp as a date ('medium': 4.5.2026 / 4 May 2026); '' when it is not a date. */
export function formatDate(value: string, locale: LocaleCode, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const iso = getLocale(locale).intl;
  return memo(`d|${iso}|${style}`, () => new Intl.DateTimeFormat(iso, { dateStyle: style, timeZone: ARTICLE_ZONE })).format(date);
}

/**
 * A calendar date ('yyyy-MM-dd') as the heading of its day in a list such as the station's lunch
 * list: the weekday with day and month, starting with a capital as a heading does ("Maanantai
 * 23.11.", "Måndag 23/11", "Monday, 23/11"). The weekday is its own standalone form: Intl's Finnish
 * date with a weekday says "maanantaina" (essive, "on Monday"), a sentence's word, not a heading's.
 */
export function formatDay(date: string, locale: LocaleCode): string {
  const iso = getLocale(locale).intl;
  const format = memo(`w|${iso}`, () => new Intl.DateTimeFormat(iso, { weekday: 'long', day: 'numeric', month: 'numeric', timeZone: 'UTC' }));
  const weekday = memo(`W|${iso}`, () => new Intl.DateTimeFormat(iso, { weekday: 'long', timeZone: 'UTC' }));
  const at = new Date(`${date}T12:00:00Z`);
  const text = format
    .formatToParts(at)
    .map((part) => (part.type === 'weekday' ? weekday.format(at) : part.value))
    .join('');
  return text.charAt(0).toLocaleUpperCase(iso) + text.slice(1);
}

/**
 * A percentage such as a VAT rate, in the locale's notation: '25,5 %' in the Nordic languages,
 * '25.5%' in English. Up to two decimals, as tax classes are given ('25.5', '14').
 */
export function formatPercent(value: number, locale: LocaleCode): string {
  const iso = getLocale(locale).intl;
  return memo(`p|${iso}`, () => new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 })).format(value / 100);
}
