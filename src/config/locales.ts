/**
 * The one table of the site's locales (spec 3, "Locale entry"). Routes, the language switcher,
 * hreflang alternates, the sitemap and the content client's locale header all derive from it.
 */
export const localeCodes = ['fi-FI', 'en-EU', 'sv-SE', 'no-NO'] as const;
export type LocaleCode = (typeof localeCodes)[number];

export const defaultLocale: LocaleCode = 'fi-FI';

export interface LocaleEntry {
  code: LocaleCode;
  /** BCP 47 tag used for `lang` and `hreflang`. */
  iso: string;
  /** BCP 47 tag for Intl formatting of dates and numbers (en-EU writes dates the European way). */
  intl: string;
  /** Language part, e.g. for the cookie-consent culture. */
  language: string;
  /** Name of the locale in its own language, shown in the language switcher. */
  title: string;
  /** Market whose stations the locale shows; en-EU shows every market. */
  markets: readonly Market[];
  /**
   * How the locale's visitors type a date (a form's date field, which also takes ISO): day,
   * month, year with this separator (24.11.2026, 24/11/2026), or year first (2026-11-24).
   */
  dateInput: { order: 'dmy' | 'ymd'; separator: '.' | '/' | '-' };
}

export type Market = 'FI' | 'SE' | 'NO';

export const locales = [
  { code: 'fi-FI', iso: 'fi-FI', intl: 'fi-FI', language: 'fi', title: 'Suomi', markets: ['FI'], dateInput: { order: 'dmy', separator: '.' } },
  { code: 'en-EU', iso: 'en', intl: 'en-IE', language: 'en', title: 'English', markets: ['FI', 'SE', 'NO'], dateInput: { order: 'dmy', separator: '/' } },
  { code: 'sv-SE', iso: 'sv-SE', intl: 'sv-SE', language: 'sv', title: 'Svenska', markets: ['SE'], dateInput: { order: 'ymd', separator: '-' } },
  { code: 'no-NO', iso: 'nb-NO', intl: 'nb-NO', language: 'no', title: 'Norsk', markets: ['NO'], dateInput: { order: 'dmy', separator: '.' } },
] as const satisfies readonly LocaleEntry[];

const byCode = new Map<string, LocaleEntry>(locales.map((l) => [l.code, l]));

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value);
}

/** The entry for a code; unknown codes give the default locale's entry. */
export function getLocale(code: string): LocaleEntry {
  return byCode.get(code) ?? byCode.get(defaultLocale)!;
}

/** Finds a locale by a path prefix segment, ignoring case ("en-eu" → en-EU). */
export function localeFromSegment(segment: string): LocaleCode | undefined {
  const lower = segment.toLowerCase();
  return localeCodes.find((c) => c.toLowerCase() === lower);
}
