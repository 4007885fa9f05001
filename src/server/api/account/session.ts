/**
 * The login session of the site (spec 4 "User", 6): a sealed, HttpOnly, SameSite=Lax cookie that
 * carries the account service's token and its expiry; Secure (and `__Host-`) behind https. The
 * site keeps nothing on disk: the cookie is the session. A session whose token was ended (logout,
 * or the account service refusing it) is revoked here, in memory until it would have expired, so
 * every route that reads the session (the auth check, /proxy/customer, /proxy/cards) sees it as
 * over at once; the auth check also asks the account service (routes.ts), which other instances'
 * logouts reach.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cookieName, parseCookies, serializeCookie } from '../../../lib/http/cookies';
import { deriveKey, seal, unseal } from '../../security/seal';
import { sessionSecret } from './session-secret';

/** How long a session lasts at most (the account service's token may end it sooner). */
export const SESSION_MAX_AGE_S = 8 * 60 * 60;
/** Revoked sessions kept at most (each until its expiry); beyond it the oldest are forgotten. */
const MAX_REVOKED = 50_000;
/** How long a started login may take at the hub. */
export const LOGIN_MAX_AGE_S = 10 * 60;

export interface Session {
  /** the account service's access token */
  token: string;
  /** epoch seconds */
  expiresAt: number;
}

/** What the login cookie remembers between leaving for the hub and coming back. */
export interface PendingLogin {
  state: string;
  /** a path of this site to return to */
  returnPath: string;
  locale: string;
}

export interface SessionCookies {
  /** the session of a request, or null (none, altered, expired, revoked) */
  read(req: IncomingMessage, now?: number): Session | null;
  /** ends a session for every route of this server, whatever cookie still carries it */
  revoke(session: Session, now?: number): void;
  /** Set-Cookie for a new session */
  write(session: Session, now?: number): string;
  clear(): string;
  readLogin(req: IncomingMessage): PendingLogin | null;
  writeLogin(login: PendingLogin, now?: number): string;
  clearLogin(): string;
}

function isSession(value: unknown): value is { token: string; expiresAt: number } {
  const v = value as { token?: unknown; expiresAt?: unknown } | null;
  return !!v && typeof v.token === 'string' && v.token.length > 0 && v.token.length <= 2048 && typeof v.expiresAt === 'number';
}

function isPendingLogin(value: unknown): value is PendingLogin {
  const v = value as Partial<Record<keyof PendingLogin, unknown>> | null;
  return !!v && typeof v.state === 'string' && typeof v.returnPath === 'string' && typeof v.locale === 'string';
}

export function sessionCookies(options: { secure: boolean; secret?: string }): SessionCookies {
  const secret = options.secret ?? sessionSecret(undefined, null);
  const sessionKey = deriveKey(secret, 'session');
  const loginKey = deriveKey(secret, 'login');
  const sessionName = cookieName('ne_session', options.secure);
  const loginName = cookieName('ne_login', options.secure);
  const cookie = (name: string, value: string, maxAge: number) => serializeCookie(name, value, { maxAge, secure: options.secure, sameSite: 'Lax' });

  /** sha-256 of a revoked token → when its session would have expired (epoch seconds) */
  const revoked = new Map<string, number>();
  const tokenId = (token: string) => createHash('sha256').update(token).digest('base64url');

  return {
    read(req, now = Date.now() / 1000) {
      const value = unseal(parseCookies(req.headers.cookie)[sessionName], sessionKey, 'session', now);
      if (!isSession(value) || value.expiresAt <= now) return null;
      if (revoked.size > 0 && revoked.has(tokenId(value.token))) return null;
      return { token: value.token, expiresAt: value.expiresAt };
    },
    revoke(session, now = Date.now() / 1000) {
      for (const [id, exp] of revoked) if (exp <= now) revoked.delete(id);
      if (revoked.size >= MAX_REVOKED) {
        const oldest = revoked.keys().next().value;
        if (oldest !== undefined) revoked.delete(oldest);
      }
      revoked.set(tokenId(session.token), Math.min(session.expiresAt, now + SESSION_MAX_AGE_S));
    },
    write(session, now = Date.now() / 1000) {
      const expiresAt = Math.min(session.expiresAt, now + SESSION_MAX_AGE_S);
      return cookie(sessionName, seal({ token: session.token, expiresAt }, sessionKey, 'session', expiresAt), expiresAt - now);
    },
    clear: () => cookie(sessionName, '', 0),
    readLogin(req) {
      const value = unseal(parseCookies(req.headers.cookie)[loginName], loginKey, 'login');
      return isPendingLogin(value) ? value : null;
    },
    writeLogin(login, now = Date.now() / 1000) {
      return cookie(loginName, seal(login, loginKey, 'login', now + LOGIN_MAX_AGE_S), LOGIN_MAX_AGE_S);
    },
    clearLogin: () => cookie(loginName, '', 0),
  };
}
