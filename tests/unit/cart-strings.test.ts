import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/config/locales';
import { contacts, displayPhone } from '../../src/config/site';
import { t } from '../../src/i18n/t';
import { commerce } from '../../src/i18n/strings/commerce/en-EU';
import { commerceStrings, shellKeys, shellStrings } from '../../src/features/cart/strings';

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

  it('give the Finnish payment failure the error page’s 24 h number, from the one place it is kept', () => {
    const number = displayPhone(contacts['fi-FI'].customerService);
    expect(t('fi-FI', 'checkout.paymentFailed').endsWith(` ${number}`)).toBe(true);
    expect(t('fi-FI', 'error.customerService')).toMatch(/24 h/);
    expect(number).toBe('+358 800 123 456');
  });

  it('have every key in every locale, with the same placeholders', () => {
    for (const locale of localeCodes) {
      const strings = commerceStrings(locale);
      for (const key of Object.keys(commerce) as (keyof typeof commerce)[]) {
        expect(strings[key].trim(), `${locale} ${key}`).not.toBe('');
        const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(holes(strings[key]), `${locale} ${key}`).toEqual(holes(commerce[key]));
      }
      expect(Object.keys(shellStrings(locale))).toEqual(['close', 'somethingWentWrong', ...shellKeys]);
      expect(shellStrings(locale).somethingWentWrong).toBe(t(locale, 'http.generic'));
    }
  });
});
