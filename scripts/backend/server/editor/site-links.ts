/**
 * Where the editor's page links to on the site: a page as visitors see it, and its preview. The
 * site's origin per market is read as the site reads it (SITE_URL_<LOCALE>, else SITE_URL:
 * ../site-origins.ts); the path is the page's in the prefix form (fi-FI unprefixed, the others
 * under /<code>: src/i18n/paths.ts internalPath), which the site serves or redirects from.
 */
import type { LocaleCode } from '../../../../src/config/locales';
import { internalPath } from '../../../../src/i18n/paths';
import { siteOriginFromEnv } from '../site-origins';

type Env = Record<string, string | undefined>;

/** Shortest preview secret the site accepts (src/config/schema.ts). */
const MIN_SECRET = 16;

/** The page at `path` of a market on the site. */
export function siteHref(env: Env, locale: LocaleCode, path: string): string {
  return `${siteOriginFromEnv(locale, env)}${internalPath(path, locale)}`;
}

/** The preview link of a page (it carries the preview secret), or why there is none. */
export function previewHref(env: Env, locale: LocaleCode, path: string): { href: string } | { missing: 'unset' | 'short' } {
  const secret = env['PREVIEW_SECRET'];
  if (!secret) return { missing: 'unset' };
  if (secret.length < MIN_SECRET) return { missing: 'short' };
  const query = new URLSearchParams({ secret, path: internalPath(path, locale) });
  return { href: `${siteOriginFromEnv(locale, env)}/api/v1/preview?${query}` };
}
