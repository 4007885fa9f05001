/**
 * The stand-in CMS's door: who may use its editor's page and its edit API (design.md "Data and the
 * embedded backend"). The backend listens on loopback, but a browser on the same machine visits
 * other sites too, and an edit reaches the site's files; so every request to either
 *   - names a loopback host (or one of EDITOR_ALLOWED_HOSTS): a DNS-rebound name cannot read a page;
 *   - is same-origin when a browser sent it (the site's own rule, src/lib/http/same-origin.ts:
 *     Sec-Fetch-Site, else Origin): another site's page cannot post here;
 *   - carries the login: `Authorization: Bearer <CMS_EDITOR_TOKEN>`, or the cookie the login form
 *     sets (HttpOnly, SameSite=Strict, a keyed hash of the token, never the token itself).
 * The token comes from the environment; `resolveEditorToken` makes a random one when it is unset.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../../../src/lib/http/errors';
import { assertSameOrigin } from '../../../../src/lib/http/same-origin';
import { parseCookies, serializeCookie } from '../../../../src/lib/http/cookies';
import { LOOPBACK } from '../site-origins';

export const EDITOR_COOKIE = 'cms_editor';
const MIN_TOKEN = 16;

/** The login token: the given one, else CMS_EDITOR_TOKEN, else a random one (`generated`). */
export function resolveEditorToken(given: string | undefined, env: Record<string, string | undefined> = process.env): { token: string; generated: boolean } {
  const token = given ?? env['CMS_EDITOR_TOKEN'];
  if (token !== undefined && token !== '') {
    if (token.length < MIN_TOKEN) throw new Error(`CMS_EDITOR_TOKEN: use at least ${MIN_TOKEN} characters`);
    return { token, generated: false };
  }
  return { token: randomBytes(24).toString('hex'), generated: true };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface Door {
  /** 403 unless the Host is loopback or one of EDITOR_ALLOWED_HOSTS */
  checkHost(req: IncomingMessage): void;
  /** checkHost, and 403 for a browser request another origin started (every post) */
  checkOrigin(req: IncomingMessage): void;
  /** 401 unless the request carries the token or the login cookie */
  checkLogin(req: IncomingMessage): void;
  loggedIn(req: IncomingMessage): boolean;
  /** whether a typed token is the right one */
  tokenMatches(token: string): boolean;
  /** the Set-Cookie value of a login, and of a logout */
  loginCookie(): string;
  logoutCookie(): string;
}

export function createDoor(token: string, env: Record<string, string | undefined> = process.env): Door {
  const extraHosts = new Set(
    (env['EDITOR_ALLOWED_HOSTS'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  // the cookie proves the token was typed once; changing the token ends every login
  const session = createHmac('sha256', token).update('cms-editor-session').digest('base64url');

  function loggedIn(req: IncomingMessage): boolean {
    const auth = req.headers.authorization;
    if (typeof auth === 'string' && auth.startsWith('Bearer ') && same(auth.slice(7).trim(), token)) return true;
    const cookie = parseCookies(req.headers.cookie)[EDITOR_COOKIE];
    return cookie !== undefined && same(cookie, session);
  }

  function checkHost(req: IncomingMessage): void {
    const host = (req.headers.host ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (!LOOPBACK.test(name) && !extraHosts.has(name))
      throw new HttpError(403, 'forbidden', `The editor answers loopback hosts only (not "${name.slice(0, 60)}"); add it to EDITOR_ALLOWED_HOSTS`);
  }

  return {
    checkHost,
    checkOrigin(req) {
      checkHost(req);
      assertSameOrigin(req);
    },
    checkLogin(req) {
      if (!loggedIn(req))
        throw new HttpError(401, 'unauthorized', 'Log in first: the editor and its edit API want CMS_EDITOR_TOKEN (Authorization: Bearer …)', {
          'www-authenticate': 'Bearer realm="cms-editor"',
        });
    },
    loggedIn,
    tokenMatches: (typed) => same(typed, token),
    // a working day; the backend is plain http on loopback, so not Secure
    loginCookie: () => serializeCookie(EDITOR_COOKIE, session, { maxAge: 12 * 3600, secure: false, sameSite: 'Strict' }),
    logoutCookie: () => serializeCookie(EDITOR_COOKIE, '', { maxAge: 0, secure: false, sameSite: 'Strict' }),
  };
}
