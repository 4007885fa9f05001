import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, priceWithoutTax, round2, taxPercent } from '../../src/features/cart/money';

describe('price display (spec 9)', () => {
  it('shows two decimals, a decimal comma and €', () => {
    expect(formatPrice(12.9)).toBe('12,90\u00a0€');
    expect(formatPrice(0)).toBe('0,00\u00a0€');
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(formatPrice(Number.NaN)).toBe('0,00\u00a0€');
  });

  it('is how Finnish, Swedish and Norwegian write euros (Intl), spaces aside: any amount in cents', () => {
    const spaces = (text: string) => text.replace(/[\s\u202f]/g, ' ');
    const nordic = ['fi-FI', 'sv-SE', 'nb-NO'].map((l) => new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }));
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        for (const intl of nordic) expect(spaces(formatPrice(cents / 100))).toBe(spaces(intl.format(cents / 100)));
      }),
    );
  });

  it('rounds to cents half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(formatPrice(9.995)).toBe('10,00\u00a0€');
  });

  it('removes tax by the tax_class percent', () => {
    expect(priceWithoutTax(12.55, '25.5')).toBe(10);
    expect(priceWithoutTax(11.4, '14')).toBe(10);
    expect(priceWithoutTax(14.9, '25.5')).toBe(11.87);
    expect(priceWithoutTax(10, 'none')).toBe(10);
    expect(taxPercent('25.5')).toBe(25.5);
    expect(taxPercent(-1)).toBe(0);
  });
});
