import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutSchema, pageResponseSchema, pathListingSchema, type PageContent } from '../../../../src/cms/schemas';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { backendFixtureDir } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: backendFixtureDir, journal: false });
});
afterAll(async () => {
  await backend.close();
});

const { get } = httpClient(() => backend.url);

async function page(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return get(`/cms-view/v1/content/page?path=${encodeURIComponent(path)}`, headers);
}

describe('layout', () => {
  it('answers the layout of the locale in the locale header, fi-FI without one', async () => {
    const fi = await get('/cms-view/v1/content/layout');
    expect(fi.status).toBe(200);
    expect(fi.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const fiLayout = layoutSchema.parse(await fi.json());
    expect(fiLayout.navigation.map((n) => n.text)).toEqual(['Asemahaku', 'Käyttöehdot']);

    const en = layoutSchema.parse(await (await get('/cms-view/v1/content/layout', { locale: 'en-EU' })).json());
    expect(en.navigation.map((n) => n.url)).toEqual(['/stationsearch', '/terms']);
    expect(en.footer.items[0]).toEqual({ contentType: 'string', id: 'ft-en-EU-h', value: 'Customer service' });
  });

  it('is a 404 JSON for a locale without content and a 400 for an unknown locale', async () => {
    const sv = await get('/cms-view/v1/content/layout', { locale: 'sv-SE' });
    expect(sv.status).toBe(404);
    expect(await sv.json()).toEqual({ error: 'not_found', message: 'No layout in sv-SE' });

    const bad = await get('/cms-view/v1/content/layout', { locale: 'de-DE' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid_locale');
    expect(body.message).toContain('de-DE');
  });
});

describe('page by path', () => {
  it('finds a page with or without the leading slash and with a trailing slash', async () => {
    const bodies = await Promise.all(['/asemahaku', 'asemahaku', '/asemahaku/', 'asemahaku/'].map((p) => page(p)));
    for (const res of bodies) expect(res.status).toBe(200);
    const texts = await Promise.all(bodies.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    const parsed = pageResponseSchema.parse(JSON.parse(texts[0] ?? ''));
    expect(parsed.content.slug).toBe('/asemahaku');
    expect(parsed.localizedPagePaths).toEqual({ 'fi-FI': '/asemahaku', 'en-EU': '/stationsearch' });
  });

  it('serves the landing page at / and at an empty path', async () => {
    for (const p of ['/', '']) {
      const parsed = pageResponseSchema.parse(await (await page(p)).json());
      expect(parsed.content.id).toBe('landing-fi-FI');
    }
  });

  it('serves article and station pages in their full shapes', async () => {
    const article = pageResponseSchema.parse(await (await page('/artikkeli/talvirenkaat')).json());
    expect(article.content.contentType).toBe('articlePage');

    const station = pageResponseSchema.parse(await (await page('/stations/tampere-hervanta', { locale: 'en-EU' })).json());
    if (station.content.contentType !== 'stationPage') throw new Error('expected a station page');
    expect(station.content.station.openingHours.shape).toBe('A');
    expect(station.localizedPagePaths['fi-FI']).toBe('/asemat/tampere-hervanta');
  });

  it('looks pages up within the locale of the header', async () => {
    expect((await page('/stationsearch', { locale: 'en-EU' })).status).toBe(200);
    expect((await page('/asemahaku', { locale: 'en-EU' })).status).toBe(404);
  });

  it('answers an unknown path with the 404 JSON of the contract', async () => {
    const res = await page('/x');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No page at "/x" in fi-FI' });
  });

  it('rejects a missing, oversized or control-character path with a 400 naming path', async () => {
    const missing = await get('/cms-view/v1/content/page');
    const long = await page(`/${'a'.repeat(2000)}`);
    const control = await page('/asema\nhaku');
    for (const res of [missing, long, control]) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('invalid_query');
      expect(body.message).toMatch(/^path: /);
    }
  });

  it('rejects a bad locale header and accepts the preview header', async () => {
    expect((await page('/asemahaku', { locale: 'fi' })).status).toBe(400);
    expect((await page('/asemahaku', { preview: 'true' })).status).toBe(200);
  });

  it('serves an edited page once the store changes, and the same bytes until then', async () => {
    const before = await (await page('/kayttoehdot')).text();
    expect(await (await page('/kayttoehdot')).text()).toBe(before);

    const current = backend.store.page('fi-FI', '/kayttoehdot');
    if (!current) throw new Error('fixture has no terms page');
    const edited: PageContent = { ...current, title: 'Uudet käyttöehdot', version: '2025-02-01T00:00:00.000Z' };
    backend.store.putPage('fi-FI', edited);
    try {
      const after = pageResponseSchema.parse(await (await page('/kayttoehdot')).json());
      expect(after.content.title).toBe('Uudet käyttöehdot');
      const listing = pathListingSchema.parse(await (await get('/cms-view/v1/content/paths')).json());
      expect(listing.paths.find((p) => p.path === '/kayttoehdot')?.version).toBe('2025-02-01T00:00:00.000Z');
    } finally {
      backend.store.putPage('fi-FI', current);
    }
  });
});

describe('paths listing', () => {
  it('lists every page of the locale with its content type, version and noIndex', async () => {
    const listing = pathListingSchema.parse(await (await get('/cms-view/v1/content/paths')).json());
    expect(listing.locale).toBe('fi-FI');
    expect(listing.paths.map((p) => p.path)).toEqual([
      '/',
      '/artikkeli/kesan-ajot',
      '/artikkeli/sahkoauton-lataus',
      '/artikkeli/talvirenkaat',
      '/asemahaku',
      '/asemat/tampere-hervanta',
      '/kayttoehdot',
    ]);
    expect(listing.paths.find((p) => p.path === '/asemat/tampere-hervanta')).toEqual({
      path: '/asemat/tampere-hervanta',
      contentType: 'stationPage',
      version: '2025-01-10T08:00:00.000Z',
      noIndex: false,
    });
  });

  it('lists the other locale separately and nothing for a locale without pages', async () => {
    const en = pathListingSchema.parse(await (await get('/cms-view/v1/content/paths', { locale: 'en-EU' })).json());
    expect(en.paths).toHaveLength(5);
    expect(en.paths.map((p) => p.path)).toContain('/article/ev-charging');
    const no = pathListingSchema.parse(await (await get('/cms-view/v1/content/paths', { locale: 'no-NO' })).json());
    expect(no).toEqual({ locale: 'no-NO', paths: [], refused: [] });
  });
});
