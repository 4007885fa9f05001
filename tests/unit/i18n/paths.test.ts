import { describe, expect, it } from 'vitest';
import { hrefFor, localizedHref, pathFor, splitLocale, isSitePath } from '../../../src/i18n/paths';

describe('localized path table', () => {
  it('gives each locale its own path for a key (spec 2.2)', () => {
    expect(pathFor('stationLocator', 'fi-FI')).toBe('/asemahaku');
    expect(pathFor('stationLocator', 'en-EU')).toBe('/stationsearch');
    expect(pathFor('b2b', 'no-NO')).toBe('/befrift');
    expect(pathFor('terms', 'sv-SE')).toBe('/allmanna-villkor');
    expect(pathFor('contact', 'en-EU')).toBe('/about-us/company-info/contact-us');
  });

  it('falls back to / for an unknown key, an unknown locale or a key not applicable there', () => {
    expect(pathFor('nope', 'fi-FI')).toBe('/');
    expect(pathFor('articles', 'de-DE')).toBe('/');
    expect(pathFor('service', 'sv-SE')).toBe('/');
    expect(pathFor('toString', 'fi-FI')).toBe('/');
  });

  it('prefixes every locale but the default', () => {
    expect(hrefFor('articles', 'fi-FI')).toBe('/artikkeli');
    expect(hrefFor('articles', 'en-EU')).toBe('/en-EU/article');
    expect(hrefFor('landingPage', 'no-NO')).toBe('/no-NO');
    expect(hrefFor('landingPage', 'fi-FI')).toBe('/');
    expect(hrefFor('service', 'fi-FI')).toBe('/?service=MAIN');
    expect(hrefFor('service', 'en-EU')).toBe('/en-EU?service=MAIN');
  });

  it('never builds a link that leaves the site', () => {
    expect(localizedHref('//evil.example', 'en-EU')).toBe('/en-EU');
    expect(localizedHref('/\\evil.example', 'fi-FI')).toBe('/');
    expect(localizedHref('https://evil.example', 'fi-FI')).toBe('/');
    expect(isSitePath('/ok/path')).toBe(true);
    expect(isSitePath('/a\u0000b')).toBe(false);
  });

  it('splits a request path into locale and path', () => {
    expect(splitLocale('/en-EU/article/x')).toEqual({ locale: 'en-EU', path: '/article/x', prefixed: true });
    expect(splitLocale('/sv-SE')).toEqual({ locale: 'sv-SE', path: '/', prefixed: true });
    expect(splitLocale('/asemahaku')).toEqual({ locale: 'fi-FI', path: '/asemahaku', prefixed: false });
    expect(splitLocale('/fi-FI/asemahaku')).toEqual({ locale: 'fi-FI', path: '/fi-FI/asemahaku', prefixed: false });
    expect(splitLocale('/en-EUx')).toEqual({ locale: 'fi-FI', path: '/en-EUx', prefixed: false });
  });
});

describe('domain strategy', () => {
  it('builds links without a locale prefix, and internal names with one', async () => {
    const { internalPath, localePrefix } = await import('../../../src/i18n/paths');
    expect(localizedHref('/stationsearch', 'en-EU', 'domain')).toBe('/stationsearch');
    expect(localizedHref('/', 'sv-SE', 'domain')).toBe('/');
    expect(localePrefix('no-NO', 'domain')).toBe('');
    expect(localePrefix('no-NO', 'prefix')).toBe('/no-NO');
    expect(internalPath('/stationsearch', 'en-EU')).toBe('/en-EU/stationsearch');
    expect(internalPath('/asemahaku', 'fi-FI')).toBe('/asemahaku');
  });
});
