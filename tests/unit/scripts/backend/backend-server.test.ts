import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { HttpError } from '../../../../src/lib/http/errors';
import { backendFixtureDir } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';
import { rawRequest } from '../../../support/raw-http';

let backend: RunningBackend;
const logged: string[] = [];

beforeAll(async () => {
  backend = await startBackend({
    port: 0,
    dataDir: backendFixtureDir,
    journal: false,
    logError: (line) => logged.push(line),
    // Routes added by registration, as the order and edit APIs will be.
    extend: (router) => {
      router.on('GET', '/test/boom', () => {
        throw new Error('kaboom');
      });
      router.on('GET', '/test/async-boom', async () => {
        await Promise.resolve();
        throw new TypeError('async kaboom');
      });
      router.on('GET', '/test/teapot', () => {
        throw new HttpError(418, 'teapot', 'short and stout');
      });
      router.on('GET', '/test/items/:id', ({ res, params }) => {
        res.end(JSON.stringify(params));
      });
    },
  });
});
afterAll(async () => {
  await backend.close();
});

const http = httpClient(() => backend.url);

/** GETs `path`, or POSTs `body` to it, and reads the JSON answer. */
async function call(path: string, body?: string) {
  const res = await (body === undefined ? http.get(path) : http.post(path, body));
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe('backend server', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(backend.url).not.toMatch(/:0$/);
  });

  it('answers /healthz', async () => {
    const { res, body } = await call('/healthz');
    expect(res.status).toBe(200);
    expect(body).toEqual({ ok: true });
  });

  it('answers an unknown path with a 404 JSON', async () => {
    const { res, body } = await call('/cms-view/v1/content/nothing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ error: 'not_found', message: 'No route for GET /cms-view/v1/content/nothing' });
  });

  it('answers a wrong method with a 405 JSON and an Allow header', async () => {
    const page = await call('/cms-view/v1/content/page?path=/', '{}');
    expect(page.res.status).toBe(405);
    expect(page.res.headers.get('allow')).toBe('GET, HEAD');
    expect(page.body['error']).toBe('method_not_allowed');
    const search = await call('/cms-view/v1/search');
    expect(search.res.status).toBe(405);
    expect(search.res.headers.get('allow')).toBe('POST');
  });

  it('turns a thrown error into a 500 JSON and a log line, and stays up', async () => {
    for (const path of ['/test/boom', '/test/async-boom']) {
      const { res, body } = await call(path);
      expect(res.status).toBe(500);
      expect(body).toEqual({ error: 'internal_error', message: 'Internal server error' });
    }
    expect(logged).toEqual(['GET /test/boom failed', 'GET /test/async-boom failed']);
    expect((await call('/healthz')).res.status).toBe(200);
  });

  it('answers an HttpError with its own status and code', async () => {
    const { res, body } = await call('/test/teapot');
    expect(res.status).toBe(418);
    expect(body).toEqual({ error: 'teapot', message: 'short and stout' });
  });

  it('hands percent-decoded pattern params to handlers', async () => {
    const { body } = await call('/test/items/a%20b');
    expect(body).toEqual({ id: 'a b' });
  });

  it('answers a malformed percent-encoding or a non-path target with a 400', async () => {
    expect((await call('/test/items/%E0%A4%A')).res.status).toBe(400);
    expect((await rawRequest(backend.url, { method: 'OPTIONS', target: '*' })).status).toBe(400);
  });
});
