/**
 * The site origins the embedded backend may send a visitor back to (the account hub's login
 * callback, the payment stand-in's return): the site's configured origins (SITE_URL and
 * SITE_URL_<LOCALE>, as the site reads them), or, with none configured — a local run, where the
 * site listens on loopback, often on an ephemeral port — loopback origins only.
 */

export const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

/** The configured site origins in an environment (empty when none is set). */
export function configuredSiteOrigins(source: Record<string, string | undefined> = process.env): Set<string> {
  const origins = new Set<string>();
  for (const [key, value] of Object.entries(source)) {
    if (!value || !(key === 'SITE_URL' || key.startsWith('SITE_URL_'))) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // a malformed value allows nothing
    }
  }
  return origins;
}

/** Parses `value` as an http(s) URL without credentials on an allowed site origin; else null. */
export function siteUrlOn(value: string, origins: ReadonlySet<string>): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash) return null;
  const ok = origins.size > 0 ? origins.has(url.origin) : LOOPBACK.test(url.hostname);
  return ok ? url : null;
}

/** The site's default origin when neither SITE_URL_<LOCALE> nor SITE_URL is set (as src/config/schema.ts). */
export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:4321';

/**
 * The public origin of a locale's site, read as the site reads it: SITE_URL_<CODE> (e.g.
 * SITE_URL_SV_SE), else SITE_URL, else the default. A malformed value falls through to the next.
 */
export function siteOriginFromEnv(locale: string, source: Record<string, string | undefined> = process.env): string {
  for (const key of [`SITE_URL_${locale.replace('-', '_').toUpperCase()}`, 'SITE_URL']) {
    const value = source[key];
    if (!value) continue;
    try {
      return new URL(value).origin;
    } catch {
      // try the next
    }
  }
  return DEFAULT_SITE_ORIGIN;
}
