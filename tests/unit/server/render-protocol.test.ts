import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerHeaders, classifyRender, recordFromRender, renderLocals, type PageFacts } from '../../../src/server/render-protocol';
import { canonicalPagePath, isCanonicalPath, normalizeCmsPath } from '../../../src/cms/canonical';
import type { PageResponse } from '../../../src/cms/schemas';

const header = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function pageHeaders(locale: string, own: string | null): Headers {
  const h = new Headers({ 'x-page-deps': header({ id: 'p1', locale, tags: [] }), 'x-page-kind': 'standard', 'x-content-version': 'v1' });
  if (own !== null) h.set('x-page-alternates', header({ [locale]: own }));
  return h;
}

describe('the render protocol', () => {
  it('keeps a 200 made with its layout under its canonical path', () => {
    const verdict = classifyRender('/en-EU/stationsearch', { status: 200, headers: pageHeaders('en-EU', '/stationsearch'), body: '<p>ok</p>' });
    expect(verdict.kind).toBe('page');
    if (verdict.kind === 'page') expect(verdict.record('en-EU/stationsearch.html')).toMatchObject({ file: 'en-EU/stationsearch.html', deps: { id: 'p1' } });
    expect(classifyRender('/', { status: 200, headers: pageHeaders('fi-FI', '/'), body: '' }).kind).toBe('page');
    expect(classifyRender('/en-EU', { status: 200, headers: pageHeaders('en-EU', '/'), body: '' }).kind).toBe('page');
  });

  it('never keeps a page under another path than its canonical one', () => {
    for (const alias of ['/en-EU/EN-eu/stationsearch', '/en-EU/%73tationsearch', '/en-EU/stationsearch#x', '/preview/en-EU/stationsearch']) {
      const verdict = classifyRender(alias, { status: 200, headers: pageHeaders('en-EU', '/stationsearch'), body: '' });
      expect(verdict).toMatchObject({ kind: 'error', status: 404 });
    }
  });

  it('never keeps a page made without its layout, at a reserved path, or without its dependency header', () => {
    const degraded = pageHeaders('fi-FI', '/x');
    degraded.set('x-render-degraded', 'layout');
    expect(classifyRender('/x', { status: 200, headers: degraded, body: '' })).toMatchObject({ kind: 'error', reason: 'layout could not be loaded' });
    expect(classifyRender('/robots.txt', { status: 200, headers: pageHeaders('fi-FI', '/robots.txt'), body: '' })).toMatchObject({
      kind: 'error',
      status: 404,
    });
    expect(classifyRender('/en-EU/api/x', { status: 200, headers: pageHeaders('en-EU', '/api/x'), body: '' })).toMatchObject({ kind: 'error', status: 404 });
    // a dotted path is a page's like any other (src/cms/path-rule.ts)
    expect(classifyRender('/erbjudanden/v.47', { status: 200, headers: pageHeaders('fi-FI', '/erbjudanden/v.47'), body: '' })).toMatchObject({ kind: 'page' });
    expect(classifyRender('/x', { status: 200, headers: new Headers(), body: '' })).toMatchObject({ kind: 'error' });
  });

  it('tells a redirect, an absent page and an error apart, keeping Retry-After', () => {
    expect(classifyRender('/x', { status: 307, headers: new Headers({ location: '/y' }), body: '' })).toEqual({ kind: 'redirect', location: '/y' });
    expect(classifyRender('/x', { status: 307, headers: new Headers({ location: '//evil.example' }), body: '' })).toEqual({ kind: 'redirect', location: '/' });
    expect(classifyRender('/x', { status: 404, headers: new Headers(), body: 'nf' })).toEqual({ kind: 'absent', status: 404, body: 'nf' });
    expect(classifyRender('/x', { status: 503, headers: new Headers({ 'retry-after': '30' }), body: 'e' })).toMatchObject({
      kind: 'error',
      status: 503,
      retryAfter: '30',
    });
  });
});

describe('canonical paths', () => {
  const response = (paths: Record<string, string>, slug = '/kayttoehdot') =>
    ({ localizedPagePaths: paths, content: { slug, localizedPagePaths: {} } }) as unknown as PageResponse;

  it("are the CMS's localized path for the locale, else the slug, in the backend's form", () => {
    expect(canonicalPagePath(response({ 'fi-FI': '/kayttoehdot/' }), 'fi-FI')).toBe('/kayttoehdot');
    expect(canonicalPagePath(response({}, 'x'), 'en-EU')).toBe('/x');
    expect(normalizeCmsPath('')).toBe('/');
  });

  it('match only the exact decoded path', () => {
    const r = response({ 'fi-FI': '/kayttoehdot' });
    expect(isCanonicalPath('/kayttoehdot', r, 'fi-FI')).toBe(true);
    for (const other of ['/Kayttoehdot', '/kayttoehdot#frag', '/%6Bayttoehdot', '/preview/kayttoehdot', '/kayttoehdot?x']) {
      expect(isCanonicalPath(other, r, 'fi-FI')).toBe(false);
    }
  });
});

describe('the route’s answer', () => {
  const text = fc.string({ maxLength: 12 });
  const facts: fc.Arbitrary<PageFacts> = fc.record(
    {
      kind: fc.constantFrom('landing', 'standard', 'article', 'station'),
      version: fc.string({ maxLength: 30 }).filter((v) => /^[\x20-\x7e]*$/.test(v) && v.trim() === v),
      noIndex: fc.boolean(),
      alternates: fc.dictionary(fc.constantFrom('fi-FI', 'en-EU', 'sv-SE', 'no-NO'), text),
      indexableTranslations: fc.dictionary(fc.constantFrom('fi-FI', 'en-EU', 'sv-SE', 'no-NO'), text),
      deps: fc.record(
        { id: text, locale: fc.constantFrom('fi-FI', 'sv-SE'), tags: fc.array(text, { maxLength: 3 }), station: fc.option(text, { nil: undefined }) },
        { requiredKeys: ['id', 'locale', 'tags'] },
      ),
    },
    { requiredKeys: ['kind', 'version', 'noIndex', 'alternates', 'deps'] },
  );

  it('reaches the manifest record as the route gave it, whatever the facts hold (any text, any language)', () => {
    fc.assert(
      fc.property(facts, (page) => {
        const locals = renderLocals({ path: '/x', layoutRevision: 'r1', error: null, preview: false, form: null });
        locals.answer.page = page;
        const headers = new Headers();
        answerHeaders(headers, locals.answer);
        expect(recordFromRender(headers, 'x.html')).toEqual({ ...page, file: 'x.html' });
      }),
      { numRuns: 300 },
    );
  });

  it('a page made without its layout is an error, never kept', () => {
    const locals = renderLocals({ path: '/', layoutRevision: 'r1', error: null, preview: false, form: null });
    locals.answer.page = { kind: 'landing', version: 'v', noIndex: false, alternates: { 'fi-FI': '/' }, deps: { id: 'p', locale: 'fi-FI', tags: [] } };
    locals.answer.degraded = true;
    const headers = new Headers();
    answerHeaders(headers, locals.answer);
    expect(classifyRender('/', { status: 200, headers, body: '' })).toMatchObject({ kind: 'error', reason: 'layout could not be loaded' });
    const without = new Headers();
    answerHeaders(without, { ...locals.answer, degraded: false });
    expect(classifyRender('/', { status: 200, headers: without, body: '' }).kind).toBe('page');
  });
});
