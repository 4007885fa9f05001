/**
 * The secret the session cookies are sealed with: SESSION_SECRET (at least 32 characters) when
 * set, else a random one made once per process — then sessions end when the server restarts, and
 * several server processes behind one host would not share them, so production sets it.
 */
import { randomBytes } from 'node:crypto';

let generated: string | undefined;

/**
 * The configured secret (its length is the schema's to check: src/config/schema.ts), else this
 * process's random one, with a warning the first time unless `warn` is null.
 */
export function sessionSecret(configured: string | undefined, warn: ((message: string) => void) | null = console.warn): string {
  if (configured) return configured;
  if (!generated) {
    generated = randomBytes(32).toString('base64url');
    warn?.('[account] SESSION_SECRET is not set: using a random secret for this process (sessions end on restart)');
  }
  return generated;
}
