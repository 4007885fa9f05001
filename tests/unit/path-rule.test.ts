import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { cmsPathProblem, isAcceptedCmsPath, MAX_SEGMENT_BYTES } from '../../src/cms/path-rule';
import { pathListingSchema, pageResponseSchema } from '../../src/cms/schemas';
import { generateContent } from '../../scripts/backend/generate/index';

describe('the CMS path rule', () => {
  it.each(['/', '/asemahaku', '/asemat/tampere-hervanta', '/lämmitysöljy', '/100%-bio', '/...', '/a.b/c', '/v1.2', '/index/x', '/ＡＢＣ'])(
    'accepts %j',
    (path) => {
      expect(cmsPathProblem(path, 'fi-FI')).toBeNull();
    },
  );

  it.each([
    ['', 'does not start'],
    ['asemahaku', 'does not start'],
    ['/asemat//akaa', 'empty segment'],
    ['//evil.example', 'empty segment'],
    ['/asemahaku/', 'empty segment'],
    ['/../../../outside/x/y', '".." segment'],
    ['/x/../../../../outside', '".." segment'],
    ['/a/./b', '"." or ".." segment'],
    ['/a\\..\\b', 'backslash'],
    ['/a\u0000b', 'control'],
    ['/a\tb', 'control'],
    ['/a\u0085b', 'control'],
    ['/a\u007fb', 'control'],
    ['/a\u200bb', 'format'],
    ['/a\u202eb', 'format'],
    ['/a\ud800b', 'surrogate'],
    ['/a\u2028b', 'control, format'],
    ['/%2e%2e/x', 'percent'],
    ['/a%2Fb', 'percent'],
    ['/a%00', 'percent'],
    ['/la\u0308mmitys', 'normal form'],
    [`/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`, 'longer than'],
    [`/${'ä'.repeat(MAX_SEGMENT_BYTES / 2 + 1)}`, 'longer than'],
    [`/${'a/'.repeat(600)}a`, 'longer than 1024'],
    ['/a.html/b', '.html'],
    ['/a.html.gz/b', '.gz'],
    ['/a.BR/b', '.br'],
    ['/x.tmp', '.tmp'],
    ['/index', 'landing page'],
    ['/en-EU/x', 'locale segment'],
    ['/EN-eu/x', 'locale segment'],
    ['/fi-fi', 'locale segment'],
  ])('refuses %j (%s)', (path, why) => {
    expect(cmsPathProblem(path, 'fi-FI')).toContain(why);
  });

  it('applies the locale-segment and "/index" rules to the default locale only', () => {
    expect(cmsPathProblem('/sv-SE/x', 'en-EU')).toBeNull();
    expect(cmsPathProblem('/index', 'sv-SE')).toBeNull();
    expect(cmsPathProblem('/index')).not.toBeNull();
  });

  it('accepts every page path of the demo content', () => {
    const { content } = generateContent({ seed: 7, scale: 1, today: '2026-03-18' });
    for (const locale of localeCodes) {
      for (const page of content.pages[locale]) {
        expect(cmsPathProblem(page.slug, locale), `${locale} ${page.slug}`).toBeNull();
        for (const [other, path] of Object.entries(page.localizedPagePaths)) expect(cmsPathProblem(path, other as LocaleCode), `${other} ${path}`).toBeNull();
      }
    }
  });

  it('holds for any path: an accepted one has only clean, non-empty segments of bounded length', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '\\',
      '%2e',
      '%2F',
      '%00',
      'a',
      'ä',
      'a\u0308',
      '\u200b',
      '\u0000',
      '\t',
      '.html',
      'en-EU',
      'index',
      '%',
      '-',
    );
    const path = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `/${s}`),
      fc.array(fc.string({ unit: 'grapheme', maxLength: 80 }), { maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
    );
    fc.assert(
      fc.property(path, fc.constantFrom(...localeCodes), (p, locale) => {
        if (!isAcceptedCmsPath(p, locale) || p === '/') return;
        const segments = p.slice(1).split('/');
        for (const segment of segments) {
          expect(segment).not.toBe('');
          expect(['.', '..']).not.toContain(segment);
          expect(new TextEncoder().encode(segment).length).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
        }
        expect(p).not.toMatch(/[\\\u0000-\u001f\u007f-\u009f]|%[0-9a-f]{2}/i);
        expect(p.normalize('NFC')).toBe(p);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the content boundary', () => {
  it('lists no page at a refused path, and names each refused one', () => {
    const entry = (path: string) => ({ path, contentType: 'standardPage', version: 'v' });
    const listing = pathListingSchema.parse({ locale: 'fi-FI', paths: [entry('/asemahaku'), entry('/../../outside/x'), entry('/asemat//akaa')] });
    expect(listing.paths.map((p) => p.path)).toEqual(['/asemahaku']);
    expect(listing.refused.map((r) => r.path)).toEqual(['/../../outside/x', '/asemat//akaa']);
  });

  it("leaves a refused path out of a page's localized paths", () => {
    const page = pageResponseSchema.parse({
      localizedPagePaths: { 'fi-FI': '/a//b', 'en-EU': '/b' },
      content: { id: 'p', contentType: 'standardPage', slug: '/b', title: 'B', localizedPagePaths: { 'sv-SE': '/x/../y' } },
    });
    expect(page.localizedPagePaths).toEqual({ 'en-EU': '/b' });
    expect(page.content.localizedPagePaths).toEqual({});
  });
});
