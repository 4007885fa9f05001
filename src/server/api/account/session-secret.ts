/**
 * The secret the session cookies are sealed with: SESSION_SECRET (at least 32 characters) when
 * set, else a random one made once per process — then sessions end when the server restarts, and
 * several server processes behind one host would not share them, so production sets it.
 */
import { randomBytes } from 'node:crypto';

let generated: string | undefined;
let warned = false;

/** The configured secret; throws on one that is too short to be safe. */
export function sessionSecret(source: Record<string, string | undefined> = process.env): string {
  const configured = source.SESSION_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return configured;
  }
  generated ??= randomBytes(32).toString('base64url');
  if (!warned && source === process.env && process.env.LOG_LEVEL !== 'silent') {
    warned = true;
    console.warn('[account] SESSION_SECRET is not set: using a random secret for this process (sessions end on restart)');
  }
  return generated;
}
