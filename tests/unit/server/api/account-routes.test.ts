import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountClient, AccountResult } from '../../../../src/server/api/account/account-client';
import { createAccountProxy } from '../../../../src/server/api/account/proxy-endpoints';
import { createAccountRoutes } from '../../../../src/server/api/account/routes';
import { sessionCookies } from '../../../../src/server/api/account/session';
import { HttpError } from '../../../../src/lib/http/errors';
import { UpstreamError } from '../../../../src/lib/http/client';
import { httpClient } from '../../../support/http';

const cookies = sessionCookies({ secure: false, secret: 'route-test-secret-0123456789-abcdefghij' });
const calls: string[] = [];
let revokeResult: AccountResult<null> | 'down' = { ok: true, data: null };
let cardsResult: AccountResult<unknown[]> = { ok: true, data: [] };
/** the account service's own notion: tokens it has ended (a logout through any instance) */
const endedTokens = new Set<string>();

const TOKEN = 'access-token-0123456789-';
let issued = 0;
const current = () => `${TOKEN}${issued}`;

const client: AccountClient = {
  async exchangeCode(code, redirectUri) {
    calls.push(`token ${code} ${redirectUri}`);
    // a new token each login, as a real account service gives (an ended one is never given again)
    issued += 1;
    return code === 'good-code-123' ? { ok: true, data: { token: `${TOKEN}${issued}`, expiresIn: 3600 } } : { ok: false, status: 400 };
  },
  async customer(token) {
    calls.push(`customer ${token}`);
    if (endedTokens.has(token)) return { ok: false, status: 401 };
    return { ok: true, data: { firstName: 'Aino', lastName: 'V', emailToken: 'a@v.fi', phoneNumber: '' } };
  },
  async cards(token) {
    calls.push(`cards ${token}`);
    return cardsResult as AccountResult<never>;
  },
  async revoke(token) {
    calls.push(`revoke ${token}`);
    if (revokeResult === 'down') throw new UpstreamError('account', 'logout', { attempts: 1 }, 'unreachable', 'down');
    if (revokeResult.ok) endedTokens.add(token);
    return revokeResult;
  },
};

const routes = createAccountRoutes({
  client,
  cookies,
  hubUrl: 'http://accounts.test/account/v1/hub',
  siteOrigin: () => 'https://site.test',
  siteOrigins: ['https://site.test'],
});
const proxy = createAccountProxy({ client, cookies });

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    try {
      if (url.pathname === '/proxy/customer') await proxy.customer(req, res);
      else if (url.pathname === '/proxy/cards') await proxy.cards(req, res);
      else if (routes[url.pathname]) await routes[url.pathname]!(req, res, url);
      else throw new HttpError(404, 'not_found', 'nope');
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e.code, message: e.message }));
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  calls.length = 0;
  endedTokens.clear();
  revokeResult = { ok: true, data: null };
  cardsResult = { ok: true, data: [] };
});

const { get } = httpClient(() => base, { redirect: 'manual' });
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

async function startLogin(query = 'locale=en-EU') {
  const res = await get(`/api/v1/login?${query}`);
  const hub = new URL(res.headers.get('location')!);
  return { res, hub, loginCookie: cookiePair(res.headers.getSetCookie()[0]!) };
}

async function logIn(): Promise<string> {
  const { hub, loginCookie } = await startLogin();
  const res = await get(`/api/v1/auth/callback?code=good-code-123&state=${hub.searchParams.get('state')}`, { cookie: loginCookie });
  return cookiePair(res.headers.getSetCookie().find((c) => c.startsWith('ne_session=v1'))!);
}

describe('login through the account hub', () => {
  it('sends the visitor to the hub with the callback on the configured origin and a fresh state', async () => {
    const { res, hub } = await startLogin('locale=sv-SE&return=/sv-SE/kassan');
    expect(res.status).toBe(307);
    expect(`${hub.origin}${hub.pathname}`).toBe('http://accounts.test/account/v1/hub');
    expect(hub.searchParams.get('redirect_uri')).toBe('https://site.test/api/v1/auth/callback');
    expect(hub.searchParams.get('locale')).toBe('sv-SE');
    expect(hub.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(res.headers.getSetCookie()[0]).toMatch(/^ne_login=v1\..*HttpOnly; SameSite=Lax$/);
    const again = await startLogin();
    expect(again.hub.searchParams.get('state')).not.toBe(hub.searchParams.get('state'));
  });

  it('never takes a return target off the site, nor a host from the request', async () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect((await get(`/api/v1/login?return=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }
    const res = await get('/api/v1/login', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(new URL(res.headers.get('location')!).searchParams.get('redirect_uri')).toBe('https://site.test/api/v1/auth/callback');
    expect((await get('/api/v1/login?locale=xx-XX')).status).toBe(400);
  });

  it('the callback starts a session and returns to the page the login began on', async () => {
    const { hub, loginCookie } = await startLogin('locale=en-EU&return=/en-EU/checkout');
    const res = await get(`/api/v1/auth/callback?code=good-code-123&state=${hub.searchParams.get('state')}`, { cookie: loginCookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-EU/checkout');
    const set = res.headers.getSetCookie();
    expect(set.find((c) => c.startsWith('ne_session=v1'))).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(set.find((c) => c.startsWith('ne_login='))).toContain('Max-Age=0');
    expect(calls).toEqual(['token good-code-123 https://site.test/api/v1/auth/callback']);
  });

  it('a return path with non-ASCII, space or control-like characters still ends in a session and a safe Location', async () => {
    for (const [returnPath, location] of [
      ['/stationer/malmö', '/stationer/malm%C3%B6'],
      ['/ā', '/%C4%81'],
      ['/ /evil.com', '/%20/evil.com'],
      ['/x?q=ä ö', '/x?q=%C3%A4%20%C3%B6'],
    ] as const) {
      calls.length = 0;
      const { hub, loginCookie } = await startLogin(`locale=fi-FI&${new URLSearchParams({ return: returnPath })}`);
      const res = await get(`/api/v1/auth/callback?code=good-code-123&state=${hub.searchParams.get('state')}`, { cookie: loginCookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('ne_session=v1'))).toBe(true);
    }
  });

  it('refuses a callback this browser did not start, or a code the service refuses', async () => {
    const { hub, loginCookie } = await startLogin();
    const state = hub.searchParams.get('state')!;
    const noCookie = await get(`/api/v1/auth/callback?code=good-code-123&state=${state}`);
    expect(noCookie.headers.get('location')).toBe('/oma-tili?login=failed');
    const otherState = await get(`/api/v1/auth/callback?code=good-code-123&state=another-state-123`, { cookie: loginCookie });
    expect(otherState.headers.get('location')).toBe('/en-EU/account?login=failed');
    const refused = await get(`/api/v1/auth/callback?code=bad-code-1234&state=${state}`, { cookie: loginCookie });
    expect(refused.headers.get('location')).toBe('/en-EU/account?login=failed');
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('ne_session=v1'))).toBe(false);
    expect((await get('/api/v1/auth/callback?code=<script>&state=x')).status).toBe(400);
    expect(calls).toEqual(['token bad-code-1234 https://site.test/api/v1/auth/callback']);
  });
});

describe('auth check, proxy and logout', () => {
  it('the user-status header says AUTHORIZED only for a valid session', async () => {
    const anonymous = await get('/api/v1/auth');
    expect(anonymous.headers.get('user-status')).toBe('UNAUTHORIZED');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const session = await logIn();
    expect((await get('/api/v1/auth', { cookie: session })).headers.get('user-status')).toBe('AUTHORIZED');
    // one character of the sealed value changed (an appended one may fall off base64url's last group)
    const at = session.length - 10;
    const tampered = `${session.slice(0, at)}${session[at] === 'A' ? 'B' : 'A'}${session.slice(at + 1)}`;
    expect((await get('/api/v1/auth', { cookie: tampered })).headers.get('user-status')).toBe('UNAUTHORIZED');
  });

  it('the customer and cards calls take the token from the session only', async () => {
    expect((await get('/proxy/customer', { authorization: 'Bearer access-token-0123456789' })).status).toBe(401);
    expect((await get('/proxy/customer?token=access-token-0123456789')).status).toBe(401);
    expect(calls).toEqual([]);
    const session = await logIn();
    calls.length = 0;
    const res = await get('/proxy/customer', { cookie: session, authorization: 'Bearer someone-elses-token' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Aino' });
    expect(calls).toEqual([`customer ${current()}`]);
  });

  it('a refusal of the account service keeps its status; an unknown token ends the session', async () => {
    const session = await logIn();
    cardsResult = { ok: false, status: 403 };
    expect((await get('/proxy/cards', { cookie: session })).status).toBe(403);
    cardsResult = { ok: false, status: 418 };
    expect((await get('/proxy/cards', { cookie: session })).status).toBe(502);
    cardsResult = { ok: false, status: 401 };
    const gone = await get('/proxy/cards', { cookie: session });
    expect(gone.status).toBe(401);
    expect(gone.headers.getSetCookie()[0]).toContain('Max-Age=0');
  });

  it('logout ends the token and the session; cross-site it is refused; a failure keeps the session', async () => {
    const session = await logIn();
    expect((await get('/api/v1/logout', { cookie: session, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await get('/api/v1/logout', { cookie: session, origin: 'https://evil.example' })).status).toBe(403);
    expect(calls.filter((c) => c.startsWith('revoke'))).toEqual([]);

    revokeResult = 'down';
    const failed = await get('/api/v1/logout', { cookie: session, 'sec-fetch-site': 'same-origin' });
    expect(failed.status).toBe(502);
    expect(failed.headers.getSetCookie()).toEqual([]);

    revokeResult = { ok: true, data: null };
    const ok = await get('/api/v1/logout', { cookie: session, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('user-status')).toBe('UNAUTHORIZED');
    expect(ok.headers.getSetCookie()[0]).toMatch(/^ne_session=; .*Max-Age=0/);
    expect(calls.filter((c) => c.startsWith('revoke'))).toEqual([`revoke ${current()}`, `revoke ${current()}`]);
    // a token the service no longer knows counts as logged out
    revokeResult = { ok: false, status: 401 };
    expect((await get('/api/v1/logout', { cookie: session })).status).toBe(200);
  });
});

describe('one notion of an ended session', () => {
  /** An instance of the site: its own cookie sealer (the same secret) and so its own revocations. */
  async function instance(): Promise<{ url: string; close: () => Promise<void> }> {
    const own = sessionCookies({ secure: false, secret: 'route-test-secret-0123456789-abcdefghij' });
    const ownRoutes = createAccountRoutes({
      client,
      cookies: own,
      hubUrl: 'http://accounts.test/account/v1/hub',
      siteOrigin: () => 'https://site.test',
      siteOrigins: [],
    });
    const ownProxy = createAccountProxy({ client, cookies: own });
    const srv = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      try {
        if (url.pathname === '/proxy/customer') await ownProxy.customer(req, res);
        else await ownRoutes[url.pathname]!(req, res, url);
      } catch (error) {
        const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
        res.writeHead(e.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: e.code }));
      }
    });
    await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
    return { url: `http://127.0.0.1:${(srv.address() as AddressInfo).port}`, close: () => new Promise<void>((ok) => srv.close(() => ok())) };
  }

  it('after logout the auth check and the proxy both refuse the old cookie, on this instance and on another', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const session = await logIn();
      const status = async (base: string) => (await fetch(`${base}/api/v1/auth`, { headers: { cookie: session } })).headers.get('user-status');
      expect(await status(a.url)).toBe('AUTHORIZED');
      expect(await status(b.url)).toBe('AUTHORIZED');

      expect((await fetch(`${a.url}/api/v1/logout`, { headers: { cookie: session, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
      calls.length = 0;
      // the instance that logged out knows at once, without asking the account service
      expect(await status(a.url)).toBe('UNAUTHORIZED');
      expect((await fetch(`${a.url}/proxy/customer`, { headers: { cookie: session } })).status).toBe(401);
      expect(calls).toEqual([]);
      // another instance learns it from the account service, and then refuses the cookie itself
      const other = await fetch(`${b.url}/api/v1/auth`, { headers: { cookie: session } });
      expect(other.headers.get('user-status')).toBe('UNAUTHORIZED');
      expect(other.headers.getSetCookie()[0]).toContain('Max-Age=0');
      calls.length = 0;
      expect((await fetch(`${b.url}/proxy/customer`, { headers: { cookie: session } })).status).toBe(401);
      expect(calls).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
