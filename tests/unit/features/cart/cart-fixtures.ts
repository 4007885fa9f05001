/** Named products and validation answers for the cart tests. */
import type { Product, ValidationResponse } from '../../../../src/cms/commerce';
import type { ValidationRequest } from '../../../../src/cms/commerce-requests';
import { taxInsideCents } from '../../../../src/lib/money/amounts';

const attrs = (price: number, tax_class = '25.5') => ({ product_name: '', price, tax_class, currency: 'EUR' });

export const premium: Product = {
  code: 'wash-premium',
  name: 'Premium wash',
  description: '',
  attributes: attrs(14.9),
  bundleMembers: [],
  image: { src: '/assets/img/car-wash.webp', alt: '' },
  images: [],
  isBundle: false,
};

export const premium5: Product = {
  ...premium,
  code: 'wash-premium-5',
  name: 'Premium wash 5-pack',
  attributes: attrs(59.9),
  bundleMembers: [{ amount: 5, product: { code: 'wash-premium', globalName: 'Premium wash' } }],
  isBundle: true,
};

export const coffee: Product = { ...premium, code: 'coffee-10', name: 'Coffee card', attributes: attrs(19.9, '14'), image: null };

/** The catalogue the fake backend prices from. */
const prices: Record<string, { product: Product; upsell?: { quantity: number; product: Product } }> = {
  'wash-premium': { product: premium, upsell: { quantity: 5, product: premium5 } },
  'wash-premium-5': { product: premium5 },
  'coffee-10': { product: coffee },
};

/**
 * A validation answer as the order backend gives it (scripts/backend/server/orders/pricing.ts): in
 * integer cents, 10 % off with WASH10 spread over the lines in proportion (the rounding rest on the
 * last line), and each line's tax taken out at its own product's tax_class, not one flat rate.
 */
export function answer(body: ValidationRequest): ValidationResponse {
  const lines = body.items.map((item) => {
    const entry = prices[item.code];
    if (!entry) throw new Error(`unknown ${item.code}`);
    return { item, entry, grossCents: Math.round(entry.product.attributes.price * 100) * item.quantity };
  });
  const items = lines.map(({ item, entry }) => {
    const { code, name, attributes, bundleMembers, isBundle } = entry.product;
    const upsellProducts =
      item.showUpsell && entry.upsell
        ? [
            {
              quantity: entry.upsell.quantity,
              product: {
                code: entry.upsell.product.code,
                name: entry.upsell.product.name,
                bundleMembers: entry.upsell.product.bundleMembers,
                attributes: entry.upsell.product.attributes,
              },
            },
          ]
        : [];
    return { quantity: item.quantity, product: { code, name, attributes, bundleMembers, isBundle }, upsellProducts };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.grossCents, 0);
  const valid = body.discountCode?.toUpperCase() === 'WASH10';
  const discount = valid ? Math.round(subtotal / 10) : 0;
  let spread = 0;
  let tax = 0;
  lines.forEach((line, i) => {
    const share = i === lines.length - 1 ? discount - spread : subtotal === 0 ? 0 : Math.floor((discount * line.grossCents) / subtotal);
    spread += share;
    tax += taxInsideCents(line.grossCents - share, line.entry.product.attributes.tax_class);
  });
  const withTax = subtotal - discount;
  const euros = (cents: number) => cents / 100;
  return {
    items,
    totals: { discount: euros(discount), taxAmount: euros(tax), totalWithTax: euros(withTax), totalWithoutTax: euros(withTax - tax) },
    discountCode: body.discountCode ? { code: body.discountCode.toUpperCase(), valid } : null,
  };
}
