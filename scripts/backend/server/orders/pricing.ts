/**
 * Prices carts and orders from the catalogue alone, in integer cents of the market's currency:
 * line totals, the discount (spread over the lines in proportion, the rounding rest on the last
 * line), the tax in each line removed by its tax_class percent, and the totals of spec 3. The
 * market is the asking locale's, and its currency and VAT are the site's money table
 * (src/lib/money), so what the site shows and what the order costs come from one definition.
 */
import type { LocaleCode, Market } from '../../../../src/config/locales';
import type { Product, Totals } from '../../../../src/cms/commerce';
import { HttpError } from '../../../../src/lib/http/errors';
import { fromCents, taxInsideCents } from '../../../../src/lib/money/amounts';
import { marketMoney, marketOf, taxClassFor, type Currency } from '../../../../src/lib/money/markets';
import { discountFor, productEntry, type CatalogueEntry } from './catalogue';

export interface PricedLine {
  entry: CatalogueEntry;
  quantity: number;
  /** the market's unit price, tax-inclusive */
  unitCents: number;
  /** the market's percent for the entry's tax kind */
  taxClass: string;
  /** tax-inclusive, before the discount */
  grossCents: number;
  discountCents: number;
  taxCents: number;
}

export interface PricedCart {
  market: Market;
  currency: Currency;
  lines: PricedLine[];
  totalsCents: { discount: number; taxAmount: number; totalWithTax: number; totalWithoutTax: number };
  /** the normalized code when one was given, and whether it applies */
  discount: { code: string; valid: boolean } | null;
}

/** Prices lines of {code, quantity} in a market; an unknown code is a 422 naming it. */
export function priceCart(lines: readonly { code: string; quantity: number }[], discountCode: string | undefined, market: Market): PricedCart {
  const priced: PricedLine[] = lines.map(({ code, quantity }) => {
    const entry = productEntry(code);
    if (!entry) throw new HttpError(422, 'unknown_product', `Unknown product code "${code}"`);
    const unitCents = entry.prices[market];
    return { entry, quantity, unitCents, taxClass: taxClassFor(market, entry.tax), grossCents: unitCents * quantity, discountCents: 0, taxCents: 0 };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.grossCents, 0);
  const discount = discountCode ? discountFor(discountCode) : undefined;
  let discountCents = 0;
  if (discount?.kind === 'percent') discountCents = Math.round((subtotal * discount.percent) / 100);
  if (discount?.kind === 'fixed') discountCents = Math.min(discount.cents[market], subtotal);

  let spread = 0;
  priced.forEach((line, i) => {
    const share = i === priced.length - 1 ? discountCents - spread : subtotal === 0 ? 0 : Math.floor((discountCents * line.grossCents) / subtotal);
    spread += share;
    line.discountCents = share;
    line.taxCents = taxInsideCents(line.grossCents - share, line.taxClass);
  });
  const totalWithTax = subtotal - discountCents;
  const taxAmount = priced.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    market,
    currency: marketMoney[market].currency,
    lines: priced,
    totalsCents: { discount: discountCents, taxAmount, totalWithTax, totalWithoutTax: totalWithTax - taxAmount },
    discount: discountCode ? { code: discountCode.trim().toUpperCase(), valid: discount !== undefined } : null,
  };
}

/** Totals in the currency's units (spec 3 Cart totals: 12.9, not 1290). */
export function totalsInUnits(priced: Pick<PricedCart, 'totalsCents'>): Totals {
  const t = priced.totalsCents;
  return {
    discount: fromCents(t.discount),
    taxAmount: fromCents(t.taxAmount),
    totalWithTax: fromCents(t.totalWithTax),
    totalWithoutTax: fromCents(t.totalWithoutTax),
  };
}

/**
 * A bundle member's name (spec 3's globalName): the product's name in the asking locale, as the
 * bundle's own name is, since the products block and the cart show it beside that name ("1 ×
 * Premiumtvätt" on a Swedish page, not the English name).
 */
export function globalName(entry: CatalogueEntry, locale: LocaleCode): string {
  return entry.names[locale];
}

/**
 * A catalogue entry in the product shape of spec 3 (what validation answers and blocks carry):
 * priced, taxed and in the currency of the locale's market.
 */
export function productJson(entry: CatalogueEntry, locale: LocaleCode): Omit<Product, 'image' | 'images' | 'description'> {
  const name = entry.names[locale];
  const market = marketOf(locale);
  const price = fromCents(entry.prices[market]);
  return {
    code: entry.code,
    name,
    attributes: { product_name: name, price, tax_class: taxClassFor(market, entry.tax), currency: marketMoney[market].currency },
    unitPrice: price,
    bundleMembers: entry.members.map((m) => {
      const member = productEntry(m.code);
      return { amount: m.amount, product: { code: m.code, globalName: member ? globalName(member, locale) : m.code } };
    }),
    isBundle: entry.members.length > 0,
  };
}
