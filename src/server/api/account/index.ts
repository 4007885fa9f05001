/**
 * Wiring of the account feature's server side from the configuration: the session cookies, the
 * account service client, the /api/v1 routes and the proxy endpoints. Built once per site server.
 */
import type { Config } from '../../../config/config';
import { createAccountClient } from './account-client';
import { createAccountProxy } from './proxy-endpoints';
import { createAccountRoutes } from './routes';
import { sessionCookies } from './session';
import { sessionSecret } from './session-secret';
import { siteOriginForRequest } from '../site-origin';

export type AccountConfig = Pick<
  Config,
  'SITE_URL' | 'ACCOUNT_BASE_URL' | 'BACKEND_TIMEOUT_MS' | 'SESSION_SECRET' | 'LOG_LEVEL' | 'siteOrigins' | 'configuredOrigins'
>;
export type AccountProxy = ReturnType<typeof createAccountProxy>;

/** Whether cookies are Secure: the site's configured origin is https (spec: Secure behind https). */
export function isSecureSite(config: Pick<Config, 'SITE_URL'>): boolean {
  return new URL(config.SITE_URL).protocol === 'https:';
}

/** The account routes (/api/v1) and proxy endpoints of a configuration, sharing one cookie sealer. */
export function accountServer(config: AccountConfig): { routes: ReturnType<typeof createAccountRoutes>; proxy: AccountProxy } {
  const secret = sessionSecret(config.SESSION_SECRET, config.LOG_LEVEL === 'silent' ? null : console.warn);
  const cookies = sessionCookies({ secure: isSecureSite(config), secret });
  const client = createAccountClient({ baseUrl: config.ACCOUNT_BASE_URL, timeoutMs: config.BACKEND_TIMEOUT_MS });
  const routes = createAccountRoutes({
    client,
    cookies,
    hubUrl: `${config.ACCOUNT_BASE_URL}/account/v1/hub`,
    siteOrigin: (req, locale) => siteOriginForRequest(req, locale, config.configuredOrigins),
    siteOrigins: Object.values(config.siteOrigins),
  });
  return { routes, proxy: createAccountProxy({ client, cookies }) };
}
