/**
 * The XML sitemap (sitemaps.org 0.9 with xhtml:link alternates): every indexable page of every
 * locale, its hreflang alternates by the rule the page head follows too (./alternates.ts: the
 * indexable translations, with x-default), lastmod from the content version.
 */
import type { LocaleCode } from '../config/locales';
import { pageAlternates } from './alternates';

export interface SitemapPage {
  locale: LocaleCode;
  /** path within the locale */
  path: string;
  noIndex: boolean;
  /** ISO timestamp of the last content edit */
  lastmod: string;
  /** localizedPagePaths: locale → path within that locale */
  alternates: Record<string, string>;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** 'yyyy-MM-dd' (W3C date) of an ISO timestamp, or null when it is not a date. */
export function w3cDate(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/**
 * The sitemap in parts: its head and tail, its indexable pages in order, and the `<url>` entry of
 * one of them. A caller with many pages can write the entries a slice at a time (the site server
 * does, so a large sitemap never holds its thread: src/server/api/seo-files.ts).
 */
export function sitemapParts(pages: SitemapPage[], url: (path: string, locale: LocaleCode) => string) {
  const indexable = new Set(pages.filter((p) => !p.noIndex).map((p) => `${p.locale}|${p.path}`));
  // a stable order by locale and path, compared by code unit (no collation needed for a file order)
  const sorted = pages
    .filter((p) => !p.noIndex)
    .map((page) => ({ page, key: `${page.locale}|${page.path}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ page }) => page);
  const entry = (page: SitemapPage): string => {
    const lines = ['  <url>', `    <loc>${escapeXml(url(page.path, page.locale))}</loc>`];
    const lastmod = w3cDate(page.lastmod);
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    // a translation is indexable when it is a page of the sitemap itself
    const isIndexable = (code: LocaleCode, path: string) => indexable.has(`${code}|${path}`);
    for (const a of pageAlternates({ ...page, translations: page.alternates }, isIndexable, url)) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`);
    }
    lines.push('  </url>');
    return lines.join('\n');
  };
  return {
    head: '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    pages: sorted,
    entry,
    tail: '</urlset>\n',
  };
}

export function renderSitemap(pages: SitemapPage[], url: (path: string, locale: LocaleCode) => string): string {
  const parts = sitemapParts(pages, url);
  return [parts.head, ...parts.pages.map(parts.entry), parts.tail].join('\n');
}
