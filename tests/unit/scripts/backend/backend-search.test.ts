import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchRequest } from '../../../../src/cms/schemas';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { backendFixtureDir } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';
import { rawRequest } from '../../../support/raw-http';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: backendFixtureDir, journal: false });
});
afterAll(async () => {
  await backend.close();
});

function body(overrides: Partial<SearchRequest> & { tags?: string[]; direction?: 'ASC' | 'DESC' } = {}): SearchRequest {
  return {
    page: overrides.page ?? 1,
    limit: overrides.limit ?? 9,
    filter: { category: 'Article', tags: overrides.tags ?? [] },
    sort: { sortBy: 'created', sortDirection: overrides.direction ?? 'DESC' },
  };
}

const http = httpClient(() => backend.url);
const post = (payload: string, headers: Record<string, string> = {}) => http.post('/cms-view/v1/search', payload, headers);

async function search(request: SearchRequest, locale = 'fi-FI') {
  const res = await post(JSON.stringify(request), { locale });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return searchResponseSchema.parse(await res.json());
}

const ids = (r: { items: { id: string }[] }) => r.items.map((i) => i.id);

describe('search', () => {
  it('gives every article of the locale, newest first, when no tags are asked for', async () => {
    const result = await search(body());
    expect(ids(result)).toEqual(['art-ev', 'art-summer', 'art-tyres']);
    expect(result).toMatchObject({ total: 3, page: 1, limit: 9 });
    expect(result.items[0]).toMatchObject({ slug: '/artikkeli/sahkoauton-lataus', created: '2024-09-15T09:00:00.000Z' });
  });

  it('keeps articles having any of the tags', async () => {
    expect(ids(await search(body({ tags: ['uutiset'] })))).toEqual(['art-summer', 'art-tyres']);
    expect(ids(await search(body({ tags: ['matkailu', 'sahkoautot'] })))).toEqual(['art-ev', 'art-summer']);
    expect(await search(body({ tags: ['none-such'] }))).toMatchObject({ items: [], total: 0 });
  });

  it('sorts oldest first on ASC', async () => {
    expect(ids(await search(body({ direction: 'ASC' })))).toEqual(['art-tyres', 'art-summer', 'art-ev']);
  });

  it('pages with page and limit, total counting every match', async () => {
    expect(await search(body({ limit: 2 }))).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(await search(body({ limit: 2 })))).toEqual(['art-ev', 'art-summer']);
    expect(ids(await search(body({ limit: 2, page: 2 })))).toEqual(['art-tyres']);
    expect(await search(body({ limit: 2, page: 3 }))).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it('searches the locale of the header only', async () => {
    expect(ids(await search(body(), 'en-EU'))).toEqual(['art-ev-en']);
    expect(await search(body(), 'sv-SE')).toMatchObject({ items: [], total: 0 });
    const bad = await post(JSON.stringify(body()), { locale: 'xx-XX' });
    expect(bad.status).toBe(400);
  });

  it('answers a body failing the schema with a 400 naming each field', async () => {
    const res = await post(JSON.stringify({ ...body(), limit: 101, filter: { category: 'Page', tags: [] } }));
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: string; message: string };
    expect(error.error).toBe('invalid_body');
    expect(error.message).toMatch(/(^|; )limit: /);
    expect(error.message).toMatch(/(^|; )filter\.category: /);
    expect(error.message).not.toMatch(/(^|; )page: /);

    const missing = await post('{}');
    expect(((await missing.json()) as { message: string }).message).toMatch(/page: .*limit: .*filter: .*sort: /);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await post('{"page": 1,');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_json');
  });

  it('answers a body over 64 KB with a 413 and stays up', async () => {
    const huge = JSON.stringify({ ...body(), padding: 'x'.repeat(100 * 1024) });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('payload_too_large');
    expect((await search(body())).total).toBe(3);
  });

  it('refuses a declared multi-megabyte body without reading it', async () => {
    // Headers only: the server must answer without waiting for 50 MB.
    const { status, body } = await rawRequest(backend.url, {
      method: 'POST',
      target: '/cms-view/v1/search',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ error: 'payload_too_large' });
  });
});
