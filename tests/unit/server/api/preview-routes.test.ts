import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRoutes } from '../../../../src/server/api/preview';
import { previewSessions } from '../../../../src/server/preview/session';
import { HttpError } from '../../../../src/lib/http/errors';

// Entering a preview (a limit on wrong secrets) and leaving it (a same-origin POST that revokes).

const SECRET = 'preview-secret-0123456789';
const sessions = previewSessions({ secret: SECRET, secure: false });
const routes: Record<string, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>> = createPreviewRoutes(sessions, {
  attempts: { perKey: 3, overall: 100, windowS: 60 },
});
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    try {
      if (url.pathname === '/whoami') return void res.writeHead(200).end(sessions.active(req) ? 'editor' : 'visitor');
      const route = routes[url.pathname];
      if (!route) throw new HttpError(404, 'not_found', 'nope');
      await route(req, res, url);
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
      res.writeHead(e.status, { 'content-type': 'application/json', ...e.headers }).end(JSON.stringify({ error: e.code }));
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const enter = (secret: string, client: string) =>
  fetch(`${base}/api/v1/preview?secret=${encodeURIComponent(secret)}&path=/en-EU/company`, { headers: { 'x-forwarded-for': client }, redirect: 'manual' });
const exit = (headers: Record<string, string>, method = 'POST', body = 'path=%2Fen-EU%2Fcompany') =>
  fetch(`${base}/api/v1/preview/exit`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'POST' ? body : undefined,
    redirect: 'manual',
  });

describe('entering a preview', () => {
  it('answers 429 with Retry-After after a few wrong secrets from one client, even to the right one; others go on', async () => {
    for (let i = 0; i < 3; i++) expect((await enter('wrong-wrong-wrong', '203.0.113.7')).status).toBe(401);
    const blocked = await enter(SECRET, '203.0.113.7');
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const other = await enter(SECRET, '203.0.113.8');
    expect(other.status).toBe(307);
    expect(other.headers.get('location')).toBe('/preview/en-EU/company');
  });
});

describe('leaving a preview', () => {
  it('is a same-origin POST only, and revokes the session: the old cookie opens nothing', async () => {
    const opened = await enter(SECRET, '198.51.100.1');
    const cookie = opened.headers.getSetCookie()[0]!.split(';')[0]!;
    const whoami = async () => (await fetch(`${base}/whoami`, { headers: { cookie } })).text();
    expect(await whoami()).toBe('editor');

    const get = await exit({ cookie }, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await exit({ cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await exit({ cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await exit({ cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' })).status).toBe(415);
    expect((await exit({ cookie, 'sec-fetch-site': 'same-origin' }, 'POST', 'path=%2F%2Fevil.example')).status).toBe(400);
    expect(await whoami()).toBe('editor');

    const left = await exit({ cookie, 'sec-fetch-site': 'same-origin' });
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/en-EU/company');
    expect(left.headers.get('cache-control')).toBe('private, no-store');
    expect(left.headers.getSetCookie()[0]).toContain('Max-Age=0');
    // the browser drops the cookie; a copy kept elsewhere is refused too
    expect(await whoami()).toBe('visitor');
  });
});
