/**
 * Words: one glossary per locale (src/i18n/glossary/) names each service, fuel, station offer,
 * page and action once; the string tables take their labels from it, and the demo content's text
 * (the generator's, scripts/backend/generate/) uses the same words, so the interface and the
 * content cannot drift apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { fuelLabels, serviceKeys, type Layout, type PageContent } from '../../../src/cms/schemas';
import { glossaries, term, termIds, type TermId } from '../../../src/i18n/glossary/index';
import { pathTable, type PathKey } from '../../../src/i18n/paths';
import { en, type StringKey } from '../../../src/i18n/strings/en-EU';
import { t } from '../../../src/i18n/t';
import { generateContent, type Generated } from '../../../scripts/backend/generate/index';

const keys = Object.keys(en) as StringKey[];
const nordic = ['fi-FI', 'sv-SE', 'no-NO'] as const satisfies readonly LocaleCode[];
const filterCodes = keys.filter((k) => k.startsWith('locator.filter.')).map((k) => k.slice('locator.filter.'.length));
const sectionOf = (id: TermId) => id.slice(0, id.indexOf('.'));
const keyOf = (id: TermId) => id.slice(id.indexOf('.') + 1);
const idsIn = (section: string) => termIds.filter((id) => sectionOf(id) === section).map(keyOf);

/** The term a filter of the locator is labelled with: its service, fuel or offer. */
function filterTerm(code: string): TermId | undefined {
  return termIds.find((id) => ['service', 'fuel', 'offer'].includes(sectionOf(id)) && keyOf(id) === code);
}

/** Labels that are a term as they stand (sentences that hold one are checked by the variants). */
const labels: Partial<Record<StringKey, TermId>> = {
  'station.open24h': 'offer.open24h',
  'nav.home': 'page.frontPage',
  'breadcrumb.stations': 'page.stationSearch',
  'breadcrumb.articles': 'page.articles',
  'nav.login': 'action.logIn',
  'error.login': 'action.logIn',
  'account.login': 'action.logIn',
  'account.logout': 'action.logOut',
  'footer.cookieSettings': 'page.cookieSettings',
  'footer.downloadTitle': 'action.downloadApp',
  'locator.quickNav': 'action.findStation',
  'locator.search.submit': 'action.search',
  'cart.button': 'page.cart',
  'cart.title': 'page.cart',
  'checkout.title': 'page.checkout',
  'product.addToCart': 'action.addToCart',
  'account.title': 'page.myAccount',
  'account.menu': 'page.myAccount',
};

/** Text a reader meets with addresses taken out: a path or an e-mail address is not a word. */
const readable = (text: string) => text.replace(/\S+@\S+/g, ' ').replace(/\b(?:https?|mailto|tel):\S+/g, ' ');

/** The variants of `locale`'s glossary that `text` uses, as 'term /pattern/'. */
function variantsIn(locale: LocaleCode, text: string): string[] {
  return glossaries[locale].variants.filter((v) => v.pattern.test(readable(text))).map((v) => `${v.term} ${String(v.pattern)}`);
}

describe('the glossaries (src/i18n/glossary/)', () => {
  it('name every term in every locale, and no two services, fuels or offers of a locale alike', () => {
    for (const locale of localeCodes) {
      for (const id of termIds) expect(term(locale, id).trim(), `${locale} ${id}`).not.toBe('');
      const shown = termIds.filter((id) => ['service', 'fuel', 'offer'].includes(sectionOf(id))).map((id) => term(locale, id).toLowerCase());
      expect(
        shown.filter((word, i) => shown.indexOf(word) !== i),
        locale,
      ).toEqual([]);
    }
  });

  it('name each of spec 3’s service keys and fuel labels, and each filter of the locator', () => {
    expect(idsIn('service').sort()).toEqual([...serviceKeys].sort());
    expect(fuelLabels.filter((label) => !idsIn('fuel').includes(label))).toEqual([]);
    expect(filterCodes.filter((code) => filterTerm(code) === undefined)).toEqual([]);
  });

  it('list variants that stand for a real term and never match the term itself', () => {
    for (const locale of localeCodes) {
      for (const variant of glossaries[locale].variants) {
        expect(termIds, `${locale} ${variant.term}`).toContain(variant.term);
        expect(term(locale, variant.term), `${locale} ${String(variant.pattern)}`).not.toMatch(variant.pattern);
      }
    }
  });

  it('recognise a mention of a filter, and not filter coffee', () => {
    const says: Record<LocaleCode, [mention: string, coffee: string]> = {
      'fi-FI': ['Valitse asemahausta Lounas-suodatin.', 'Tuore pulla ja suodatinkahvi'],
      'en-EU': ['Use the Lunch filter in the station search.', 'A bun and filter coffee'],
      'sv-SE': ['Välj filtret Lunch i stationssöket.', 'En bulle och filterkaffe'],
      'no-NO': ['Velg filteret Lunsj i stasjonssøket.', 'En bolle og filterkaffe'],
    };
    for (const locale of localeCodes) {
      expect(says[locale][0], locale).toMatch(glossaries[locale].filterMention);
      expect(says[locale][1], locale).not.toMatch(glossaries[locale].filterMention);
    }
  });
});

describe('the string tables take their words from the glossary', () => {
  it('a service, a fuel and a locator filter read as the glossary names them', () => {
    for (const locale of localeCodes) {
      for (const code of idsIn('service'))
        expect(t(locale, `service.${code}` as StringKey), `${locale} ${code}`).toBe(term(locale, `service.${code}` as TermId));
      for (const code of fuelLabels) expect(t(locale, `fuel.${code}`), `${locale} ${code}`).toBe(term(locale, `fuel.${code}`));
      for (const code of filterCodes) {
        const id = filterTerm(code);
        expect(id, code).toBeDefined();
        if (id) expect(t(locale, `locator.filter.${code}` as StringKey), `${locale} ${code}`).toBe(term(locale, id));
      }
    }
  });

  it('the labels of pages and actions are the glossary’s words', () => {
    for (const locale of localeCodes) {
      for (const [key, id] of Object.entries(labels) as [StringKey, TermId][]) expect(t(locale, key), `${locale} ${key}`).toBe(term(locale, id));
    }
  });

  it('no string of a locale names a term with another word', () => {
    for (const locale of localeCodes) {
      const found = keys.flatMap((key) => variantsIn(locale, t(locale, key, {})).map((v) => `${key}: ${v}`));
      expect(found, locale).toEqual([]);
    }
  });

  it('a weekday or "tomorrow" inside a sentence is in lower case in the Nordic languages, as English keeps its capital', () => {
    for (const locale of nordic) {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const inText = t(locale, `day.inText.${n}` as StringKey);
        expect(inText, `${locale} ${n}`).toBe(inText.toLocaleLowerCase(locale));
        // the same day as the week table's row heading names it
        expect(inText.replace(/\.$/, ''), `${locale} ${n}`).toBe(t(locale, `day.${n}` as StringKey).toLocaleLowerCase(locale));
      }
      expect(t(locale, 'station.tomorrowInText'), locale).toBe(t(locale, 'station.tomorrow').toLocaleLowerCase(locale));
    }
    expect(t('en-EU', 'day.inText.3')).toBe('Wed');
  });
});

/** Fields of the content that hold addresses, codes, dates and bookkeeping: nothing a visitor reads as words. */
const notText = new Set([
  'id',
  'slug',
  'url',
  'uri',
  'src',
  'generic_url',
  'preview_url',
  'dynamic_url',
  'ext',
  'contentType',
  'code',
  'component',
  'currency',
  'date',
  'created',
  'version',
  'closes',
  'opens',
  'startTime',
  'endTime',
  'email',
  'phone',
  'postalCode',
  'market',
  'timeZone',
  'type',
  'tags',
  'filters',
  'services',
  'fuels',
  'group',
  'icon',
  'quickFilterIcon',
  'rule',
  'scaling',
  'shape',
  'size',
  'store',
  'network',
  'internal',
  'field',
  'formId',
  'views',
  'widget',
  'urn',
  'tax_class',
  'fill',
  'metadataValues',
  'appVersion',
  'localizedPagePaths',
]);

/** The text of a rich-text node and everything in it. */
function richText(node: unknown): string {
  if (node === null || typeof node !== 'object') return '';
  const { nodeType, value, content } = node as { nodeType?: unknown; value?: unknown; content?: unknown };
  if (nodeType === 'text') return typeof value === 'string' ? value : '';
  return Array.isArray(content) ? content.map(richText).join('') : '';
}

/** The texts a visitor reads in content: each rich-text paragraph or heading whole (marks and links do not split a sentence), any other text field as it is. */
function visibleTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(visibleTexts);
  if (value === null || typeof value !== 'object') return [];
  const { nodeType } = value as { nodeType?: unknown };
  if (typeof nodeType === 'string' && (nodeType === 'paragraph' || nodeType.startsWith('heading-'))) return [richText(value)];
  return Object.entries(value).flatMap(([key, field]) => (notText.has(key) || key === 'nodeType' ? [] : visibleTexts(field)));
}

describe('the demo content says what the interface says (scripts/backend/generate/)', () => {
  let generated: Generated;
  beforeAll(() => {
    generated = generateContent({ seed: 7, scale: 1, today: '2026-03-18' });
  });
  const pages = (locale: LocaleCode): PageContent[] => generated.content.pages[locale];
  const layout = (locale: LocaleCode): Layout => generated.content.layouts[locale];
  const texts = (locale: LocaleCode): string[] => [...new Set([...visibleTexts(layout(locale)), ...pages(locale).flatMap((page) => visibleTexts(page))])];

  it('reads the content’s text whole: titles, descriptions, alt texts and rich-text paragraphs', () => {
    const en = texts('en-EU');
    expect(en).toContain('Station search');
    expect(en.some((text) => text.startsWith('Our fast chargers deliver 50–300 kW'))).toBe(true);
  });

  it('names no term with another word than the interface', () => {
    for (const locale of localeCodes) {
      const found = texts(locale).flatMap((text) => variantsIn(locale, text).map((v) => `${v}: “${text.slice(0, 80)}”`));
      expect(found, locale).toEqual([]);
    }
  });

  it('sends the visitor only to filters the station search has', () => {
    for (const locale of localeCodes) {
      const locator = pages(locale)
        .flatMap((page) => ('body' in page ? page.body : []))
        .find((block) => block.contentType === 'stationLocator');
      const codes = ((locator as { filters?: { code: string }[] } | undefined)?.filters ?? []).map((f) => f.code);
      expect(codes.sort(), locale).toEqual([...filterCodes].sort());
      const names = codes.map((code) => t(locale, `locator.filter.${code}` as StringKey).toLocaleLowerCase(locale));
      const sentences = texts(locale).flatMap((text) => readable(text).split(/(?<=[.!?])\s+/));
      const promised = sentences.filter((s) => glossaries[locale].filterMention.test(s));
      const unknown = promised.filter((s) => !names.some((name) => s.toLocaleLowerCase(locale).includes(name)));
      expect(unknown, locale).toEqual([]);
    }
  });

  it('titles the pages the interface names with the glossary’s word, and the footer’s cookie and app links too', () => {
    const titled: Partial<Record<PathKey, TermId>> = {
      stationLocator: 'page.stationSearch',
      contact: 'page.customerService',
      articles: 'page.articles',
      terms: 'page.terms',
      account: 'page.myAccount',
      checkout: 'page.checkout',
    };
    for (const locale of localeCodes) {
      for (const [key, id] of Object.entries(titled) as [PathKey, TermId][]) {
        const path = (pathTable[key] as Partial<Record<LocaleCode, string>>)[locale];
        const page = pages(locale).find((p) => p.slug === path);
        expect(page?.title, `${locale} ${key}`).toBe(term(locale, id));
      }
      const { footer } = layout(locale);
      expect(footer.extraLinks.find((link) => link.internal === 'cookieConsent')?.title, locale).toBe(term(locale, 'page.cookieSettings'));
      expect(footer.icons.find((link) => link.id === 'icon-app')?.title, locale).toBe(term(locale, 'action.downloadApp'));
    }
  });
});
