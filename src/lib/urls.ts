/**
 * Absolute URLs of pages, for canonicals, hreflang alternates (./alternates.ts), Open Graph and the
 * sitemap.
 * Built from configuration only, never from the request's Host header.
 */
import type { LocaleCode } from '../config/locales';
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
