/**
 * The one price formatter: an amount in its currency, written the way the page's locale writes
 * it (Intl.NumberFormat): '12,90 €' on fi-FI pages (spec 9: decimal comma, then €), '149,00 kr'
 * on sv-SE and no-NO, '€12.90' on en-EU. Every price on a page goes through it, so a page never
 * mixes two notations.
 */
import { getLocale, type LocaleCode } from '../../config/locales';
import { round2 } from './amounts';
import { currencyOf, type Currency } from './markets';

/** Currencies whose shops and menus write whole units bare ('149 kr'); euro prices always show cents. */
const bareWholeUnits: ReadonlySet<string> = new Set<Currency>(['SEK', 'NOK']);

interface PriceOptions {
  /** the amount's currency (ISO 4217); the page's market's by default */
  currency?: string;
  /**
   * A product list, menu or card: whole crowns as '149 kr'. Totals, the cart, the order summary
   * and the payment step leave it off and keep öre/øre ('149,00 kr').
   */
  listing?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(intl: string, currency: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${intl}|${currency}|${digits}`;
  let found = formatters.get(key);
  // Stryker disable next-line ConditionalExpression: a cache: a new formatter formats alike
  if (!found) {
    found = new Intl.NumberFormat(intl, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, found);
  }
  return found;
}

/** A price rounded to cents in the locale's notation of its currency; not a number shows as 0. */
export function formatPrice(amount: number, locale: LocaleCode, options: PriceOptions = {}): string {
  const currency = options.currency ?? currencyOf(locale);
  const value = round2(Number.isFinite(amount) ? amount : 0);
  const digits = options.listing && bareWholeUnits.has(currency) && Number.isInteger(value) ? 0 : 2;
  return formatter(getLocale(locale).intl, currency, digits).format(value);
}
