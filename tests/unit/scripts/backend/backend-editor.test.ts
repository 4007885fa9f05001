/**
 * The editor's page at the embedded backend's root: list and search, the draft form and its
 * Preview link, publish with the site's status, delete behind a confirm step, cross-site posts
 * refused, and untrusted content escaped.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';

const SECRET = 'preview-secret-0123456789';
const TOKEN = 'admin-token-0123456789';
/** the editor's login of both backends here */
const EDITOR_TOKEN = 'editor-token-0123456789';
const LOGIN = { authorization: `Bearer ${EDITOR_TOKEN}` };
let site: Server;
let siteOrigin: string;
const siteCalls: { path: string; authorization?: string }[] = [];
let backend: RunningBackend;

/** A stand-in site: the webhook, the regeneration status (bearer only) and /healthz. */
function startSite(): Promise<void> {
  site = createServer((req, res) => {
    siteCalls.push({ path: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.url === '/api/v1/webhooks/cms') return json(202, { accepted: true });
    if (req.url === '/healthz')
      return json(200, { ok: true, buildId: 'b1', feed: { cursor: 'abcd.7', lastPullAt: '2026-01-01T00:00:00.000Z', lagMs: 120, lastFailure: null } });
    if (req.url === '/api/v1/regeneration/status') {
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { error: 'unauthorized' });
      const lastPass = {
        pass: 3,
        buildId: 'b1',
        changes: 1,
        // the status endpoint cuts its lists short and gives the whole counts
        rendered: ['/asemahaku', '/en-EU/stationsearch'],
        renderedCount: 1_204,
        removed: [],
        removedCount: 0,
        failed: [{ path: '/x', reason: '<b>boom</b>', at: 'now', attempts: 3 }],
        failedCount: 1,
        ms: 40,
        finishedAt: '2026-01-01T00:00:01.000Z',
      };
      return json(200, { buildId: 'b1', passes: 3, queued: 0, running: false, lastPass, recent: [lastPass], failures: lastPass.failed, feed: {} });
    }
    json(404, { error: 'not_found' });
  });
  return new Promise((r) =>
    site.listen(0, '127.0.0.1', () => {
      siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      r();
    }),
  );
}

const dataDir = (): Promise<string> => fixtureDataCopy('editor-');

beforeAll(async () => {
  await startSite();
  backend = await startBackend({
    dataDir: await dataDir(),
    webhook: { url: `${siteOrigin}/api/v1/webhooks/cms`, secret: 'webhook-secret-0123456789' },
    editorToken: EDITOR_TOKEN,
    editor: { env: { PREVIEW_SECRET: SECRET, SITE_URL: siteOrigin, SITE_URL_EN_EU: 'https://eu.example.test', ADMIN_TOKEN: TOKEN }, pageSize: 3 },
  });
});
afterAll(async () => {
  await backend.close();
  await new Promise((r) => site.close(r));
  await removeFixtureDataCopies();
});

/** Reads a page, logged in unless the headers say otherwise. */
async function get(path: string, base = backend.url, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...LOGIN, ...headers }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Posts a form as a browser on the editor's own page does, logged in unless the headers say otherwise. */
async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: backend.url, 'sec-fetch-site': 'same-origin' },
  base = backend.url,
) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...LOGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

async function previewTitle(path: string, locale = 'fi-FI', preview = true): Promise<string | null> {
  const res = await fetch(`${backend.url}/cms-view/v1/content/page?path=${encodeURIComponent(path)}`, {
    headers: { locale, ...(preview ? { preview: 'true' } : {}) },
  });
  return res.ok ? ((await res.json()) as { content: { title: string } }).content.title : null;
}

/** Every visible field has a label, the document names its language, and tags that must close do. */
function expectPlainAccessible(text: string): void {
  expect(text.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  const ids = [...text.matchAll(/<(?:input|textarea|select)\b(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
  for (const id of ids) expect(text, `label for #${id}`).toContain(`<label for="${id}">`);
  for (const tag of ['form', 'section', 'table', 'main', 'select', 'textarea', 'dl']) {
    expect(text.split(`<${tag}`).length, `<${tag}> closed`).toBe(text.split(`</${tag}>`).length);
  }
}

describe("the editor's page", () => {
  it("lists a locale's entries in pages, with search and a locale chooser", async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expectPlainAccessible(first.text);
    expect(first.text).toContain('Showing 1–3 of 7 entries in fi-FI.');
    expect(first.text).toContain('Page 1 of 3');
    expect(first.text).toContain('href="/?locale=fi-FI&amp;page=2">Next page</a>');
    const second = await get('/?locale=fi-FI&page=2');
    expect(second.text).toContain('Showing 4–6 of 7');
    expect(second.text).toContain('>Previous page</a>');

    const byTitle = await get('/?locale=fi-FI&q=talvi');
    expect(byTitle.text).toContain('Showing 1–1 of 1 entries in fi-FI matching “talvi”.');
    expect(byTitle.text).toContain('href="/editor/entry?locale=fi-FI&amp;path=%2Fartikkeli%2Ftalvirenkaat"');
    const byPath = await get('/?locale=fi-FI&q=%2Fasemat');
    expect(byPath.text).toContain('Tampere Hervanta');
    expect(byPath.text).not.toContain('Talvirenkaat');
    expect((await get('/?locale=fi-FI&q=nothing-like-this')).text).toContain('No entries in fi-FI match “nothing-like-this”.');

    const en = await get('/?locale=en-EU');
    expect(en.text).toContain('<option value="en-EU" selected>');
    expect(en.text).toContain('of 5 entries in en-EU');
    // an unknown locale falls back to the default one
    expect((await get('/?locale=xx')).text).toContain('entries in fi-FI');
  });

  it('saves a draft from the form: preview shows it, visitors do not, and the Preview link points at the site', async () => {
    const before = await previewTitle('/asemahaku', 'fi-FI', false);
    const saved = await post('/editor/draft', {
      locale: 'fi-FI',
      path: '/asemahaku',
      title: 'Luonnosotsikko',
      description: 'Kuvaus',
      slug: '/asemahaku',
      noIndex: 'true',
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe('/editor/entry?locale=fi-FI&path=%2Fasemahaku&status=draft-saved');
    expect(await previewTitle('/asemahaku')).toBe('Luonnosotsikko');
    expect(await previewTitle('/asemahaku', 'fi-FI', false)).toBe(before);

    const entry = await get(saved.location!);
    expectPlainAccessible(entry.text);
    expect(entry.text).toContain('role="status">Draft saved.');
    expect(entry.text).toContain('value="Luonnosotsikko"');
    expect(entry.text).toContain('id="noIndex" name="noIndex" type="checkbox" value="true" checked');
    for (const name of ['Save draft', 'Publish', 'Discard draft', 'Delete']) expect(entry.text).toContain(`>${name}</button>`);
    expect(entry.text).toContain(`<a href="${siteOrigin}/api/v1/preview?secret=${SECRET}&amp;path=%2Fasemahaku" rel="noreferrer">Preview</a>`);
    // the secret never leaves as a referrer, and forms still post with their real Origin
    expect(entry.headers.get('referrer-policy')).toBe('same-origin');

    // a draft slug moves the preview; en-EU pages live under /en-EU on the locale's own origin
    await post('/editor/draft', { locale: 'en-EU', path: '/', title: 'Welcome draft', description: '', slug: '/' });
    expect((await get('/editor/entry?locale=en-EU&path=/')).text).toContain(
      'href="https://eu.example.test/api/v1/preview?secret=preview-secret-0123456789&amp;path=%2Fen-EU"',
    );
    await post('/editor/draft', { locale: 'en-EU', path: '/stationsearch', title: 'Station search', description: '', slug: 'station-finder' });
    expect((await get('/editor/entry?locale=en-EU&path=/stationsearch')).text).toContain('path=%2Fen-EU%2Fstation-finder"');
    expect(await previewTitle('/station-finder', 'en-EU')).toBe('Station search');

    // unchanged values leave no draft
    const page = (await fetch(`${backend.url}/cms-view/v1/content/page?path=/kayttoehdot`).then((r) => r.json())) as {
      content: { title: string; description: string };
    };
    const same = await post('/editor/draft', {
      locale: 'fi-FI',
      path: '/kayttoehdot',
      title: page.content.title,
      description: page.content.description,
      slug: '/kayttoehdot',
    });
    expect(same.location).toContain('status=draft-empty');
    expect(backend.store.draft('fi-FI', '/kayttoehdot')).toBeUndefined();
  });

  it('shows a refused draft again with the reason and what was typed', async () => {
    const refused = await post('/editor/draft', { locale: 'fi-FI', path: '/artikkeli/talvirenkaat', title: 'Uusi', description: '', slug: '/kayttoehdot' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('role="alert">slug: a page exists at &quot;/kayttoehdot&quot; in fi-FI</p>');
    expect(refused.text).toContain('value="Uusi"');
    const empty = await post('/editor/draft', {
      locale: 'fi-FI',
      path: '/artikkeli/talvirenkaat',
      title: '',
      description: '',
      slug: '/artikkeli/talvirenkaat',
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('set.title');
    expect((await post('/editor/draft', { locale: 'fi-FI', path: '/nothing', title: 'x', description: '', slug: '/x' })).status).toBe(404);
    expect((await post('/editor/draft', { locale: 'xx-XX', path: '/', title: 'x' })).status).toBe(400);
  });

  it('refuses a slug no page may have at the Slug field, in the rule’s words, and says how a slug was written', async () => {
    const cases: [string, string][] = [
      ['/offer?x=1', 'The path “/offer?x=1” cannot be used: it contains “?”.'],
      ['/healthz', 'The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.'],
      ['/preview/x', 'The path “/preview/x” cannot be used: the site keeps “/preview” and everything under it for itself.'],
      ['/x.html/y', 'The path “/x.html/y” cannot be used: a part of it ends in “.html”, which the site keeps for its own files.'],
    ];
    for (const [slug, words] of cases) {
      const refused = await post('/editor/draft', { locale: 'en-EU', path: '/terms', title: 'Terms', description: '', slug });
      expect(refused.status, slug).toBe(400);
      expectPlainAccessible(refused.text);
      const escaped = words.replace(/"/g, '&quot;');
      expect(refused.text).toContain(`role="alert">${escaped}`);
      // at the field: marked invalid, and the message is what describes it first
      expect(refused.text).toContain('id="slug" name="slug" type="text" value="');
      expect(refused.text).toMatch(/id="slug"[^>]*aria-invalid="true" aria-describedby="slug-error slug-hint"/);
      expect(refused.text).toContain(`<p id="slug-error" class="field-error">${escaped}`);
      expect(refused.text).toContain(`value="${slug}"`);
      expect(backend.store.draft('en-EU', '/terms')).toBeUndefined();
    }
    // a week number's dot is a page path's; the rest is written the way page paths are
    const saved = await post('/editor/draft', { locale: 'en-EU', path: '/terms', title: 'Terms', description: '', slug: 'Offers/V.47 Week' });
    expect(saved.status).toBe(303);
    expect(saved.location).toContain('status=draft-saved-rewritten');
    expect(backend.store.draft('en-EU', '/terms')?.slug).toBe('/offers/v.47-week');
    const shown = await get(saved.location!);
    expect(shown.text).toContain('Saved as “/offers/v.47-week”: page paths are written in lower case, with hyphens for spaces.');
    expect(shown.text).not.toContain('aria-invalid="true"');
    await post('/editor/discard', { locale: 'en-EU', path: '/terms' });
  });

  it("publishes, then shows the site's regeneration status and feed lag", async () => {
    await post('/editor/draft', { locale: 'fi-FI', path: '/artikkeli/kesan-ajot', title: 'Kesän ajot 2', description: '', slug: '/artikkeli/kesan-ajot' });
    const cursor = backend.feed.read(null).next;
    siteCalls.length = 0;
    const published = await post('/editor/publish', { locale: 'fi-FI', path: '/artikkeli/kesan-ajot' });
    expect(published.status).toBe(303);
    expect(published.location).toBe('/editor/entry?locale=fi-FI&path=%2Fartikkeli%2Fkesan-ajot&status=published');
    expect(await previewTitle('/artikkeli/kesan-ajot', 'fi-FI', false)).toBe('Kesän ajot 2');
    const feed = backend.feed.read(cursor);
    expect(feed.resync === false && feed.changes.map((c) => c.change.path)).toEqual(['/artikkeli/kesan-ajot']);

    const entry = await get(published.location!);
    expect(entry.text).toContain('Published. The site regenerates the page');
    expect(entry.text).toContain('<dt>Last pass</dt><dd>#3, finished 2026-01-01T00:00:01.000Z</dd>');
    expect(entry.text).toContain('<dt>Pages rendered</dt><dd>1204 (<code>/asemahaku, /en-EU/stationsearch</code> …)');
    expect(entry.text).toContain('<dt>Failures</dt><dd>1 in the last pass');
    expect(entry.text).toContain('&lt;b&gt;boom&lt;/b&gt;');
    expect(entry.text).toContain('<dt>Feed lag</dt><dd>120 ms</dd>');
    expect(siteCalls).toContainEqual({ path: '/api/v1/regeneration/status', authorization: `Bearer ${TOKEN}` });

    const again = await post('/editor/publish', { locale: 'fi-FI', path: '/artikkeli/kesan-ajot' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('Nothing to publish');
  });

  it('discards a draft', async () => {
    await post('/editor/draft', { locale: 'fi-FI', path: '/asemat/tampere-hervanta', title: 'Hervanta X', description: '', slug: '/asemat/tampere-hervanta' });
    const discarded = await post('/editor/discard', { locale: 'fi-FI', path: '/asemat/tampere-hervanta' });
    expect(discarded.location).toContain('status=discarded');
    expect(await previewTitle('/asemat/tampere-hervanta')).toBe('Tampere Hervanta');
    expect((await post('/editor/discard', { locale: 'fi-FI', path: '/asemat/tampere-hervanta' })).location).toContain('status=nothing-discarded');
  });

  it('deletes only after the confirm step', async () => {
    const confirm = await get('/editor/delete?locale=fi-FI&path=/artikkeli/sahkoauton-lataus');
    expect(confirm.status).toBe(200);
    expectPlainAccessible(confirm.text);
    expect(confirm.text).toContain('<input type="hidden" name="confirm" value="yes">');
    expect(confirm.text).toContain('>Yes, delete</button>');
    const unconfirmed = await post('/editor/delete', { locale: 'fi-FI', path: '/artikkeli/sahkoauton-lataus' });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.location).toBe('/editor/delete?locale=fi-FI&path=%2Fartikkeli%2Fsahkoauton-lataus');
    expect(backend.store.page('fi-FI', '/artikkeli/sahkoauton-lataus')).toBeDefined();

    const deleted = await post('/editor/delete', { locale: 'fi-FI', path: '/artikkeli/sahkoauton-lataus', confirm: 'yes' });
    expect(deleted.location).toBe('/?locale=fi-FI&status=deleted');
    expect(backend.store.page('fi-FI', '/artikkeli/sahkoauton-lataus')).toBeUndefined();
    expect((await get(deleted.location!)).text).toContain('role="status">Entry deleted.');
  });

  it('refuses cross-site posts and foreign hosts with a 403, changing nothing', async () => {
    const fields = { locale: 'fi-FI', path: '/kayttoehdot', title: 'Hacked', description: '', slug: '/kayttoehdot' };
    expect((await post('/editor/draft', fields, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('/editor/draft', fields, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('/editor/draft', fields, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post('/editor/draft', fields, { origin: 'null' })).status).toBe(403);
    const deleteAttempt = await post(
      '/editor/delete',
      { locale: 'fi-FI', path: '/kayttoehdot', confirm: 'yes' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(deleteAttempt.status).toBe(403);
    expect(deleteAttempt.text).toContain('role="alert">Cross-site requests are not allowed');
    expect(backend.store.draft('fi-FI', '/kayttoehdot')).toBeUndefined();
    expect(backend.store.page('fi-FI', '/kayttoehdot')).toBeDefined();
    // a DNS-rebound name reaching the loopback port may not read the page (it holds the preview secret)
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${backend.url}/editor/entry?locale=fi-FI&path=/`, { headers: { host: 'evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    // a form posted as anything but a form is refused too
    expect((await post('/editor/draft', fields, { origin: backend.url, 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('escapes a hostile title everywhere it is shown', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await fetch(`${backend.url}/cms-view/v1/edits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...LOGIN },
      body: JSON.stringify({ target: 'page', locale: 'fi-FI', path: '/kayttoehdot', set: { title: hostile }, webhook: false }),
    });
    expect(res.status).toBe(200);
    for (const path of [
      '/?locale=fi-FI&q=script',
      '/editor/entry?locale=fi-FI&path=/kayttoehdot',
      '/editor/delete?locale=fi-FI&path=/kayttoehdot',
      `/?locale=fi-FI&q=${encodeURIComponent(hostile)}`,
    ]) {
      const page = await get(path);
      expect(page.text, path).not.toContain('<script>');
      expect(page.text, path).not.toContain('<img');
      expect(page.text, path).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
});

describe("the editor's door: a login, and no cross-site edits", () => {
  const api = (headers: Record<string, string>, body: unknown) =>
    fetch(`${backend.url}/cms-view/v1/edits`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const titleEdit = (title: string) => ({ target: 'page', locale: 'fi-FI', path: '/kayttoehdot', set: { title }, webhook: false });
  const title = () => backend.store.page('fi-FI', '/kayttoehdot')?.title;

  it('refuses a cross-site text/plain post to the edit API with a 403, logged in or not, and changes nothing', async () => {
    const before = title();
    const attempts: Record<string, string>[] = [
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...LOGIN },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site', ...LOGIN },
    ];
    for (const headers of attempts) {
      const res = await api(headers, titleEdit('Hacked'));
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(title()).toBe(before);
  });

  it('wants the token: none or a wrong one is a 401, the right one edits; JSON only', async () => {
    expect((await api({ 'content-type': 'application/json' }, titleEdit('No token'))).status).toBe(401);
    const wrong = await api({ 'content-type': 'application/json', authorization: 'Bearer editor-token-0123456780' }, titleEdit('Wrong'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    expect((await api({ 'content-type': 'text/plain', ...LOGIN }, titleEdit('Plain'))).status).toBe(415);
    expect(title()).not.toMatch(/No token|Wrong|Plain/);
    expect((await api({ 'content-type': 'application/json', ...LOGIN }, titleEdit('Käyttöehdot (kirjautunut)'))).status).toBe(200);
    expect(title()).toBe('Käyttöehdot (kirjautunut)');
  });

  it("answers the editor's pages with the login form until the token is typed, then with a strict HttpOnly cookie", async () => {
    const anonymous = { authorization: '' };
    const page = await get('/editor/entry?locale=fi-FI&path=/asemahaku', backend.url, anonymous);
    expect(page.status).toBe(303);
    expect(page.text).not.toContain(SECRET);
    const form = await get(page.headers.get('location')!, backend.url, anonymous);
    expect(form.status).toBe(200);
    expect(form.text).toContain('action="/editor/login"');
    expect(form.text).toContain('value="/editor/entry?locale=fi-FI&amp;path=/asemahaku"');
    expectPlainAccessible(form.text);
    // a post without the login changes nothing
    const draft = await post(
      '/editor/draft',
      { locale: 'fi-FI', path: '/asemahaku', title: 'Anon', description: '', slug: '/asemahaku' },
      { origin: backend.url, authorization: '' },
    );
    expect(draft.status).toBe(401);
    expect(backend.store.draft('fi-FI', '/asemahaku')?.title).not.toBe('Anon');

    const login = (token: string, next: string, headers: Record<string, string> = { origin: backend.url, 'sec-fetch-site': 'same-origin' }) =>
      fetch(`${backend.url}/editor/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ token, next }).toString(),
        redirect: 'manual',
      });
    expect((await login('nope-nope-nope-nope', '/')).status).toBe(401);
    expect((await login(EDITOR_TOKEN, '/', { origin: 'https://evil.example' })).status).toBe(403);
    const ok = await login(EDITOR_TOKEN, '/editor/entry?locale=fi-FI&path=/asemahaku');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/editor/entry?locale=fi-FI&path=/asemahaku');
    const cookie = ok.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(EDITOR_TOKEN);
    const pair = cookie.split(';')[0]!;
    expect((await get('/editor/entry?locale=fi-FI&path=/asemahaku', backend.url, { authorization: '', cookie: pair })).status).toBe(200);
    expect((await get('/', backend.url, { authorization: '', cookie: `${pair}x` })).status).toBe(303);
    // `next` never leads off this origin
    for (const next of ['//evil.example/', '/\\evil.example', 'https://evil.example/'])
      expect((await login(EDITOR_TOKEN, next)).headers.get('location'), next).toBe('/');
  });
});

describe("the editor's page without a preview secret or a site", () => {
  let bare: RunningBackend;
  beforeAll(async () => {
    bare = await startBackend({
      dataDir: await dataDir(),
      webhook: null,
      journal: false,
      editorToken: EDITOR_TOKEN,
      editor: { env: { PREVIEW_SECRET: 'short', SITE_URL: 'http://127.0.0.1:9' } },
    });
  });
  afterAll(() => bare.close());

  it('says why there is no Preview link, and that the site is unreachable after publishing', async () => {
    const entry = await get('/editor/entry?locale=fi-FI&path=/asemahaku', bare.url);
    expect(entry.text).not.toContain('>Preview</a>');
    expect(entry.text).toContain('No preview link: PREVIEW_SECRET is shorter than 16 characters.');
    const origin = { origin: bare.url };
    await post('/editor/draft', { locale: 'fi-FI', path: '/asemahaku', title: 'T', description: '', slug: '/asemahaku' }, origin, bare.url);
    const published = await post('/editor/publish', { locale: 'fi-FI', path: '/asemahaku' }, origin, bare.url);
    expect(published.location).toContain('status=published-unsent');
    const after = await get(published.location!, bare.url);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Regeneration status unavailable: the backend has neither ADMIN_TOKEN nor CMS_WEBHOOK_SECRET');
    expect(after.text).toContain('Feed status unavailable: the site is unreachable');
  });
});
