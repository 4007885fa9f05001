import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/config/locales';
import { fill, pluralForms, templatesByCategory } from '../../../src/i18n/fill';
import { t } from '../../../src/i18n/t';
import { en } from '../../../src/i18n/strings/en-EU';
import { locatorLabels } from '../../../src/features/locator/labels';
import { translator } from '../../../src/features/locator/text';
import { messageFor } from '../../../src/lib/validation/message-for';
import { validationMessages } from '../../../src/lib/validation/messages';

describe('plural choices (Intl.PluralRules over the string tables)', () => {
  it('fill picks the CLDR category, an exact =n first, and writes # as the number', () => {
    const tpl = '{count, plural, =0 {no items} one {# item} other {# items}} in {place}';
    expect(fill(tpl, { count: 0, place: 'cart' }, 'en')).toBe('no items in cart');
    expect(fill(tpl, { count: 1, place: 'cart' }, 'en')).toBe('1 item in cart');
    expect(fill(tpl, { count: 21, place: 'cart' }, 'en')).toBe('21 items in cart');
    // a branch may hold placeholders of its own
    expect(fill('{n, plural, one {# {what}} other {# {what}s}}', { n: 2, what: 'wash' }, 'en')).toBe('2 washs');
    // a missing number leaves the choice as it is; plain placeholders as before
    expect(fill('{count, plural, one {# x} other {# y}}', {}, 'en')).toBe('{count, plural, one {# x} other {# y}}');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fill('Pay {amount}', { amount: '14,90 €' })).toBe('Pay 14,90 €');
  });

  it('the known wrong ones read right: 1 vald, 1 tuote, Valitse 1 vaihtoehto', () => {
    expect(t('sv-SE', 'locator.filters.selected', { count: 1 })).toBe('1 vald');
    expect(t('sv-SE', 'locator.filters.selected', { count: 3 })).toBe('3 valda');
    expect(t('fi-FI', 'cart.buttonLabel', { count: 1 })).toBe('Ostoskori, 1 tuote');
    expect(t('fi-FI', 'cart.buttonLabel', { count: 0 })).toBe('Ostoskori, 0 tuotetta');
    expect(t('en-EU', 'cart.buttonLabel', { count: 1 })).toBe('Shopping cart, 1 item');
    expect(t('no-NO', 'cart.buttonLabel', { count: 198 })).toBe('Handlekurv, 198 produkter');
    expect(messageFor({ rule: 'checkedAmount', ruleValue: 1 }, validationMessages('fi-FI'), 'fi-FI')).toBe('Valitse 1 vaihtoehto');
    expect(messageFor({ rule: 'checkedAmount', ruleValue: 2 }, validationMessages('fi-FI'), 'fi-FI')).toBe('Valitse 2 vaihtoehtoa');
    expect(messageFor({ rule: 'checkedAmount', ruleValue: 1 }, validationMessages('en-EU'), 'en-EU')).toBe('Choose 1 option');
    expect(messageFor({ rule: 'minLength', ruleValue: 1 }, validationMessages('en-EU'), 'en-EU')).toBe('Field must contain at least 1 character');
    expect(messageFor({ rule: 'minLength', ruleValue: 2 }, validationMessages('fi-FI'), 'fi-FI')).toBe('Kentässä on oltava vähintään 2 merkkiä');
  });

  it("the locator island's labels go through the same filler", () => {
    const l = translator(locatorLabels('sv-SE'));
    expect(l('locator.filters.selected', { count: 1 })).toBe('1 vald');
    expect(translator(locatorLabels('fi-FI'))('locator.map.cluster', { count: 1 })).toBe('1 asema, lähennä');
  });

  it('every plural choice in every table has an other form and only CLDR categories or =n', () => {
    for (const locale of localeCodes) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const template = t(locale, key);
        for (const [, name = ''] of template.matchAll(/\{(\w+), ?plural,/g)) {
          const forms = pluralForms(template, name);
          expect(Object.keys(forms), `${locale} ${key}`).toContain('other');
          for (const k of Object.keys(forms)) expect(k, `${locale} ${key}`).toMatch(/^(=\d+|zero|one|two|few|many|other)$/);
          // filled with any count, nothing of the choice is left
          for (const n of [0, 1, 2, 5, 21]) expect(t(locale, key, { [name]: n }), `${locale} ${key}`).not.toContain('plural,');
        }
      }
    }
  });

  it("templatesByCategory gives the shell's cart label one template per category", () => {
    expect(templatesByCategory(t('fi-FI', 'cart.buttonLabel'), 'count', 'fi-FI')).toEqual({
      one: 'Ostoskori, {count} tuote',
      other: 'Ostoskori, {count} tuotetta',
    });
    expect(templatesByCategory('Cart {count}', 'count', 'en')).toEqual({ one: 'Cart {count}', other: 'Cart {count}' });
  });
});
