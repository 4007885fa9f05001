import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatPercent } from '../../../src/lib/format';
import { formatPrice } from '../../../src/lib/money/format';
import { t } from '../../../src/i18n/t';

describe('formatting', () => {
  it('formats dates in the company zone, and nothing for a bad date', () => {
    expect(formatDate('2026-05-03T22:30:00Z', 'fi-FI')).toBe('4.5.2026');
    expect(formatDate('2026-05-03T22:30:00Z', 'en-EU', 'long')).toBe('4 May 2026');
    expect(formatDate('not a date', 'fi-FI')).toBe('');
    // Swedish and Norwegian month names in lower case, the Norwegian ordinal full stop
    expect(formatDate('2026-05-03T22:30:00Z', 'sv-SE')).toBe('4 maj 2026');
    expect(formatDate('2026-05-03T22:30:00Z', 'no-NO')).toBe('4. mai 2026');
    expect(formatDate('2026-05-03T22:30:00Z', 'fi-FI', 'long')).toBe('4. toukokuuta 2026');
  });

  it('heads a lunch-list day with its weekday (the nominative in Finnish, not "maanantaina") and date, capitalised, whatever the host zone', () => {
    expect(formatDay('2026-11-23', 'fi-FI')).toBe('Maanantai 23.11.');
    expect(formatDay('2026-11-25', 'fi-FI')).toBe('Keskiviikko 25.11.');
    expect(formatDay('2026-11-23', 'en-EU')).toBe('Monday, 23/11');
    expect(formatDay('2026-11-23', 'sv-SE')).toBe('Måndag 23/11');
    expect(formatDay('2026-11-29', 'no-NO')).toBe('Søndag 29.11.');
  });

  it('writes a VAT rate as each locale does: a decimal comma and a space before % in the Nordic ones', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatPercent(25.5, 'fi-FI'))).toBe('25,5 %');
    expect(plain(formatPercent(25, 'sv-SE'))).toBe('25 %');
    expect(plain(formatPercent(14, 'no-NO'))).toBe('14 %');
    expect(formatPercent(25.5, 'en-EU')).toBe('25.5%');
    expect(plain(formatPercent(0, 'fi-FI'))).toBe('0 %');
  });

  it("puts the rate into each locale's net-price line, VAT written the locale's one way", () => {
    const line = (locale: 'fi-FI' | 'sv-SE' | 'no-NO' | 'en-EU', rate: number) =>
      t(locale, 'product.priceWithoutTax', { price: formatPrice(10, locale, { listing: true }), tax: formatPercent(rate, locale) }).replace(/\s/g, ' ');
    expect(line('fi-FI', 25.5)).toBe('10,00 € + alv 25,5 %');
    expect(line('sv-SE', 25)).toBe('10 kr exkl. moms (25 %)');
    expect(line('no-NO', 25)).toBe('10 kr eks. mva. (25 %)');
    expect(line('en-EU', 25.5)).toBe('€10.00 excl. VAT (25.5%)');
  });
});
