/**
 * An editor's preview session (spec 7.2): a sealed, HttpOnly cookie set once the preview secret was
 * shown, under a key derived from that secret, so every instance that knows the secret opens it and
 * nothing else can make one. Changing the secret ends every session.
 */
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';
import { deriveKey, seal, unseal } from '../security/seal';
import { cookieName, parseCookies, serializeCookie } from '../../lib/http/cookies';

/** How long a preview session lasts: a working session of an editor. */
export const PREVIEW_SESSION_SECONDS = 4 * 60 * 60;

export interface PreviewSessions {
  /** whether the request carries a valid preview session */
  active(req: IncomingMessage): boolean;
  /** whether `given` is the preview secret (constant time) */
  secretMatches(given: string): boolean;
  /** the Set-Cookie value that opens a session */
  open(now?: number): string;
  /** the Set-Cookie value that ends it */
  close(): string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function previewSessions(options: { secret: string; secure: boolean }): PreviewSessions {
  const key = deriveKey(options.secret, 'preview');
  const name = cookieName('preview', options.secure);
  const expected = digest(options.secret);
  return {
    active(req) {
      return unseal(parseCookies(req.headers.cookie)[name], key, 'preview') === 'editor';
    },
    secretMatches(given) {
      // equal-length digests: the comparison takes the same time whatever was given
      return timingSafeEqual(digest(given), expected);
    },
    open(now = Date.now() / 1000) {
      return serializeCookie(name, seal('editor', key, 'preview', now + PREVIEW_SESSION_SECONDS), { maxAge: PREVIEW_SESSION_SECONDS, secure: options.secure });
    },
    close() {
      return serializeCookie(name, '', { maxAge: 0, secure: options.secure });
    },
  };
}
