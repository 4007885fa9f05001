/**
 * The /proxy/page call's path query (spec 7.2): a leading 'preview' and locale segment are removed
 * and an empty path becomes '/', so `?path=` and no `path` at all ask for the home page.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CmsClient } from '../../../../src/cms/client';
import { HttpError } from '../../../../src/lib/http/errors';
import { handleProxy, type ProxyDeps } from '../../../../src/server/api/proxy';

const asked: { path: string; locale: string }[] = [];
const cms = {
  page: async (path: string, locale: string) => {
    asked.push({ path, locale });
    return { localizedPagePaths: {}, content: { path } };
  },
} as unknown as CmsClient;
const deps = { cms, orders: {}, account: {} } as unknown as ProxyDeps;

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    try {
      await handleProxy(req, res, url, deps);
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e.code }));
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  asked.length = 0;
});

describe('/proxy/page', () => {
  it.each([
    ['?path=', '/'],
    ['', '/'],
    ['?path=/', '/'],
    ['?path=fi-FI', '/'],
    ['?path=/en-EU/', '/'],
    ['?path=preview', '/'],
    ['?path=vilkar-for-bruk', '/vilkar-for-bruk'],
    ['?path=/no-NO/a/b', '/a/b'],
  ])('%s asks the CMS for %s', async (query, path) => {
    const res = await fetch(`${base}/proxy/page${query}`, { headers: { locale: 'no-NO' } });
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ path, locale: 'no-NO' }]);
  });

  it('still refuses a control character or an overlong path', async () => {
    expect((await fetch(`${base}/proxy/page?path=%01`)).status).toBe(400);
    expect((await fetch(`${base}/proxy/page?path=${'a'.repeat(1025)}`)).status).toBe(400);
    expect(asked).toEqual([]);
  });
});
