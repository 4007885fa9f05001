/**
 * The checkout's phone prefixes (spec 3, 5, 9): a prefix select (NO|47, SE|46, FIN|358) beside the
 * number field, and phone numbers split by their country prefix (spec 5: +358 gives FIN|358, +47
 * NO|47, +46 SE|46, the rest is the telephoneNumber). Reading a number by its numbering plan is
 * phone-number.ts's (a library with its metadata, which a page that only shows a prefix need not load).
 */

/** The prefixes the site supports, as form values, in spec 9's country-list order (NO, SE, FI). */
export const telephonePrefixes = ['NO|47', 'SE|46', 'FIN|358'] as const;
export type TelephonePrefix = (typeof telephonePrefixes)[number];

/** Spec 3: the customer's prefix defaults to Finland's. */
export const DEFAULT_TELEPHONE_PREFIX: TelephonePrefix = 'FIN|358';

export interface SplitPhone {
  telephonePrefix: TelephonePrefix;
  telephoneNumber: string;
}

/** The calling code of a prefix value ('FIN|358' → '358'). */
export function callingCode(prefix: TelephonePrefix): string {
  return prefix.slice(prefix.indexOf('|') + 1);
}

export function isTelephonePrefix(value: unknown): value is TelephonePrefix {
  return typeof value === 'string' && (telephonePrefixes as readonly string[]).includes(value);
}

const countries: Record<TelephonePrefix, string> = { 'FIN|358': 'FI', 'SE|46': 'SE', 'NO|47': 'NO' };

/** The country (ISO 3166-1 alpha-2) of a prefix value ('FIN|358' → 'FI'). */
export function countryOfPrefix(prefix: TelephonePrefix): string {
  return countries[prefix];
}

/**
 * Splits a phone number into prefix and number. Spaces, dashes, dots and brackets are dropped; a
 * leading 00 counts as +. A number with no supported country code keeps the default prefix and
 * all of its digits as the number.
 */
export function splitPhone(phone: string | null | undefined): SplitPhone {
  const compact = (phone ?? '').replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  for (const prefix of telephonePrefixes) {
    const code = `+${callingCode(prefix)}`;
    if (compact.startsWith(code)) return { telephonePrefix: prefix, telephoneNumber: compact.slice(code.length) };
  }
  return { telephonePrefix: DEFAULT_TELEPHONE_PREFIX, telephoneNumber: compact };
}

const prefixOfMarket: Record<string, TelephonePrefix> = { FI: 'FIN|358', SE: 'SE|46', NO: 'NO|47' };

/** The prefix a market's visitor starts with: their own country's (the first market's), else Finland's. */
export function defaultPrefixFor(markets: readonly string[]): TelephonePrefix {
  return prefixOfMarket[markets[0] ?? ''] ?? DEFAULT_TELEPHONE_PREFIX;
}
