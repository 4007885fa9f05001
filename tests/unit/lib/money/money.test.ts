import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { fromCents, lineAmount, priceWithoutTax, round2, taxInsideCents, taxPercent, toCents } from '../../../../src/lib/money/amounts';
import { formatPrice } from '../../../../src/lib/money/format';
import { currencyOf, marketMoney, marketOf, taxClassFor } from '../../../../src/lib/money/markets';

const NBSP = '\u00a0';

describe('price display (spec 9, per market)', () => {
  it('writes fi-FI prices as spec 9 does: two decimals, a decimal comma, then €', () => {
    expect(formatPrice(12.9, 'fi-FI')).toBe(`12,90${NBSP}€`);
    expect(formatPrice(0, 'fi-FI')).toBe(`0,00${NBSP}€`);
    expect(formatPrice(1234.5, 'fi-FI')).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatPrice(Number.NaN, 'fi-FI')).toBe(`0,00${NBSP}€`);
    expect(formatPrice(9.995, 'fi-FI')).toBe(`10,00${NBSP}€`);
    // euro prices keep their cents in listings too
    expect(formatPrice(12, 'fi-FI', { listing: true })).toBe(`12,00${NBSP}€`);
  });

  it('writes en-EU prices in euros the English way, on every part of the page alike', () => {
    expect(formatPrice(12.9, 'en-EU')).toBe('€12.90');
    expect(formatPrice(1234.567, 'en-EU')).toBe('€1,234.57');
    expect(formatPrice(12, 'en-EU', { listing: true })).toBe('€12.00');
  });

  it('writes crowns in sv-SE and no-NO: whole crowns bare in listings, öre/øre in totals', () => {
    for (const locale of ['sv-SE', 'no-NO'] as const) {
      expect(formatPrice(149, locale, { listing: true })).toBe(`149${NBSP}kr`);
      expect(formatPrice(149, locale)).toBe(`149,00${NBSP}kr`);
      expect(formatPrice(149.5, locale, { listing: true })).toBe(`149,50${NBSP}kr`);
      expect(formatPrice(1490, locale, { listing: true }).replace(/\s/g, ' ')).toBe('1 490 kr');
    }
  });

  it("writes another currency in the page's notation when a price names it (an en-EU page of a Swedish station)", () => {
    expect(formatPrice(149, 'en-EU', { currency: 'SEK', listing: true })).toBe(`SEK${NBSP}149`);
    expect(formatPrice(12.9, 'sv-SE', { currency: 'EUR' })).toBe(`12,90${NBSP}€`);
  });

  it('shows any amount to the cent: the digits read back as the amount, rounded half away from zero', () => {
    const read = (text: string, locale: LocaleCode) => {
      const digits = text.replace(/[^\d.,−-]/g, '');
      const plain = locale === 'en-EU' ? digits.replace(/,/g, '') : digits.replace(/,/g, '.');
      return Number(plain.replace('−', '-'));
    };
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), fc.constantFrom(...localeCodes), fc.boolean(), (cents, locale, listing) => {
        const text = formatPrice(cents / 100, locale, { listing });
        expect(read(text, locale)).toBe(cents / 100);
        const crowns = currencyOf(locale) !== 'EUR';
        // decimals are dropped exactly for whole crowns in a listing
        expect(/[.,]\d\d(?!\d)/.test(text)).toBe(!(listing && crowns && cents % 100 === 0));
        expect(text.includes(crowns ? 'kr' : '€')).toBe(true);
      }),
    );
  });
});

describe('the market a locale sells in', () => {
  it('sells fi-FI and en-EU in euros under Finnish VAT, sv-SE in SEK, no-NO in NOK', () => {
    expect(localeCodes.map((l) => [l, marketOf(l), currencyOf(l)])).toEqual([
      ['fi-FI', 'FI', 'EUR'],
      ['en-EU', 'FI', 'EUR'],
      ['sv-SE', 'SE', 'SEK'],
      ['no-NO', 'NO', 'NOK'],
    ]);
    expect(taxClassFor('FI', 'general')).toBe('25.5');
    expect(taxClassFor('SE', 'general')).toBe('25');
    expect(taxClassFor('NO', 'general')).toBe('25');
    expect(Object.values(marketMoney).map((m) => m.currency)).toEqual(['EUR', 'SEK', 'NOK']);
  });
});

describe('amounts and VAT', () => {
  it('rounds to cents half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(toCents(12.9)).toBe(1290);
    expect(toCents(Number.NaN)).toBe(0);
    expect(lineAmount(14.9, 3)).toBe(44.7);
  });

  it('removes tax by the tax_class percent', () => {
    expect(priceWithoutTax(12.55, '25.5')).toBe(10);
    expect(priceWithoutTax(11.4, '14')).toBe(10);
    expect(priceWithoutTax(14.9, '25.5')).toBe(11.87);
    expect(priceWithoutTax(149, '25')).toBe(119.2);
    expect(priceWithoutTax(10, 'none')).toBe(10);
    expect(taxPercent('25.5')).toBe(25.5);
    expect(taxPercent(-1)).toBe(0);
    // a percent is below 100: a class of 100 or more is unreadable, and counts as 0 %
    expect(taxPercent('99.9')).toBe(99.9);
    expect(taxPercent(14)).toBe(14);
    expect(taxPercent('100')).toBe(0);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it('takes out the tax inside any amount as exact arithmetic does, rounded half up', () => {
    // the model: in integers, tenths of a percent, round(g × p / (100 + p)) = ⌊(2 g p + (1000 + p)) / (2 (1000 + p))⌋
    const model = (gross: number, tenths: number) => Number((2n * BigInt(gross) * BigInt(tenths) + BigInt(1000 + tenths)) / (2n * BigInt(1000 + tenths)));
    const classes = [...new Set(Object.values(marketMoney).flatMap((m) => Object.values(m.taxClass)))];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(...classes), (gross, taxClass) => {
        const tax = taxInsideCents(gross, taxClass);
        expect(tax).toBe(model(gross, Math.round(Number(taxClass) * 10)));
        expect(priceWithoutTax(fromCents(gross), taxClass)).toBe(fromCents(gross - tax));
      }),
    );
  });
});
