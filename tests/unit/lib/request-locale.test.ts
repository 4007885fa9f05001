import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes, type LocaleCode } from '../../../src/config/locales';
import { HttpError } from '../../../src/lib/http/errors';
import { errorPageLocale, localeAndPath, localeFromHeader, normaliseHost, pageKey, type LocaleRouting } from '../../../src/lib/request-locale';

const hosts: Record<LocaleCode, string> = { 'fi-FI': 'example.fi', 'en-EU': 'example.eu', 'sv-SE': 'example.se', 'no-NO': 'example.no:8443' };
const domain: LocaleRouting = { strategy: 'domain', hosts, defaultHost: 'example.eu' };
const prefix: LocaleRouting = { strategy: 'prefix', hosts: { 'fi-FI': 'x.fi', 'en-EU': 'x.fi', 'sv-SE': 'x.fi', 'no-NO': 'x.fi' }, defaultHost: 'x.fi' };

// The model, written the plain way: a prefix names its locale exactly (the default locale has none);
// a host names the locale it is configured for, with or without its port, in any case.
function modelLocale(pathname: string, host: string, routing: LocaleRouting): LocaleCode {
  if (routing.strategy === 'prefix') {
    const segment = pathname.split('/')[1] ?? '';
    return (localeCodes as readonly string[]).includes(segment) && segment !== defaultLocale ? (segment as LocaleCode) : defaultLocale;
  }
  const h = host.trim().toLowerCase().replace(/\.$/, '');
  for (const code of localeCodes) {
    const configured = routing.hosts[code];
    if (h === configured || h.replace(/:\d+$/, '') === configured) return code;
  }
  return 'en-EU'; // the default host's
}

const segment = fc.constantFrom(...localeCodes, 'en-eu', 'xx-XX', 'asemahaku', 'a', '', 'fi-FI');
const path = fc.array(segment, { minLength: 0, maxLength: 3 }).map((s) => `/${s.join('/')}`);
const host = fc.constantFrom('example.fi', 'EXAMPLE.SE', 'example.no:8443', 'example.no', 'example.eu.', ' example.fi ', 'evil.example', '', 'www.example.fi');

describe('the locale of a page request', () => {
  it('is the model’s for every path and host, under both strategies', () => {
    fc.assert(
      fc.property(path, host, fc.constantFrom(prefix, domain), (pathname, h, routing) => {
        expect(localeAndPath(pathname, h, routing).locale).toBe(modelLocale(pathname, h, routing));
        expect(errorPageLocale(h, pathname, routing)).toBe(modelLocale(routing.strategy === 'prefix' ? pathname : '/', h, routing));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the path within the locale: the prefix comes off, a domain path stays whole', () => {
    expect(localeAndPath('/sv-SE/stationer', '', prefix)).toEqual({ locale: 'sv-SE', path: '/stationer' });
    expect(localeAndPath('/sv-SE', '', prefix)).toEqual({ locale: 'sv-SE', path: '/' });
    expect(localeAndPath('/stationer', 'example.se', domain)).toEqual({ locale: 'sv-SE', path: '/stationer' });
  });

  it('names no page under the domain strategy when the path carries a locale segment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...localeCodes), fc.constantFrom('', '/x'), host, (code, rest, h) => {
        expect(pageKey(h, `/${code.toLowerCase()}${rest}`, domain)).toBeNull();
        expect(pageKey(h, `/${code}${rest}`, prefix)).toBe(`/${code}${rest}`);
      }),
    );
    expect(pageKey('example.se', '/stationer', domain)).toBe('/sv-SE/stationer');
    expect(pageKey('example.fi', '/asemahaku', domain)).toBe('/asemahaku');
    expect(pageKey('example.se', '/', domain)).toBe('/sv-SE');
  });

  it('takes the default locale when neither the Host nor the default host is a configured host', () => {
    expect(localeAndPath('/x', 'evil.example', { ...domain, defaultHost: 'unknown.example' })).toEqual({ locale: defaultLocale, path: '/x' });
  });

  it('never reads a host that is not a host name as configured: an empty Host matches no empty setting', () => {
    const unset: LocaleRouting = { strategy: 'domain', hosts: { ...hosts, 'sv-SE': '', 'no-NO': 'a b' }, defaultHost: 'example.eu' };
    expect(localeAndPath('/x', '', unset).locale).toBe('en-EU');
    expect(localeAndPath('/x', 'a b', unset).locale).toBe('en-EU');
  });

  it('compares an IP literal host without its port', () => {
    const local: LocaleRouting = { strategy: 'domain', hosts: { ...hosts, 'sv-SE': '[::1]' }, defaultHost: 'example.eu' };
    expect(localeAndPath('/x', '[::1]:4321', local).locale).toBe('sv-SE');
  });
});

describe('the locale of an API call', () => {
  it('is the locale header: absent is the default, a known code itself, anything else one 400', () => {
    const value = fc.oneof(fc.constantFrom(...localeCodes), fc.string(), fc.constantFrom('fi', 'FI-fi', 'en-eu', ' sv-SE', 'xx-XX'));
    fc.assert(
      fc.property(fc.option(value, { nil: undefined }), (header) => {
        const known = header !== undefined && (localeCodes as readonly string[]).includes(header);
        if (header === undefined) expect(localeFromHeader(header)).toBe(defaultLocale);
        else if (known) expect(localeFromHeader(header)).toBe(header);
        else {
          const error = (() => {
            try {
              localeFromHeader(header);
            } catch (e) {
              return e;
            }
            return null;
          })();
          expect(error).toBeInstanceOf(HttpError);
          expect(error).toMatchObject({ status: 400, code: 'invalid_locale', message: 'Unknown locale header' });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a header sent as several values', () => {
    expect(() => localeFromHeader(['sv-SE', 'sv-SE'])).toThrow(HttpError);
  });
});

describe('normaliseHost', () => {
  it('trims, lower-cases and drops a trailing dot; a missing Host is the empty host', () => {
    expect(normaliseHost(' WWW.Site.Test. ')).toBe('www.site.test');
    expect(normaliseHost(undefined as unknown as string)).toBe('');
  });
});
