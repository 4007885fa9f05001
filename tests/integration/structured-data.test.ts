import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { ogLocale } from '../../src/lib/open-graph';
import { pageOfKind, requirePageKinds, type FoundPage, type PageKind } from '../../scripts/support/page-kinds';

// Structured data against schema.org's types and Google's required and recommended properties:
// Organization on the landing pages, Article (and og:type article) on article pages,
// BreadcrumbList on station and article pages. JSON-LD is data: the CSP carries no hash of it.

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

type Node = Record<string, unknown>;
let pages: FoundPage[];

beforeAll(async () => {
  pages = (await Promise.all(localeCodes.map((l) => requirePageKinds(backendUrl, l)))).flat();
});

async function load(locale: LocaleCode, kind: PageKind) {
  const page = pageOfKind(pages, kind, locale);
  const res = await fetch(`${siteUrl}${page.href}`);
  expect(res.status, page.href).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const data = blocks.map((b) => JSON.parse(b) as Node);
  const meta = (property: string) => [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
  const named = (name: string) => [...head.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
  const hreflangs = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]!).filter((h) => h !== 'x-default');
  return { href: page.href, html, head, blocks, data, meta, named, hreflangs, csp: res.headers.get('content-security-policy') ?? '' };
}

const ofType = (data: Node[], type: string) => data.filter((d) => d['@type'] === type);
const isAbsolute = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

/** Google's BreadcrumbList: itemListElement of ListItems with position (1…n), name, and item except on the last. */
function breadcrumbProblems(list: Node): string[] {
  const items = list['itemListElement'];
  if (!Array.isArray(items) || items.length < 2) return ['itemListElement: at least two ListItems'];
  return (items as Node[]).flatMap((item, i) => [
    ...(item['@type'] === 'ListItem' ? [] : [`${i}: @type ListItem`]),
    ...(item['position'] === i + 1 ? [] : [`${i}: position ${i + 1}`]),
    ...(typeof item['name'] === 'string' && item['name'] !== '' ? [] : [`${i}: name`]),
    ...(i === items.length - 1 || isAbsolute(item['item']) ? [] : [`${i}: item (absolute URL)`]),
  ]);
}

describe('structured data', () => {
  it.each(localeCodes)('the landing page (%s) says who the company is: Organization with name, url and logo', async (locale) => {
    const page = await load(locale, 'landing');
    const [org, ...more] = ofType(page.data, 'Organization');
    expect(more, page.href).toEqual([]);
    expect(org?.['@context']).toBe('https://schema.org');
    expect(typeof org?.['name'] === 'string' && org['name'] !== '').toBe(true);
    expect(isAbsolute(org?.['url'])).toBe(true);
    expect(isAbsolute(org?.['logo'])).toBe(true);
    for (const profile of (org?.['sameAs'] as unknown[] | undefined) ?? []) expect(isAbsolute(profile)).toBe(true);
    expect(page.meta('og:type')).toEqual(['website']);
  });

  it.each(localeCodes)('an article page (%s) is an article: og:type, published time, Article JSON-LD and breadcrumbs', async (locale) => {
    const page = await load(locale, 'article');
    expect(page.meta('og:type')).toEqual(['article']);
    const [published] = page.meta('article:published_time');
    expect(isIsoDate(published), page.href).toBe(true);

    const [article, ...more] = ofType(page.data, 'Article');
    expect(more).toEqual([]);
    expect(article?.['@context']).toBe('https://schema.org');
    const headline = article?.['headline'];
    expect(typeof headline === 'string' && headline.length > 0 && headline.length <= 110).toBe(true);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1]?.replace(/&amp;/g, '&').trim();
    expect(h1?.startsWith(String(headline).replace(/…$/, ''))).toBe(true);
    expect(article?.['datePublished']).toBe(published);
    expect(isIsoDate(article?.['dateModified'])).toBe(true);
    expect(Date.parse(String(article?.['dateModified']))).toBeGreaterThanOrEqual(Date.parse(String(published)));
    const images = article?.['image'] as unknown[];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every(isAbsolute)).toBe(true);
    const publisher = article?.['publisher'] as Node;
    expect(publisher['@type']).toBe('Organization');
    expect(typeof publisher['name'] === 'string' && publisher['name'] !== '').toBe(true);
    expect(isAbsolute((publisher['logo'] as Node | undefined)?.['url'])).toBe(true);
    expect(['Person', 'Organization']).toContain((article?.['author'] as Node)['@type']);
    expect(isAbsolute(page.meta('og:image')[0])).toBe(true);

    const [crumbs] = ofType(page.data, 'BreadcrumbList');
    expect(crumbs, 'BreadcrumbList').toBeDefined();
    expect(breadcrumbProblems(crumbs!)).toEqual([]);
  });

  it.each(localeCodes)('a station page (%s) carries BreadcrumbList beside its GasStation', async (locale) => {
    const page = await load(locale, 'station');
    const [crumbs, ...more] = ofType(page.data, 'BreadcrumbList');
    expect(more).toEqual([]);
    expect(breadcrumbProblems(crumbs!)).toEqual([]);
    const items = crumbs!['itemListElement'] as Node[];
    expect(items.at(-1)?.['name']).toBe(ofType(page.data, 'GasStation')[0]?.['name']);
    expect(page.meta('og:type')).toEqual(['website']);
  });

  it.each(localeCodes)(
    'a station page (%s) describes its GasStation as validators read it: absolute image, ISO country, dated hours valid on their date',
    async (locale) => {
      const page = await load(locale, 'station');
      const [station] = ofType(page.data, 'GasStation');
      expect(station, page.href).toBeDefined();
      expect(isAbsolute(station?.['image']), `${page.href} image ${String(station?.['image'])}`).toBe(true);
      expect(new URL(String(station?.['image'])).origin).toBe(new URL(String(station?.['url'])).origin);
      expect((station?.['address'] as Node)['addressCountry']).toMatch(/^(FI|SE|NO)$/);
      const hours = station?.['openingHoursSpecification'] as Node[];
      expect(hours.length).toBeGreaterThan(0);
      for (const entry of hours.filter((h) => typeof h['dayOfWeek'] === 'string')) {
        expect(entry['validFrom'], JSON.stringify(entry)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(entry['validThrough']).toBe(entry['validFrom']);
      }
    },
  );

  it.each(localeCodes)(
    'Open Graph (%s): language_TERRITORY locale, the translations as alternates, the image’s alt text and a Twitter card',
    async (locale) => {
      for (const kind of ['landing', 'article', 'station'] as const) {
        const page = await load(locale, kind);
        expect(page.meta('og:locale'), page.href).toEqual([ogLocale(locale)]);
        // the same translations as the hreflang set (both from src/lib/alternates.ts)
        const alternates = page.meta('og:locale:alternate');
        expect(alternates.length, page.href).toBe(Math.max(0, page.hreflangs.length - 1));
        for (const alternate of alternates) expect(alternate).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
        expect(alternates).not.toContain(ogLocale(locale));
        const [image] = page.meta('og:image');
        expect(isAbsolute(image), page.href).toBe(true);
        expect(page.meta('og:image:alt')[0]?.trim(), page.href).toBeTruthy();
        expect(page.named('twitter:card'), page.href).toEqual(['summary_large_image']);
      }
    },
  );

  it('JSON-LD is data, not script: the page policy carries no hash of it', async () => {
    const page = await load('fi-FI', 'article');
    expect(page.blocks.length).toBeGreaterThan(1);
    for (const block of page.blocks) {
      const hash = createHash('sha256').update(block).digest('base64');
      expect(page.csp).not.toContain(hash);
    }
  });
});
