import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodePath, escapeQuery, escapeUriReference, pathLocation } from '../../src/lib/location';

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
