/**
 * Phone numbers split by country prefix (spec 5): +358 → FIN|358, +47 → NO|47, +46 → SE|46, and the
 * rest is the telephoneNumber. Forms keep the two parts apart (a prefix select and a number field);
 * backends get them joined again.
 */

/** The prefixes the site supports, as form values (spec 9: +358, +47, +46). */
export const telephonePrefixes = ['FIN|358', 'SE|46', 'NO|47'] as const;
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

/**
 * Joins prefix and number into one international number ('+358401234567'); a national leading 0
 * of the number is dropped, as it is not dialled after a country code.
 */
export function joinPhone(prefix: TelephonePrefix, number: string): string {
  const digits = number.replace(/[\s\-.()]/g, '').replace(/^0+/, '');
  return `+${callingCode(prefix)}${digits}`;
}

const prefixOfMarket: Record<string, TelephonePrefix> = { FI: 'FIN|358', SE: 'SE|46', NO: 'NO|47' };

/** The prefix a market's visitor starts with: their own country's (the first market's), else Finland's. */
export function defaultPrefixFor(markets: readonly string[]): TelephonePrefix {
  return prefixOfMarket[markets[0] ?? ''] ?? DEFAULT_TELEPHONE_PREFIX;
}
