/**
 * The XML sitemap (sitemaps.org 0.9 with xhtml:link alternates): every indexable page of every
 * locale, its translations as hreflang alternates with x-default, lastmod from the content version.
 */
import { defaultLocale, getLocale, isLocaleCode, localeCodes, type LocaleCode } from '../config/locales';

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

export function renderSitemap(pages: SitemapPage[], url: (path: string, locale: LocaleCode) => string): string {
  const indexable = new Set(pages.filter((p) => !p.noIndex).map((p) => `${p.locale}|${p.path}`));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const sorted = [...pages].filter((p) => !p.noIndex).sort((a, b) => (a.locale + a.path).localeCompare(b.locale + b.path));
  for (const page of sorted) {
    lines.push('  <url>');
    lines.push(`    <loc>${escapeXml(url(page.path, page.locale))}</loc>`);
    const lastmod = w3cDate(page.lastmod);
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
    // alternates only to translations that are themselves indexable pages
    const alternates = localeCodes.flatMap((code) => {
      const path = page.alternates[code];
      return path !== undefined && isLocaleCode(code) && indexable.has(`${code}|${path}`) ? [{ code, path }] : [];
    });
    if (alternates.length > 1) {
      for (const a of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${getLocale(a.code).iso}" href="${escapeXml(url(a.path, a.code))}"/>`);
      }
      const fallback = alternates.find((a) => a.code === defaultLocale) ?? alternates.find((a) => a.code === 'en-EU') ?? alternates[0]!;
      lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(fallback.path, fallback.code))}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
