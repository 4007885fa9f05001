/**
 * Where the demo hub may send a visitor back with a login code: the site's login callback on an
 * allowed site origin (see ../site-origins.ts), with no query.
 */
import { configuredSiteOrigins, siteUrlOn } from '../site-origins';

export { configuredSiteOrigins };

export const CALLBACK_PATH = '/api/v1/auth/callback';

/** The redirect URI when it is the site's callback on an allowed origin, else null. */
export function allowedRedirectUri(value: string | null, origins: ReadonlySet<string> = configuredSiteOrigins()): string | null {
  if (!value || value.length > 512) return null;
  const url = siteUrlOn(value, origins);
  if (!url || url.search || url.pathname !== CALLBACK_PATH) return null;
  return url.href;
}
