import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/config/locales';
import {
  detectLocale,
  localeCookie,
  localeFromAcceptLanguage,
  matchLanguageTag,
  parseAcceptLanguage,
  readLocaleCookie,
} from '../../../src/lib/locale-detection';

describe('parseAcceptLanguage', () => {
  it('sorts by q, keeping header order for equal q', () => {
    expect(parseAcceptLanguage('en;q=0.5, sv-SE, fi;q=0.8, nb')).toEqual([
      { tag: 'sv-SE', q: 1 },
      { tag: 'nb', q: 1 },
      { tag: 'fi', q: 0.8 },
      { tag: 'en', q: 0.5 },
    ]);
  });

  it('drops malformed tags, invalid q values and q=0', () => {
    expect(parseAcceptLanguage('sv;q=abc, en;q=1.5, fi;q=0, de-DE;q=0.3, x y, ;q=1, no;Q=0.9, *;q=0.1')).toEqual([
      { tag: 'no', q: 0.9 },
      { tag: 'de-DE', q: 0.3 },
      { tag: '*', q: 0.1 },
    ]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(',,,;;;===')).toEqual([]);
    expect(parseAcceptLanguage(undefined as never)).toEqual([]);
  });

  it('reads at most 32 entries and 1 KB', () => {
    const many = Array.from({ length: 40 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))};q=0.5`).join(',');
    expect(parseAcceptLanguage(`${many},sv`)).toHaveLength(32);
    const long = `${'de;q=0.1,'.repeat(200)}sv-SE`;
    expect(long.length).toBeGreaterThan(1024);
    expect(parseAcceptLanguage(long).some((r) => r.tag === 'sv-SE')).toBe(false);
    // A tag cut in half at the 1 KB mark is not read as a shorter tag.
    // 'sv-SE' straddles the 1,024th character, well within 32 entries.
    const cut = `${`de;q=0.1;${'a'.repeat(40)},`.repeat(20)}de;${'b'.repeat(16)},sv-SE`;
    expect(cut.indexOf('sv-SE')).toBe(1020);
    expect(parseAcceptLanguage(cut).map((r) => r.tag)).not.toContain('sv-S');
    expect(parseAcceptLanguage(cut).at(0)).toEqual({ tag: 'de', q: 1 });
    expect(localeFromAcceptLanguage(cut)).toBeNull();
  });

  it('reads a header of exactly 1 KB whole, and nothing of a longer one that has no whole entry in its first KB', () => {
    const exact = `${`de;q=0.1;${'a'.repeat(40)},`.repeat(20)}de;q=0.1;${'b'.repeat(9)},sv-SE`;
    expect(exact).toHaveLength(1024);
    expect(parseAcceptLanguage(exact).at(0)).toEqual({ tag: 'sv-SE', q: 1 });
    // one entry running past the 1 KB mark, with no comma before it: it may go on, so it is not read,
    // and nothing after the mark is
    expect(parseAcceptLanguage(`sv;${'a'.repeat(1100)},en,fi`)).toEqual([]);
  });

  it('reads a q parameter with spaces around its value, and drops an entry whose q has no value', () => {
    expect(parseAcceptLanguage('sv;q =0.5, en;q= 0.8')).toEqual([
      { tag: 'en', q: 0.8 },
      { tag: 'sv', q: 0.5 },
    ]);
    expect(parseAcceptLanguage('sv;q, en;q=0.5')).toEqual([{ tag: 'en', q: 0.5 }]);
  });

  it('never throws and stays bounded on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (header) => {
        const ranges = parseAcceptLanguage(header);
        expect(ranges.length).toBeLessThanOrEqual(32);
        expect(ranges.every((r, i) => i === 0 || (ranges[i - 1]?.q ?? 0) >= r.q)).toBe(true);
        expect(localeCodes).toContain(detectLocale({ acceptLanguage: header }));
      }),
    );
  });
});

describe('matching Accept-Language tags to locales', () => {
  it.each([
    ['sv-SE', 'sv-SE', true],
    ['fi-FI', 'fi-FI', true],
    ['en', 'en-EU', true],
    ['EN-eu', 'en-EU', true],
    ['nb-NO', 'no-NO', true],
    ['nn-NO', 'no-NO', true],
    ['no', 'no-NO', true],
    ['sv', 'sv-SE', false],
    ['sv-FI', 'sv-SE', false],
    ['fi', 'fi-FI', false],
    ['en-GB', 'en-EU', false],
    ['nb', 'no-NO', false],
  ] as const)('%s → %s (exact: %s)', (tag, locale, exact) => {
    expect(matchLanguageTag(tag)).toEqual({ locale, exact });
  });

  it('matches nothing for other languages', () => {
    expect(matchLanguageTag('de-DE')).toBeNull();
    expect(matchLanguageTag('*')).toBeNull();
    expect(localeFromAcceptLanguage('de-DE, fr;q=0.9')).toBeNull();
  });

  it('respects q before exactness, and exactness before order at equal q', () => {
    expect(localeFromAcceptLanguage('sv-FI, fi-FI')).toBe('fi-FI');
    expect(localeFromAcceptLanguage('sv-FI, fi-FI;q=0.5')).toBe('sv-SE');
    expect(localeFromAcceptLanguage('de, sv;q=0.9, en;q=0.9')).toBe('en-EU');
    expect(localeFromAcceptLanguage('en-US, sv;q=0.9')).toBe('en-EU');
    expect(localeFromAcceptLanguage('sv, fi')).toBe('sv-SE');
    // two exact matches at equal q: the first
    expect(localeFromAcceptLanguage('sv-SE, fi-FI')).toBe('sv-SE');
  });
});

describe('detectLocale', () => {
  it('lets a valid cookie win over the browser language and the fallback', () => {
    expect(detectLocale({ cookie: 'sv-SE', acceptLanguage: 'nb-NO', fallback: 'en-EU' })).toBe('sv-SE');
    expect(detectLocale({ cookie: 'theme=dark; locale=no-NO; x=1', acceptLanguage: 'fi' })).toBe('no-NO');
  });

  it('skips an invalid cookie', () => {
    expect(detectLocale({ cookie: 'sv-se', acceptLanguage: 'nb' })).toBe('no-NO');
    expect(detectLocale({ cookie: 'de-DE', acceptLanguage: 'en;q=0.8, sv;q=0.9' })).toBe('sv-SE');
    expect(detectLocale({ cookie: 'locale=evil', acceptLanguage: 'en' })).toBe('en-EU');
  });

  it('falls back, then defaults to fi-FI on garbage', () => {
    expect(detectLocale({ acceptLanguage: 'de-DE', fallback: 'en-EU' })).toBe('en-EU');
    expect(detectLocale({ cookie: null, acceptLanguage: null, fallback: null })).toBe('fi-FI');
    expect(detectLocale({ cookie: '\u0000', acceptLanguage: ';;;q=x,,', fallback: 'xx' as never })).toBe('fi-FI');
    expect(detectLocale({})).toBe('fi-FI');
  });

  it('reads the cookie out of a Cookie header', () => {
    expect(readLocaleCookie('a=1; locale=en-EU')).toBe('en-EU');
    expect(readLocaleCookie('mylocale=en-EU')).toBeNull();
    // a pair without '=' names no cookie, whatever it starts with
    expect(readLocaleCookie('localex; locale=sv-SE')).toBe('sv-SE');
    expect(readLocaleCookie('locale')).toBeNull();
  });

  it('reads a cookie value with spaces around it', () => {
    expect(detectLocale({ cookie: ' sv-SE ', acceptLanguage: 'en' })).toBe('sv-SE');
  });
});

describe('localeCookie', () => {
  it('remembers the locale for 365 days on the whole site', () => {
    expect(localeCookie('sv-SE', { secure: false })).toBe('locale=sv-SE; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('en-EU', { secure: true })).toBe('locale=en-EU; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('never writes an unknown code into the header: the default locale instead', () => {
    expect(localeCookie('x; Domain=evil.example' as never)).toBe('locale=fi-FI; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips through detection', () => {
    for (const code of localeCodes) {
      const value = localeCookie(code, { secure: true }).split(';')[0] ?? '';
      expect(detectLocale({ cookie: value, acceptLanguage: 'de' })).toBe(code);
    }
  });
});
