import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOfKind, requirePageKinds } from '../../../../scripts/support/page-kinds';

/** A content backend whose listing has only a landing page. */
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ locale: 'en-EU', paths: [{ path: '/', contentType: 'standardPage', version: '' }] }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((ok) => server.close(ok)));

describe('page kinds', () => {
  it('a kind missing from the content is an error naming each missing kind, not a skip', async () => {
    const error = await requirePageKinds(url, 'en-EU').then(
      () => null,
      (e: Error) => e.message,
    );
    expect(error).toMatch(/^\[page-kinds\] en-EU: /);
    for (const kind of ['block', 'article', 'station', 'locator', 'checkout']) expect(error).toContain(`no ${kind} page`);
    expect(error).not.toContain('no landing page');
  });

  it('pageOfKind names the kind it cannot find', () => {
    expect(() => pageOfKind([], 'article', 'fi-FI')).toThrow('[page-kinds] no article page in fi-FI');
  });
});
