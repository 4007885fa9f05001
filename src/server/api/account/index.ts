/**
 * Wiring of the account feature's server side from the configuration: the session cookies, the
 * account service client, the /api/v1 routes and the proxy endpoints. Built once per process.
 */
import { env, siteOrigins } from '../../../config/env';
import { createAccountClient } from './account-client';
import { createAccountProxy } from './proxy-endpoints';
import { createAccountRoutes } from './routes';
import { sessionCookies, type SessionCookies } from './session';
import { siteOriginFor } from './site-origin';

/** Whether cookies are Secure: the site's configured origin is https (spec: Secure behind https). */
export function isSecureSite(): boolean {
  return new URL(env().SITE_URL).protocol === 'https:';
}

let cookies: SessionCookies | undefined;
function sharedCookies(): SessionCookies {
  cookies ??= sessionCookies({ secure: isSecureSite() });
  return cookies;
}

function client() {
  return createAccountClient({ baseUrl: env().ACCOUNT_BASE_URL, timeoutMs: env().BACKEND_TIMEOUT_MS });
}

/** The /api/v1 account routes for the API table (src/server/api/index.ts). */
export function accountRoutes() {
  const origins = siteOrigins();
  return createAccountRoutes({
    client: client(),
    cookies: sharedCookies(),
    hubUrl: `${env().ACCOUNT_BASE_URL}/account/v1/hub`,
    siteOrigin: (req, locale) => siteOriginFor(req, locale),
    siteOrigins: Object.values(origins),
  });
}

let proxy: ReturnType<typeof createAccountProxy> | undefined;

/** The customer and cards endpoints of the proxy table (src/server/api/proxy.ts). */
export function accountProxy(): ReturnType<typeof createAccountProxy> {
  proxy ??= createAccountProxy({ client: client(), cookies: sharedCookies() });
  return proxy;
}
