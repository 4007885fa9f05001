/** Named products and validation answers for the cart tests. */
import type { Product, ValidationRequest, ValidationResponse } from '../../src/cms/commerce';

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

/** A validation answer as the order backend would give it (prices from `prices`, 10 % off with WASH10). */
export function answer(body: ValidationRequest): ValidationResponse {
  let total = 0;
  const items = body.items.map((item) => {
    const entry = prices[item.code];
    if (!entry) throw new Error(`unknown ${item.code}`);
    total += entry.product.attributes.price * item.quantity;
    const { code, name, attributes, bundleMembers, isBundle } = entry.product;
    const upsellProducts = item.showUpsell && entry.upsell ? [{ quantity: entry.upsell.quantity, product: { code: entry.upsell.product.code, name: entry.upsell.product.name, bundleMembers: entry.upsell.product.bundleMembers, attributes: entry.upsell.product.attributes } }] : [];
    return { quantity: item.quantity, product: { code, name, attributes, bundleMembers, isBundle }, upsellProducts };
  });
  const valid = body.discountCode?.toUpperCase() === 'WASH10';
  const discount = valid ? Math.round(total * 10) / 100 : 0;
  const withTax = Math.round((total - discount) * 100) / 100;
  const tax = Math.round((withTax * 25.5) / 125.5 * 100) / 100;
  return {
    items,
    totals: { discount, taxAmount: tax, totalWithTax: withTax, totalWithoutTax: Math.round((withTax - tax) * 100) / 100 },
    discountCode: body.discountCode ? { code: body.discountCode.toUpperCase(), valid } : null,
  };
}
