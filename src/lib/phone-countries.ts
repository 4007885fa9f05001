/**
 * The countries a phone number may be given in (spec 9: the country list puts NO, SE, FI first):
 * the markets, then the countries visitors most often call from. The phone metadata the site
 * carries (phone-metadata.json) is the numbering plans of these countries' calling codes, so this
 * list is what every phone field, in the browser and on the servers, can read.
 */

/** The markets' countries, in the order every country list starts with (spec 9). */
export const FIRST_PHONE_COUNTRIES = ['NO', 'SE', 'FI'] as const;

/** The other countries a phone field offers (ISO 3166-1 alpha-2), sorted by name where shown. */
export const OTHER_PHONE_COUNTRIES = [
  'DK',
  'IS',
  'AX',
  'EE',
  'LV',
  'LT',
  'DE',
  'PL',
  'NL',
  'BE',
  'FR',
  'ES',
  'IT',
  'AT',
  'CH',
  'GB',
  'IE',
  'PT',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'GR',
  'HR',
  'SI',
  'UA',
  'US',
  'CA',
] as const;

export const PHONE_COUNTRIES: readonly string[] = [...FIRST_PHONE_COUNTRIES, ...OTHER_PHONE_COUNTRIES];
