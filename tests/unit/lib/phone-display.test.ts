import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { contacts } from '../../../src/config/site';
import { shownE164, shownPhone, telHref } from '../../../src/lib/phone-display';

describe('shownPhone: a number as the page of each market writes it', () => {
  it('writes the configured numbers in the national form of the page’s market, and in international form on en-EU pages', () => {
    expect(shownE164(contacts['fi-FI'].customerService, 'fi-FI')).toEqual({ text: '0800 123456', href: 'tel:+358800123456' });
    expect(shownE164(contacts['sv-SE'].customerService, 'sv-SE')).toEqual({ text: '020-012 34 56', href: 'tel:+46200123456' });
    expect(shownE164(contacts['no-NO'].customerService, 'no-NO')).toEqual({ text: '800 12 345', href: 'tel:+4780012345' });
    expect(shownE164(contacts['en-EU'].customerService, 'en-EU')).toEqual({ text: '+358 800 123456', href: 'tel:+358800123456' });
  });

  it('writes another market’s number in international form, and reads a national number as the page market’s', () => {
    expect(shownPhone('+46 31 123 45 67', 'fi-FI')).toEqual({ text: '+46 31 123 45 67', href: 'tel:+46311234567' });
    expect(shownPhone('031-123 45 67', 'sv-SE')).toEqual({ text: '031-123 45 67', href: 'tel:+46311234567' });
    expect(shownPhone('+358 (0)40 123 4567', 'fi-FI')).toEqual({ text: '040 1234567', href: 'tel:+358401234567' });
  });

  it('keeps a number no numbering plan reads as written, linked by its digits', () => {
    expect(shownPhone('020 (0)12+3', 'fi-FI')).toEqual({ text: '020 (0)12+3', href: 'tel:0200123' });
    expect(shownPhone('', 'sv-SE')).toBeNull();
    expect(shownPhone(' + ', 'sv-SE')).toBeNull();
  });

  it('for any valid number of the three markets: the link is its E.164, the text reads back as the same number, national only on its own market’s page', () => {
    const national = { FI: ['40', '50', '9', '20'], SE: ['70', '8', '31', '20'], NO: ['4', '9', '22'] } as const;
    const home: Record<LocaleCode, string | undefined> = { 'fi-FI': 'FI', 'sv-SE': 'SE', 'no-NO': 'NO', 'en-EU': undefined };
    const arbitraryNumber = fc
      .constantFrom(...(Object.keys(national) as (keyof typeof national)[]))
      .chain((country) => fc.tuple(fc.constant(country), fc.constantFrom(...national[country]), fc.stringMatching(/^\d{5,8}$/)))
      .map(([country, start, rest]) => parsePhoneNumberFromString(`${start}${rest}`, country))
      .filter((n) => n !== undefined && n.isValid());
    fc.assert(
      fc.property(arbitraryNumber, fc.constantFrom(...localeCodes), (number, locale) => {
        const shown = shownPhone(number!.formatInternational(), locale)!;
        expect(shown.href).toBe(`tel:${number!.number}`);
        const own = number!.country === home[locale];
        expect(shown.text.startsWith('+')).toBe(!own);
        expect(parsePhoneNumberFromString(shown.text, number!.country)?.number).toBe(number!.number);
      }),
    );
  });
});

describe('telHref, for a number no plan reads', () => {
  it('keeps digits and a leading +', () => {
    expect(telHref('+358 40 123 4567')).toBe('tel:+358401234567');
    expect(telHref('040-123 45 67')).toBe('tel:0401234567');
    expect(telHref('+47 22-33.44.55')).toBe('tel:+4722334455');
  });

  it('drops a "(0)" trunk hint after the country code and a + that is not leading', () => {
    expect(telHref('+358 (0)40 123 4567')).toBe('tel:+358401234567');
    expect(telHref('020 (0)12+3')).toBe('tel:0200123');
  });

  it('gives null when nothing is dialable', () => {
    expect(telHref('')).toBeNull();
    expect(telHref(' + ')).toBeNull();
  });
});
