/**
 * Phone numbers read by their country's numbering plan (libphonenumber-js, with the site's own cut of
 * its full metadata: phone-metadata.json, the countries of phone-countries.ts). One reading for the
 * browser and every server: a number typed nationally (040 123 4567, its leading 0 included) is
 * read in the country chosen beside it; one typed with its country code (+358…, 00358…, or the
 * code without + when it is the chosen country's: 358401234567) is read as that country's. A
 * number counts only when it is a valid one of its country by number type (mobile, fixed line…),
 * and it travels on as E.164 (+358401234567).
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.json' with { type: 'json' };
import { callingCode, countryOfPrefix, isTelephonePrefix, telephonePrefixes, type SplitPhone, type TelephonePrefix } from './phone';

/** The site's cut of the numbering plans, for every reading and writing of a number (phone-display.ts too). */
export const phoneMetadata = metadataJson as unknown as MetadataJson;
const metadata = phoneMetadata;

/** The longest text a phone field takes (E.164's 15 digits with room for spacing and a prefix). */
export const PHONE_MAX_LENGTH = 30;

/** What a visitor may type: digits, spacing (spaces, hyphens, dots, brackets) and one leading +. */
const TYPED = /^\+?[\d\s\-().]+$/;

export interface PhoneNumber {
  /** '+358401234567' */
  e164: string;
  /** '358' */
  callingCode: string;
  /** the national significant number, without the trunk 0: '401234567' */
  nationalNumber: string;
}

/** Whether the site can read numbers of a country (ISO 3166-1 alpha-2). */
export function isPhoneCountry(country: string): country is CountryCode {
  return /^[A-Z]{2}$/.test(country) && isSupportedCountry(country as CountryCode, metadata);
}

/** A country's calling code without '+' ('FI' → '358'). */
export function callingCodeOf(country: string): string {
  if (!isPhoneCountry(country)) throw new Error(`[phone] no numbering plan for "${country}"`);
  return getCountryCallingCode(country, metadata);
}

/**
 * The valid number a visitor typed, or null. `country` (ISO alpha-2) is the country chosen beside
 * the field: a number typed without a country code is read as one of its. Without a country, the
 * number must carry its code (+ or 00).
 */
export function parsePhone(typed: string, country?: string): PhoneNumber | null {
  let text = typed.trim();
  if (text === '' || text.length > PHONE_MAX_LENGTH || !TYPED.test(text)) return null;
  const defaultCountry = country !== undefined && isPhoneCountry(country) ? country : undefined;
  // 00 is the international prefix in every market; without a country it reads as +
  if (!defaultCountry) text = text.replace(/^00/, '+');
  const number = parsePhoneNumberFromString(text, { defaultCountry, extract: false }, metadata);
  if (!number || !number.isValid()) return null;
  return { e164: number.number, callingCode: number.countryCallingCode, nationalNumber: number.nationalNumber };
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
  const number = parsePhone(typed, countryOfPrefix(prefix));
  const telephonePrefix = number && telephonePrefixes.find((p) => callingCode(p) === number.callingCode);
  return number && telephonePrefix ? { e164: number.e164, telephonePrefix, telephoneNumber: number.nationalNumber } : null;
}

/** Whether `phone` is the E.164 form (+358401234567) of a valid number of a supported prefix. */
export function isCheckoutE164(phone: string): boolean {
  if (!/^\+[1-9]\d{1,14}$/.test(phone)) return false;
  const number = parsePhone(phone);
  return number !== null && number.e164 === phone && telephonePrefixes.some((p) => callingCode(p) === number.callingCode);
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
