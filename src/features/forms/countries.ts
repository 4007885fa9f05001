/**
 * The phone field's country list (spec 9): Norway, Sweden and Finland first, then the other
 * countries visitors most often call from, by name. Names come from Intl in the page's language
 * when the page is rendered.
 */

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  /** calling code without '+' */
  dial: string;
}

export const FIRST_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'NO', dial: '47' },
  { code: 'SE', dial: '46' },
  { code: 'FI', dial: '358' },
];

const OTHER_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'DK', dial: '45' },
  { code: 'IS', dial: '354' },
  { code: 'AX', dial: '358' },
  { code: 'EE', dial: '372' },
  { code: 'LV', dial: '371' },
  { code: 'LT', dial: '370' },
  { code: 'DE', dial: '49' },
  { code: 'PL', dial: '48' },
  { code: 'NL', dial: '31' },
  { code: 'BE', dial: '32' },
  { code: 'FR', dial: '33' },
  { code: 'ES', dial: '34' },
  { code: 'IT', dial: '39' },
  { code: 'AT', dial: '43' },
  { code: 'CH', dial: '41' },
  { code: 'GB', dial: '44' },
  { code: 'IE', dial: '353' },
  { code: 'PT', dial: '351' },
  { code: 'CZ', dial: '420' },
  { code: 'SK', dial: '421' },
  { code: 'HU', dial: '36' },
  { code: 'RO', dial: '40' },
  { code: 'BG', dial: '359' },
  { code: 'GR', dial: '30' },
  { code: 'HR', dial: '385' },
  { code: 'SI', dial: '386' },
  { code: 'UA', dial: '380' },
  { code: 'US', dial: '1' },
  { code: 'CA', dial: '1' },
];

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

const dialByCode = new Map([...FIRST_COUNTRIES, ...OTHER_COUNTRIES].map((c) => [c.code, c.dial]));

/**
 * The full number of a phone field from its two parts: the country chosen and the number typed.
 * A number typed with its own country code (+47…, 0047…) is kept as typed; otherwise the national
 * leading 0 goes and the country's code comes first. An unknown country leaves the number as is.
 */
export function joinPhoneValue(country: string | undefined, number: string): string {
  const typed = number.trim();
  if (typed === '' || /^(?:\+|00)/.test(typed)) return typed;
  const dial = country ? dialByCode.get(country) : undefined;
  return dial ? `+${dial} ${typed.replace(/^0+/, '')}` : typed;
}
