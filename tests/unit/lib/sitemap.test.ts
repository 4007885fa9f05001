import { describe, expect, it } from 'vitest';
import { renderSitemap, w3cDate, type SitemapPage } from '../../../src/lib/sitemap';
import { localizedHref } from '../../../src/i18n/paths';
import type { LocaleCode } from '../../../src/config/locales';

const url = (path: string, locale: LocaleCode) => `https://example.test${localizedHref(path, locale)}`;

const page = (locale: LocaleCode, path: string, alternates: Record<string, string>, extra: Partial<SitemapPage> = {}): SitemapPage => ({
  locale,
  path,
  noIndex: false,
  lastmod: '2026-05-04T10:00:00.000Z',
  alternates,
  ...extra,
});

describe('sitemap', () => {
  const locator = { 'fi-FI': '/asemahaku', 'en-EU': '/stationsearch', 'sv-SE': '/hitta-station' };
  const pages = [
    page('fi-FI', '/asemahaku', locator),
    page('en-EU', '/stationsearch', locator),
    page('sv-SE', '/hitta-station', locator, { noIndex: true }),
    page('fi-FI', '/piilotettu', {}, { noIndex: true }),
    page('en-EU', '/a&b', {}, { lastmod: 'not a date' }),
  ];
  const xml = renderSitemap(pages, url);

  it('lists indexable pages and leaves noIndex pages out', () => {
    expect(xml).toContain('<loc>https://example.test/asemahaku</loc>');
    expect(xml).toContain('<loc>https://example.test/en-EU/stationsearch</loc>');
    expect(xml).not.toContain('<loc>https://example.test/sv-SE/hitta-station</loc>');
    expect(xml).not.toContain('piilotettu');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('gives hreflang alternates between indexable translations, with x-default', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fi-FI" href="https://example.test/asemahaku"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.test/en-EU/stationsearch"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/asemahaku"/>');
    expect(xml).not.toContain('hreflang="sv-SE"');
  });

  it('takes lastmod from the content version and escapes XML', () => {
    expect(xml).toContain('<lastmod>2026-05-04</lastmod>');
    expect(xml).toContain('<loc>https://example.test/en-EU/a&amp;b</loc>');
    expect(w3cDate('nope')).toBeNull();
  });
});
