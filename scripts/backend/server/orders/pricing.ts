/**
 * Prices carts and orders from the catalogue alone, in integer cents: line totals, the discount
 * (spread over the lines in proportion, the rounding rest on the last line), the tax in each line
 * removed by its tax_class percent, and the totals of spec 3 in euros.
 */
import type { LocaleCode } from '../../../../src/config/locales';
import type { Product, Totals } from '../../../../src/cms/commerce';
import { HttpError } from '../../../../src/lib/http/errors';
import { catalogue, discountFor, productEntry, type CatalogueEntry } from './catalogue';

export interface PricedLine {
  entry: CatalogueEntry;
  quantity: number;
  /** tax-inclusive, before the discount */
  grossCents: number;
  discountCents: number;
  taxCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  totalsCents: { discount: number; taxAmount: number; totalWithTax: number; totalWithoutTax: number };
  /** the normalized code when one was given, and whether it applies */
  discount: { code: string; valid: boolean } | null;
}

const euros = (cents: number): number => cents / 100;

/** Cents of tax inside a tax-inclusive amount at a VAT percent. */
export function taxInside(grossCents: number, taxClass: string): number {
  const percent = Number.parseFloat(taxClass);
  return Math.round((grossCents * percent) / (100 + percent));
}

/** Prices lines of {code, quantity}; an unknown code is a 422 naming it. */
export function priceCart(lines: readonly { code: string; quantity: number }[], discountCode?: string): PricedCart {
  const priced: PricedLine[] = lines.map(({ code, quantity }) => {
    const entry = productEntry(code);
    if (!entry) throw new HttpError(422, 'unknown_product', `Unknown product code "${code}"`);
    return { entry, quantity, grossCents: entry.priceCents * quantity, discountCents: 0, taxCents: 0 };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.grossCents, 0);
  const discount = discountCode ? discountFor(discountCode) : undefined;
  let discountCents = 0;
  if (discount?.kind === 'percent') discountCents = Math.round((subtotal * discount.percent) / 100);
  if (discount?.kind === 'fixed') discountCents = Math.min(discount.cents, subtotal);

  let spread = 0;
  priced.forEach((line, i) => {
    const share = i === priced.length - 1 ? discountCents - spread : subtotal === 0 ? 0 : Math.floor((discountCents * line.grossCents) / subtotal);
    spread += share;
    line.discountCents = share;
    line.taxCents = taxInside(line.grossCents - share, line.entry.taxClass);
  });
  const totalWithTax = subtotal - discountCents;
  const taxAmount = priced.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    lines: priced,
    totalsCents: { discount: discountCents, taxAmount, totalWithTax, totalWithoutTax: totalWithTax - taxAmount },
    discount: discountCode ? { code: discountCode.trim().toUpperCase(), valid: discount !== undefined } : null,
  };
}

/** Totals in euros (spec 3 Cart totals). */
export function totalsInEuros(priced: PricedCart): Totals {
  const t = priced.totalsCents;
  return { discount: euros(t.discount), taxAmount: euros(t.taxAmount), totalWithTax: euros(t.totalWithTax), totalWithoutTax: euros(t.totalWithoutTax) };
}

/** A locale-independent name of a product (spec 3 bundle members' globalName). */
export function globalName(entry: CatalogueEntry): string {
  return entry.names['en-EU'];
}

/** A catalogue entry in the product shape of spec 3 (what validation answers and blocks carry). */
export function productJson(entry: CatalogueEntry, locale: LocaleCode): Omit<Product, 'image' | 'images' | 'description'> {
  const name = entry.names[locale];
  return {
    code: entry.code,
    name,
    attributes: { product_name: name, price: euros(entry.priceCents), tax_class: entry.taxClass, currency: 'EUR' },
    unitPrice: euros(entry.priceCents),
    bundleMembers: entry.members.map((m) => {
      const member = productEntry(m.code);
      return { amount: m.amount, product: { code: m.code, globalName: member ? globalName(member) : m.code } };
    }),
    isBundle: entry.members.length > 0,
  };
}

/** Every product of the catalogue (for listings and the content generator). */
export function allProducts(): readonly CatalogueEntry[] {
  return catalogue;
}
