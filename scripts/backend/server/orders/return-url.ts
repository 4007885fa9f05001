/**
 * Where the payment stand-in may send the visitor back to. Never an arbitrary URL: the return URL
 * must be on the site's configured origin (SITE_URL and SITE_URL_<LOCALE>, as the site reads
 * them). With no origin configured — a local run, where the site listens on loopback, often on an
 * ephemeral port — only loopback origins are accepted (see ../site-origins.ts).
 */
import { configuredSiteOrigins, siteUrlOn } from '../site-origins';

/** The configured site origins (empty when none is set). */
export const configuredOrigins = configuredSiteOrigins;

/** The return URL, normalized, or null when it may not be used. */
export function allowedReturnUrl(value: string, origins: ReadonlySet<string> = configuredOrigins()): string | null {
  return siteUrlOn(value, origins)?.href ?? null;
}

/** The return URL with the order and the payment outcome added to its query. */
export function returnWith(returnUrl: string, orderId: string, outcome: 'paid' | 'failed'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('order', orderId);
  url.searchParams.set('payment', outcome);
  return url.href;
}
