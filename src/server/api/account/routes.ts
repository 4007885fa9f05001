/**
 * The site's account endpoints (spec 7.1, 4 "User"):
 * - GET /api/v1/login: remembers where to come back to (sealed cookie with a random state) and
 *   sends the visitor to the account hub, with the callback on the site's configured origin;
 * - GET /api/v1/auth/callback: checks the state, trades the hub's code for a token server to
 *   server, and starts the session (sealed cookie);
 * - GET /api/v1/auth: the user-status header, AUTHORIZED while the session is valid: its cookie
 *   opens, it was not revoked here, and the account service still knows its token (a logout on
 *   another instance ended it there); only while that service cannot be asked does the cookie alone
 *   decide;
 * - GET /api/v1/logout: ends the token at the account service and the session (same-origin only).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from '../../../config/locales';
import { isSitePath, localizedHref, pathTable } from '../../../i18n/paths';
import { UpstreamError } from '../../../lib/http/client';
import { getOnly, readQuery } from '../../../lib/http/read';
import { HttpError } from '../../../lib/http/errors';
import { LOGIN_FAILED_QUERY } from '../../../lib/login-outcome';
import { localeFromHeader } from '../../../lib/request-locale';
import { sendJson, sendRedirect } from '../../respond';
import { assertSameOrigin } from '../../../lib/http/same-origin';
import type { AccountClient } from './account-client';
import type { Session, SessionCookies } from './session';
import { AUTH_PATH, AUTHORIZED, LOGIN_CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH, USER_STATUS_HEADER } from '../../../features/account/paths';
import { logRequestProblem } from '../../observe/request-problem';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface AccountRouteDeps {
  client: AccountClient;
  cookies: SessionCookies;
  /** the account hub's login page (fixed by configuration) */
  hubUrl: string;
  /** the site's public origin for a locale (configured, else the socket's): the hub only ever returns there */
  siteOrigin: (req: IncomingMessage, locale: LocaleCode) => string;
  /** configured origins, accepted by the same-origin check behind a proxy that rewrites Host */
  siteOrigins: readonly string[];
}

const token = z
  .string()
  .min(8)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

const loginQuery = z.object({
  locale: z.enum(localeCodes).default(defaultLocale),
  return: z.string().max(1024).refine(isSitePath, 'must be a path of this site').optional(),
});

const callbackQuery = z.union([z.object({ code: token, state: token }), z.object({ error: z.string().max(200), state: token.optional() })]);

function redirect(res: ServerResponse, location: string, cookies: string[], status = 303): void {
  sendRedirect(res, location, status, { 'set-cookie': cookies });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The account page of a locale, marked so its island can say that logging in did not succeed. */
function loginFailedPath(locale: LocaleCode): string {
  return `${localizedHref(pathTable.account[locale], locale)}?${LOGIN_FAILED_QUERY}`;
}

export function createAccountRoutes(deps: AccountRouteDeps): Record<string, Handler> {
  const { client, cookies } = deps;
  const callbackUrl = (req: IncomingMessage, locale: LocaleCode) => `${deps.siteOrigin(req, locale)}${LOGIN_CALLBACK_PATH}`;

  const login: Handler = async (req, res, url) => {
    getOnly(req);
    const query = readQuery(url, loginQuery);
    const state = randomBytes(18).toString('base64url');
    const returnPath = query.return ?? localizedHref(pathTable.account[query.locale], query.locale);
    const hub = new URL(deps.hubUrl);
    hub.search = new URLSearchParams({ client_id: 'site', redirect_uri: callbackUrl(req, query.locale), state, locale: query.locale }).toString();
    redirect(res, hub.href, [cookies.writeLogin({ state, returnPath, locale: query.locale })], 307);
  };

  const callback: Handler = async (req, res, url) => {
    getOnly(req);
    const query = readQuery(url, callbackQuery);
    const pending = cookies.readLogin(req);
    const locale = pending && isLocaleCode(pending.locale) ? pending.locale : defaultLocale;
    // a callback that this browser did not start (no login cookie, another state) is refused:
    // that is what stops someone else's code from logging a visitor in as them
    if (!('code' in query) || !pending || !sameText(pending.state, query.state)) {
      return redirect(res, loginFailedPath(locale), [cookies.clearLogin()]);
    }
    let result;
    try {
      result = await client.exchangeCode(query.code, callbackUrl(req, locale), locale);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logRequestProblem(error.message);
      return redirect(res, loginFailedPath(locale), [cookies.clearLogin()]);
    }
    if (!result.ok) return redirect(res, loginFailedPath(locale), [cookies.clearLogin()]);
    const now = Date.now() / 1000;
    const session = cookies.write({ token: result.data.token, expiresAt: now + result.data.expiresIn }, now);
    const target = isSitePath(pending.returnPath) ? pending.returnPath : '/';
    redirect(res, target, [session, cookies.clearLogin()]);
  };

  /** Whether the account service still knows a session's token; unknown while it cannot be asked. */
  async function stillKnown(session: Session, locale: LocaleCode): Promise<boolean> {
    try {
      const result = await client.customer(session.token, locale);
      return result.ok || result.status !== 401;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logRequestProblem(error.message);
      return true;
    }
  }

  const auth: Handler = async (req, res) => {
    getOnly(req);
    const session = cookies.read(req);
    const live = session !== null && (await stillKnown(session, localeFromHeader(req.headers.locale)));
    const status = live ? AUTHORIZED : 'UNAUTHORIZED';
    const headers: Record<string, string> = { [USER_STATUS_HEADER]: status, vary: 'Cookie' };
    if (session && !live) {
      // ended elsewhere: over here too, for every route, and the browser drops the cookie
      cookies.revoke(session);
      headers['set-cookie'] = cookies.clear();
    }
    sendJson(res, 200, { status }, headers);
  };

  const logout: Handler = async (req, res) => {
    getOnly(req);
    assertSameOrigin(req, { siteOrigins: deps.siteOrigins });
    const session = cookies.read(req);
    if (session) {
      const locale = localeFromHeader(req.headers.locale);
      let result;
      try {
        result = await client.revoke(session.token, locale);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        logRequestProblem(error.message);
        // the session stays: the visitor is told logging out failed (spec 8) and is still logged in
        throw new HttpError(502, 'logout_failed', 'The account service did not end the session');
      }
      if (!result.ok && result.status !== 401) throw new HttpError(502, 'logout_failed', `The account service answered ${result.status}`);
      // one notion of an ended session: the auth check and the proxy refuse this cookie from now on
      cookies.revoke(session);
    }
    sendJson(res, 200, { status: 'LOGGED_OUT' }, { 'set-cookie': cookies.clear(), [USER_STATUS_HEADER]: 'UNAUTHORIZED' });
  };

  return { [LOGIN_PATH]: login, [LOGIN_CALLBACK_PATH]: callback, [AUTH_PATH]: auth, [LOGOUT_PATH]: logout };
}
