import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { en, type StringKey } from '../../src/i18n/strings/en-EU';
import { t } from '../../src/i18n/t';
import { ownPlaceholders } from '../../src/i18n/own-placeholders';

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
        readFileSync(new URL(`../../src/i18n/strings/${f}`, import.meta.url), 'utf8'),
      );
    for (const locale of localeCodes) {
      const defined = files(locale).flatMap((text) => [...text.matchAll(/^ {2}'([\w.]+)':(?: |$)/gm)].map((m) => m[1]));
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

describe('terminology: one term per service, fuel and product in each locale', () => {
  // Filter codes that name a service or fuel shown on the station page (spec 2.4): the filter and
  // the station page must use the same word (a visitor filters by what the station page lists).
  const sameAs: Record<string, StringKey> = {
    helmisimpukka: 'service.helmisimpukka',
    open24h: 'station.open24h',
    perfectcarwash: 'service.perfectcarwash',
    lunch: 'service.lunch',
    weekendlunch: 'service.weekendlunch',
    breakfastbuffet: 'service.breakfastbuffet',
    pizza: 'service.pizza',
    alwaysonoffer: 'service.alwaysonoffer',
    selfservicecarwash: 'service.selfservicecarwash',
    trailerrent: 'service.trailerrent',
    truckfuelingpoint: 'service.truckfuelingpoint',
    shower: 'service.shower',
    sauna: 'service.sauna',
    caravanparking: 'service.caravanparking',
    selfservicepaymentterminal: 'service.selfservicepaymentterminal',
    re85: 'fuel.re85',
    adblue: 'fuel.adblue',
    post: 'service.post',
    matkahuolto: 'service.matkahuolto',
    atm: 'service.atm',
    veikkaus: 'service.veikkaus',
    meetingroom: 'service.meetingroom',
    schenker: 'service.schenker',
    budbee: 'service.budbee',
  };

  it('lists every filter whose code is also a service or fuel', () => {
    const filterCodes = keys.filter((k) => k.startsWith('locator.filter.')).map((k) => k.slice('locator.filter.'.length));
    const shared = filterCodes.filter((code) => Object.hasOwn(en, `service.${code}`) || Object.hasOwn(en, `fuel.${code}`));
    for (const code of shared) expect(Object.keys(sameAs), code).toContain(code);
  });

  it('the locator filter and the station page name each service and fuel alike, in every locale', () => {
    for (const locale of localeCodes) {
      for (const [code, key] of Object.entries(sameAs)) {
        expect(raw(locale, `locator.filter.${code}` as StringKey), `${locale} ${code}`).toBe(raw(locale, key));
      }
    }
  });

  // Words with a variant the tables used before: the variant must appear nowhere in that locale.
  const variants: Record<LocaleCode, RegExp[]> = {
    'fi-FI': [/ALV/, /arvonlisävero/i, /\d+h\b/, /Itsepalvelukassa/, /Raskaan liikenteen/],
    'sv-SE': [/utan moms/, /kundservice/i, /Cookie-/, /Perfect-/, /Gör-det-själv/i, /Självbetjäningskassa/, /tankning för lastbilar/i, /på erbjudande/],
    'no-NO': [/uten mva/, /Perfect-/, /Frokostbuffé/, /Selvbetjent kasse/, /Fyllepunkt/, /på tilbud/, /ulovlig/, /^Sjekk feltene/],
    'en-EU': [/fueling/, /Chosen station/, /Front page/],
  };

  it('no table keeps a replaced variant of a term (VAT, customer service, car wash, cookie settings…)', () => {
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
