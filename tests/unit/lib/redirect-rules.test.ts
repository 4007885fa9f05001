import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRedirectTables } from '../../../redirects/index';
import type { LocaleCode } from '../../../src/config/locales';
import { isSitePath } from '../../../src/i18n/paths';
import { resolveRedirect, type RedirectContext } from '../../../src/lib/redirect-rules';
import { parseRequestTarget } from '../../../src/lib/request-target';
import { escapeQuery } from '../../../src/lib/location';
import { decodeLocation, isUriReference } from '../../support/uri-reference';

const tables = loadRedirectTables();
const hosts: Record<LocaleCode, string> = {
  'fi-FI': 'nordicenergy.fi',
  'en-EU': 'nordicenergy.eu',
  'sv-SE': 'nordicenergy.se',
  'no-NO': 'nordicenergy.no',
};
const sameHost: Record<LocaleCode, string> = { 'fi-FI': 'site.test', 'en-EU': 'site.test', 'sv-SE': 'site.test', 'no-NO': 'site.test' };
const prefix: RedirectContext = { tables, strategy: 'prefix', hosts: sameHost, defaultHost: 'site.test' };
const domain: RedirectContext = { tables, strategy: 'domain', hosts, defaultHost: 'nordicenergy.fi' };

// Resolves a request target as the pipeline does: parse first, then the rules.
function at(host: string, target: string, ctx: RedirectContext) {
  const parsed = parseRequestTarget(target);
  if (!parsed.ok) throw new Error(`${target} did not parse: ${parsed.reason}`);
  return resolveRedirect({ host, pathname: parsed.pathname, search: parsed.search }, ctx);
}

describe('www. rule', () => {
  it('sends www.<configured host> to the host without www, path and query kept', () => {
    expect(at('www.nordicenergy.se', '/hitta-station?q=1', domain)).toEqual({
      status: 307,
      location: 'https://nordicenergy.se/hitta-station?q=1',
      reason: 'www',
    });
    expect(at('WWW.Site.Test', '/en-EU/terms', prefix)?.location).toBe('https://site.test/en-EU/terms');
    expect(at('www.site.test:8443', '/', prefix)?.location).toBe('https://site.test/');
    expect(at('www.site.test', '/a', { ...prefix, scheme: 'http' })?.location).toBe('http://site.test/a');
  });

  it('re-encodes the decoded path in the absolute Location', () => {
    expect(at('www.nordicenergy.fi', '/l%C3%A4mmitys%C3%B6ljy/100%25?x=%C3%A4', domain)?.location).toBe(
      'https://nordicenergy.fi/l%C3%A4mmitys%C3%B6ljy/100%25?x=%C3%A4',
    );
  });

  it('never redirects a spoofed host to itself', () => {
    expect(at('www.evil.example', '/a', domain)).toBeNull();
    expect(at('www.evil.example', '/a/', domain)).toEqual({ status: 307, location: '/a', reason: 'trailing-slash' });
    expect(at('www.nordicenergy.fi.evil.example', '/', domain)).toBeNull();
    expect(at('www.', '/', domain)).toBeNull();
  });

  it('sends no other subdomain anywhere, even one as long as "www."', () => {
    expect(at('cdn.site.test', '/a', prefix)).toBeNull();
    expect(at('api.nordicenergy.fi', '/a', domain)).toBeNull();
  });
});

describe('trailing slash', () => {
  it('removes it with a relative Location, query kept', () => {
    expect(at('site.test', '/asemahaku/?a=1&b=2', prefix)).toEqual({ status: 307, location: '/asemahaku?a=1&b=2', reason: 'trailing-slash' });
    expect(at('site.test', '/en-EU/', prefix)?.location).toBe('/en-EU');
    // a run of slashes is collapsed first (src/lib/request-target.ts), then the trailing one goes
    expect(parseRequestTarget('/a///')).toMatchObject({ ok: false, status: 307, location: '/a/' });
    expect(at('site.test', '/a/', prefix)?.location).toBe('/a');
    expect(at('site.test', '/', prefix)).toBeNull();
  });

  it('never turns a path into a protocol-relative URL, even unparsed', () => {
    for (const pathname of ['//evil.example/', '//evil.example//', '/\\evil.example/', '///']) {
      expect(resolveRedirect({ host: 'site.test', pathname, search: '' }, prefix)).toBeNull();
    }
    // the default locale's prefix taken off would leave '//evil.example'
    for (const pathname of ['/fi-FI//evil.example', '/fi-fi//evil.example/x']) {
      expect(resolveRedirect({ host: 'site.test', pathname, search: '' }, prefix), pathname).toBeNull();
    }
  });

  it('removes every trailing slash of an unparsed path in one redirect', () => {
    expect(resolveRedirect({ host: 'site.test', pathname: '/a//', search: '' }, prefix)?.location).toBe('/a');
  });
});

describe('locale prefix case (prefix strategy)', () => {
  it('re-cases a wrong-case prefix', () => {
    expect(at('site.test', '/en-eu/x?y=1', prefix)).toEqual({ status: 307, location: '/en-EU/x?y=1', reason: 'locale-case' });
    expect(at('site.test', '/EN-EU', prefix)?.location).toBe('/en-EU');
    expect(at('site.test', '/Sv-se/hitta-station', prefix)?.location).toBe('/sv-SE/hitta-station');
  });

  it('drops the default locale written out', () => {
    expect(at('site.test', '/fi-FI/asemahaku?x', prefix)).toEqual({ status: 307, location: '/asemahaku?x', reason: 'locale-case' });
    expect(at('site.test', '/fi-fi', prefix)?.location).toBe('/');
  });

  it('leaves canonical prefixes, non-locales and the domain strategy alone', () => {
    expect(at('site.test', '/en-EU/x', prefix)).toBeNull();
    expect(at('site.test', '/de-DE/x', prefix)).toBeNull();
    expect(at('site.test', '/en-EUx', prefix)).toBeNull();
    expect(at('nordicenergy.eu', '/en-eu/x', domain)).toBeNull();
    // only the first part is a prefix
    expect(at('site.test', '/uutiset/en-eu', prefix)).toBeNull();
  });

  it('keeps the whole rest of the path, a line separator too', () => {
    expect(at('site.test', '/en-eu/a%E2%80%A8b', prefix)?.location).toBe('/en-EU/a%E2%80%A8b');
  });
});

describe('root redirect', () => {
  const withRoot: RedirectContext = { ...prefix, rootRedirect: '/asemahaku' };

  it('sends each locale root to the path within that locale', () => {
    expect(at('site.test', '/?utm=1', withRoot)).toEqual({ status: 307, location: '/asemahaku?utm=1', reason: 'root' });
    expect(at('site.test', '/en-EU', withRoot)?.location).toBe('/en-EU/asemahaku');
    expect(at('nordicenergy.se', '/', { ...domain, rootRedirect: '/hitta-station' })?.location).toBe('/hitta-station');
  });

  it('leaves every other path to the other rules', () => {
    expect(at('site.test', '/x', withRoot)).toBeNull();
    expect(at('site.test', '/en-EU/careers', withRoot)?.location).toBe('/en-EU/about-us/people-and-careers/open-positions');
  });

  it('ignores an unset, looping or unsafe root redirect', () => {
    expect(at('site.test', '/', prefix)).toBeNull();
    expect(at('site.test', '/', { ...prefix, rootRedirect: null })).toBeNull();
    expect(at('site.test', '/', { ...prefix, rootRedirect: '/' })).toBeNull();
    expect(at('site.test', '/', { ...prefix, rootRedirect: '//evil.example' })).toBeNull();
    expect(at('site.test', '/', { ...prefix, rootRedirect: 'https://evil.example/' })).toBeNull();
  });
});

describe('legacy tables', () => {
  it('uses the table of the path prefix (prefix strategy)', () => {
    expect(at('site.test', '/en-EU/careers?ref=x', prefix)).toEqual({
      status: 307,
      location: '/en-EU/about-us/people-and-careers/open-positions?ref=x',
      reason: 'legacy',
    });
    expect(at('site.test', '/sv-SE/tankkort', prefix)?.location).toBe('/sv-SE/foretag/tjanster/foretagskort');
    expect(at('site.test', '/no-NO/bilvask', prefix)?.location).toBe('/no-NO/privat/tjenester/bilvask');
    expect(at('site.test', '/etusivu?a=1', prefix)?.location).toBe('/?a=1');
    expect(at('site.test', '/careers', prefix)).toBeNull();
  });

  it('uses the table of the host (domain strategy), the default host for an unknown one', () => {
    expect(at('nordicenergy.no', '/bilvask', domain)?.location).toBe('/privat/tjenester/bilvask');
    expect(at('NORDICENERGY.NO:443', '/bilvask', domain)?.location).toBe('/privat/tjenester/bilvask');
    expect(at('evil.example', '/bilvask', domain)).toBeNull();
    expect(at('evil.example', '/huoltoasemat', domain)).toEqual({ status: 307, location: '/asemahaku', reason: 'legacy' });
  });

  it('answers no redirect for a target that is neither a site path nor an https URL as written', () => {
    const odd = (target: string): RedirectContext => ({ ...prefix, tables: { ...tables, 'fi-FI': new Map([['/vanha', target]]) } });
    for (const target of ['not a url', 'http://example.com/', 'https://Example.com/x', 'javascript:alert(1)']) {
      expect(resolveRedirect({ host: 'site.test', pathname: '/vanha', search: '' }, odd(target)), target).toBeNull();
    }
    expect(resolveRedirect({ host: 'site.test', pathname: '/vanha', search: '' }, odd('https://example.com/x'))?.location).toBe('https://example.com/x');
  });

  it('sends absolute targets as they are, with the query appended', () => {
    expect(at('site.test', '/en-EU/group?x=1', prefix)).toEqual({
      status: 307,
      location: 'https://www.nordicenergy-group.com/?x=1',
      reason: 'legacy',
    });
    expect(at('site.test', '/ruotsi', prefix)?.location).toBe('https://www.nordicenergy.se/');
  });

  it('escapes a query that is not header-safe', () => {
    const found = resolveRedirect({ host: 'site.test', pathname: '/huoltoasemat', search: '?a=\r\nSet-Cookie: x' }, prefix);
    expect(found?.location).toBe('/asemahaku?a=%0D%0ASet-Cookie:%20x');
  });
});

describe('hostile corpus through parse + resolve', () => {
  const corpus = [
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C%5Cevil.example/',
    '/%252F%252Fevil.example/',
    '/%2f%2fevil.example/',
    '/%E0%A4%A',
    '/%C0%AF',
    `/${'a'.repeat(3000)}`,
    '/a%00b',
    '/a%0d%0aSet-Cookie:x',
    '/a\tb',
    '/./x',
    '/../x',
    '/.%2e/x',
  ];
  it.each(corpus)('%j is refused before any redirect', (raw) => {
    const parsed = parseRequestTarget(raw);
    expect(parsed.ok).toBe(false);
  });

  it.each(['evil.example', 'www.evil.example', 'www.www.site.test', 'site.test@evil.example', ''])('host %j never appears in a Location', (host) => {
    for (const target of ['/', '/a/', '/en-eu/x', '/huoltoasemat', '/en-EU/group']) {
      const found = at(host, target, { ...prefix, rootRedirect: '/asemahaku' });
      if (found) expect(found.location).not.toContain('evil');
      if (found && !found.location.startsWith('https://www.nordicenergy')) {
        expect(isSitePath(found.location)).toBe(true);
      }
    }
  });
});

describe('property: any target, any host', () => {
  const tableValues = new Set(Object.values(tables).flatMap((t) => [...t.values()]));
  const configured = [...new Set([...Object.values(hosts), ...Object.values(sameHost)])];
  const pieces = [
    '/',
    '//',
    '%2F',
    '%5c',
    '%252F',
    '\\',
    '..',
    '.',
    '?',
    '&',
    '#',
    'en-eu',
    'EN-EU',
    'fi-FI',
    'sv-SE',
    'huoltoasemat',
    'group',
    'ruotsi',
    'careers',
    'evil.example',
    '%00',
    '%0d%0a',
    '%C3%A4',
    'ä',
    ' ',
    '@',
    ':',
    'https:',
  ];
  const rawTarget = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((p) => p.join('')),
    fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((p) => `/${p.join('')}`),
  );
  const host = fc.oneof(
    fc.constantFrom(
      ...configured,
      ...configured.map((h) => `www.${h}`),
      ...configured.map((h) => `www.${h}:8443`),
      'evil.example',
      'www.evil.example',
      'WWW.SITE.TEST',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ maxLength: 20 }).map((s) => `www.${s}`),
  );
  const ctx = fc.record({
    strategy: fc.constantFrom('prefix' as const, 'domain' as const),
    rootRedirect: fc.constantFrom(null, '/asemahaku', '//evil.example', '/'),
    useSameHost: fc.boolean(),
  });

  it('gives a parse failure, no redirect, or a safe Location', () => {
    fc.assert(
      fc.property(rawTarget, host, ctx, (raw, reqHost, c) => {
        const parsed = parseRequestTarget(raw);
        if (!parsed.ok) return;
        const context: RedirectContext = {
          tables,
          strategy: c.strategy,
          hosts: c.useSameHost ? sameHost : hosts,
          defaultHost: c.useSameHost ? 'site.test' : 'nordicenergy.fi',
          rootRedirect: c.rootRedirect,
        };
        const found = resolveRedirect({ host: reqHost, pathname: parsed.pathname, search: parsed.search }, context);
        if (found === null) return;
        expect(found.status).toBe(307);
        // Header-safe: visible ASCII only, so no CR/LF injection is possible.
        expect(found.location).toMatch(/^[\u0021-\u007e]+$/);
        // an RFC 3986 URI reference, keeping the request's query (spec 2.6, 9)
        expect(isUriReference(found.location), found.location).toBe(true);
        if (found.reason !== 'legacy' && found.location.startsWith('/')) expect(decodeLocation(found.location).query).toBe(escapeQuery(parsed.search));
        const withoutQuery = found.location.split('?')[0] ?? '';
        const ok = isSitePath(found.location) || configured.some((h) => found.location.startsWith(`https://${h}/`)) || tableValues.has(withoutQuery);
        expect(ok, found.location).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
