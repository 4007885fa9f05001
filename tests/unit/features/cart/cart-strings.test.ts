import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../../src/config/locales';
import { paymentFailedNotice } from '../../../../src/features/checkout/payment-failed';
import { ownPlaceholders } from '../../../../src/i18n/own-placeholders';
import { t } from '../../../../src/i18n/t';
import { commerce } from '../../../../src/i18n/strings/commerce/en-EU';
import { commerceStrings, shellKeys, shellStrings } from '../../../../src/features/cart/strings';

describe('commerce strings in four locales', () => {
  it('carry spec 8 cart notices as written (English and Finnish) and translated (Swedish, Norwegian)', () => {
    expect(t('en-EU', 'addToCartNotification.addedToCart')).toBe('Product added to cart');
    expect(t('fi-FI', 'addToCartNotification.addedToCart')).toBe('Tuote lisätty ostoskoriin');
    expect(t('en-EU', 'addToCartNotification.cartValidationFailed')).toBe('Cart update failed');
    expect(t('fi-FI', 'addToCartNotification.cartValidationFailed')).toBe('Ostoskorin päivitys epäonnistui');
    expect(t('en-EU', 'checkout.paymentFailed')).toBe('Payment failed, please try again or contact customer service');
    expect(t('fi-FI', 'checkout.paymentFailed')).toMatch(/^Maksu epäonnistui.* maksuttomaan numeroon /);
    for (const locale of ['sv-SE', 'no-NO'] as const) {
      for (const key of ['addToCartNotification.addedToCart', 'addToCartNotification.cartValidationFailed', 'checkout.paymentFailed'] as const) {
        expect(t(locale, key)).not.toBe(t('en-EU', key));
      }
    }
  });

  it('give the Finnish payment failure the error page’s 24 h number in Finnish form, from the one place it is kept', () => {
    const notice = paymentFailedNotice(t('fi-FI', 'checkout.paymentFailed'), 'fi-FI');
    expect(notice).toBe('Maksu epäonnistui, yritä uudelleen tai soita asiakaspalveluumme maksuttomaan numeroon 0800 123456');
    expect(t('fi-FI', 'error.customerService')).toMatch(/24 h/);
    // the other locales' notices name no number (spec 8 gives it to the Finnish one)
    for (const locale of ['en-EU', 'sv-SE', 'no-NO'] as const) expect(t(locale, 'checkout.paymentFailed')).not.toMatch(/\{phone\}|\d/);
  });

  it('have every key in every locale, with the same placeholders', () => {
    for (const locale of localeCodes) {
      const strings = commerceStrings(locale);
      for (const key of Object.keys(commerce) as (keyof typeof commerce)[]) {
        expect(strings[key].trim(), `${locale} ${key}`).not.toBe('');
        const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const own = ownPlaceholders[locale]?.[key] ?? [];
        expect(holes(strings[key]), `${locale} ${key}`).toEqual([...holes(commerce[key]), ...own].sort());
      }
      expect(Object.keys(shellStrings(locale))).toEqual(['close', ...shellKeys]);
    }
  });
});
