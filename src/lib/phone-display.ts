/**
 * A phone number as a page shows it: in the national form of the page's market when the number is
 * that market's (fi-FI '0800 123456', sv-SE '020-012 34 56', no-NO '800 12 345'), otherwise, and on
 * en-EU pages, which serve every market, in international form ('+358 800 123456'); the link is
 * always `tel:` with E.164. Grouping comes from the number's own numbering plan (libphonenumber-js
 * with the site's cut of its metadata, as phone-number.ts reads typed numbers), so no market sees
 * its numbers grouped as another writes them. Server-rendered pages and the checkout island use it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { phoneMetadata as metadata } from './phone-number';
import { getLocale, type LocaleCode } from '../config/locales';

/** An international number's "(0)" trunk hint ('+358 (0)40 …'): dialled after the country code it would reach a wrong number. */
const TRUNK_HINT = /\(\s*0\s*\)/g;

export interface ShownPhone {
  /** what the page writes */
  text: string;
  /** 'tel:+358800123456' */
  href: string;
}

/**
 * A `tel:` link with only digits and a leading '+', for a number no numbering plan reads; null
 * when nothing is dialable. An international number's "(0)" trunk hint ('+358 (0)40 …') is
 * dropped: dialled after the country code that 0 would reach a wrong number.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+');
  const digits = (international ? trimmed.replace(TRUNK_HINT, '') : trimmed).replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${international ? '+' : ''}${digits}`;
}

/** The page's own market, where it has one (en-EU serves every market). */
function homeCountry(locale: LocaleCode): CountryCode | undefined {
  const { markets } = getLocale(locale);
  return markets.length === 1 ? markets[0] : undefined;
}

/**
 * `written` (E.164 from the configuration, or a number as the CMS writes it: '+46 31 123 45 67',
 * '031-123 45 67' on a Swedish page) as `locale`'s page shows it; a number no plan reads keeps its
 * text, with a link of its digits. Null when nothing in it is dialable.
 */
export function shownPhone(written: string, locale: LocaleCode): ShownPhone | null {
  const home = homeCountry(locale);
  const number = parsePhoneNumberFromString(written.replace(TRUNK_HINT, ''), { defaultCountry: home, extract: false }, metadata);
  if (number?.isValid()) {
    const text = number.country !== undefined && number.country === home ? number.formatNational() : number.formatInternational();
    return { text, href: `tel:${number.number}` };
  }
  const href = telHref(written);
  return href === null ? null : { text: written.trim(), href };
}

/** A configured E.164 number (src/config/site.ts) as `locale`'s page shows it. */
export function shownE164(e164: string, locale: LocaleCode): ShownPhone {
  return shownPhone(e164, locale) ?? { text: e164, href: `tel:${e164}` };
}
