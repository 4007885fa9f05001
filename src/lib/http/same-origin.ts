/**
 * Cross-site request refusal for every state-changing route of the site (form posts, logout,
 * orders): a browser request that another site started gets 403. Browsers say where a request
 * comes from in Sec-Fetch-Site (all current ones) or, failing that, in Origin; a request that
 * carries neither is not from a browser page, and cannot ride on a visitor's cookies.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

export interface SameOriginOptions {
  /** origins of this site from the configuration (SITE_URL, SITE_URL_<LOCALE>) */
  siteOrigins?: readonly string[];
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Why a request counts as cross-site, or null when it may go on. */
export function crossSiteReason(req: IncomingMessage, options: SameOriginOptions = {}): string | null {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') {
    // 'none' is the visitor's own action (address bar, bookmark); 'same-site' is still another origin
    return fetchSite === 'same-origin' || fetchSite === 'none' ? null : `Sec-Fetch-Site: ${fetchSite}`;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return null;
  const from = originOf(origin);
  if (!from) return `Origin: ${origin.slice(0, 80)}`;
  const host = String(req.headers.host ?? '').toLowerCase();
  if (new URL(from).host === host) return null;
  // the configured origins count whoever calls: behind a proxy that rewrites Host, the site's own
  // pages still send their public origin (one rule for every state-changing route)
  if ((options.siteOrigins ?? []).some((o) => originOf(o) === from)) return null;
  return `Origin: ${from}`;
}

/** Throws 403 for a cross-site request. */
export function assertSameOrigin(req: IncomingMessage, options: SameOriginOptions = {}): void {
  const reason = crossSiteReason(req, options);
  if (reason) throw new HttpError(403, 'cross_site_request', `Cross-site requests are not allowed (${reason})`);
}
