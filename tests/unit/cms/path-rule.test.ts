import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { siteRoutes } from '../../../src/config/site-routes';
import { t } from '../../../src/i18n/t';
import {
  cmsPagePath,
  isAcceptedPagePath,
  MAX_PAGE_PATH,
  MAX_SEGMENT_BYTES,
  normalizeSlug,
  pagePathProblem,
  pathProblemText,
  pathRefusalText,
  type PathProblem,
  type PathProblemCode,
} from '../../../src/cms/path-rule';
import { pathListingSchema, pageResponseSchema } from '../../../src/cms/schemas';
import { screenChange } from '../../../src/cms/webhook';
import { generateContent } from '../../../scripts/backend/generate/index';

const code = (path: string, locale: LocaleCode = 'fi-FI'): PathProblemCode | null => pagePathProblem(path, locale)?.code ?? null;

/** Editors' input and CMS paths built from the pieces that make trouble, for the properties below. */
const piece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '\\',
  '%2e',
  '%2F',
  '%',
  '?',
  '#',
  '"',
  "'",
  '<',
  '\u0000',
  '\t',
  ' ',
  '\u00a0',
  '_',
  '-',
  'a',
  'A',
  'ä',
  'Ä',
  'a\u0308',
  'Ａ',
  '\u200b',
  'v.47',
  '.html',
  '.gz',
  'en-EU',
  'index',
  'api',
  'healthz',
  'preview',
  '_edge',
  'robots.txt',
  'x'.repeat(120),
);
const rawPath = fc.oneof(
  fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')),
  fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => `/${parts.join('')}`),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`),
  fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
);
const locale = fc.constantFrom(...localeCodes);

describe('the page-path rule', () => {
  it.each([
    '/',
    '/asemahaku',
    '/asemat/tampere-hervanta',
    '/lämmitysöljy',
    // a week number or a version: a page, served as one
    '/erbjudanden/v.47',
    '/hinnasto-2026.1',
    '/v1.2',
    '/a.b/c',
    '/index/x',
    '/ａｂｃ',
    '/100-bio',
    // beside the site's own routes, not under them
    '/api-docs',
    '/preview-2026',
    '/healthz-info',
    '/data-protection',
    '/robots',
    '/x/api',
  ])('accepts %j', (path) => {
    expect(pagePathProblem(path, 'fi-FI')).toBeNull();
  });

  it.each<[string, PathProblemCode]>([
    ['', 'not-a-path'],
    ['asemahaku', 'not-a-path'],
    ['/offer?x=1', 'character'],
    ['/kayttoehdot#osa', 'character'],
    ['/100%-bio', 'character'],
    ['/%2e%2e/x', 'character'],
    ['/a"b', 'character'],
    ["/a'b", 'character'],
    ['/a<b>', 'character'],
    ['/a\\..\\b', 'character'],
    ['/a\u0000b', 'character'],
    ['/a\tb', 'character'],
    ['/a\u0085b', 'character'],
    ['/a\u200bb', 'character'],
    ['/a\u202eb', 'character'],
    ['/a\ud800b', 'character'],
    ['/a\ue000b', 'character'],
    ['/a+b', 'character'],
    ['/Summer Offer 2026', 'not-normal'],
    ['/summer offer', 'not-normal'],
    ['/summer_offer', 'not-normal'],
    ['/Asemahaku', 'not-normal'],
    ['/ＡＢＣ', 'not-normal'],
    ['/la\u0308mmitys', 'not-normal'],
    ['/asemahaku/', 'not-normal'],
    ['/asemat//akaa', 'empty-segment'],
    ['//evil.example', 'empty-segment'],
    ['/../../../outside/x/y', 'dot-segment'],
    ['/a/./b', 'dot-segment'],
    ['/.well-known/x', 'dot-segment'],
    ['/v.', 'dot-segment'],
    [`/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`, 'segment-too-long'],
    [`/${'ä'.repeat(MAX_SEGMENT_BYTES / 2 + 1)}`, 'segment-too-long'],
    [`/${'a/'.repeat(600)}a`, 'too-long'],
    ['/a.html/b', 'file-suffix'],
    ['/a.html.gz/b', 'file-suffix'],
    ['/x.tmp', 'file-suffix'],
    ['/x.br', 'file-suffix'],
    ['/api', 'reserved'],
    ['/api/v1/x', 'reserved'],
    ['/assets/x.jpg', 'reserved'],
    ['/_astro/x', 'reserved'],
    ['/proxy', 'reserved'],
    ['/builds/latest.json', 'reserved'],
    ['/data/stations-fi-FI.json', 'reserved'],
    ['/robots.txt', 'reserved'],
    ['/sitemap.xml', 'reserved'],
    ['/favicon.ico', 'reserved'],
    ['/healthz', 'reserved'],
    ['/preview', 'reserved'],
    ['/preview/x', 'reserved'],
    ['/_edge/entry-decision', 'reserved'],
    ['/index', 'landing-file'],
    ['/en-eu/x', 'locale-segment'],
    ['/fi-fi', 'locale-segment'],
  ])('refuses %j (%s)', (path, problem) => {
    expect(code(path)).toBe(problem);
  });

  it('refuses every route of the site and what lies under it, in every locale', () => {
    for (const l of localeCodes) {
      for (const route of Object.values(siteRoutes)) {
        expect(code(route, l), `${l} ${route}`).toBe('reserved');
        expect(code(`${route}/x`, l), `${l} ${route}/x`).toBe('reserved');
      }
    }
  });

  it('refuses a locale as the first part in every locale, and "/index" in the default locale only', () => {
    for (const l of localeCodes) expect(code('/sv-se/x', l)).toBe('locale-segment');
    expect(code('/index', 'sv-SE')).toBeNull();
    expect(code('/index')).toBe('landing-file');
  });

  it('accepts every page path of the demo content', () => {
    const { content } = generateContent({ seed: 7, scale: 1, today: '2026-03-18' });
    for (const l of localeCodes) {
      for (const page of content.pages[l]) {
        expect(pagePathProblem(page.slug, l), `${l} ${page.slug}`).toBeNull();
        for (const [other, path] of Object.entries(page.localizedPagePaths)) expect(pagePathProblem(path, other as LocaleCode), `${other} ${path}`).toBeNull();
      }
    }
  });

  it('holds for any path: an accepted one has only clean, non-empty parts of bounded length, and is its own normal form', () => {
    fc.assert(
      fc.property(rawPath, locale, (p, l) => {
        if (!isAcceptedPagePath(p, l) || p === '/') return;
        for (const segment of p.slice(1).split('/')) {
          expect(segment).not.toBe('');
          expect(segment).toMatch(/^[^.].*[^.]$|^[^.]$/u);
          expect(new TextEncoder().encode(segment).length).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
        }
        // nothing a URL, a file system or markup reads as anything but text
        expect(p).toMatch(/^[\p{L}\p{M}\p{N}./-]+$/u);
        expect(normalizeSlug(p)).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the CMS boundary: normalise, then the rule', () => {
  it.each([
    ['/Summer Offer 2026', '/summer-offer-2026'],
    ['  summer_offer / 2026 ', '/summer-offer/2026'],
    ['/summer  _ \u00a0offer', '/summer-offer'],
    ['/erbjudanden/V.47/', '/erbjudanden/v.47'],
    ['/la\u0308mmitys', '/lämmitys'],
    ['/ÅRETS\u00a0NYHETER', '/årets-nyheter'],
    ['', '/'],
  ])('writes %j as %j', (input, path) => {
    expect(cmsPagePath(input, 'sv-SE')).toEqual({ ok: true, path, input });
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(rawPath, fc.string({ unit: 'grapheme', maxLength: 40 })), (input) => {
        const once = normalizeSlug(input);
        expect(normalizeSlug(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts exactly what the site accepts: a saved path is one the site keeps, and a path the site keeps is saved as it is', () => {
    fc.assert(
      fc.property(rawPath, locale, (input, l) => {
        const verdict = cmsPagePath(input, l);
        if (verdict.ok) {
          expect(pagePathProblem(verdict.path, l)).toBeNull();
        } else {
          // what the CMS refuses, the site refuses too (content from a CMS that skips the step)
          expect(pagePathProblem(normalizeSlug(input), l)).toEqual(verdict.problem);
        }
        if (isAcceptedPagePath(input, l)) expect(verdict).toEqual({ ok: true, path: input, input });
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the editor's words", () => {
  it.each([
    ['/offer?x=1', '“?”'],
    ['/x#y', '“#”'],
    ['/100%', '“%”'],
    ['/a"b', '“"”'],
    ['/a<b', '“<”'],
    ['/a\u200bb', 'U+200B'],
    ['/a\tb', 'U+0009'],
  ])('name the character of %j', (input, named) => {
    const verdict = cmsPagePath(input, 'en-EU');
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    const text = pathRefusalText(input, verdict.problem);
    expect(text).toContain(named);
    expect(text).toContain(input);
  });

  it('name the route the site keeps', () => {
    const problem = pagePathProblem('/api/offers', 'en-EU')!;
    expect(pathRefusalText('/api/offers', problem)).toBe('The path “/api/offers” cannot be used: the site keeps “/api” and everything under it for itself.');
  });

  it('exist in all four locales for every problem, with the path and what the problem names', () => {
    const problems: PathProblem[] = [
      { code: 'not-a-path' },
      { code: 'too-long', max: 1024 },
      { code: 'character', char: '?' },
      { code: 'not-normal', suggestion: '/a-b' },
      { code: 'not-normal', suggestion: null },
      { code: 'empty-segment' },
      { code: 'dot-segment' },
      { code: 'segment-too-long', max: MAX_SEGMENT_BYTES },
      { code: 'file-suffix', suffix: '.html' },
      { code: 'reserved', route: '/api' },
      { code: 'landing-file' },
      { code: 'locale-segment', segment: 'en-eu' },
    ];
    for (const l of localeCodes) {
      const seen = new Set<string>();
      for (const problem of problems) {
        const text = pathRefusalText('/x?y', problem, l);
        expect(text, `${l} ${problem.code}`).toContain('/x?y');
        expect(text).not.toMatch(/\{\w+\}/);
        const named = Object.entries(problem).find(([k]) => k !== 'code')?.[1];
        if (named !== undefined && named !== null) expect(pathProblemText(problem, l)).toContain(String(named));
        seen.add(pathProblemText(problem, l));
      }
      expect(seen.size, l).toBe(problems.length);
    }
  });
});

describe('the content boundary', () => {
  it('lists no page at a refused path, and names each refused one with its problem', () => {
    const entry = (path: string) => ({ path, contentType: 'standardPage', version: 'v' });
    const listing = pathListingSchema.parse({
      locale: 'fi-FI',
      paths: [entry('/asemahaku'), entry('/../../outside/x'), entry('/asemat//akaa'), entry('/healthz'), entry('/erbjudanden/v.47'), entry('/offer?x=1')],
    });
    expect(listing.paths.map((p) => p.path)).toEqual(['/asemahaku', '/erbjudanden/v.47']);
    expect(listing.refused.map((r) => [r.path, r.problem.code])).toEqual([
      ['/../../outside/x', 'dot-segment'],
      ['/asemat//akaa', 'empty-segment'],
      ['/healthz', 'reserved'],
      ['/offer?x=1', 'character'],
    ]);
  });

  it("leaves a refused path out of a page's localized paths", () => {
    const page = pageResponseSchema.parse({
      localizedPagePaths: { 'fi-FI': '/a//b', 'en-EU': '/b', 'no-NO': '/preview/b' },
      content: { id: 'p', contentType: 'standardPage', slug: '/b', title: 'B', localizedPagePaths: { 'sv-SE': '/x/../y' } },
    });
    expect(page.localizedPagePaths).toEqual({ 'en-EU': '/b' });
    expect(page.content.localizedPagePaths).toEqual({});
  });

  it('follows no move into a refused path, and records no redirect from one', () => {
    const moved = screenChange({ type: 'page', action: 'updated', locale: 'fi-FI', path: '/api/x', previousPath: '/vanha', tags: [] });
    expect(moved.change).toMatchObject({ action: 'updated', path: '/vanha' });
    expect(moved.change).not.toHaveProperty('previousPath');
    expect(moved.refused.map((r) => r.problem.code)).toEqual(['reserved']);
  });
});

describe('the rule at its bounds', () => {
  it('takes a path of MAX_PAGE_PATH characters and a part of MAX_SEGMENT_BYTES bytes, and no more', () => {
    const part = 'a'.repeat(MAX_SEGMENT_BYTES);
    const longest = `/${part}/${part}/${part}/${part}/${part}/${'b'.repeat(MAX_PAGE_PATH - 6 - 5 * MAX_SEGMENT_BYTES)}`;
    expect(longest).toHaveLength(MAX_PAGE_PATH);
    expect(pagePathProblem(longest, 'fi-FI')).toBeNull();
    expect(pagePathProblem(`${longest}b`, 'fi-FI')).toEqual({ code: 'too-long', max: MAX_PAGE_PATH });
    // 'ä' is two bytes of UTF-8
    expect(pagePathProblem(`/${'ä'.repeat(MAX_SEGMENT_BYTES / 2)}`, 'fi-FI')).toBeNull();
    expect(pagePathProblem(`/${'ä'.repeat(MAX_SEGMENT_BYTES / 2)}a`, 'fi-FI')).toEqual({ code: 'segment-too-long', max: MAX_SEGMENT_BYTES });
  });

  it('is no path when it is not text', () => {
    expect(pagePathProblem(undefined as never)).toEqual({ code: 'not-a-path' });
  });

  it('suggests the normal form only when the site would take it', () => {
    expect(pagePathProblem('/Kesä ale', 'fi-FI')).toEqual({ code: 'not-normal', suggestion: '/kesä-ale' });
    expect(pagePathProblem('/Kesä.', 'fi-FI')).toEqual({ code: 'not-normal', suggestion: null });
  });
});

describe("each problem's own words", () => {
  const cases: [PathProblem, string, Record<string, string | number>][] = [
    [{ code: 'not-a-path' }, 'pagePath.notAPath', {}],
    [{ code: 'too-long', max: 1024 }, 'pagePath.tooLong', { max: 1024 }],
    [{ code: 'not-normal', suggestion: '/a-b' }, 'pagePath.notNormal', { suggestion: '/a-b' }],
    [{ code: 'not-normal', suggestion: null }, 'pagePath.notNormalNoSuggestion', {}],
    [{ code: 'empty-segment' }, 'pagePath.emptySegment', {}],
    [{ code: 'dot-segment' }, 'pagePath.dotSegment', {}],
    [{ code: 'segment-too-long', max: MAX_SEGMENT_BYTES }, 'pagePath.segmentTooLong', { max: MAX_SEGMENT_BYTES }],
    [{ code: 'file-suffix', suffix: '.html' }, 'pagePath.fileSuffix', { suffix: '.html' }],
    [{ code: 'reserved', route: '/api' }, 'pagePath.reserved', { route: '/api' }],
    [{ code: 'landing-file' }, 'pagePath.landingFile', {}],
    [{ code: 'locale-segment', segment: 'en-eu' }, 'pagePath.localeSegment', { segment: 'en-eu' }],
  ];

  it('are its own string in every locale', () => {
    for (const l of localeCodes) {
      for (const [problem, key, params] of cases) expect(pathProblemText(problem, l), `${l} ${key}`).toBe(t(l, key as never, params));
    }
  });

  it("quote a visible character in the locale's own quotes", () => {
    const quoted = (l: LocaleCode) => pathProblemText({ code: 'character', char: '?' }, l);
    expect(quoted('en-EU')).toContain('“?”');
    expect(quoted('no-NO')).toContain('«?»');
    expect(quoted('sv-SE')).toContain('”?”');
    expect(quoted('fi-FI')).toContain('”?”');
  });
});
