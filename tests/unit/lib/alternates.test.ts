/**
 * A page's hreflang alternates (src/lib/alternates.ts): the one rule the head and the sitemap
 * follow. First the rule against a simple model, for any page and any set of indexable pages; then
 * its two inputs against each other, for any content of the CMS: what a render learns of a page's
 * translations from the content backend (src/cms/translations.ts, through the route's data) and
 * what the sitemap reads from the pages the build keeps give the same set, page by page.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CmsClient } from '../../../src/cms/client';
import { loadRouteData } from '../../../src/cms/page-data';
import { pageIndexingSchema, pageResponseSchema, type Layout } from '../../../src/cms/schemas';
import { defaultLocale, getLocale, localeCodes, type LocaleCode } from '../../../src/config/locales';
import { internalPath } from '../../../src/i18n/paths';
import { pageAlternates, type AlternatesPage } from '../../../src/lib/alternates';
import { sitemapParts, type SitemapPage } from '../../../src/lib/sitemap';

const paths = ['/', '/a', '/b'];
const url = (path: string, locale: LocaleCode) => `https://${locale}.example${path === '/' ? '' : path}`;
const key = (locale: string, path: string) => `${locale}|${path}`;

const locale = fc.constantFrom(...localeCodes);
const path = fc.constantFrom(...paths);
const translations = fc.dictionary(locale, path, { maxKeys: 4 });

describe('pageAlternates', () => {
  it('lists the page and its indexable translations, x-default last, or nothing: as a simple model says', () => {
    const page = fc.record({ locale, path, noIndex: fc.boolean(), translations });
    const indexable = fc.uniqueArray(fc.tuple(locale, path), { maxLength: 12 }).map((pairs) => new Set(pairs.map(([l, p]) => key(l, p))));
    fc.assert(
      fc.property(page, indexable, (page: AlternatesPage, indexable) => {
        const got = pageAlternates(page, (l, p) => indexable.has(key(l, p)), url);

        // the model: every locale of the table, the page itself or an indexable translation
        const members = localeCodes.flatMap((code) => {
          const at = code === page.locale ? page.path : page.translations[code];
          return at !== undefined && (code === page.locale || indexable.has(key(code, at))) ? [{ code, at }] : [];
        });
        const byLocale = new Map(members.map((m) => [m.code, m]));
        const xDefault = byLocale.get(defaultLocale) ?? byLocale.get('en-EU') ?? members[0];
        const expected =
          page.noIndex || members.length < 2 || !xDefault
            ? []
            : [
                ...members.map((m) => ({ hreflang: getLocale(m.code).iso, href: url(m.at, m.code) })),
                { hreflang: 'x-default', href: url(xDefault.at, xDefault.code) },
              ];
        expect(got).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('names a page once per language, and the page itself whenever it names any', () => {
    fc.assert(
      fc.property(locale, path, translations, (own, at, translations) => {
        const got = pageAlternates({ locale: own, path: at, noIndex: false, translations }, () => true, url);
        const languages = got.map((a) => a.hreflang);
        expect(new Set(languages).size).toBe(languages.length);
        if (got.length > 0) expect(got).toContainEqual({ hreflang: getLocale(own).iso, href: url(at, own) });
      }),
    );
  });
});

/** One entry of the CMS at a path of a locale. */
interface CmsPage {
  noIndex: boolean;
  /** a card list redirect (spec 2.5): a redirect, no page */
  redirect: boolean;
  /** its own entry of localizedPagePaths names another path: not the canonical path, a 404 */
  movedTo: string | null;
  translations: Partial<Record<LocaleCode, string>>;
}

const cmsPage: fc.Arbitrary<CmsPage> = fc.record({
  noIndex: fc.boolean(),
  redirect: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  movedTo: fc.option(path, { freq: 5 }),
  translations,
});
const cms = fc.dictionary(
  fc.tuple(locale, path).map(([l, p]) => key(l, p)),
  cmsPage,
  { maxKeys: 12 },
);

/** The content client of a CMS model: one answer per page, read by each call's schema. */
function clientOf(content: Record<string, CmsPage>): CmsClient {
  const answer = (at: string, code: LocaleCode): unknown => {
    const page = content[key(code, at)];
    if (!page) return null;
    const own = { ...page.translations, [code]: page.movedTo ?? at };
    const body = [
      { id: 'h', contentType: 'hero', title: 'A hero' },
      ...(page.redirect ? [{ id: 'r', contentType: 'cardList', display: { component: 'redirect', url: 'https://elsewhere.example/' }, cards: [] }] : []),
      { id: 'c', contentType: 'cardList', display: { component: 'cards' }, cards: [] },
    ];
    return {
      localizedPagePaths: own,
      content: { id: `page${at}`, contentType: 'standardPage', slug: at, title: 't', noIndex: page.noIndex, localizedPagePaths: own, body },
    };
  };
  const read = <T>(json: unknown, parse: (json: unknown) => T): T | null => (json === null ? null : parse(json));
  return {
    layout: async () => ({}) as Layout,
    page: async (at: string, code: LocaleCode) => read(answer(at, code), (json) => pageResponseSchema.parse(json)),
    pageIndexing: async (at: string, code: LocaleCode) => read(answer(at, code), (json) => pageIndexingSchema.parse(json)),
    search: () => Promise.reject(new Error('no article lists here')),
    paths: () => Promise.reject(new Error('not asked')),
  };
}

describe('the head and the sitemap agree on any content', () => {
  it("a render's alternates (asked of the CMS) equal the sitemap's (read from the pages kept), page by page", async () => {
    await fc.assert(
      fc.asyncProperty(cms, async (content) => {
        const client = clientOf(content);
        // what a build keeps: every path the CMS has that renders as a page (src/cms/page-data.ts)
        const kept = [];
        for (const at of Object.keys(content)) {
          const [code, p] = at.split('|') as [LocaleCode, string];
          const data = await loadRouteData(internalPath(p, code), { client });
          if (data.kind === 'page') kept.push(data);
        }
        // the sitemap, from the kept pages' records (src/server/api/seo-files.ts)
        const records: SitemapPage[] = kept.map((d) => ({
          locale: d.locale,
          path: d.path,
          noIndex: d.content.noIndex,
          lastmod: '',
          alternates: d.content.localizedPagePaths,
        }));
        const parts = sitemapParts(records, url);
        const sitemap = new Map(
          parts.pages.map((page) => [
            url(page.path, page.locale),
            [...parts.entry(page).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => ({
              hreflang,
              href,
            })),
          ]),
        );
        for (const d of kept) {
          // the head's call (src/components/layout/SeoHead.astro)
          const head = pageAlternates(
            { locale: d.locale, path: d.path, noIndex: d.content.noIndex, translations: d.content.localizedPagePaths },
            (code, p) => d.indexableTranslations[code] === p,
            url,
          );
          expect({ page: url(d.path, d.locale), head }).toEqual({ page: url(d.path, d.locale), head: sitemap.get(url(d.path, d.locale)) ?? [] });
        }
      }),
      { numRuns: 300 },
    );
  });
});
