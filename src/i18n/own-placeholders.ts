/**
 * Placeholders a locale's string takes beyond en-EU's, where the spec gives one market more to say:
 * spec 8's Finnish payment notice names the toll-free number (`{phone}`, filled by the checkout,
 * src/features/checkout/payment-failed.ts). Every other string takes exactly en-EU's placeholders
 * (tests/unit/i18n/string-tables.test.ts).
 */
import type { LocaleCode } from '../config/locales';
import type { StringKey } from './strings/en-EU';

export const ownPlaceholders: Partial<Record<LocaleCode, Partial<Record<StringKey, readonly string[]>>>> = {
  'fi-FI': { 'checkout.paymentFailed': ['phone'] },
};
