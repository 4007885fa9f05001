/**
 * Sealed cookie values: the site server keeps no session store, so what a cookie carries (the
 * account token) is encrypted and authenticated with AES-256-GCM under a key derived from the
 * session secret. A value sealed for one purpose ('session', 'login') never opens as another, and
 * an expired, altered or foreign value opens as null, never as an error.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealPurpose = 'session' | 'login' | 'preview' | 'orders';

/** A 32-byte key for one purpose, derived from the secret with HKDF-SHA256. */
export function deriveKey(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'nordic-energy-site', `cookie:${purpose}`, 32));
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * Seals a JSON value with an expiry (epoch seconds). The result is cookie-safe:
 * `v1.<iv>.<ciphertext+tag>` in base64url.
 */
export function seal(value: unknown, key: Buffer, purpose: SealPurpose, expiresAt: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${VERSION}:${purpose}`));
  const plain = Buffer.from(JSON.stringify({ v: value, exp: Math.floor(expiresAt) }));
  const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${b64(iv)}.${b64(body)}`;
}

/** Opens a sealed value; null when it is malformed, altered, sealed otherwise or expired at `now`. */
export function unseal(sealed: string | undefined, key: Buffer, purpose: SealPurpose, now: number = Date.now() / 1000): unknown {
  if (!sealed || sealed.length > 4096) return null;
  const [version, ivPart, bodyPart, ...rest] = sealed.split('.');
  if (version !== VERSION || !ivPart || !bodyPart || rest.length > 0) return null;
  const iv = Buffer.from(ivPart, 'base64url');
  const body = Buffer.from(bodyPart, 'base64url');
  if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(`${VERSION}:${purpose}`));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    const parsed = JSON.parse(plain.toString('utf8')) as { v?: unknown; exp?: unknown };
    if (typeof parsed.exp !== 'number' || parsed.exp <= now) return null;
    return parsed.v ?? null;
  } catch {
    return null;
  }
}
