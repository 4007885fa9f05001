/**
 * Picks the commerce strings an island needs, on the server: islands get them as props (or as the
 * shell's data attribute) and never import the string tables.
 */
import type { LocaleCode } from '../../config/locales';
import { commerce } from '../../i18n/strings/commerce/en-EU';
import { t } from '../../i18n/t';

export type CommerceKey = keyof typeof commerce;
export type CommerceStrings = Record<CommerceKey, string>;

/** Every commerce string of a locale (the checkout island). */
export function commerceStrings(locale: LocaleCode): CommerceStrings {
  const out = {} as CommerceStrings;
  for (const key of Object.keys(commerce) as CommerceKey[]) out[key] = t(locale, key);
  return out;
}

/** The keys the cart modal and first-in-cart modal use: shipped on every page. */
export const shellKeys = [
  'cart.title',
  'cart.empty',
  'cart.remove',
  'cart.decrease',
  'cart.increase',
  'cart.amount',
  'cart.amountRange',
  'cart.each',
  'cart.withoutTax',
  'cart.includes',
  'cart.discountCode',
  'cart.applyCode',
  'cart.codeInvalid',
  'cart.codeApplied',
  'cart.discount',
  'cart.tax',
  'cart.totalWithoutTax',
  'cart.total',
  'cart.checkout',
  'cart.continue',
  'cart.upsell',
  'cart.upsellTake',
  'cart.upsellDecline',
  'cart.updating',
  'cart.amountNow',
  'cart.totalNow',
  'cart.buttonLabel',
  'firstInCart.title',
  'firstInCart.text',
  'addToCartNotification.addedToCart',
  'addToCartNotification.cartValidationFailed',
] as const satisfies readonly CommerceKey[];

export type ShellKey = (typeof shellKeys)[number];
export type ShellStrings = Record<ShellKey, string> & { close: string };

/** The shell's strings of a locale (plus the shared 'close' label). */
export function shellStrings(locale: LocaleCode): ShellStrings {
  const out = { close: t(locale, 'modal.close') } as ShellStrings;
  for (const key of shellKeys) out[key] = t(locale, key);
  return out;
}
