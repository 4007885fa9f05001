/** Reading the Cookie header and writing Set-Cookie values (RFC 6265), for the account cookies. */

/** The cookies of a request by name; the first of a repeated name wins, malformed pairs are skipped. */
export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(out, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export interface CookieOptions {
  /** seconds; 0 deletes the cookie */
  maxAge: number;
  secure: boolean;
  sameSite?: 'Lax' | 'Strict';
  path?: string;
}

/** A Set-Cookie value: always HttpOnly (no script of the page ever needs these cookies). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new Error(`Invalid cookie name "${name}"`);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookie's name: behind https the `__Host-` prefix makes the browser insist on Secure, Path=/
 * and no Domain, so no sibling host can set or shadow it.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
