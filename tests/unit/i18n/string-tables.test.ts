import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { en, type StringKey } from '../../../src/i18n/strings/en-EU';
import { t } from '../../../src/i18n/t';
import { ownPlaceholders } from '../../../src/i18n/own-placeholders';

const nordic = ['fi-FI', 'sv-SE', 'no-NO'] as const satisfies readonly LocaleCode[];
const keys = Object.keys(en) as StringKey[];
const raw = (locale: LocaleCode, key: StringKey): string => t(locale, key, {});

/** The placeholders and plural choices a template takes ({name}, {count, plural, …}). */
function placeholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)(?:, ?plural,|\})/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

describe('the string tables (src/i18n/strings/)', () => {
  it('every key has a non-empty string in all four locales, taking the same placeholders as en-EU (and a locale’s own, where the spec gives it more to say)', () => {
    for (const locale of localeCodes) {
      for (const key of keys) {
        const text = t(locale, key);
        expect(typeof text, `${locale} ${key}`).toBe('string');
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        const own = ownPlaceholders[locale]?.[key] ?? [];
        expect(placeholders(text), `${locale} ${key}`).toEqual([...placeholders(en[key]), ...own].sort());
      }
    }
  });

  it('each key is written once per locale: no section overrides another one silently', () => {
    const files = (locale: LocaleCode) =>
      [`${locale}.ts`, `locator/${locale}.ts`, `commerce/${locale}.ts`, `account/${locale}.ts`, `editor/${locale}.ts`, `editor-page/${locale}.ts`].map((f) =>
        readFileSync(new URL(`../../../src/i18n/strings/${f}`, import.meta.url), 'utf8'),
      );
    // the labels that are glossary terms, written once for every locale (src/i18n/glossary/labels.ts)
    const labels = readFileSync(new URL('../../../src/i18n/glossary/labels.ts', import.meta.url), 'utf8');
    const termLabels = [...labels.matchAll(/^ {4}'([\w.]+)': g\./gm)].map((m) => m[1]);
    for (const locale of localeCodes) {
      const defined = [...files(locale).flatMap((text) => [...text.matchAll(/^ {2}'([\w.]+)':(?: |$)/gm)].map((m) => m[1])), ...termLabels];
      const seen = new Set<string>();
      const twice = defined.filter((k) => k !== undefined && (seen.has(k) || !seen.add(k)));
      expect(twice, locale).toEqual([]);
      expect(new Set(defined).size, locale).toBe(keys.length);
    }
  });

  // A Nordic string equal to the English one is a brand or product name, or a word the language
  // spells the same; anything else is an untranslated string.
  const brandsAndProducts = new Set([
    'Nordic Energy',
    'Futura 98',
    'AdBlue',
    '95 Extra',
    '95 FuelSave',
    'Diesel -20',
    'Diesel -35',
    'RE85',
    'V-Power',
    'Veikkaus',
    'Burger King',
    'Kotipizza',
    'Pizza',
  ]);
  const sameWord: Record<(typeof nordic)[number], ReadonlySet<string>> = {
    'fi-FI': new Set(['Sauna']),
    'sv-SE': new Set(['Lunch', '1 station', 'Finland +358', 'Bank', 'Format: {format}', 'Biogas (CBG)']),
    'no-NO': new Set(['Send', 'Finland +358', 'Bank', 'Format: {format}']),
  };

  it('no Nordic table holds an English string, apart from the listed brand and product names', () => {
    for (const locale of nordic) {
      const hasWords = (k: StringKey) => /\p{L}/u.test(en[k].replace(/\{[^}]*\}/g, ''));
      const english = keys.filter((k) => raw(locale, k) === en[k] && hasWords(k) && !brandsAndProducts.has(en[k]) && !sameWord[locale].has(en[k]));
      expect(english, locale).toEqual([]);
      // English worded unlike en-EU's own (spec 8 gives the Swedish generic message in English)
      const words = /\b(the|please|sorry|cannot|your|with|without|failed|could|found)\b/i;
      const untranslated = keys.filter((k) => words.test(raw(locale, k).replace(/\{[^}]*\}/g, '')));
      expect(untranslated, locale).toEqual([]);
    }
  });
});

describe('wording: one way per locale for what is not a glossary term (the terms: tests/unit/i18n/glossary.test.ts)', () => {
  // Wordings the tables used before and replaced: the variant must appear nowhere in that locale.
  const variants: Record<LocaleCode, RegExp[]> = {
    'fi-FI': [/ALV/, /arvonlisävero/i, /\d+h\b/],
    'sv-SE': [/utan moms/],
    'no-NO': [/uten mva/, /ulovlig/, /^Sjekk feltene/],
    'en-EU': [/Chosen station/, /without VAT/],
  };

  it('no table keeps a replaced wording (VAT, 24 h, validation messages…)', () => {
    for (const locale of localeCodes) {
      const found = keys.flatMap((k) => variants[locale].filter((re) => re.test(raw(locale, k))).map((re) => `${k} ${re}`));
      expect(found, locale).toEqual([]);
    }
  });

  it('VAT is one word in each locale wherever the cart and products show it', () => {
    const vat: Record<LocaleCode, RegExp> = { 'fi-FI': /alv/i, 'en-EU': /VAT/, 'sv-SE': /moms/i, 'no-NO': /mva\./i };
    const shown: StringKey[] = ['cart.withoutTax', 'cart.tax', 'cart.totalWithoutTax', 'product.priceWithoutTax'];
    for (const locale of localeCodes) for (const key of shown) expect(raw(locale, key), `${locale} ${key}`).toMatch(vat[locale]);
    expect(t('fi-FI', 'cart.withoutTax', { price: '10,00 €' })).toBe('10,00 € (alv 0 %)');
    expect(t('sv-SE', 'cart.withoutTax', { price: '10,00 €' })).toBe('10,00 € exkl. moms');
    expect(t('no-NO', 'cart.withoutTax', { price: '10,00 €' })).toBe('10,00 € eks. mva.');
  });

  it('a product name after "one" does not have to agree with it: the name stands apart', () => {
    for (const locale of localeCodes) {
      for (const key of ['cart.decrease', 'cart.increase', 'cart.amount'] as const) {
        expect(raw(locale, key), `${locale} ${key}`).not.toMatch(/\b(yksi|en|ett|én|ett|one)\b \{name\}/i);
      }
    }
    expect(t('sv-SE', 'cart.decrease', { name: 'Tvättkort' })).toBe('Minska antalet: Tvättkort');
    expect(t('fi-FI', 'cart.amount', { name: 'Pesukortti' })).toBe('Pesukortti: määrä');
  });

  it('Finnish counts selected filters with the partitive: 1 valittu, 2 valittua', () => {
    expect(t('fi-FI', 'locator.filters.selected', { count: 1 })).toBe('1 valittu');
    expect(t('fi-FI', 'locator.filters.selected', { count: 2 })).toBe('2 valittua');
  });
});
