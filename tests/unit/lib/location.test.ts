import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendQuery, encodePath, escapeQuery, escapeUriReference, pathLocation } from '../../../src/lib/location';
import { localeCodes } from '../../../src/config/locales';
import { cmsPagePath } from '../../../src/cms/path-rule';
import { localizedHref } from '../../../src/i18n/paths';
import { decodeLocation, isUriReference } from '../../support/uri-reference';

/** What Node accepts in a header value without throwing, and what a Location may hold: visible ASCII. */
const headerSafe = /^[\x21-\x7e]*$/;

describe('encodePath (decoded paths)', () => {
  it('encodes non-ASCII, space and control characters as UTF-8 escapes', () => {
    expect(encodePath('/ā')).toBe('/%C4%81');
    expect(encodePath('/stationer/malmö')).toBe('/stationer/malm%C3%B6');
    expect(encodePath('/ /evil.com')).toBe('/%20/evil.com');
    expect(encodePath('/a\u0000b\u007f')).toBe('/a%00b%7F');
  });

  it("encodes '%', '?' and '#' so a decoded path is never decoded a second time", () => {
    expect(encodePath('/%61semahaku')).toBe('/%2561semahaku');
    expect(encodePath('/kayttoehdot#frag')).toBe('/kayttoehdot%23frag');
    expect(encodePath('/x?y')).toBe('/x%3Fy');
  });

  it('round-trips through one decoding, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const path = `/${s}`;
        const encoded = encodePath(path);
        expect(encoded).toMatch(headerSafe);
        // lone surrogates become U+FFFD; everything else comes back exactly
        expect(decodeURIComponent(encoded)).toBe(path.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
      }),
    );
  });
});

describe('escapeUriReference (values that already are URIs)', () => {
  it('keeps valid escapes and URI delimiters, escapes the rest', () => {
    expect(escapeUriReference('/x%C3%A4?a=1&b=%20#f')).toBe('/x%C3%A4?a=1&b=%20#f');
    expect(escapeUriReference('/ä ö')).toBe('/%C3%A4%20%C3%B6');
    expect(escapeUriReference('/100%')).toBe('/100%25');
    expect(escapeUriReference('/%zz')).toBe('/%25zz');
    expect(escapeUriReference('https://example.fi/a b')).toBe('https://example.fi/a%20b');
  });

  it('is idempotent and always header-safe', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = escapeUriReference(s);
        expect(once).toMatch(headerSafe);
        expect(escapeUriReference(once)).toBe(once);
      }),
    );
  });
});

describe('pathLocation', () => {
  it('encodes the path and escapes the query, keeping its escapes', () => {
    expect(pathLocation('/ä', '?q=%C3%A4 x#y')).toBe('/%C3%A4?q=%C3%A4%20x%23y');
    expect(pathLocation('/x', '')).toBe('/x');
    expect(escapeQuery('?')).toBe('');
  });
});

describe('appendQuery (spec 2.6, 9: the query string is appended to the target)', () => {
  it('appends after the target, joins a query the target has with "&", and keeps a fragment last', () => {
    expect(appendQuery('/x', '?a=1')).toBe('/x?a=1');
    expect(appendQuery('/x?service=MAIN', '?a=1')).toBe('/x?service=MAIN&a=1');
    expect(appendQuery('/x#osa', '?a=1')).toBe('/x?a=1#osa');
    expect(appendQuery('https://example.fi/y', '?a=%C3%A4 b')).toBe('https://example.fi/y?a=%C3%A4%20b');
    expect(appendQuery('/x', '')).toBe('/x');
    expect(appendQuery('/x', '?')).toBe('/x');
  });
});

/** A raw query as the request target parser hands it on: visible ASCII, no fragment (src/lib/request-target.ts). */
const rawQuery = fc.oneof(
  fc.constant(''),
  fc.string({ unit: fc.constantFrom(..."abc=&%20?/:@!$'()*+,;~-._XY%C3%A4".split('')), maxLength: 20 }).map((q) => `?${q}`),
  fc.stringMatching(/^[\x21-\x7e]{0,20}$/).map((q) => `?${q.replace(/#/g, '')}`),
);
const sent = (location: string, search: string) => escapeUriReference(appendQuery(location, search));
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe('every Location the site sends (sendRedirect: escapeUriReference as the last step)', () => {
  it('is an RFC 3986 URI reference that decodes to the decoded path it was made from, with the query kept', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), rawQuery, (s, search) => {
        const path = `/${s}`;
        const location = sent(encodePath(path), search);
        expect(isUriReference(location), location).toBe(true);
        expect(decodeLocation(location)).toEqual({ path: wellFormed(path), query: escapeQuery(search) });
      }),
      { numRuns: 2000 },
    );
  });

  it("for a kept slug change (the page's new site path, as stored): the same, whatever slug the CMS saved", () => {
    const typed = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc
        .array(fc.constantFrom('Summer Offer', 'v.47', 'lämmitys', 'ÅRETS', '_', '/', '?', '#', '%', ' ', 'ａ', 'a\u0308'), { maxLength: 6 })
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(typed, fc.constantFrom(...localeCodes), rawQuery, (input, locale, search) => {
        const verdict = cmsPagePath(input, locale);
        if (!verdict.ok) return;
        const stored = localizedHref(verdict.path, locale);
        const location = sent(stored, search);
        expect(isUriReference(location), location).toBe(true);
        expect(location).toBe(`${encodePath(stored)}${escapeQuery(search)}`);
        expect(decodeLocation(location)).toEqual({ path: stored, query: escapeQuery(search) });
      }),
      { numRuns: 2000 },
    );
  });
});
