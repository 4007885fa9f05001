import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { previewSessions } from '../../../src/server/preview/session';
import { previewedPath, previewPathOf } from '../../../src/lib/preview';

const SECRET = 'preview-secret-0123456789';
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('preview paths', () => {
  it('maps preview paths to the pages they show, and back', () => {
    expect(previewedPath('/preview')).toBe('/');
    expect(previewedPath('/preview/')).toBe('/');
    expect(previewedPath('/preview/en-EU/company')).toBe('/en-EU/company');
    expect(previewedPath('/previews/x')).toBeNull();
    expect(previewedPath('/en-EU/preview/x')).toBeNull();
    expect(previewPathOf('/')).toBe('/preview');
    expect(previewPathOf('/sv-SE/x')).toBe('/preview/sv-SE/x');
  });
});

describe('preview sessions', () => {
  it('opens a session only from the cookie it set', () => {
    const sessions = previewSessions({ secret: SECRET, secure: false });
    const cookie = cookieOf(sessions.open());
    expect(sessions.active(request(cookie))).toBe(true);
    expect(sessions.active(request())).toBe(false);
    expect(sessions.active(request('preview=editor'))).toBe(false);
    // one character changed
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const tampered = `preview=${value.slice(0, -2)}${value.at(-2) === 'A' ? 'B' : 'A'}${value.at(-1)}`;
    expect(sessions.active(request(tampered))).toBe(false);
  });

  it('is HttpOnly, Secure behind https with the __Host- prefix, and ends when the secret changes', () => {
    const secure = previewSessions({ secret: SECRET, secure: true });
    const setCookie = secure.open();
    expect(setCookie).toMatch(/^__Host-preview=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    const other = previewSessions({ secret: `${SECRET}-rotated`, secure: true });
    expect(other.active(request(cookieOf(setCookie)))).toBe(false);
    expect(secure.close(request())).toContain('Max-Age=0');
  });

  it('ends at exit: the same cookie, kept or copied, opens nothing afterwards; other sessions go on', () => {
    const sessions = previewSessions({ secret: SECRET, secure: false });
    const mine = cookieOf(sessions.open());
    const other = cookieOf(sessions.open());
    expect(sessions.active(request(mine))).toBe(true);
    expect(sessions.close(request(mine))).toContain('Max-Age=0');
    expect(sessions.active(request(mine))).toBe(false);
    expect(sessions.active(request(other))).toBe(true);
  });

  it('expires', () => {
    const sessions = previewSessions({ secret: SECRET, secure: false });
    const old = cookieOf(sessions.open(Date.now() / 1000 - 5 * 60 * 60));
    expect(sessions.active(request(old))).toBe(false);
  });

  it('matches the secret exactly', () => {
    const sessions = previewSessions({ secret: SECRET, secure: false });
    expect(sessions.secretMatches(SECRET)).toBe(true);
    for (const wrong of ['', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()]) expect(sessions.secretMatches(wrong)).toBe(false);
  });
});
