/**
 * Where the payment stand-in may send the visitor back to. Never an arbitrary URL: the return URL
 * must be on the site's configured origin (SITE_URL and SITE_URL_<LOCALE>, as the site reads
 * them). With no origin configured — a local run, where the site listens on loopback, often on an
 * ephemeral port — only loopback origins are accepted.
 */

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

/** The configured site origins in an environment (empty when none is set). */
export function configuredOrigins(source: Record<string, string | undefined> = process.env): Set<string> {
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

/** The return URL, normalized, or null when it may not be used. */
export function allowedReturnUrl(value: string, origins: ReadonlySet<string> = configuredOrigins()): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash) return null;
  const ok = origins.size > 0 ? origins.has(url.origin) : LOOPBACK.test(url.hostname);
  return ok ? url.href : null;
}

/** The return URL with the order and the payment outcome added to its query. */
export function returnWith(returnUrl: string, orderId: string, outcome: 'paid' | 'failed'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('order', orderId);
  url.searchParams.set('payment', outcome);
  return url.href;
}
