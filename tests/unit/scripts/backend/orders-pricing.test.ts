import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogue } from '../../../../scripts/backend/server/orders/catalogue';
import { priceCart, productJson, totalsInUnits } from '../../../../scripts/backend/server/orders/pricing';
import { taxInsideCents } from '../../../../src/lib/money/amounts';
import { HttpError } from '../../../../src/lib/http/errors';
import type { Market } from '../../../../src/config/locales';

describe('order pricing (catalogue only)', () => {
  it('prices lines from the catalogue and removes tax by the tax_class percent', () => {
    const priced = priceCart(
      [
        { code: 'wash-premium', quantity: 2 },
        { code: 'coffee-10', quantity: 1 },
      ],
      undefined,
      'FI',
    );
    // 2 × 14.90 + 19.90
    expect(priced.totalsCents.totalWithTax).toBe(4970);
    // 2980 × 25.5/125.5 = 605.50 → 605 (605.498); 1990 × 14/114 = 244.39 → 244
    expect(priced.totalsCents.taxAmount).toBe(605 + 244);
    expect(priced.totalsCents.totalWithoutTax).toBe(4970 - 849);
    expect(totalsInUnits(priced)).toEqual({ discount: 0, taxAmount: 8.49, totalWithTax: 49.7, totalWithoutTax: 41.21 });
  });

  it('applies discount codes, case-insensitively, and spreads them over the lines', () => {
    const percent = priceCart(
      [
        { code: 'wash-basic', quantity: 3 },
        { code: 'coffee-10', quantity: 1 },
      ],
      'wash10',
      'FI',
    );
    expect(percent.discount).toEqual({ code: 'WASH10', valid: true });
    expect(percent.totalsCents.discount).toBe(Math.round((2970 + 1990) / 10));
    expect(percent.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(percent.totalsCents.discount);
    const fixed = priceCart([{ code: 'wash-basic', quantity: 1 }], 'WELCOME5', 'FI');
    expect(fixed.totalsCents.totalWithTax).toBe(490);
  });

  it('reports an unknown discount code as invalid and charges the full price', () => {
    const priced = priceCart([{ code: 'wash-basic', quantity: 1 }], 'FREEWASH', 'FI');
    expect(priced.discount).toEqual({ code: 'FREEWASH', valid: false });
    expect(priced.totalsCents.totalWithTax).toBe(990);
  });

  it('prices each market in its own currency under its own VAT', () => {
    const cart = [
      { code: 'wash-premium', quantity: 2 },
      { code: 'coffee-10', quantity: 1 },
    ];
    const se = priceCart(cart, undefined, 'SE');
    expect(se.currency).toBe('SEK');
    // 2 × 179 kr at 25 % moms, 229 kr at 12 %: 35800 × 25/125 = 7160; 22900 × 12/112 = 2453.57 → 2454
    expect(se.totalsCents).toEqual({ discount: 0, totalWithTax: 58700, taxAmount: 7160 + 2454, totalWithoutTax: 58700 - 9614 });
    const no = priceCart(cart, undefined, 'NO');
    expect(no.currency).toBe('NOK');
    // 2 × 189 kr at 25 % mva, 249 kr at 15 %: 37800 / 5 = 7560; 24900 × 15/115 = 3247.83 → 3248
    expect(no.totalsCents).toEqual({ discount: 0, totalWithTax: 62700, taxAmount: 7560 + 3248, totalWithoutTax: 62700 - 10808 });
    // a fixed discount is the market's own amount: 50 kr, not 5 kr
    expect(priceCart([{ code: 'wash-basic', quantity: 1 }], 'WELCOME5', 'SE').totalsCents.discount).toBe(5000);
  });

  it('refuses an unknown product code with a 422', () => {
    expect(() => priceCart([{ code: 'gold-bar', quantity: 1 }], undefined, 'FI')).toThrow(HttpError);
    try {
      priceCart([{ code: 'gold-bar', quantity: 1 }], undefined, 'FI');
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
        fc.constantFrom<Market>('FI', 'SE', 'NO'),
        (picked, amounts, code, market) => {
          const priced = priceCart(
            picked.map((c, i) => ({ code: c, quantity: amounts[i]! })),
            code,
            market,
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
    expect(taxInsideCents(12550, '25.5')).toBe(2550);
    expect(taxInsideCents(11400, '14')).toBe(1400);
    expect(taxInsideCents(1000, '0')).toBe(0);
  });

  it('describes bundles with their members (spec 3 product fields), the members named in the locale as the bundle is', () => {
    const bundle = productJson(
      catalogue.find((c) => c.code === 'wash-premium-5')!,
      'fi-FI',
    );
    expect(bundle).toMatchObject({
      code: 'wash-premium-5',
      isBundle: true,
      attributes: { price: 59.9, tax_class: '25.5', currency: 'EUR' },
      bundleMembers: [{ amount: 5, product: { code: 'wash-premium', globalName: 'Premium-pesu' } }],
    });
    const mixed = productJson(
      catalogue.find((c) => c.code === 'wash-coffee')!,
      'sv-SE',
    );
    expect(mixed.bundleMembers.map((m) => m.product.globalName)).toEqual(['Premiumtvätt', 'Kaffekort 10 koppar']);
  });

  it("describes a product in the locale's market: price, tax class and currency (en-EU buys as Finland)", () => {
    const coffee = catalogue.find((c) => c.code === 'coffee-10')!;
    expect(productJson(coffee, 'sv-SE').attributes).toMatchObject({ price: 229, tax_class: '12', currency: 'SEK' });
    expect(productJson(coffee, 'no-NO').attributes).toMatchObject({ price: 249, tax_class: '15', currency: 'NOK' });
    expect(productJson(coffee, 'en-EU').attributes).toMatchObject({ price: 19.9, tax_class: '14', currency: 'EUR' });
  });
});
