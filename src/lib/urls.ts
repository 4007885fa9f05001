/**
 * Absolute URLs of pages, for canonicals, hreflang alternates, Open Graph and the sitemap.
 * Built from configuration only, never from the request's Host header.
 */
import { localeCodes, type LocaleCode } from '../config/locales';
import { localizedHref } from '../i18n/paths';
// a pure module with no imports of its own (src/lib/location.ts)
import { encodePath } from './location';

/** Each locale's public origin (the configuration's `siteOrigins`). */
export type SiteOrigins = Readonly<Record<LocaleCode, string>>;

/**
 * The absolute URL of a (decoded) path within a locale, percent-encoded once: a CMS path such as
 * '/stationer/malmö', or the path an error page names, never reaches markup as raw characters.
 */
export function absoluteUrl(origins: SiteOrigins, path: string, locale: LocaleCode): string {
  return `${origins[locale]}${encodePath(localizedHref(path, locale))}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates from a page's localizedPagePaths, with x-default on the default locale's page. */
export function alternates(origins: SiteOrigins, paths: Partial<Record<LocaleCode, string>>, isoOf: (l: LocaleCode) => string): Alternate[] {
  const out: Alternate[] = [];
  for (const code of localeCodes) {
    const path = paths[code];
    if (path) out.push({ hreflang: isoOf(code), href: absoluteUrl(origins, path, code) });
  }
  const fallback = paths['fi-FI'] ?? paths['en-EU'];
  if (out.length > 1 && fallback) {
    out.push({ hreflang: 'x-default', href: absoluteUrl(origins, fallback, paths['fi-FI'] ? 'fi-FI' : 'en-EU') });
  }
  return out;
}
