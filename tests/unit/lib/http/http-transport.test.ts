import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendFetch } from '../../../../src/lib/http/transport';
import { request, UpstreamError } from '../../../../src/lib/http/client';

let server: Server;
let base = '';
const seen: { method: string; url: string; locale: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, locale: req.headers['locale'] as string | undefined, body });
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 400);
      if (req.url === '/empty') return void res.writeHead(204).end();
      if (req.url === '/missing') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ path: req.url, ok: 'äö€' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('the backend transport (a fetch on undici.request)', () => {
  it('answers a GET as fetch does: status, headers (repeated ones too) and a JSON body', async () => {
    const res = await backendFetch(`${base}/cms-view/v1/content/page?path=%2Fasemat`, { headers: { accept: 'application/json', locale: 'fi-FI' } });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({ path: '/cms-view/v1/content/page?path=%2Fasemat', ok: 'äö€' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', locale: 'fi-FI' });
  });

  it('sends a POST body, and gives error statuses and empty answers as they are', async () => {
    await backendFetch(`${base}/cms-view/v1/search`, { method: 'POST', body: '{"page":1}', headers: new Headers({ 'content-type': 'application/json' }) });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"page":1}' });
    const missing = await backendFetch(`${base}/missing`);
    expect([missing.status, missing.ok, await missing.json()]).toEqual([404, false, { error: 'not found' }]);
    const empty = await backendFetch(`${base}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it('fails as fetch does: a refused connection is a network error naming its cause, a timeout the signal’s reason', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const refused = (await backendFetch(`http://127.0.0.1:${port}/x`).catch((e: unknown) => e)) as TypeError & { cause: { code?: string } };
    expect(refused).toBeInstanceOf(TypeError);
    expect(refused.cause.code).toBe('ECONNREFUSED');
    const late = (await backendFetch(`${base}/slow`, { signal: AbortSignal.timeout(50) }).catch((e: unknown) => e)) as Error;
    expect(late.name).toBe('TimeoutError');
  });

  it('keeps the HTTP client’s failure reports: unreachable names the cause, a timeout its limit', async () => {
    const ctx = { service: 'cms', call: 'page', path: '/x', locale: 'no-NO' };
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const unreachable = (await request(`http://127.0.0.1:${port}/x`, { timeoutMs: 1000, fetchImpl: backendFetch }, ctx).catch(
      (e: unknown) => e,
    )) as UpstreamError;
    expect(unreachable.message).toBe('[cms] page "/x" (no-NO): upstream unreachable (ECONNREFUSED) after 1 retry');
    const timeout = (await request(`${base}/slow`, { timeoutMs: 50, fetchImpl: backendFetch }, ctx).catch((e: unknown) => e)) as UpstreamError;
    expect([timeout.failure, timeout.siteStatus]).toEqual(['timeout', 503]);
  });
});
