/**
 * The stand-in CMS's door: who may use its editor's page and its edit API (design.md "Data and the
 * embedded backend"). The backend listens on loopback, but a browser on the same machine visits
 * other sites too, and an edit reaches the site's files; so every request to either
 *   - names a loopback host (or one of EDITOR_ALLOWED_HOSTS): a DNS-rebound name cannot read a page;
 *   - is same-origin when a browser sent it (the site's own rule, src/lib/http/same-origin.ts:
 *     Sec-Fetch-Site, else Origin): another site's page cannot post here;
 *   - carries the login: `Authorization: Bearer <CMS_EDITOR_TOKEN>`, or the cookie the login form
 *     sets (HttpOnly, SameSite=Strict), which names a session of its own (./sessions.ts: random,
 *     ending when idle, after a working day and at logout), never the token.
 * Wrong tokens, typed or sent, are counted per client: past five in five minutes (or fifty from
 * everyone) a token from the client is answered 429 with Retry-After until the window ends, the
 * right one too; a session already logged in goes on (every client of the loopback backend has
 * the same address, so a lock-out of the address must not end the editors' work).
 * The token comes from the environment; `resolveEditorToken` makes a random one when it is unset.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../../../src/lib/http/errors';
import { assertSameOrigin } from '../../../../src/lib/http/same-origin';
import { parseCookies, serializeCookie } from '../../../../src/lib/http/cookies';
import { createAttemptLimit } from '../../../../src/lib/attempt-limit';
import { LOOPBACK } from '../site-origins';
import { Sessions, type SessionOptions } from './sessions';

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
  /** 401 unless the request carries the token or a live session's cookie; 429 to a token sent while its client is locked out */
  checkLogin(req: IncomingMessage): void;
  /** the login of a request: its session's id ('' for the token itself), or null without one */
  session(req: IncomingMessage): string | null;
  /** a typed token: the Set-Cookie of a new session, or why not (a wrong token: 0; a lock-out: its seconds) */
  login(req: IncomingMessage, typed: string): { ok: true; cookie: string } | { ok: false; retryAfter: number };
  /** ends the request's session; the Set-Cookie that drops its cookie */
  logout(req: IncomingMessage): string;
}

export interface DoorOptions {
  sessions?: SessionOptions;
  /** wrong tokens a client may try per window before it is locked out (429) until the window ends */
  attempts?: { perClient: number; overall: number; windowS: number };
}

/** Wrong tokens per client in five minutes, and in all (a client changing its address guesses no faster). */
const ATTEMPTS = { perClient: 5, overall: 50, windowS: 300 };

export function createDoor(token: string, env: Record<string, string | undefined> = process.env, options: DoorOptions = {}): Door {
  const extraHosts = new Set(
    (env['EDITOR_ALLOWED_HOSTS'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const sessions = new Sessions(options.sessions);
  const limits = options.attempts ?? ATTEMPTS;
  const wrong = createAttemptLimit({ perKey: limits.perClient, overall: limits.overall, windowS: limits.windowS });
  // the client a wrong attempt counts against: the backend listens on loopback, with no proxy before it
  const client = (req: IncomingMessage) => req.socket.remoteAddress ?? '';

  // a request's login, read once (a wrong token counts once however often it is asked), and the
  // requests whose token was not heard because their client is locked out
  const known = new WeakMap<IncomingMessage, string | null>();
  const lockedOut = new WeakMap<IncomingMessage, number>();

  function session(req: IncomingMessage): string | null {
    if (known.has(req)) return known.get(req)!;
    const found = readSession(req);
    known.set(req, found);
    return found;
  }

  function readSession(req: IncomingMessage): string | null {
    const auth = req.headers.authorization;
    if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
      // a locked-out client's token is not heard, the right one neither; a session goes on as it was
      const wait = wrong.blockedFor(client(req));
      if (wait > 0) {
        lockedOut.set(req, wait);
        return null;
      }
      if (same(auth.slice(7).trim(), token)) return '';
      // a wrong token is a wrong attempt, as at the login form
      wrong.fail(client(req));
      return null;
    }
    const id = parseCookies(req.headers.cookie)[EDITOR_COOKIE];
    return id !== undefined && sessions.use(id) ? id : null;
  }

  function checkHost(req: IncomingMessage): void {
    const host = (req.headers.host ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (!LOOPBACK.test(name) && !extraHosts.has(name))
      throw new HttpError(403, 'forbidden', `The editor answers loopback hosts only (not "${name.slice(0, 60)}"); add it to EDITOR_ALLOWED_HOSTS`);
  }

  const cookie = (value: string, maxAgeS: number) => serializeCookie(EDITOR_COOKIE, value, { maxAge: maxAgeS, secure: false, sameSite: 'Strict' });

  return {
    checkHost,
    checkOrigin(req) {
      checkHost(req);
      assertSameOrigin(req);
    },
    checkLogin(req) {
      if (session(req) !== null) return;
      const wait = lockedOut.get(req);
      if (wait !== undefined)
        throw new HttpError(429, 'too_many_attempts', `Too many wrong tokens: try again in ${wait} s`, { 'retry-after': String(wait) }, { retryAfter: wait });
      throw new HttpError(401, 'unauthorized', 'Log in first: the editor and its edit API want CMS_EDITOR_TOKEN (Authorization: Bearer …)', {
        'www-authenticate': 'Bearer realm="cms-editor"',
      });
    },
    session,
    login(req, typed) {
      const wait = wrong.blockedFor(client(req));
      if (wait > 0) return { ok: false, retryAfter: wait };
      if (!same(typed, token)) {
        // this attempt is told it was wrong; the next ones, while locked out, are told to wait
        wrong.fail(client(req));
        return { ok: false, retryAfter: 0 };
      }
      // a new id for every login (never one a visitor brought along: no session fixation);
      // the backend is plain http on loopback, so not Secure
      return { ok: true, cookie: cookie(sessions.start(), sessions.maxMs / 1000) };
    },
    logout(req) {
      sessions.end(parseCookies(req.headers.cookie)[EDITOR_COOKIE]);
      known.set(req, null);
      return cookie('', 0);
    },
  };
}
