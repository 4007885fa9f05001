/**
 * The editor's page at the embedded backend's root: list and search, the draft form and its
 * Preview link, Post/Redirect/Get after every form with the result said first, refusals at their
 * fields, two editors on one entry, Publish sending what was typed and followed until it is live on
 * the site, Delete behind a confirm step that lists what links to the page, the editor's language,
 * cross-site posts refused, and untrusted content escaped.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { t } from '../../../../src/i18n/t';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';
import { httpClient, readAnswer } from '../../../support/http';
import { rawRequest } from '../../../support/raw-http';

const SECRET = 'preview-secret-0123456789';
const TOKEN = 'admin-token-0123456789';
/** the editor's login of both backends here */
const EDITOR_TOKEN = 'editor-token-0123456789';
const LOGIN = { authorization: `Bearer ${EDITOR_TOKEN}`, 'accept-language': 'en' };
let site: Server;
let siteOrigin: string;
const siteCalls: { path: string; authorization?: string }[] = [];
let backend: RunningBackend;

/**
 * A stand-in site: it takes the webhook and, as the real site does once the change's pages are in
 * place, moves its change-feed cursor to the CMS's head (unless `site.lagging`); its regeneration
 * status reports `site.failures` and `site.progress`.
 */
const siteState: {
  cursor: string | null;
  lagging: boolean;
  failures: { path: string; reason: string; at: string }[];
  progress: { done: number; total: number } | null;
} = { cursor: null, lagging: false, failures: [], progress: null };

function startSite(): Promise<void> {
  site = createServer((req, res) => {
    siteCalls.push({ path: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.url === '/api/v1/webhooks/cms') {
      if (!siteState.lagging) siteState.cursor = backend.feed.read(null).next;
      return json(202, { accepted: true });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { error: 'unauthorized' });
    if (req.url === '/healthz')
      return json(200, { ok: true, buildId: 'b1', feed: { enabled: true, cursor: siteState.cursor, lastPullAt: null, lagMs: 120, lastFailure: null } });
    if (req.url === '/api/v1/regeneration/status') {
      const running = siteState.progress !== null;
      return json(200, {
        buildId: 'b1',
        passes: 3,
        queued: 0,
        running,
        progress: siteState.progress,
        lastPass: null,
        recent: [],
        failures: siteState.failures,
      });
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
    editor: {
      env: { PREVIEW_SECRET: SECRET, SITE_URL: siteOrigin, SITE_URL_EN_EU: 'https://eu.example.test', ADMIN_TOKEN: TOKEN },
      pageSize: 3,
      followWaitMs: 1_500,
    },
  });
});
beforeEach(() => {
  Object.assign(siteState, { lagging: false, failures: [], progress: null });
});
afterAll(async () => {
  await backend.close();
  await new Promise((r) => site.close(r));
  await removeFixtureDataCopies();
});

/** The editor's page at `base`, logged in unless a request's headers say otherwise, its redirects not followed. */
const editorAt = (base: string) => httpClient(base, { headers: LOGIN, redirect: 'manual' });

/** Reads a page, logged in unless the headers say otherwise. */
const get = (path: string, base = backend.url, headers: Record<string, string> = {}) => readAnswer(editorAt(base).get(path, headers));

/** Posts a form as a browser on the editor's own page does, logged in unless the headers say otherwise. */
const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: backend.url, 'sec-fetch-site': 'same-origin' },
  base = backend.url,
) => readAnswer(editorAt(base).post(path, new URLSearchParams(fields), headers));

/** Posts a form and reads the page it redirects to (Post/Redirect/Get). */
async function postThenGet(path: string, fields: Record<string, string>, base = backend.url) {
  const posted = await post(path, fields, { origin: base, 'sec-fetch-site': 'same-origin' }, base);
  expect(posted.status, `${path}: ${posted.text}`).toBe(303);
  return { ...(await get(posted.location!, base)), location: posted.location! };
}

async function previewTitle(path: string, locale = 'fi-FI', preview = true): Promise<string | null> {
  const res = await fetch(`${backend.url}/cms-view/v1/content/page?path=${encodeURIComponent(path)}`, {
    headers: { locale, ...(preview ? { preview: 'true' } : {}) },
  });
  return res.ok ? ((await res.json()) as { content: { title: string } }).content.title : null;
}

/** The entry's version its form carries. */
async function versionOf(locale: string, path: string): Promise<string> {
  const page = await get(`/editor/entry?locale=${locale}&path=${encodeURIComponent(path)}`);
  return /name="version" value="([^"]+)"/.exec(page.text)![1]!;
}

/** Every visible field has a label, the document names its language, and tags that must close do. */
function expectPlainAccessible(text: string, lang = 'en'): void {
  expect(text.startsWith(`<!doctype html>\n<html lang="${lang}">`)).toBe(true);
  const ids = [...text.matchAll(/<(?:input|textarea|select)\b(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
  for (const id of ids) expect(text, `label for #${id}`).toContain(`<label for="${id}">`);
  for (const tag of ['form', 'section', 'table', 'main', 'select', 'textarea', 'dl']) {
    expect(text.split(`<${tag}`).length, `<${tag}> closed`).toBe(text.split(`</${tag}>`).length);
  }
}

/** The words a reader sees: markup, the style and the script gone, entities read. */
function visibleText(text: string): string {
  return text
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** No word of the code reaches the editor (issue: environment names, content types, field names, ids, errors). */
function expectNoCodeWords(text: string): void {
  const words = visibleText(text);
  for (const code of [
    'CMS_EDITOR_TOKEN',
    'PREVIEW_SECRET',
    'ADMIN_TOKEN',
    'standardPage',
    'articlePage',
    'stationPage',
    'noIndex',
    'set.',
    'pass #',
    'Cursor',
    'ECONNREFUSED',
    'String must',
    '{"',
  ])
    expect(words, code).not.toContain(code);
}

describe("the editor's page", () => {
  it("lists a market's pages in pages, with search and a market chooser", async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expectPlainAccessible(first.text);
    expectNoCodeWords(first.text);
    expect(first.text).toContain('Showing 1–3 of 7 pages.');
    expect(first.text).toContain('Page 1 of 3');
    expect(first.text).toContain('href="/?locale=fi-FI&amp;page=2">Next page</a>');
    // each row links to its page on the site
    expect(first.text).toContain(`<a href="${siteOrigin}/artikkeli/kesan-ajot"><code>/artikkeli/kesan-ajot</code></a>`);
    const second = await get('/?locale=fi-FI&page=2');
    expect(second.text).toContain('Showing 4–6 of 7 pages.');
    expect(second.text).toContain('>Previous page</a>');

    const byTitle = await get('/?locale=fi-FI&q=talvi');
    expect(byTitle.text).toContain('Showing 1–1 of 1 page matching “talvi”.');
    expect(byTitle.text).toContain('href="/editor/entry?locale=fi-FI&amp;path=%2Fartikkeli%2Ftalvirenkaat"');
    const byPath = await get('/?locale=fi-FI&q=%2Fasemat');
    expect(byPath.text).toContain('Tampere Hervanta');
    expect(byPath.text).not.toContain('Talvirenkaat');
    expect((await get('/?locale=fi-FI&q=nothing-like-this')).text).toContain('No page matches “nothing-like-this”.');

    const en = await get('/?locale=en-EU');
    expect(en.text).toContain('<option value="en-EU" selected>Europe (English)</option>');
    expect(en.text).toContain('of 5 pages.');
    // an unknown market falls back to the default one
    expect((await get('/?locale=xx')).text).toContain('<option value="fi-FI" selected>');
  });

  it("speaks the editor's language: the browser's first, then the one chosen on the page", async () => {
    const finnish = await get('/', backend.url, { 'accept-language': 'fi-FI,fi;q=0.9' });
    expectPlainAccessible(finnish.text, 'fi-FI');
    expect(finnish.text).toContain(`<h1>${t('fi-FI', 'editor.list.heading')}</h1>`);
    expect(finnish.text).toContain('>Kirjaudu ulos</button>');
    // the chooser posts the language and comes back to the same page
    const chosen = await post('/editor/language', { lang: 'sv-SE', next: '/?locale=en-EU' });
    expect(chosen.status).toBe(303);
    expect(chosen.location).toBe('/?locale=en-EU');
    const cookie = /^[^;]+/.exec((await post('/editor/language', { lang: 'sv-SE', next: '/' }, { origin: backend.url })).headers.get('set-cookie')!)![0];
    const swedish = await get('/?locale=en-EU', backend.url, { cookie, 'accept-language': 'fi' });
    expectPlainAccessible(swedish.text, 'sv-SE');
    expect(swedish.text).toContain('<h1>Sidor</h1>');
    expect(swedish.text).toContain('<option value="sv-SE" lang="sv-SE" selected>Svenska</option>');
    expectNoCodeWords(swedish.text);
    // never a language the tables do not have, never a foreign `next`
    expect((await post('/editor/language', { lang: 'xx', next: '//evil.example/' })).location).toBe('/');
  });

  it('saves a draft, then says so first; visitors do not see it, preview does, and Publish and Discard appear only with a draft', async () => {
    const before = await get('/editor/entry?locale=fi-FI&path=/asemahaku');
    expect(before.text).toContain('>Save draft</button>');
    expect(before.text).not.toContain('>Publish</button>');
    expect(before.text).not.toContain('>Discard draft</button>');
    expect(before.text).toContain(`<a href="${siteOrigin}/asemahaku">View on site</a>`);

    const publicBefore = await previewTitle('/asemahaku', 'fi-FI', false);
    const saved = await post('/editor/draft', {
      locale: 'fi-FI',
      path: '/asemahaku',
      version: await versionOf('fi-FI', '/asemahaku'),
      title: 'Luonnosotsikko',
      description: 'Kuvaus',
      slug: '/asemahaku',
      noIndex: 'true',
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/^\/editor\/entry\?locale=fi-FI&path=%2Fasemahaku&notice=[\w-]+$/);
    expect(await previewTitle('/asemahaku')).toBe('Luonnosotsikko');
    expect(await previewTitle('/asemahaku', 'fi-FI', false)).toBe(publicBefore);

    const entry = await get(saved.location!);
    expectPlainAccessible(entry.text);
    expectNoCodeWords(entry.text);
    // the result comes first, focused, as a status
    expect(entry.text).toMatch(
      /<div id="result" class="msg" role="status" tabindex="-1" autofocus[^>]*><p>Draft saved\. Visitors still see the published page\.<\/p>/,
    );
    expect(entry.text.indexOf('id="result"')).toBeLessThan(entry.text.indexOf('<form method="post" action="/editor/draft"'));
    expect(entry.text).toContain('value="Luonnosotsikko"');
    expect(entry.text).toContain('id="noIndex" name="noIndex" type="checkbox" value="true" checked');
    for (const name of ['Save draft', 'Publish', 'Discard draft', 'Delete']) expect(entry.text).toContain(`>${name}</button>`);
    expect(entry.text).toContain('formaction="/editor/publish"');
    expect(entry.text).toContain(`<a href="${siteOrigin}/api/v1/preview?secret=${SECRET}&amp;path=%2Fasemahaku" rel="noreferrer">Preview</a>`);
    // the secret never leaves as a referrer, and forms still post with their real Origin
    expect(entry.headers.get('referrer-policy')).toBe('same-origin');
    // a reload shows the page again and sends nothing
    expect((await get(saved.location!)).text).toContain('Draft saved.');

    // a draft slug moves the preview; en-EU pages live under /en-EU on the market's own origin
    await postThenGet('/editor/draft', { locale: 'en-EU', path: '/', title: 'Welcome draft', description: '', slug: '/' });
    expect((await get('/editor/entry?locale=en-EU&path=/')).text).toContain(
      'href="https://eu.example.test/api/v1/preview?secret=preview-secret-0123456789&amp;path=%2Fen-EU"',
    );
    await postThenGet('/editor/draft', { locale: 'en-EU', path: '/stationsearch', title: 'Station search', description: '', slug: 'station-finder' });
    expect((await get('/editor/entry?locale=en-EU&path=/stationsearch')).text).toContain('path=%2Fen-EU%2Fstation-finder"');
    expect(await previewTitle('/station-finder', 'en-EU')).toBe('Station search');

    // unchanged values leave no draft
    const page = (await fetch(`${backend.url}/cms-view/v1/content/page?path=/kayttoehdot`).then((r) => r.json())) as {
      content: { title: string; description: string };
    };
    const same = await postThenGet('/editor/draft', {
      locale: 'fi-FI',
      path: '/kayttoehdot',
      title: page.content.title,
      description: page.content.description,
      slug: '/kayttoehdot',
    });
    expect(same.text).toContain('Nothing differs from the published page, so there is no draft.');
    expect(backend.store.draft('fi-FI', '/kayttoehdot')).toBeUndefined();
  });

  it('shows a refused draft again with what was typed and each message beside its field, in words', async () => {
    const taken = await postThenGet('/editor/draft', {
      locale: 'fi-FI',
      path: '/artikkeli/talvirenkaat',
      title: 'Uusi',
      description: '',
      slug: '/kayttoehdot',
    });
    expect(taken.text).toMatch(/role="alert"[^>]*><p>Nothing was saved: see the message at the field below\.<\/p>/);
    expect(taken.text).toMatch(/id="slug"[^>]*aria-invalid="true" aria-describedby="slug-error slug-hint"/);
    expect(taken.text).toContain('<p id="slug-error" class="field-error">Another page already has the address “/kayttoehdot”.</p>');
    expect(taken.text).toContain('value="Uusi"');
    expectNoCodeWords(taken.text);

    const empty = await postThenGet('/editor/draft', {
      locale: 'fi-FI',
      path: '/artikkeli/talvirenkaat',
      title: '  ',
      description: '',
      slug: '/artikkeli/talvirenkaat',
    });
    expect(empty.text).toMatch(/id="title"[^>]*aria-invalid="true" aria-describedby="title-error"/);
    expect(empty.text).toContain('<p id="title-error" class="field-error">Write something here: it cannot be empty.</p>');
    expectNoCodeWords(empty.text);
    // in Finnish, beside the same field
    const finnish = await get(empty.location, backend.url, { 'accept-language': 'fi' });
    expect(finnish.text).toContain(`<p id="title-error" class="field-error">${t('fi-FI', 'editor.error.required')}</p>`);

    // a page that is not there is a page saying so, not JSON
    const gone = await postThenGet('/editor/draft', { locale: 'fi-FI', path: '/nothing', title: 'x', description: '', slug: '/x' });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('There is no page at “/nothing”.');
    const badForm = await post('/editor/draft', { locale: 'xx-XX', path: '/', title: 'x' });
    expect(badForm.status).toBe(400);
    expect(badForm.text).toContain('The form could not be read.');
  });

  it('refuses an address no page may have at the Address field, in the rule’s words, and says how an address was written', async () => {
    const cases: [string, string][] = [
      ['/offer?x=1', 'The path “/offer?x=1” cannot be used: it contains “?”.'],
      ['/healthz', 'The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.'],
      ['/preview/x', 'The path “/preview/x” cannot be used: the site keeps “/preview” and everything under it for itself.'],
      ['/x.html/y', 'The path “/x.html/y” cannot be used: a part of it ends in “.html”, which the site keeps for its own files.'],
    ];
    for (const [slug, words] of cases) {
      const refused = await postThenGet('/editor/draft', { locale: 'en-EU', path: '/terms', title: 'Terms', description: '', slug });
      expectPlainAccessible(refused.text);
      const escaped = words.replace(/"/g, '&quot;');
      expect(refused.text).toMatch(/id="slug"[^>]*aria-invalid="true" aria-describedby="slug-error slug-hint"/);
      expect(refused.text).toContain(`<p id="slug-error" class="field-error">${escaped}`);
      expect(refused.text).toContain(`value="${slug}"`);
      expect(backend.store.draft('en-EU', '/terms')).toBeUndefined();
    }
    // a week number's dot is a page path's; the rest is written the way page paths are
    const saved = await postThenGet('/editor/draft', { locale: 'en-EU', path: '/terms', title: 'Terms', description: '', slug: 'Offers/V.47 Week' });
    expect(backend.store.draft('en-EU', '/terms')?.slug).toBe('/offers/v.47-week');
    expect(saved.text).toContain('Saved as “/offers/v.47-week”: page paths are written in lower case, with hyphens for spaces.');
    expect(saved.text).not.toContain('aria-invalid="true"');
    await postThenGet('/editor/discard', { locale: 'en-EU', path: '/terms' });
  });

  it('two editors on one page: the later save of an older version changes nothing and shows both versions to choose from', async () => {
    const path = '/asemat/tampere-hervanta';
    const read = await versionOf('fi-FI', path);
    const form = (title: string, version: string) => ({ locale: 'fi-FI', path, version, title, description: '', slug: path });
    // the first tab saves
    await postThenGet('/editor/draft', form('Hervanta (Aino)', read));
    // the second tab, opened before that save, saves over it
    const stale = await postThenGet('/editor/draft', form('Hervanta (Mikko)', read));
    expect(backend.store.draft('fi-FI', path)?.title).toBe('Hervanta (Aino)');
    expect(stale.text).toContain('Someone else saved this page while you were editing it. Nothing of yours was saved.');
    expect(stale.text).toMatch(/<tr><th scope="row">Title<\/th><td lang="fi-FI">Hervanta \(Mikko\)<\/td><td lang="fi-FI">Hervanta \(Aino\)<\/td><\/tr>/);
    expectPlainAccessible(stale.text);
    // publishing the stale form publishes nothing either
    const publicTitle = await previewTitle(path, 'fi-FI', false);
    await postThenGet('/editor/publish', form('Hervanta (Mikko)', read));
    expect(await previewTitle(path, 'fi-FI', false)).toBe(publicTitle);
    // "Keep my version" saves the second editor's words over the version now there
    const keep = /<form method="post" action="\/editor\/draft" class="inline">([\s\S]*?)<\/form>/.exec(stale.text)![1]!;
    const fields = Object.fromEntries([...keep.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"')]));
    expect(fields['title']).toBe('Hervanta (Mikko)');
    const kept = await postThenGet('/editor/draft', fields);
    expect(kept.text).toContain('Draft saved.');
    expect(backend.store.draft('fi-FI', path)?.title).toBe('Hervanta (Mikko)');
    await postThenGet('/editor/discard', { locale: 'fi-FI', path });
  });

  it('publishes what the form holds, typed changes included, follows it to the site and says "Live on the site" with a link', async () => {
    const path = '/artikkeli/kesan-ajot';
    await postThenGet('/editor/draft', { locale: 'fi-FI', path, title: 'Kesän ajot 2', description: '', slug: path });
    const cursor = backend.feed.read(null).next;
    siteCalls.length = 0;
    // the editor typed a better title and pressed Publish without saving it
    const published = await post('/editor/publish', {
      locale: 'fi-FI',
      path,
      version: await versionOf('fi-FI', path),
      title: 'Kesän ajot 3',
      description: '',
      slug: path,
    });
    expect(published.status).toBe(303);
    expect(published.location).toMatch(/^\/editor\/entry\?locale=fi-FI&path=%2Fartikkeli%2Fkesan-ajot&notice=[\w-]+$/);
    expect(await previewTitle(path, 'fi-FI', false)).toBe('Kesän ajot 3');
    expect(backend.store.draft('fi-FI', path)).toBeUndefined();
    const feed = backend.feed.read(cursor);
    expect(feed.resync === false && feed.changes.map((c) => c.change.path)).toEqual([path]);

    const entry = await get(published.location!);
    expectNoCodeWords(entry.text);
    expect(entry.text).toMatch(
      /<div id="result" class="msg" role="status"[^>]*data-state="live"><p>Published\.<\/p><p><strong>Live on the site after 0\.\d s\./,
    );
    expect(entry.text).toContain(`<a href="${siteOrigin}/artikkeli/kesan-ajot">Open “Kesän ajot 3” on the site</a>`);
    // no Publish or Discard without a draft
    expect(entry.text).not.toContain('>Publish</button>');
    expect(siteCalls).toContainEqual({ path: '/healthz', authorization: `Bearer ${TOKEN}` });
  });

  it('a renamed page is followed at its new address, and its old one is said', async () => {
    const moved = await postThenGet('/editor/publish', {
      locale: 'fi-FI',
      path: '/artikkeli/talvirenkaat',
      title: 'Talvirenkaat',
      description: '',
      slug: '/artikkeli/Talvi Renkaat 2026',
    });
    expect(moved.location).toContain('path=%2Fartikkeli%2Ftalvi-renkaat-2026');
    expect(moved.text).toContain('Live on the site after');
    expect(moved.text).toContain(`<a href="${siteOrigin}/artikkeli/talvi-renkaat-2026">Open “Talvirenkaat” on the site</a>`);
    expect(moved.text).toContain('Saved as “/artikkeli/talvi-renkaat-2026”');
    expect(backend.store.page('fi-FI', '/artikkeli/talvirenkaat')).toBeUndefined();
  });

  it('tells a failure as a failure: a page the site could not render, a site that is not there', async () => {
    const path = '/asemahaku';
    siteState.failures = [{ path, reason: 'render failed: <b>boom</b>', at: new Date(Date.now() + 1000).toISOString() }];
    const failed = await postThenGet('/editor/publish', { locale: 'fi-FI', path, title: 'Asemahaku 2', description: '', slug: path });
    expect(failed.text).toMatch(/<div id="result" class="msg error" role="alert"[^>]*><p>Published\.<\/p><p><strong>But the site could not update a page/);
    expect(failed.text).toContain('&lt;b&gt;boom&lt;/b&gt;');
    expect(failed.text).not.toContain('class="msg" role="status"');

    // the change on its way: said as such, with a way to ask again, and followed by the script
    siteState.failures = [];
    siteState.lagging = true;
    siteState.progress = { done: 120, total: 1204 };
    const waiting = await postThenGet('/editor/publish', { locale: 'fi-FI', path, title: 'Asemahaku 3', description: '', slug: path });
    expect(waiting.text).toMatch(/<div id="result" class="msg info" role="status"[^>]*data-follow="\/editor\/follow\?id=[\w-]+&amp;again=[^"]+"[^>]*>/);
    expect(waiting.text).toContain('The site is updating…');
    expect(waiting.text).toContain('<progress id="follow-bar" max="1204" value="120">');
    expect(waiting.text).toContain('120 of 1,204 pages updated');
    const followUrl = /data-follow="([^"]+)"/.exec(waiting.text)![1]!.replace(/&amp;/g, '&');
    const asked = (await get(followUrl)).json<Record<string, unknown>>();
    expect(asked).toMatchObject({ state: 'progress', final: false, role: 'status' });
    // …until the site has it
    siteState.progress = null;
    siteState.cursor = backend.feed.read(null).next;
    const live = (await get(followUrl)).json<Record<string, unknown>>();
    expect(live).toMatchObject({ state: 'live', final: true, role: 'status', className: 'msg' });
    expect(String(live['message'])).toContain('Live on the site after');
  });

  it('discards a draft', async () => {
    await postThenGet('/editor/draft', {
      locale: 'fi-FI',
      path: '/asemat/tampere-hervanta',
      title: 'Hervanta X',
      description: '',
      slug: '/asemat/tampere-hervanta',
    });
    const discarded = await postThenGet('/editor/discard', { locale: 'fi-FI', path: '/asemat/tampere-hervanta' });
    expect(discarded.text).toContain('Draft discarded.');
    expect(await previewTitle('/asemat/tampere-hervanta')).toBe('Tampere Hervanta');
    expect((await postThenGet('/editor/discard', { locale: 'fi-FI', path: '/asemat/tampere-hervanta' })).text).toContain('There was no draft to discard.');
  });

  it('deletes only after the confirm step, which lists what links to the page, and follows the page off the site', async () => {
    const linked = await get('/editor/delete?locale=fi-FI&path=/kayttoehdot');
    expect(linked.status).toBe(200);
    expectPlainAccessible(linked.text);
    expect(linked.text).toContain('2 links lead here');
    expect(linked.text).toContain('<li>Navigation: <span lang="fi-FI">Käyttöehdot</span></li>');
    expect(linked.text).toContain('<li>Footer: <span lang="fi-FI">Käyttöehdot</span></li>');

    const confirm = await get('/editor/delete?locale=fi-FI&path=/artikkeli/sahkoauton-lataus');
    expect(confirm.text).toContain('No navigation, footer or other page links to it.');
    expect(confirm.text).toContain('<input type="hidden" name="confirm" value="yes">');
    expect(confirm.text).toContain('>Yes, delete</button>');
    const unconfirmed = await post('/editor/delete', { locale: 'fi-FI', path: '/artikkeli/sahkoauton-lataus' });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.location).toBe('/editor/delete?locale=fi-FI&path=%2Fartikkeli%2Fsahkoauton-lataus');
    expect(backend.store.page('fi-FI', '/artikkeli/sahkoauton-lataus')).toBeDefined();

    const title = backend.store.page('fi-FI', '/artikkeli/sahkoauton-lataus')!.title;
    const deleted = await postThenGet('/editor/delete', { locale: 'fi-FI', path: '/artikkeli/sahkoauton-lataus', confirm: 'yes' });
    expect(deleted.location).toMatch(/^\/\?locale=fi-FI&notice=[\w-]+$/);
    expect(backend.store.page('fi-FI', '/artikkeli/sahkoauton-lataus')).toBeUndefined();
    expect(deleted.text).toContain(`<p>The page “${title}” is deleted.</p><p><strong>Gone from the site after`);
  });

  it('asks the same of every post that changes content: its own site (403), then the login (401), then a form (415)', async () => {
    const fields = { locale: 'fi-FI', path: '/kayttoehdot', title: 'Hacked' };
    const loggedOut = { authorization: '', origin: backend.url, 'sec-fetch-site': 'same-origin' };
    for (const path of ['/editor/draft', '/editor/publish', '/editor/discard', '/editor/forward', '/editor/delete', '/editor/create', '/editor/layout']) {
      expect((await post(path, fields, { ...loggedOut, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status, path).toBe(403);
      expect((await post(path, fields, { ...loggedOut, 'content-type': 'text/plain' })).status, path).toBe(401);
      expect((await post(path, fields, { origin: backend.url, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' })).status, path).toBe(415);
    }
    expect(backend.store.page('fi-FI', '/kayttoehdot')?.title).not.toBe('Hacked');
  });

  it('refuses cross-site posts and foreign hosts with a 403 page in words, changing nothing', async () => {
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
    expect(deleteAttempt.text).toContain('The form was sent from another site, so nothing was done.');
    expect(backend.store.draft('fi-FI', '/kayttoehdot')).toBeUndefined();
    expect(backend.store.page('fi-FI', '/kayttoehdot')).toBeDefined();
    // a DNS-rebound name reaching the loopback port may not read the page (it holds the preview secret)
    // (fetch does not let a caller set Host)
    const rebound = await rawRequest(backend.url, { target: '/editor/entry?locale=fi-FI&path=/', headers: { host: 'evil.example' } });
    expect(rebound.status).toBe(403);
    // a form posted as anything but a form is refused too
    expect((await post('/editor/draft', fields, { origin: backend.url, 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('answers an unknown address with its 404 page to a browser and JSON to a program', async () => {
    const browser = await get('/no/such/place', backend.url, { accept: 'text/html,application/xhtml+xml' });
    expect(browser.status).toBe(404);
    expect(browser.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectPlainAccessible(browser.text);
    expect(browser.text).toContain('There is nothing at this address in the content editor.');
    expect(browser.text).toContain('<a href="/">To the list of pages</a>');
    const program = await get('/no/such/place', backend.url, { accept: 'application/json' });
    expect(program.status).toBe(404);
    expect(program.headers.get('content-type')).toContain('application/json');
  });

  it('escapes a hostile title everywhere it is shown', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await editorAt(backend.url).post('/cms-view/v1/edits', {
      target: 'page',
      locale: 'fi-FI',
      path: '/kayttoehdot',
      set: { title: hostile },
      webhook: false,
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

describe('what an editor can do without a terminal: a new page, the layout, sending visitors elsewhere', () => {
  it('creates a page with the same rules and words as `npm run cms -- create`, and follows it to the site', async () => {
    const form = await get('/editor/new?locale=en-EU');
    expect(form.status).toBe(200);
    expectPlainAccessible(form.text);
    expectNoCodeWords(form.text);
    expect(form.text).toContain('<option value="en-EU" selected>Europe (English)</option>');

    const reserved = await postThenGet('/editor/create', { locale: 'fi-FI', path: '/healthz', title: 'Terveys' });
    expect(reserved.location).toMatch(/^\/editor\/new\?locale=fi-FI&notice=/);
    expect(reserved.text).toMatch(/id="path"[^>]*aria-invalid="true" aria-describedby="path-error path-hint"/);
    expect(reserved.text).toContain('the site keeps “/healthz” and everything under it for itself.');
    expect(reserved.text).toContain('value="Terveys"');
    const untitled = await postThenGet('/editor/create', { locale: 'fi-FI', path: '/uusi', title: ' ' });
    expect(untitled.text).toContain('<p id="title-error" class="field-error">Write something here: it cannot be empty.</p>');
    expect(backend.store.page('fi-FI', '/healthz')).toBeUndefined();

    const made = await postThenGet('/editor/create', { locale: 'fi-FI', path: 'Kesä Tarjous', title: 'Kesätarjous' });
    expect(made.location).toContain('path=%2Fkes%C3%A4-tarjous');
    expect(backend.store.page('fi-FI', '/kesä-tarjous')?.title).toBe('Kesätarjous');
    expect(made.text).toContain('<p>Page created.</p><p><strong>Live on the site after');
    expect(made.text).toContain('Saved as “/kesä-tarjous”');
    const taken = await postThenGet('/editor/create', { locale: 'fi-FI', path: '/kesä-tarjous', title: 'Toinen' });
    expect(taken.text).toContain('<p id="path-error" class="field-error">Another page already has the address “/kesä-tarjous”.</p>');
  });

  it("changes the market's navigation, footer and logo, refusing an address that is no page at its field, and shows the site's progress", async () => {
    const form = await get('/editor/layout?locale=fi-FI');
    expect(form.status).toBe(200);
    expectPlainAccessible(form.text);
    expectNoCodeWords(form.text);
    expect(form.text).toContain('name="item.nav-fi-FI-2a.shown" type="checkbox" value="true">');
    const version = /name="version" value="([^"]+)"/.exec(form.text)![1]!;
    const logoBefore = backend.store.layout('fi-FI')!.logo.alt;
    const fields = (extra: Record<string, string>) => {
      const out: Record<string, string> = { locale: 'fi-FI', version };
      for (const m of form.text.matchAll(/<input id="[^"]+" name="(item\.[^"]+|logoAlt)"[^>]*type="text" value="([^"]*)"/g)) out[m[1]!] = m[2]!;
      for (const m of form.text.matchAll(/name="(item\.[^"]+\.shown)" type="checkbox" value="true" checked/g)) out[m[1]!] = 'true';
      return { ...out, ...extra };
    };
    const refused = await postThenGet('/editor/layout', fields({ logoAlt: 'Uusi logo', 'item.ft-fi-FI-l1.url': '/ei-ole' }));
    expect(refused.text).toMatch(/id="item-ft-fi-FI-l1-url"[^>]*aria-invalid="true" aria-describedby="item-ft-fi-FI-l1-url-error url-hint"/);
    expect(refused.text).toContain('<p id="item-ft-fi-FI-l1-url-error" class="field-error">There is no page at “/ei-ole” in this market.</p>');
    // what was typed stays in the form; nothing was saved
    expect(refused.text).toContain('value="Uusi logo"');
    expect(backend.store.layout('fi-FI')!.logo.alt).toBe(logoBefore);

    siteState.lagging = true;
    siteState.progress = { done: 2, total: 7 };
    const saved = await postThenGet('/editor/layout', fields({ logoAlt: 'Uusi logo', 'item.nav-fi-FI-1.text': 'Etsi asema' }));
    expect(backend.store.layout('fi-FI')!.logo.alt).toBe('Uusi logo');
    expect(backend.store.layout('fi-FI')!.navigation[0]!.text).toBe('Etsi asema');
    expect(saved.text).toContain('<p>Navigation, footer and logo saved. The site is updating…');
    expect(saved.text).toContain('<progress id="follow-bar" max="7" value="2">');
    // the same form again changes nothing
    const again = await get('/editor/layout?locale=fi-FI');
    const version2 = /name="version" value="([^"]+)"/.exec(again.text)![1]!;
    const unchanged = await postThenGet('/editor/layout', { ...fields({}), version: version2, logoAlt: 'Uusi logo', 'item.nav-fi-FI-1.text': 'Etsi asema' });
    expect(unchanged.text).toContain('Nothing was changed, so nothing was saved.');
    // a form read before someone else's save saves nothing
    const stale = await postThenGet('/editor/layout', fields({ logoAlt: 'Vanha lomake' }));
    expect(stale.text).toContain('Someone else saved the navigation, footer or logo while you were editing them.');
    expect(backend.store.layout('fi-FI')!.logo.alt).toBe('Uusi logo');
  });

  it('sends the visitors of a page to another page of its market, never to an address that is no page', async () => {
    const nowhere = await postThenGet('/editor/forward', { locale: 'en-EU', path: '/stationsearch', redirectTo: '/nowhere' });
    expect(nowhere.text).toMatch(/id="redirectTo"[^>]*aria-invalid="true"/);
    expect(nowhere.text).toContain('There is no page at “/nowhere” in this market to send visitors to.');
    expect(nowhere.text).toContain('value="/nowhere"');
    const itself = await postThenGet('/editor/forward', { locale: 'en-EU', path: '/stationsearch', redirectTo: '/stationsearch' });
    expect(itself.text).toContain('A page cannot send its visitors to itself.');
    const sent = await postThenGet('/editor/forward', { locale: 'en-EU', path: '/stationsearch', redirectTo: '/' });
    expect(sent.text).toContain('Visitors of this page are sent to <code>/</code>');
    const back = await postThenGet('/editor/forward', { locale: 'en-EU', path: '/stationsearch', stop: 'yes' });
    expect(back.text).toContain('Visitors see this page itself.');
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
      editor: { env: { PREVIEW_SECRET: 'short', SITE_URL: 'http://127.0.0.1:9', ADMIN_TOKEN: TOKEN }, followWaitMs: 0 },
    });
  });
  afterAll(() => bare.close());

  it('says in words why there is no preview, and that the site cannot be asked after publishing, as a failure', async () => {
    const entry = await get('/editor/entry?locale=fi-FI&path=/asemahaku', bare.url);
    expect(entry.text).not.toContain('>Preview</a>');
    expect(entry.text).toContain('No preview: the preview’s key is too short. A developer can fix it.');
    expectNoCodeWords(entry.text);
    const published = await postThenGet('/editor/publish', { locale: 'fi-FI', path: '/asemahaku', title: 'T', description: '', slug: '/asemahaku' }, bare.url);
    expect(published.status).toBe(200);
    expect(published.text).toMatch(/role="alert"[^>]*><p>Published\.<\/p><p><strong>But the site does not answer/);
    expectNoCodeWords(published.text);
  });
});
