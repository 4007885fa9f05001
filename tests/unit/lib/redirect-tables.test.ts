import { describe, expect, it } from 'vitest';
import { loadRedirectTables, parseRedirectTable, rawRedirectFiles } from '../../../redirects/index';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { isSitePath } from '../../../src/i18n/paths';
import { resolveRedirect, type RedirectContext } from '../../../src/lib/redirect-rules';
import { parseRequestTarget } from '../../../src/lib/request-target';

const tables = loadRedirectTables();
const hosts: Record<LocaleCode, string> = {
  'fi-FI': 'nordicenergy.fi',
  'en-EU': 'nordicenergy.eu',
  'sv-SE': 'nordicenergy.se',
  'no-NO': 'nordicenergy.no',
};
const prefix: RedirectContext = { tables, strategy: 'prefix', hosts, defaultHost: 'nordicenergy.fi' };
const domain: RedirectContext = { ...prefix, strategy: 'domain' };

// Spec 2.6 targets (and the slugs the brief fixes where the spec leaves them open): every one must
// be reachable from at least one legacy path.
const requiredTargets: Record<LocaleCode, string[]> = {
  'fi-FI': [
    '/asemahaku',
    '/tietoa-meista',
    '/yksityisille/ota-yhteytta/asiakaspalvelu',
    '/yrityksille/b2b-ota-yhteytta',
    '/yksityisille/tuotteet',
    '/yksityisille/kanta-asiakkuus',
    '/yrityksille/yrityskortit',
    '/yksityisille/tuotteet/sahkoauton-lataus',
    '/yrityksille/b2b',
    '/yrityksille/business-palvelut',
    '/yrityksille/business-palvelut/skal-jasenyys',
    '/',
    '/yksityisille/tietosuoja',
    '/yksityisille/palvelut',
    '/yrityksille',
    '/yrityksille/energiatuotteet',
    '/yrityksille/energiatuotteet/b2b-biokaasu',
    '/yrityksille/energiatuotteet/b2b-polttooljy',
    '/yrityksille/energiatuotteet/b2b-maalampo',
    '/yrityksille/energiatuotteet/b2b-tuuli',
    '/tietoa-meista/ihmiset-ja-ura/avoimet-tyopaikat',
    '/tietoa-meista/stories',
    '/tietoa-meista/uutiset-ja-media/lehdisto-ja-yhtiotiedotteet',
    '/kayttoturva-ja-tuotetiedotteet',
    '/vika-ja-hairiotiedotteet',
    '/kayttoehdot',
  ],
  'en-EU': [
    '/about-us',
    '/about-us/company-info',
    '/about-us/company-info/areas-of-operation',
    '/about-us/company-info/key-figures-and-ir',
    '/about-us/company-info/contact-us',
    '/about-us/sustainability',
    '/about-us/sustainability/energy-transition',
    '/about-us/sustainability/reporting',
    '/about-us/sustainability/climate-and-nature/carbon-sequestration',
    '/about-us/people-and-careers/open-positions',
    '/about-us/news-and-media/company-and-press-releases',
    '/about-us/stories',
    '/article',
    '/private/privacy-policy',
  ],
  'sv-SE': [
    '/privat',
    '/foretag',
    '/om-oss',
    '/om-oss/nyheter-och-press',
    '/hitta-station',
    '/privat/produkter/drivmedel',
    '/privat/produkter/laddning',
    '/foretag/tjanster',
    '/foretag/tjanster/foretagskort',
    '/foretag/tjanster/drivmedelsavtal',
    '/om-oss/foretagsinformation/ledning',
    '/om-oss/foretagsinformation/hallbarhet',
  ],
  'no-NO': [
    '/privat',
    '/bedrift',
    '/om-oss',
    '/om-oss/stories',
    '/finn-stasjon',
    '/stasjoner/oslo-sentrum',
    '/privat/produkter/drivstoff',
    '/privat/produkter/elbillading',
    '/privat/tjenester/bilvask',
    '/privat/tjenester/tilhengerutleie',
    '/privat/app-og-tilbud',
    '/privat/kundeservice',
    '/artikkel',
  ],
};

// A valid table to break one field at a time in the error tests.
function table(entries: { from: string; to: string; group?: string }[], locale: LocaleCode = 'fi-FI') {
  return { locale, entries: entries.map((e) => ({ group: 'test', ...e })) };
}

describe('legacy redirect tables (files)', () => {
  it('loads all four tables with the required sizes', () => {
    expect(Object.keys(tables).sort()).toEqual([...localeCodes].sort());
    expect(tables['fi-FI'].size).toBeGreaterThanOrEqual(45);
    for (const locale of ['en-EU', 'sv-SE', 'no-NO'] as const) expect(tables[locale].size).toBeGreaterThanOrEqual(18);
  });

  it.each(localeCodes)('%s covers every spec 2.6 target and links to another site', (locale) => {
    const targets = new Set(tables[locale].values());
    for (const target of requiredTargets[locale]) expect(targets, target).toContain(target);
    const absolute = [...targets].filter((t) => t.startsWith('https://'));
    expect(absolute.length).toBeGreaterThan(0);
    for (const target of targets) expect(isSitePath(target) || absolute.includes(target), target).toBe(true);
  });

  it('sends an English path of the Finnish table to the external company site', () => {
    const external = [...tables['fi-FI']].filter(([, to]) => to.startsWith('https://www.nordicenergy-group.com/'));
    expect(external.map(([from]) => from)).toEqual(['/en/about-nordic-energy']);
    expect([...tables['en-EU'].values()].some((to) => to.startsWith('https://www.nordicenergy-group.com/'))).toBe(true);
    expect([...tables['fi-FI'].values()].some((to) => to.startsWith('https://www.nordicenergy.se/'))).toBe(true);
  });

  it.each(localeCodes)('%s has no loops and no chains under either strategy', (locale) => {
    for (const [from, to] of tables[locale]) {
      expect(from.endsWith('/'), from).toBe(false);
      expect(tables[locale].has(to), `${from} → ${to}`).toBe(false);
      if (!isSitePath(to)) continue;
      // Following the redirect once must land on a page, not on another redirect.
      const landed = resolveRedirect({ host: hosts[locale], pathname: to, search: '' }, domain);
      expect(landed, `${from} → ${to}`).toBeNull();
      const prefixed = resolveRedirect({ host: hosts[locale], pathname: hrefOf(to, locale), search: '' }, prefix);
      expect(prefixed, `${from} → ${to}`).toBeNull();
    }
  });

  it.each(localeCodes)('%s: every entry answers 307 with its target and the query kept', (locale) => {
    for (const [from, to] of tables[locale]) {
      // Through the real request path: encode as a browser would, parse, then resolve.
      const parsed = parseRequestTarget(`${encodeURI(hrefOf(from, locale))}?utm_source=mail&x=1`);
      if (!parsed.ok) throw new Error(`${from}: ${parsed.reason}`);
      const viaPrefix = resolveRedirect({ host: hosts['fi-FI'], ...parsed }, prefix);
      const expectedPrefix = isSitePath(to) ? encodeURI(hrefOf(to, locale)) : to;
      expect(viaPrefix).toEqual({ status: 307, location: `${expectedPrefix}?utm_source=mail&x=1`, reason: 'legacy' });

      const viaDomain = resolveRedirect({ host: hosts[locale], pathname: from.normalize('NFC'), search: '?a=b' }, domain);
      expect(viaDomain).toEqual({ status: 307, location: `${isSitePath(to) ? encodeURI(to) : to}?a=b`, reason: 'legacy' });
    }
  });

  it('matches exactly: another locale, another case or a sub-path does not match', () => {
    expect(resolveRedirect({ host: 'nordicenergy.fi', pathname: '/HUOLTOASEMAT', search: '' }, prefix)).toBeNull();
    expect(resolveRedirect({ host: 'nordicenergy.fi', pathname: '/huoltoasemat/x/y', search: '' }, prefix)).toBeNull();
    expect(resolveRedirect({ host: 'nordicenergy.fi', pathname: '/en-EU/huoltoasemat', search: '' }, prefix)).toBeNull();
    expect(resolveRedirect({ host: 'nordicenergy.se', pathname: '/huoltoasemat', search: '' }, domain)).toBeNull();
  });

  it('matches a non-ASCII legacy path sent percent-encoded', () => {
    const parsed = parseRequestTarget('/l%C3%A4mmitys%C3%B6ljy');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(resolveRedirect({ host: 'nordicenergy.fi', ...parsed }, prefix)?.location).toBe('/yrityksille/energiatuotteet/b2b-polttooljy');
  });
});

describe('legacy redirect table schema', () => {
  it('accepts a small valid table', () => {
    const parsed = parseRedirectTable('t.json', 'fi-FI', table([{ from: '/vanha', to: '/asemahaku' }]));
    expect(parsed.entries).toHaveLength(1);
  });

  it.each([
    ['a trailing slash', { from: '/vanha/', to: '/asemahaku' }, /entry #0 \(from "\/vanha\/"\) from: must not end with "\/"/],
    ['a protocol-relative from', { from: '//evil.example', to: '/asemahaku' }, /must be a site path/],
    ['a backslash', { from: '/a\\b', to: '/asemahaku' }, /must not contain control/],
    ['a query in from', { from: '/a?b=1', to: '/asemahaku' }, /"\?"/],
    ['a dot segment', { from: '/a/../b', to: '/asemahaku' }, /"\.\."/],
    ['a too long from', { from: `/${'a'.repeat(512)}`, to: '/asemahaku' }, /512/],
    ['the landing page', { from: '/', to: '/asemahaku' }, /landing page/],
    ['a locale prefix', { from: '/en-EU/x', to: '/asemahaku' }, /locale prefix/],
    ['a station page', { from: '/asemat/kamppi', to: '/asemahaku' }, /station pages/],
    ['a page of the path table', { from: '/asemahaku', to: '/' }, /stationLocator/],
    ['an http target', { from: '/vanha', to: 'http://example.com/' }, /to: must be a site path .* or an absolute https URL/],
    ['a protocol-relative target', { from: '/vanha', to: '//evil.example/x' }, /absolute https URL/],
    ['a javascript target', { from: '/vanha', to: 'javascript:alert(1)' }, /absolute https URL/],
    ['a non-canonical https target', { from: '/vanha', to: 'https://example.com' }, /absolute https URL/],
    ['a target with credentials', { from: '/vanha', to: 'https://u:p@example.com/' }, /absolute https URL/],
  ])('refuses %s, naming the file and entry', (_name, entry, message) => {
    expect(() => parseRedirectTable('redirects/fi-FI.json', 'fi-FI', table([entry]))).toThrow(message);
    expect(() => parseRedirectTable('redirects/fi-FI.json', 'fi-FI', table([entry]))).toThrow(/redirects\/fi-FI\.json/);
  });

  it('refuses duplicates, loops and chains', () => {
    const dup = table([
      { from: '/a', to: '/x' },
      { from: '/a', to: '/y' },
    ]);
    expect(() => parseRedirectTable('f.json', 'fi-FI', dup)).toThrow(/entry #1 \(from "\/a"\) from: duplicate/);
    const loop = table([{ from: '/a', to: '/a' }]);
    expect(() => parseRedirectTable('f.json', 'fi-FI', loop)).toThrow(/loop or a chain/);
    const chain = table([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
    ]);
    expect(() => parseRedirectTable('f.json', 'fi-FI', chain)).toThrow(/entry #1 \(from "\/b"\).*chain/);
  });

  it('refuses a file declaring another locale, unknown fields and a bad shape', () => {
    expect(() => parseRedirectTable('f.json', 'sv-SE', table([]))).toThrow(/declares locale "fi-FI" but must be "sv-SE"/);
    expect(() => parseRedirectTable('f.json', 'fi-FI', { locale: 'fi-FI', entries: [{ from: '/a', to: '/b' }] })).toThrow(/group/);
    expect(() => parseRedirectTable('f.json', 'fi-FI', null)).toThrow(/f\.json is invalid/);
    expect(() => loadRedirectTables({ ...rawRedirectFiles, 'no-NO': { locale: 'no-NO', entries: 'x' } })).toThrow(/redirects\/no-NO\.json/);
  });
});

function hrefOf(path: string, locale: LocaleCode): string {
  if (locale === 'fi-FI') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
