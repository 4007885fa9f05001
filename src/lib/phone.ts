/**
 * The checkout's phone number (spec 3, 5, 9): a prefix select (FIN|358, SE|46, NO|47) beside the
 * number field. The number is read by its country's numbering plan (phone-number.ts) with the chosen
 * prefix as its country: typed nationally or with its own country code, it comes out split again by
 * its prefix (spec 5: +358 gives FIN|358, +47 NO|47, +46 SE|46, the rest is the telephoneNumber) and
 * as E.164 for the order service.
 */
import { parsePhone } from './phone-number';

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

const countryOfPrefix: Record<TelephonePrefix, string> = { 'FIN|358': 'FI', 'SE|46': 'SE', 'NO|47': 'NO' };

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

/** A checkout phone number read: split by its prefix (spec 5), and as E.164 for the order. */
export interface CheckoutPhone extends SplitPhone {
  e164: string;
}

/**
 * The number typed in the checkout's number field with `prefix` chosen beside it, or null when it
 * is not a valid number of one of the supported prefixes' countries (spec 9). Typed with its own
 * country code (+46… while FIN|358 is chosen) it keeps that code.
 */
export function parseCheckoutPhone(prefix: TelephonePrefix, typed: string): CheckoutPhone | null {
  const number = parsePhone(typed, countryOfPrefix[prefix]);
  const telephonePrefix = number && telephonePrefixes.find((p) => callingCode(p) === number.callingCode);
  return number && telephonePrefix ? { e164: number.e164, telephonePrefix, telephoneNumber: number.nationalNumber } : null;
}

/** Whether `phone` is the E.164 form (+358401234567) of a valid number of a supported prefix. */
export function isCheckoutE164(phone: string): boolean {
  if (!/^\+[1-9]\d{1,14}$/.test(phone)) return false;
  const number = parsePhone(phone);
  return number !== null && number.e164 === phone && telephonePrefixes.some((p) => callingCode(p) === number.callingCode);
}

const prefixOfMarket: Record<string, TelephonePrefix> = { FI: 'FIN|358', SE: 'SE|46', NO: 'NO|47' };

/** The prefix a market's visitor starts with: their own country's (the first market's), else Finland's. */
export function defaultPrefixFor(markets: readonly string[]): TelephonePrefix {
  return prefixOfMarket[markets[0] ?? ''] ?? DEFAULT_TELEPHONE_PREFIX;
}

/**
 * The E.164 form of a number typed in a phone field whose country part is `country` — a checkout
 * prefix value (FIN|358: only the supported prefixes' numbers), an ISO country code (the form
 * builder's list), or nothing (the number must carry its code) — or null when it is not valid.
 */
export function phoneInField(typed: string, country?: string): string | null {
  if (isTelephonePrefix(country)) return parseCheckoutPhone(country, typed)?.e164 ?? null;
  return parsePhone(typed, country)?.e164 ?? null;
}
