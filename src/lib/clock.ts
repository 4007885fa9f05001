/**
 * Times of day as each locale writes them: Finnish "7.00", Swedish and Norwegian "07.00", English
 * "07:00"; a range as the string table's `station.hoursRange` puts it ("klo 7.00–21.30"). Spec 9
 * gives the order of a range ("start - end"); the punctuation is the locale's (README, "Where the
 * site differs from the spec"). Intl lays out hour and minute; only what Intl cannot say is added
 * here. Tiny and free of the string tables, since the station page's browser script and the
 * locator island use it too.
 */
import type { LocaleCode } from '../config/locales';

interface ClockStyle {
  /** the locale's Intl tag, as src/config/locales.ts has it (a unit test holds them equal): the table
   * itself stays out of the station page's script */
  intl: string;
  hour: 'numeric' | '2-digit';
  /** the hour–minute separator where the language's own usage differs from Intl's (CLDR) */
  separator?: string;
}

// Swedish and Norwegian style guides write a full stop between hour and minute ("kl. 07.00"),
// where CLDR gives the colon of digital clocks.
export const clockStyles: Record<LocaleCode, ClockStyle> = {
  'fi-FI': { intl: 'fi-FI', hour: 'numeric' },
  'sv-SE': { intl: 'sv-SE', hour: '2-digit', separator: '.' },
  'no-NO': { intl: 'nb-NO', hour: '2-digit', separator: '.' },
  'en-EU': { intl: 'en-IE', hour: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(intl: string, hour: ClockStyle['hour']): Intl.DateTimeFormat {
  const key = `${intl}|${hour}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(intl, { hour, minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })));
  return found;
}

/**
 * A wall-clock time 'HH:mm[:ss]' (seconds dropped, spec 9) as the locale writes it; '24:00' (open
 * until midnight) stays 24 ("24.00"), which no clock shows. Text that is not a time comes back as is.
 */
export function clockTime(time: string, locale: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2]);
  if (!m || hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return time;
  const style = clockStyles[locale as LocaleCode] ?? clockStyles['fi-FI'];
  const parts = formatter(style.intl, style.hour).formatToParts(new Date(Date.UTC(2000, 0, 1, hour % 24, minute)));
  return parts
    .map((p) => {
      if (p.type === 'hour' && hour === 24) return '24';
      if (p.type === 'literal' && style.separator) return style.separator;
      return p.value;
    })
    .join('');
}

/** A range in the locale's template ('{start}–{end}', 'klo {start}–{end}'), both ends as clockTime. */
export function clockRange(start: string, end: string, locale: string, template: string): string {
  return template.replace('{start}', clockTime(start, locale)).replace('{end}', clockTime(end, locale));
}
