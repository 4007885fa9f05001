import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { cookieName, parseCookies, serializeCookie } from '../../../../src/lib/http/cookies';
import { deriveKey, seal, unseal } from '../../../../src/server/security/seal';
import { sessionCookies } from '../../../../src/server/api/account/session';
import { parseConfig } from '../../../../src/config/config';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const now = 1_800_000_000;
const reqWith = (cookie: string) => ({ headers: { cookie } }) as unknown as IncomingMessage;
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));

describe('sealed values', () => {
  const key = deriveKey(SECRET, 'session');

  it('open to what was sealed, until they expire', () => {
    const sealed = seal({ token: 't' }, key, 'session', now + 60);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(unseal(sealed, key, 'session', now)).toEqual({ token: 't' });
    expect(unseal(sealed, key, 'session', now + 60)).toBeNull();
  });

  it('do not reveal their content and differ each time', () => {
    const a = seal({ token: 'secret-token' }, key, 'session', now + 60);
    expect(Buffer.from(a.split('.')[2]!, 'base64url').toString('latin1')).not.toContain('secret-token');
    expect(seal({ token: 'secret-token' }, key, 'session', now + 60)).not.toBe(a);
  });

  it('refuse an altered, foreign, re-purposed or malformed value', () => {
    const sealed = seal({ token: 't' }, key, 'session', now + 60);
    const [v, iv, body] = sealed.split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(unseal(`${v}.${iv}.${flipped.toString('base64url')}`, key, 'session', now)).toBeNull();
    expect(unseal(sealed, deriveKey('another-secret-that-is-long-enough-000000', 'session'), 'session', now)).toBeNull();
    // the login key is another key, and the purpose is authenticated too
    expect(unseal(sealed, deriveKey(SECRET, 'login'), 'login', now)).toBeNull();
    expect(unseal(sealed, key, 'login', now)).toBeNull();
    for (const bad of ['', 'v1', 'v1..', 'v2.a.b', `${sealed}.x`, 'v1.!!!.???', 'x'.repeat(5000)]) expect(unseal(bad, key, 'session', now), bad).toBeNull();
    expect(unseal(undefined, key, 'session', now)).toBeNull();
  });
});

describe('session cookies', () => {
  it('carry the token HttpOnly, SameSite=Lax, not Secure over http', () => {
    const cookies = sessionCookies({ secure: false, secret: SECRET });
    const set = cookies.write({ token: 'tok-123456789', expiresAt: now + 3600 }, now);
    expect(set).toMatch(/^ne_session=v1\./);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
    expect(set).toContain('Max-Age=3600');
    expect(set).not.toContain('Secure');
    expect(set).not.toContain('tok-123456789');
    expect(cookies.read(reqWith(`other=1; ne_session=${valueOf(set)}`), now)).toEqual({ token: 'tok-123456789', expiresAt: now + 3600 });
  });

  it('are Secure with the __Host- prefix behind https', () => {
    const cookies = sessionCookies({ secure: true, secret: SECRET });
    const set = cookies.write({ token: 'tok-123456789', expiresAt: now + 60 }, now);
    expect(set).toMatch(/^__Host-ne_session=/);
    expect(set).toContain('; Secure');
    expect(cookies.read(reqWith(`__Host-ne_session=${valueOf(set)}`), now)?.token).toBe('tok-123456789');
    // a cookie of the http name does not count behind https
    expect(cookies.read(reqWith(`ne_session=${valueOf(set)}`), now)).toBeNull();
  });

  it('last at most eight hours, and an expired or foreign one is no session', () => {
    const cookies = sessionCookies({ secure: false, secret: SECRET });
    const set = cookies.write({ token: 'tok-123456789', expiresAt: now + 30 * 24 * 3600 }, now);
    expect(set).toContain(`Max-Age=${8 * 3600}`);
    expect(cookies.read(reqWith(`ne_session=${valueOf(set)}`), now + 8 * 3600 + 1)).toBeNull();
    const other = sessionCookies({ secure: false, secret: 'another-secret-that-is-long-enough-000000' });
    expect(other.read(reqWith(`ne_session=${valueOf(set)}`), now)).toBeNull();
    expect(cookies.clear()).toMatch(/^ne_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=/);
  });

  it('a pending login is its own cookie and cannot pass for a session', () => {
    const cookies = sessionCookies({ secure: false, secret: SECRET });
    const login = cookies.writeLogin({ state: 'state-abcdefgh', returnPath: '/account', locale: 'en-EU' });
    expect(login).toMatch(/^ne_login=v1\./);
    expect(cookies.readLogin(reqWith(`ne_login=${valueOf(login)}`))).toEqual({ state: 'state-abcdefgh', returnPath: '/account', locale: 'en-EU' });
    expect(cookies.read(reqWith(`ne_session=${valueOf(login)}`))).toBeNull();
  });
});

describe('cookie helpers', () => {
  it('parse a Cookie header', () => {
    expect(parseCookies('a=1; b=x%20y; c="q"; =bad; d; a=2')).toEqual({ a: '1', b: 'x y', c: 'q' });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });

  it('serialize and name cookies', () => {
    expect(serializeCookie('x', 'a b', { maxAge: 10, secure: true })).toBe('x=a%20b; Path=/; Max-Age=10; HttpOnly; SameSite=Lax; Secure');
    expect(() => serializeCookie('bad name', 'v', { maxAge: 1, secure: false })).toThrow();
    expect(cookieName('s', true)).toBe('__Host-s');
    expect(cookieName('s', false)).toBe('s');
  });
});

describe('session secret', () => {
  it('uses SESSION_SECRET when set, refuses a short one, else makes one per process', async () => {
    // a fresh copy of the module, as a new process has it: the secret is made once per process,
    // and other test files in this worker may have made it already
    vi.resetModules();
    const { sessionSecret } = await import('../../../../src/server/api/account/session-secret');
    expect(sessionSecret(parseConfig({ SESSION_SECRET: SECRET }).SESSION_SECRET)).toBe(SECRET);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET: use at least 32 characters');
    const warnings: string[] = [];
    const a = sessionSecret(parseConfig({}).SESSION_SECRET, (m) => warnings.push(m));
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(sessionSecret(undefined, (m) => warnings.push(m))).toBe(a);
    expect(warnings).toHaveLength(1);
  });
});
