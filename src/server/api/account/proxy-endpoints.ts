/**
 * The account rows of the proxy table (spec 7.2): /proxy/customer and /proxy/cards. The token comes
 * from the visitor's session cookie only (never from the request's query, headers or body), and
 * the upstream URL is fixed (see account-client.ts). Refusals of the account service keep their
 * status (401, 403, 404), so the page can show the translated HTTP message for it (spec 8).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocaleCode } from '../../../config/locales';
import { UpstreamError } from '../../../lib/http/client';
import { HttpError } from '../../../lib/http/errors';
import { localeFromHeader } from '../../../lib/request-locale';
import { sendJson } from '../../respond';
import type { AccountClient, AccountResult } from './account-client';
import type { SessionCookies } from './session';
import { logRequestProblem } from '../../observe/request-problem';

type Endpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const passedOn = new Set([401, 403, 404]);

export function createAccountProxy(deps: { client: AccountClient; cookies: SessionCookies }): { customer: Endpoint; cards: Endpoint } {
  const endpoint =
    <T>(call: (token: string, locale: LocaleCode) => Promise<AccountResult<T>>): Endpoint =>
    async (req, res) => {
      const session = deps.cookies.read(req);
      if (!session) throw new HttpError(401, 'unauthorized', 'Not logged in');
      let result: AccountResult<T>;
      try {
        result = await call(session.token, localeFromHeader(req.headers.locale));
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        logRequestProblem(error.message);
        const unavailable = error.failure === 'unreachable' || error.failure === 'timeout';
        throw new HttpError(unavailable ? 503 : 502, 'upstream_error', unavailable ? 'Account service unavailable' : 'Account service error');
      }
      if (!result.ok) {
        const status = passedOn.has(result.status) ? result.status : 502;
        // the account service no longer knows the token: the session is over
        if (status === 401) {
          deps.cookies.revoke(session);
          res.setHeader('set-cookie', deps.cookies.clear());
        }
        throw new HttpError(status, status === 502 ? 'upstream_error' : 'account_refused', `The account service answered ${result.status}`);
      }
      sendJson(res, 200, result.data, { vary: 'Cookie' });
    };

  return { customer: endpoint((token, locale) => deps.client.customer(token, locale)), cards: endpoint((token, locale) => deps.client.cards(token, locale)) };
}
