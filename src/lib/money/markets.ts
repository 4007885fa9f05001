/**
 * Money per market: the currency each market sells in and the VAT percent of each tax kind there.
 * Spec 9 gives Finland's rule (EUR, tax removed by the tax_class percent); Sweden and Norway sell
 * the same products in their own currency under their own VAT (docs/architecture.md "Money per market"). The
 * embedded order backend prices its catalogue from this table, and the site formats by it.
 */
import type { LocaleCode, Market } from '../../config/locales';

/** The currencies the markets sell in (ISO 4217). */
export type Currency = 'EUR' | 'SEK' | 'NOK';

/** What a product is taxed as; each market gives each kind its own percent. */
export type TaxKind = 'general' | 'food';

interface MarketMoney {
  currency: Currency;
  /** VAT percent as a tax_class (spec 3: the percent as text, '25.5') */
  taxClass: Record<TaxKind, string>;
}

/**
 * Finland: 25.5 % general, 14 % food and servings; Sweden (moms): 25 % and 12 %; Norway (mva):
 * 25 % and 15 % (food to take away, as a coffee card is used).
 */
export const marketMoney = {
  FI: { currency: 'EUR', taxClass: { general: '25.5', food: '14' } },
  SE: { currency: 'SEK', taxClass: { general: '25', food: '12' } },
  NO: { currency: 'NOK', taxClass: { general: '25', food: '15' } },
} as const satisfies Record<Market, MarketMoney>;

/**
 * The market a locale's visitors buy in: its own. en-EU shows every market's stations but sells
 * as the default locale does (spec 9: EUR), so one page never prices in two currencies.
 */
const salesMarket = { 'fi-FI': 'FI', 'en-EU': 'FI', 'sv-SE': 'SE', 'no-NO': 'NO' } as const satisfies Record<LocaleCode, Market>;

/** The market a page of `locale` sells in. */
export function marketOf(locale: LocaleCode): Market {
  return salesMarket[locale];
}

/** The currency a page of `locale` sells in. */
export function currencyOf(locale: LocaleCode): Currency {
  return marketMoney[marketOf(locale)].currency;
}

/** The tax_class of a tax kind in a market ('25.5' for general in FI). */
export function taxClassFor(market: Market, kind: TaxKind): string {
  return marketMoney[market].taxClass[kind];
}
