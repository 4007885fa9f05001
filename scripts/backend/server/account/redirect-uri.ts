/**
 * Where the demo hub may send a visitor back with a login code: the site's login callback on the
 * site's configured origin (SITE_URL, SITE_URL_<LOCALE>) only. With no origin configured — a local
 * run, where the site listens on loopback, often on an ephemeral port — a loopback origin.
 */

export const CALLBACK_PATH = '/api/v1/auth/callback';
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

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

/** The redirect URI when it is the site's callback on an allowed origin, else null. */
export function allowedRedirectUri(value: string | null, origins: ReadonlySet<string> = configuredSiteOrigins()): string | null {
  if (!value || value.length > 512) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== CALLBACK_PATH) return null;
  const ok = origins.size > 0 ? origins.has(url.origin) : LOOPBACK.test(url.hostname);
  return ok ? url.href : null;
}
