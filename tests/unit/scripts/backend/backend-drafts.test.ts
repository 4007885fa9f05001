/**
 * Drafts of the embedded CMS (spec 7.2, preview header): a draft is seen under the preview header only,
 * saving it tells nobody (no feed entry, no webhook), publishing applies it like a `set` edit, and
 * the journal keeps it across a restart.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';

const running: RunningBackend[] = [];
let hookServer: Server;
let hookUrl: string;
const deliveries: { changes: { path?: string; action: string }[] }[] = [];

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof deliveries)[number]);
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => b.close()));
  deliveries.length = 0;
});
afterAll(async () => {
  await new Promise((r) => hookServer.close(r));
  await removeFixtureDataCopies();
});

const dataDir = (): Promise<string> => fixtureDataCopy('drafts-');

async function start(dir: string): Promise<RunningBackend> {
  const backend = await startBackend({ dataDir: dir, webhook: { url: hookUrl, secret: 'test-secret-test-secret' } });
  running.push(backend);
  return backend;
}

const cms = (backend: RunningBackend) => httpClient(backend.url);

async function edit(backend: RunningBackend, body: Record<string, unknown>) {
  const res = await cms(backend).post('/cms-view/v1/edits', body, { authorization: `Bearer ${backend.editorToken}` });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function page(backend: RunningBackend, path: string, preview = false) {
  const res = await cms(backend).get(`/cms-view/v1/content/page?path=${encodeURIComponent(path)}`, preview ? { preview: 'true' } : {});
  return {
    status: res.status,
    body: res.ok
      ? ((await res.json()) as { content: { title: string; slug: string; description: string; noIndex: boolean }; localizedPagePaths: Record<string, string> })
      : null,
  };
}

const listing = async (backend: RunningBackend) => (await cms(backend).get('/cms-view/v1/content/paths')).text();

describe('drafts', () => {
  it('shows a draft under the preview header only, and tells neither the feed nor the webhook', async () => {
    const backend = await start(await dataDir());
    const feedBefore = JSON.stringify(backend.feed.read(null));
    const listBefore = await listing(backend);
    const saved = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', draft: true, set: { title: 'Luonnos', noIndex: true } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, draft: { title: 'Luonnos', noIndex: true } });

    expect((await page(backend, '/asemahaku', true)).body?.content).toMatchObject({ title: 'Luonnos', noIndex: true });
    const pub = await page(backend, '/asemahaku');
    expect(pub.body?.content.title).not.toBe('Luonnos');
    expect(pub.body?.content.noIndex).toBe(false);
    expect(JSON.stringify(backend.feed.read(null))).toBe(feedBefore);
    expect(await listing(backend)).toBe(listBefore);
    expect(deliveries).toHaveLength(0);

    // a second save merges into the draft
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', draft: true, set: { description: 'Uusi kuvaus' } });
    expect((await page(backend, '/asemahaku', true)).body?.content).toMatchObject({ title: 'Luonnos', description: 'Uusi kuvaus' });
  });

  it('finds the entry at its draft slug in preview, and only there', async () => {
    const backend = await start(await dataDir());
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', draft: true, set: { slug: '/asemat-haku' } });
    const moved = await page(backend, '/asemat-haku', true);
    expect(moved.body?.content.slug).toBe('/asemat-haku');
    expect(moved.body?.localizedPagePaths['fi-FI']).toBe('/asemat-haku');
    expect((await page(backend, '/asemahaku', true)).status).toBe(404);
    expect((await page(backend, '/asemat-haku')).status).toBe(404);
    expect((await page(backend, '/asemahaku')).status).toBe(200);
  });

  it('publishes a draft like a set edit: public, in the feed, webhook sent, draft cleared', async () => {
    const backend = await start(await dataDir());
    const cursor = backend.feed.read(null).next;
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', draft: true, set: { title: 'Julkaistu', slug: '/asemien-haku' } });
    const published = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', publish: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ ok: true, webhook: { delivered: true } });
    expect(published.body['changes']).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'updated', path: '/asemien-haku', previousPath: '/asemahaku' })]),
    );
    const now = await page(backend, '/asemien-haku');
    expect(now.body?.content.title).toBe('Julkaistu');
    expect((await page(backend, '/asemahaku')).status).toBe(404);
    const feed = backend.feed.read(cursor);
    expect(feed.resync).toBe(false);
    // the page, and its translations whose alternates now point at the new path
    expect(feed.resync === false && feed.changes.map((e) => e.change)).toEqual(
      expect.arrayContaining([expect.objectContaining({ locale: 'fi-FI', action: 'updated', path: '/asemien-haku', previousPath: '/asemahaku' })]),
    );
    expect(deliveries).toHaveLength(1);
    expect(backend.store.draft('fi-FI', '/asemien-haku')).toBeUndefined();

    const again = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemien-haku', publish: true });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'no_draft' });
    expect(String(again.body['message'])).toContain('no draft');
  });

  it('discards a draft', async () => {
    const backend = await start(await dataDir());
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', draft: true, set: { title: 'Pois' } });
    expect((await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', discard: true })).body).toMatchObject({ ok: true, discarded: true });
    expect((await page(backend, '/asemahaku', true)).body?.content.title).not.toBe('Pois');
    expect((await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', discard: true })).body).toMatchObject({ ok: true, discarded: false });
    expect(deliveries).toHaveLength(0);
  });

  it('keeps drafts across a restart through the edit journal', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    await edit(first, { target: 'page', locale: 'en-EU', path: '/', draft: true, set: { title: 'Draft home' } });
    await first.close();
    running.splice(running.indexOf(first), 1);
    const second = await start(dir);
    expect(second.store.draft('fi-FI', '/')).toBeUndefined();
    const res = await fetch(`${second.url}/cms-view/v1/content/page?path=/`, { headers: { locale: 'en-EU', preview: 'true' } });
    expect(((await res.json()) as { content: { title: string } }).content.title).toBe('Draft home');
  });

  it('refuses bad drafts with clear 4xx errors', async () => {
    const backend = await start(await dataDir());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ draft: true, set: { tags: ['x'] } }, 400, 'set.tags: a draft holds only title, description, slug, noIndex'],
      [{ draft: true }, 400, 'set: a draft needs'],
      [{ draft: true, set: { title: '' } }, 400, 'set.title: Write something here: it cannot be empty.'],
      [{ draft: true, set: { slug: '/offer?x=1' } }, 400, 'set.slug: The path “/offer?x=1” cannot be used: it contains “?”.'],
      [{ draft: true, set: { slug: '/api/offers' } }, 400, 'set.slug: The path “/api/offers” cannot be used: the site keeps “/api”'],
      [{ publish: true, set: { title: 'x' } }, 400, 'set: "set" does not go with "publish"'],
      [{ publish: true, delete: true }, 400, 'one operation per edit'],
      [{ draft: true, set: { slug: '/kayttoehdot' } }, 409, 'set.slug: Another page already has the address “/kayttoehdot”.'],
    ];
    for (const [extra, status, message] of cases) {
      const answer = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', ...extra });
      expect(answer.status, JSON.stringify(extra)).toBe(status);
      expect(String(answer.body['message'])).toContain(message);
    }
    expect((await edit(backend, { target: 'page', locale: 'fi-FI', path: '/nothing-here', draft: true, set: { title: 'x' } })).status).toBe(404);
    expect(backend.store.draft('fi-FI', '/asemahaku')).toBeUndefined();
  });

  it('keeps draft slugs apart, moves a draft with its page, and keeps it when publishing is refused', async () => {
    const backend = await start(await dataDir());
    const draft = (path: string, set: Record<string, unknown>) => edit(backend, { target: 'page', locale: 'fi-FI', path, draft: true, set });
    expect((await draft('/asemahaku', { slug: '/yhteinen' })).status).toBe(200);
    const clash = await draft('/kayttoehdot', { slug: '/yhteinen' });
    expect(clash.status).toBe(409);
    expect(String(clash.body['message'])).toContain('set.slug: The draft of the page at “/asemahaku” already moves it to “/yhteinen”.');

    // an edit that renames the page carries its draft along; a delete drops it
    await draft('/kayttoehdot', { title: 'Ehdot (luonnos)' });
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/kayttoehdot', set: { slug: '/ehdot' }, webhook: false });
    expect(backend.store.draft('fi-FI', '/ehdot')?.title).toBe('Ehdot (luonnos)');
    expect((await page(backend, '/ehdot', true)).body?.content.title).toBe('Ehdot (luonnos)');
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/ehdot', delete: true, webhook: false });
    expect(backend.store.draft('fi-FI', '/ehdot')).toBeUndefined();

    // a page made at the draft's slug meanwhile: publishing is a 409, and the draft stays
    await edit(backend, { target: 'page', locale: 'fi-FI', path: '/yhteinen', create: { title: 'Ensin' }, webhook: false });
    const refused = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', publish: true });
    expect(refused.status).toBe(409);
    expect(backend.store.draft('fi-FI', '/asemahaku')?.slug).toBe('/yhteinen');
  });

  it('refuses a save, publish or discard made from an older version of the entry (409 stale_version), changing nothing', async () => {
    const backend = await start(await dataDir());
    const base = { target: 'page', locale: 'fi-FI', path: '/asemahaku' };
    const first = await edit(backend, { ...base, draft: true, set: { title: 'Ensimmäinen' } });
    const read = String(first.body['version']);
    expect(read).toMatch(/^[\w-]{16}$/);
    // another editor saves after that version was read
    const second = await edit(backend, { ...base, draft: true, ifVersion: read, set: { title: 'Toinen' } });
    expect(second.status).toBe(200);
    expect(second.body['version']).not.toBe(read);
    for (const op of [{ draft: true, set: { title: 'Kolmas' } }, { publish: true }, { discard: true }]) {
      const stale = await edit(backend, { ...base, ...op, ifVersion: read });
      expect(stale.status, JSON.stringify(op)).toBe(409);
      expect(stale.body).toMatchObject({ error: 'stale_version' });
    }
    expect(backend.store.draft('fi-FI', '/asemahaku')?.title).toBe('Toinen');
    expect(deliveries).toHaveLength(0);
    // the version now publishes
    expect((await edit(backend, { ...base, publish: true, ifVersion: String(second.body['version']) })).status).toBe(200);
    expect((await page(backend, '/asemahaku')).body?.content.title).toBe('Toinen');
  });

  it('leaves the existing edit API as it was (set still publishes at once)', async () => {
    const backend = await start(await dataDir());
    const answer = await edit(backend, { target: 'page', locale: 'fi-FI', path: '/asemahaku', set: { title: 'Suoraan' } });
    expect(answer.status).toBe(200);
    expect((await page(backend, '/asemahaku')).body?.content.title).toBe('Suoraan');
    expect(deliveries).toHaveLength(1);
  });
});
