/** Shapes of the phrase tables: one entry per locale, written in that locale's language. */
import type { LocaleCode } from '../../../../src/config/locales';

/** A value in each of the four languages. */
export interface ByLanguage<T> {
  fi: T;
  en: T;
  sv: T;
  no: T;
}

/** A value in some of the four languages (pages that exist only in some locales). */
export type SomeLanguages<T> = Partial<ByLanguage<T>>;

/** [title, lead]: the lead is the hero text, meta description and Open Graph description. */
export type PageText = readonly [title: string, lead: string];

const languageOf = { 'fi-FI': 'fi', 'en-EU': 'en', 'sv-SE': 'sv', 'no-NO': 'no' } as const satisfies Record<
  LocaleCode,
  keyof ByLanguage<unknown>
>;

/** The locale's entry of a phrase table. */
export function inLocale<T>(table: ByLanguage<T>, locale: LocaleCode): T {
  return table[languageOf[locale]];
}

/** The locale's entry of a partial table, or undefined. */
export function maybeInLocale<T>(table: SomeLanguages<T>, locale: LocaleCode): T | undefined {
  return table[languageOf[locale]];
}
