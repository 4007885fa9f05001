import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogue } from '../../scripts/backend/server/orders/catalogue';
import { priceCart, productJson, taxInside, totalsInEuros } from '../../scripts/backend/server/orders/pricing';
import { HttpError } from '../../src/lib/http/errors';

describe('order pricing (catalogue only)', () => {
  it('prices lines from the catalogue and removes tax by the tax_class percent', () => {
    const priced = priceCart([
      { code: 'wash-premium', quantity: 2 },
      { code: 'coffee-10', quantity: 1 },
    ]);
    // 2 × 14.90 + 19.90
    expect(priced.totalsCents.totalWithTax).toBe(4970);
    // 2980 × 25.5/125.5 = 605.50 → 605 (605.498); 1990 × 14/114 = 244.39 → 244
    expect(priced.totalsCents.taxAmount).toBe(605 + 244);
    expect(priced.totalsCents.totalWithoutTax).toBe(4970 - 849);
    expect(totalsInEuros(priced)).toEqual({ discount: 0, taxAmount: 8.49, totalWithTax: 49.7, totalWithoutTax: 41.21 });
  });

  it('applies discount codes, case-insensitively, and spreads them over the lines', () => {
    const percent = priceCart(
      [
        { code: 'wash-basic', quantity: 3 },
        { code: 'coffee-10', quantity: 1 },
      ],
      'wash10',
    );
    expect(percent.discount).toEqual({ code: 'WASH10', valid: true });
    expect(percent.totalsCents.discount).toBe(Math.round((2970 + 1990) / 10));
    expect(percent.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(percent.totalsCents.discount);
    const fixed = priceCart([{ code: 'wash-basic', quantity: 1 }], 'WELCOME5');
    expect(fixed.totalsCents.totalWithTax).toBe(490);
  });

  it('reports an unknown discount code as invalid and charges the full price', () => {
    const priced = priceCart([{ code: 'wash-basic', quantity: 1 }], 'FREEWASH');
    expect(priced.discount).toEqual({ code: 'FREEWASH', valid: false });
    expect(priced.totalsCents.totalWithTax).toBe(990);
  });

  it('refuses an unknown product code with a 422', () => {
    expect(() => priceCart([{ code: 'gold-bar', quantity: 1 }])).toThrow(HttpError);
    try {
      priceCart([{ code: 'gold-bar', quantity: 1 }]);
    } catch (error) {
      expect((error as HttpError).status).toBe(422);
    }
  });

  it('keeps totals consistent for any cart', () => {
    const codes = catalogue.map((c) => c.code);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: codes.length }),
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: codes.length, maxLength: codes.length }),
        fc.constantFrom(undefined, 'WASH10', 'WELCOME5'),
        (picked, amounts, code) => {
          const priced = priceCart(
            picked.map((c, i) => ({ code: c, quantity: amounts[i]! })),
            code,
          );
          const t = priced.totalsCents;
          const subtotal = priced.lines.reduce((s, l) => s + l.grossCents, 0);
          expect(t.totalWithTax).toBe(subtotal - t.discount);
          expect(t.totalWithoutTax + t.taxAmount).toBe(t.totalWithTax);
          expect(t.totalWithTax).toBeGreaterThanOrEqual(0);
          expect(priced.lines.every((l) => l.discountCents >= 0)).toBe(true);
        },
      ),
    );
  });

  it('computes the tax inside a gross amount', () => {
    expect(taxInside(12550, '25.5')).toBe(2550);
    expect(taxInside(11400, '14')).toBe(1400);
    expect(taxInside(1000, '0')).toBe(0);
  });

  it('describes bundles with their members (spec 3 product fields)', () => {
    const bundle = productJson(
      catalogue.find((c) => c.code === 'wash-premium-5')!,
      'fi-FI',
    );
    expect(bundle).toMatchObject({
      code: 'wash-premium-5',
      isBundle: true,
      attributes: { price: 59.9, tax_class: '25.5', currency: 'EUR' },
      bundleMembers: [{ amount: 5, product: { code: 'wash-premium', globalName: 'Premium wash' } }],
    });
  });
});
