/**
 * An editor's preview session (spec 7.2): a sealed, HttpOnly cookie set once the preview secret was
 * shown, under a key derived from that secret, so every instance that knows the secret opens it and
 * nothing else can make one. Changing the secret ends every session. Each session has a random id,
 * and leaving the preview revokes it: the same cookie, kept or copied, opens nothing afterwards on
 * the instance that ended it (instances share no store: on another instance a copied cookie still
 * opens until its 4 hours are over, see README "Where the site differs from the spec").
 */
import type { IncomingMessage } from 'node:http';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey, seal, unseal } from '../security/seal';
import { cookieName, parseCookies, serializeCookie } from '../../lib/http/cookies';

/** How long a preview session lasts: a working session of an editor. */
export const PREVIEW_SESSION_SECONDS = 4 * 60 * 60;

/** Revoked sessions kept at most (each until its own expiry); beyond it the oldest are forgotten. */
const MAX_REVOKED = 10_000;

export interface PreviewSessions {
  /** whether the request carries a valid, unrevoked preview session */
  active(req: IncomingMessage, now?: number): boolean;
  /** whether `given` is the preview secret (constant time) */
  secretMatches(given: string): boolean;
  /** the Set-Cookie value that opens a session */
  open(now?: number): string;
  /** revokes the request's session, if any, and gives the Set-Cookie value that clears it */
  close(req: IncomingMessage, now?: number): string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

interface SessionValue {
  who: 'editor';
  id: string;
  exp: number;
}

function isSessionValue(value: unknown): value is SessionValue {
  const v = value as Partial<SessionValue> | null;
  return !!v && v.who === 'editor' && typeof v.id === 'string' && typeof v.exp === 'number';
}

export function previewSessions(options: { secret: string; secure: boolean }): PreviewSessions {
  const key = deriveKey(options.secret, 'preview');
  const name = cookieName('preview', options.secure);
  const expected = digest(options.secret);
  /** revoked session id → its expiry (epoch seconds) */
  const revoked = new Map<string, number>();

  const read = (req: IncomingMessage, now: number): SessionValue | null => {
    const value = unseal(parseCookies(req.headers.cookie)[name], key, 'preview', now);
    return isSessionValue(value) ? value : null;
  };

  const revoke = (session: SessionValue, now: number) => {
    for (const [id, exp] of revoked) if (exp <= now) revoked.delete(id);
    if (revoked.size >= MAX_REVOKED) {
      const oldest = revoked.keys().next().value;
      if (oldest !== undefined) revoked.delete(oldest);
    }
    revoked.set(session.id, session.exp);
  };

  return {
    active(req, now = Date.now() / 1000) {
      const session = read(req, now);
      return session !== null && !revoked.has(session.id);
    },
    secretMatches(given) {
      // equal-length digests: the comparison takes the same time whatever was given
      return timingSafeEqual(digest(given), expected);
    },
    open(now = Date.now() / 1000) {
      const exp = Math.floor(now + PREVIEW_SESSION_SECONDS);
      const value: SessionValue = { who: 'editor', id: randomBytes(16).toString('base64url'), exp };
      return serializeCookie(name, seal(value, key, 'preview', exp), { maxAge: PREVIEW_SESSION_SECONDS, secure: options.secure });
    },
    close(req, now = Date.now() / 1000) {
      const session = read(req, now);
      if (session) revoke(session, now);
      return serializeCookie(name, '', { maxAge: 0, secure: options.secure });
    },
  };
}
