import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainRequest } from '../../src/server/drain';
import { rawRequest } from '../support/raw-http';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  server = undefined;
});

/** A server that refuses every request at once, reading the body first or not. */
async function refusing(drain: boolean): Promise<string> {
  server = createServer((req, res) => {
    void (drain ? drainRequest(req) : Promise.resolve()).then(() => {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"error":"payload_too_large"}');
    });
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', () => ok()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('draining a request before an early answer', () => {
  // without the drain the client can lose the answer to a reset; when it does depends on timing
  // (tests/integration/fuzz-bodies.test.ts found it), so this checks the answer always arrives
  it('lets a client that is still sending a large body read the 4xx', async () => {
    const origin = await refusing(true);
    for (let i = 0; i < 5; i++) {
      const res = await rawRequest(origin, { method: 'POST', target: '/x', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(900_000) });
      expect(res.dropped).toBe(false);
      expect(res.status).toBe(413);
    }
  });

  it('gives up past its limit rather than reading forever', async () => {
    server = createServer((req, res) => {
      const started = Date.now();
      void drainRequest(req, 1024, 5_000).then(() => {
        res.writeHead(200, { 'content-type': 'text/plain', connection: 'close' });
        res.end(String(Date.now() - started));
      });
    });
    await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', () => ok()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // declares far more than it sends: only the limit (or the end) releases the answer
    const res = await rawRequest(origin, { method: 'POST', target: '/x', headers: { 'content-length': '100000000' }, body: 'x'.repeat(4096) });
    expect(res.status).toBe(200);
  });

  it('resolves at once for a request without a body', async () => {
    const origin = await refusing(true);
    const res = await rawRequest(origin, { target: '/' });
    expect(res.status).toBe(413);
  });
});
