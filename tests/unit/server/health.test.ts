import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHealth } from '../../../src/server/health';
import { HttpError } from '../../../src/lib/http/errors';

// /healthz: up or down for anyone, the feed's state for operators only, GET and HEAD only.

const ADMIN = 'admin-token-0123456789';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    try {
      sendHealth(req, res, {
        buildId: () => 'b7',
        health: () => ({ feed: { cursor: 'abcd.9', lastFailure: { reason: 'ECONNREFUSED 127.0.0.1:4322' } } }),
        adminToken: ADMIN,
      });
    } catch (error) {
      const e = error as HttpError;
      res.writeHead(e.status, e.headers).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('/healthz', () => {
  it('tells a visitor only that the instance is up', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: ADMIN }] as Record<string, string>[]) {
      const res = await fetch(base, { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(res.headers.get('vary')).toContain('Authorization');
    }
  });

  it("shows the build, the feed's cursor and its last failure with the admin token", async () => {
    const res = await fetch(base, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(await res.json()).toEqual({ ok: true, buildId: 'b7', feed: { cursor: 'abcd.9', lastFailure: { reason: 'ECONNREFUSED 127.0.0.1:4322' } } });
  });

  it('answers GET and HEAD only: 405 with Allow otherwise', async () => {
    expect((await fetch(base, { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await fetch(base, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('GET, HEAD');
    }
  });
});
