/**
 * The phone field's country list (spec 9): Norway, Sweden and Finland first, then the other
 * countries visitors most often call from (src/lib/phone-countries.ts), by name. Names come from
 * Intl in the page's language when the page is rendered; calling codes from the numbering plans.
 */
import { FIRST_PHONE_COUNTRIES, OTHER_PHONE_COUNTRIES } from '../../lib/phone-countries';
import { callingCodeOf, phoneInField } from '../../lib/phone-number';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  /** calling code without '+' */
  dial: string;
}

const withDial = (code: string): PhoneCountry => ({ code, dial: callingCodeOf(code) });

export const FIRST_COUNTRIES: readonly PhoneCountry[] = FIRST_PHONE_COUNTRIES.map(withDial);

const OTHER_COUNTRIES: readonly PhoneCountry[] = OTHER_PHONE_COUNTRIES.map(withDial);

export interface NamedCountry extends PhoneCountry {
  name: string;
}

/** The list in display order: NO, SE, FI, then the rest sorted by their name in `language`. */
export function phoneCountries(language: string): NamedCountry[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const named = (c: PhoneCountry): NamedCountry => ({ ...c, name: names?.of(c.code) ?? c.code });
  const rest = OTHER_COUNTRIES.map(named).sort((a, b) => a.name.localeCompare(b.name, language));
  return [...FIRST_COUNTRIES.map(named), ...rest];
}

/** The default country of a locale's phone field (the market's own). */
export function defaultCountry(locale: string): string {
  if (locale === 'sv-SE') return 'SE';
  if (locale === 'no-NO') return 'NO';
  return 'FI';
}

/**
 * The value of a phone field from its two parts, the country chosen and the number typed: the
 * number as E.164 when it is a valid one (typed nationally, its leading 0 included, it is read in
 * the chosen country; typed with a country code, as that country's), else the text as typed, for
 * the phone rule to refuse.
 */
export function phoneValue(country: string | undefined, number: string): string {
  return phoneInField(number, country) ?? number.trim();
}
