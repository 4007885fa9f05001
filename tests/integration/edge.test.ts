import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedHref } from '../../src/i18n/paths';
import { PURGE_KEYS_HEADER, PURGE_TOKEN_HEADER } from '../../src/server/edge/varnish';
import { pathKey } from '../../src/server/edge/policy';
import { hostileFragments, asTarget } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';
import { listPaths } from '../support/site';
import { cmsEdit, regenStatus, sendWebhook, waitForIdle, type RegenStatus } from '../support/cms';
import { metricsUrlOf, sample } from '../support/metrics';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { startEdge, type Edge } from '../../scripts/support/edge';
import { startMonitor } from '../../scripts/support/monitor';
import { copyFolder } from '../../scripts/support/roll';
import { JOURNAL_FILE, readManifest } from '../../src/server/output/manifest-journal';
import { MANIFEST_FILE } from '../../src/server/output/manifest';
import { BUILD_HEADER, writeBuildMeta } from '../../src/server/regen/build-meta';
import { httpClient, readAnswer } from '../support/http';

// The edge as design.md "The edge" draws it: Varnish with the project's VCL in front of two
// shared-nothing instances (their own output folders), each purging its own passes at the edge.

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const PURGE_TOKEN = 'edge-test-purge-token-0123456789';
const PREVIEW_SECRET = 'edge-test-preview-secret-0123456789';

let setup: Edge;
let edge = '';
let instances: Edge['instances'] = [];

/** Waits until Varnish's probes see every instance `healthy` (or every one sick), as varnishadm reports them. */
async function waitForProbes(expectUp: boolean): Promise<void> {
  // probes: every 1 s, 2 of the last 3 decide
  const deadline = Date.now() + 15_000;
  for (;;) {
    const health = Object.values(await setup.varnish.backendHealth());
    if (health.length > 0 && health.every((h) => h === (expectUp ? 'healthy' : 'sick'))) return;
    if (Date.now() > deadline) throw new Error(`the edge's probes never saw the instances ${expectUp ? 'up' : 'down'}: ${health.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const edgeHttp = httpClient(() => edge, { redirect: 'manual' });

/** An answer of the edge, read whole, with its X-Cache (HIT or MISS). */
async function get(path: string, headers: Record<string, string> = {}) {
  const { status, headers: answered, text } = await readAnswer(edgeHttp.get(path, headers));
  return { status, cache: answered.get('x-cache'), body: text, headers: answered };
}

async function sparePages(count: number): Promise<string[]> {
  const paths = (await listPaths(backendUrl, 'no-NO')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  return paths.slice(paths.length - count - 3, paths.length - 3).map((p) => p.path);
}

/**
 * The rolling deploy's new build: the stack's build as it stands (current with the CMS as far as
 * its feed cursor, which comes along) under a new id, as a full build of the same code and content
 * would be. A copy, not a render: `npm run edge`'s roll runs the real build (scripts/build), which
 * would cost this suite a minute; what is tested here is the roll through the edge.
 */
async function newBuildOf(dir: string, id: string): Promise<void> {
  await copyFolder(distDir, dir);
  const { manifest } = await readManifest(dir);
  manifest.buildId = id;
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  await rm(join(dir, JOURNAL_FILE), { force: true });
  await writeBuildMeta(join(dir, 'client'), { id, builtAt: new Date().toISOString(), kind: 'build', pages: Object.keys(manifest.pages).length });
}

beforeAll(async () => {
  setup = await startEdge({
    distDir,
    backendUrl,
    name: 'edge',
    purgeToken: PURGE_TOKEN,
    env: {
      CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      CMS_SYNC_INTERVAL_S: '5',
      PREVIEW_SECRET,
      SESSION_SECRET: 'edge-test-session-secret-0123456789abcdef',
      // the request lines, where a request id passed by the edge shows
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      METRICS_PORT: '0',
    },
  });
  edge = setup.url;
  instances = setup.instances;
  await waitForProbes(true);
}, 180_000);

afterAll(async () => {
  await setup?.close();
});

describe('the edge (Varnish with the generated VCL)', () => {
  it('serves the second request of a page from cache, without the headers meant for it', async () => {
    const path = localizedHref((await sparePages(1))[0]!, 'no-NO');
    const first = await get(path, { 'accept-encoding': 'br' });
    const second = await get(path, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    for (const name of ['surrogate-key', 'surrogate-control', 'xkey', 'x-varnish']) expect(second.headers.get(name), name).toBeNull();
    // the visitor's own headers stay: security headers and the browser's cache policy
    expect(second.headers.get('content-security-policy')).toBeTruthy();
    expect(second.headers.get('cache-control')).toContain('max-age=0');
    // one variant per normalised encoding, never the raw header
    const gzip = await get(path, { 'accept-encoding': 'gzip, deflate, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await get(path, { 'accept-encoding': 'deflate, gzip' })).cache).toBe('HIT');
  });

  it('caches the locale entry at / by the locale it resolves to, and keeps the Set-Cookie answer private', async () => {
    const a = await get('/', { 'accept-language': 'fi-FI,fi;q=0.9' });
    const b = await get('/', { 'accept-language': 'de-DE,de;q=0.9,fi;q=0.5' });
    const c = await get('/', { 'accept-language': 'da' });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    // three raw headers, one decision (the default locale's landing page), one cached page
    expect([b.cache, c.cache]).toEqual(['HIT', 'HIT']);
    expect(b.headers.get('vary')).toContain('Accept-Language');
    // a visitor without the cookie is redirected and gets the cookie: that answer is never shared
    const first = await get('/', { 'accept-language': 'sv-SE,sv;q=0.9' });
    const second = await get('/', { 'accept-language': 'sv-SE,sv;q=0.9' });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toBe('/sv-SE');
      expect(answer.headers.get('set-cookie')).toMatch(/^locale=sv-SE;/);
      expect(answer.cache).toBe('MISS');
    }
    // the cookie wins over the browser's languages, as at the origin
    const cookie = await get('/', { 'accept-language': 'sv-SE', cookie: 'locale=no-NO; other=1' });
    expect(cookie.status).toBe(307);
    expect(cookie.headers.get('location')).toBe('/no-NO');
    expect(cookie.headers.get('set-cookie')).toBeNull();
    // navigation inside the site never redirects
    expect((await get('/', { 'accept-language': 'sv-SE', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses a PURGE without the token, and drops the named keys with it', async () => {
    const path = localizedHref((await sparePages(2))[1]!, 'no-NO');
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    const refused: Record<string, string>[] = [
      { [PURGE_KEYS_HEADER]: pathKey(path) },
      { [PURGE_KEYS_HEADER]: pathKey(path), [PURGE_TOKEN_HEADER]: 'not-the-token-at-all' },
    ];
    for (const headers of refused) {
      const res = await fetch(`${edge}/`, { method: 'PURGE', headers });
      expect(res.status).toBe(403);
    }
    expect((await get(path)).cache).toBe('HIT');
    const purge = await fetch(`${edge}/`, { method: 'PURGE', headers: { [PURGE_KEYS_HEADER]: pathKey(path), [PURGE_TOKEN_HEADER]: PURGE_TOKEN } });
    expect(purge.status).toBe(200);
    // the page's variants (one per encoding asked for)
    expect(await purge.text()).toMatch(/^Purged [1-9]\d*$/);
    // (a purge is soft: the next reader may get the stale copy while a fresh one is fetched; the
    // edit test below shows the new page arriving)
  });

  it('never caches the API, the proxy, or a preview; a preview needs the session', async () => {
    const page = (await sparePages(3))[2]!;
    const href = localizedHref(page, 'no-NO');
    // no session: no preview page, through the edge or not
    const anonymous = await get(`/preview${href}`);
    expect(anonymous.status).toBe(404);
    const wrong = await fetch(`${edge}/api/v1/preview?secret=wrong-secret&path=${encodeURIComponent(href)}`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const enter = await fetch(`${edge}/api/v1/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(href)}`, { redirect: 'manual' });
    expect(enter.status).toBe(307);
    expect(enter.headers.get('location')).toBe(`/preview${href}`);
    const cookie = enter.headers.get('set-cookie')!.split(';')[0]!;
    expect(enter.headers.get('set-cookie')).toContain('HttpOnly');
    // the CMS keeps a draft: an unpublished title is seen in preview only
    const draftTitle = `Utkast ${Date.now()}`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: page, draft: true, set: { title: draftTitle } });
    for (let i = 0; i < 2; i++) {
      const preview = await get(`/preview${href}`, { cookie });
      expect(preview.status).toBe(200);
      expect(preview.body).toContain(draftTitle);
      expect(preview.cache).toBe('MISS');
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(preview.headers.get('x-robots-tag')).toBe('noindex');
      expect(preview.body).toContain('class="preview-banner"');
      expect(preview.body).toContain('<meta name="robots" content="noindex');
    }
    // the same URL right after, without the cookie: never the editor's copy
    const after = await get(`/preview${href}`);
    expect(after.status).toBe(404);
    expect(after.body).not.toContain('preview-banner');
    // and the public page is the public page
    const publicPage = await get(href, { cookie });
    expect(publicPage.body).not.toContain('preview-banner');
    expect(publicPage.body).not.toContain(draftTitle);
    for (const instance of instances) expect(await (await fetch(`${instance!.url}${href}`)).text()).not.toContain(draftTitle);
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: page, discard: true });
    for (const path of ['/api/v1/cart/validate', '/proxy/layout']) {
      await get(path);
      expect((await get(path)).cache, path).toBe('MISS');
    }
    // nothing of the preview was kept by either instance
    for (const instance of instances) {
      const sitemap = await (await fetch(`${instance!.url}/sitemap.xml`)).text();
      expect(sitemap).not.toContain('/preview');
    }
  });

  it('brings an edit to readers through the edge, with both instances purging', async () => {
    const path = (await sparePages(4))[3]!;
    const href = localizedHref(path, 'no-NO');
    await get(href);
    expect((await get(href)).cache).toBe('HIT');
    const title = `Kant ${Date.now()}`;
    // a reader polls the edge throughout; no request may fail
    let reading = true;
    const errors: string[] = [];
    const reader = (async () => {
      while (reading) {
        const res = await fetch(`${edge}${href}`).catch((e: Error) => ({ status: 0, text: async () => e.message }));
        if (res.status !== 200) errors.push(`${res.status} ${await res.text()}`);
        else await res.text();
      }
    })();
    // the CMS's webhook goes to the test stack's site; here it rings both instances, as `npm run edge` sets it up
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, set: { title }, webhook: false });
    const change = { type: 'page' as const, locale: 'no-NO' as const, action: 'updated' as const, path, contentType: 'standardPage' as const, tags: [] };
    await Promise.all(instances.map((i) => sendWebhook(i!.url, [change])));
    // how soon is measured by `npm run bench` (scripts/bench/edge.ts), not asserted here
    const deadline = Date.now() + 15_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await get(href)).body.includes(title);
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    reading = false;
    await reader;
    expect(errors).toEqual([]);
    expect(seen, 'the edit never reached the edge').toBe(true);
    // and stays: a later reader gets the new page from cache
    const later = await get(href);
    expect(later.body).toContain(title);
  });

  it('gives hostile request targets the same status through the edge as at the origin', async () => {
    const origin = instances[0]!.url;
    const targets = new Set<string>([
      '/preview/no-NO',
      '/no-NO/NO-no/x',
      '/%23x',
      '/%3F',
      '/%2561',
      `/no-NO/${'a'.repeat(2_000)}`,
      '/en-EU/EN-eu/company',
      '/Asemahaku',
    ]);
    for (const fragment of hostileFragments) {
      const target = asTarget(fragment);
      targets.add(`/${target}`);
      targets.add(`/no-NO/${target}`);
      targets.add(`/sv-SE/x?q=${target}`);
    }
    const mismatches: string[] = [];
    for (const target of targets) {
      const headers = { host: '127.0.0.1', 'accept-encoding': 'gzip' };
      const [a, b] = [await rawRequest(origin, { target, headers }), await rawRequest(edge, { target, headers })];
      if (a.status !== b.status) mismatches.push(`${target.slice(0, 80)}: origin ${a.status}, edge ${b.status}`);
    }
    expect(mismatches).toEqual([]);
    // a few hundred sequential requests, each over a fresh connection: generous on a loaded machine
  }, 120_000);

  it('answers every visitor at / as the origin answers them, whatever the header lines and whoever came before', async () => {
    const origin = instances[0]!.url;
    const cased = (name: string) =>
      fc.constantFrom(
        name,
        name.toUpperCase(),
        name.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase()),
      );
    const space = fc.constantFrom('', ' ', '\t');
    const padded = (value: fc.Arbitrary<string>) => fc.tuple(space, value, space).map(([a, v, b]) => `${a}${v}${b}`);
    const tag = fc.constantFrom(
      'fi',
      'fi-FI',
      'FI-fi',
      'sv',
      'sv-SE',
      'sv-FI',
      'SV',
      'nb',
      'nn',
      'no',
      'nb-NO',
      'no-NO',
      'en',
      'en-GB',
      'en-EU',
      'de',
      'da',
      '*',
      'x!y',
      '',
    );
    const q = fc.constantFrom('', '', ';q=1', ';q=0', ';q=0.5', ';q=0.9', ';q=0.999', ';q=1.5', ';Q=0.3', ' ; q=0.2', ';q=abc');
    const acceptLanguage = fc
      .array(fc.tuple(tag, q, fc.constantFrom(',', ', ', ' ,')), { maxLength: 4 })
      .map((parts) => parts.map(([t, w, sep], i) => `${i ? sep : ''}${t}${w}`).join(''));
    const cookiePair = fc.constantFrom(
      ...['locale=sv-SE', 'locale=no-NO', 'locale=en-EU', 'locale=fi-FI', 'locale=xx', 'locale=', 'locale = sv-SE', ' locale=no-NO '],
      ...['Locale=sv-SE', 'mylocale=en-EU', 'a=1', 'session=abc.def', 'locale=sv-SE=1', 'locale="en-EU"', 'locale'],
    );
    const cookie = fc
      .array(fc.tuple(cookiePair, fc.constantFrom(';', '; ')), { minLength: 1, maxLength: 3 })
      .map((p) => p.map(([c, sep], i) => `${i ? sep : ''}${c}`).join(''));
    const line: fc.Arbitrary<[string, string]> = fc.oneof(
      fc.tuple(cased('accept-language'), padded(acceptLanguage)),
      fc.tuple(cased('sec-fetch-site'), padded(fc.constantFrom('same-origin', 'same-origin', 'none', 'cross-site', 'same-site', 'Same-Origin', ''))),
      fc.tuple(cased('cookie'), padded(cookie)),
      fc.constantFrom<[string, string]>(['Sec-Fetch-Mode', 'navigate'], ['Sec-Fetch-Dest', 'document'], ['Sec-Fetch-User', '?1'], ['Accept', 'text/html']),
    );
    const visitor = fc.record({ target: fc.constantFrom('/', '/', '/?utm_source=mail'), lines: fc.array(line, { maxLength: 6 }) });
    // what a visitor sees: where they are sent, the locale cookie they are given, the page's language
    const seen = async (base: string, v: { target: string; lines: [string, string][] }) => {
      const res = await rawRequest(base, { target: v.target, headers: [['Host', '127.0.0.1'], ...v.lines] });
      const lang = /<html[^>]*\slang="([^"]*)"/.exec(res.body.toString('utf8'))?.[1] ?? null;
      return { status: res.status, location: res.headers.location ?? null, cookie: res.headers['set-cookie']?.split(';')[0] ?? null, lang };
    };
    // the requests that poisoned '/': a second Sec-Fetch-Site or Accept-Language line, the cookie on two lines
    const known: [{ target: string; lines: [string, string][] }[]][] = [
      [
        [
          {
            target: '/',
            lines: [
              ['Sec-Fetch-Site', 'same-origin'],
              ['Sec-Fetch-Site', 'none'],
              ['Accept-Language', 'sv-SE'],
            ],
          },
          { target: '/', lines: [['Sec-Fetch-Site', 'same-origin']] },
        ],
      ],
      [
        [
          {
            target: '/',
            lines: [
              ['Accept-Language', 'fi'],
              ['Accept-Language', 'no-NO;q=1'],
            ],
          },
          { target: '/', lines: [['Accept-Language', 'fi']] },
        ],
      ],
      [
        [
          {
            target: '/',
            lines: [
              ['Cookie', 'a=1'],
              ['Cookie', 'locale=en-EU'],
              ['Accept-Language', 'sv'],
            ],
          },
          {
            target: '/',
            lines: [
              ['Cookie', 'a=1'],
              ['Accept-Language', 'sv'],
            ],
          },
        ],
      ],
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(visitor, { minLength: 1, maxLength: 5 }), async (visitors) => {
        for (const v of visitors) {
          const direct = await seen(origin, v);
          expect(await seen(edge, v), JSON.stringify(v)).toEqual(direct);
        }
      }),
      { numRuns: 40, examples: known },
    );
  }, 120_000);

  it('keeps the entry decisions briefly, under a key a PURGE names, and answers it for GET and HEAD only', async () => {
    const origin = instances[0]!.url;
    const decision = await fetch(`${origin}/_edge/entry-decision`, { headers: { 'accept-language': 'sv' } });
    expect(decision.status).toBe(204);
    expect(decision.headers.get('x-entry-key')).toBe('sv-SE+cookie');
    expect(decision.headers.get('surrogate-key')).toBe('entry-decision');
    expect(Number(/max-age=(\d+)/.exec(decision.headers.get('surrogate-control') ?? '')?.[1])).toBeLessThanOrEqual(300);
    expect((await fetch(`${origin}/_edge/entry-decision`, { method: 'HEAD' })).status).toBe(204);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      for (const base of [origin, edge]) {
        const res = await fetch(`${base}/_edge/entry-decision`, {
          method,
          headers: { 'content-type': 'text/plain' },
          body: method === 'OPTIONS' ? undefined : 'x',
        });
        expect(res.status, `${method} ${base}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    // the decisions the edge keeps are purged by their key
    await get('/', { 'accept-language': 'en-GB' });
    const purge = await fetch(`${edge}/`, { method: 'PURGE', headers: { [PURGE_KEYS_HEADER]: 'entry-decision', [PURGE_TOKEN_HEADER]: PURGE_TOKEN } });
    expect(await purge.text()).toMatch(/^Purged [1-9]\d*$/);
  });

  it('answers a path with a slash run as the origin does, and never keeps it as an object of its own', async () => {
    const origin = instances[0]!.url;
    const page = localizedHref((await sparePages(30))[0]!, 'no-NO');
    await get(page);
    const aliases = [page.replace('/no-NO/', '/no-NO//'), `${page}//`, page.replace(/\/([^/]+)$/, '///$1'), '/en-EU////company', '//no-NO'];
    for (const alias of aliases) {
      const direct = await rawRequest(origin, { target: alias, headers: { host: '127.0.0.1' } });
      for (let i = 0; i < 2; i++) {
        const through = await rawRequest(edge, { target: alias, headers: { host: '127.0.0.1' } });
        expect([through.status, through.headers.location], alias).toEqual([direct.status, direct.headers.location]);
        expect(through.headers['x-cache'], alias).not.toBe('HIT');
      }
    }
  });

  it('keeps a page once, whatever its query; the image proxy by its parameters', async () => {
    const page = localizedHref((await sparePages(30))[1]!, 'no-NO');
    const plain = await get(page);
    expect(plain.status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const variant = await get(`${page}?q=${i}&utm_source=${i}`);
      expect(variant.cache, `${page}?q=${i}`).toBe('HIT');
      expect(variant.body).toBe(plain.body);
    }
    // a redirect keeps the visitor's own query (the origin's answer, never a kept one)
    for (const query of ['?a=1', '?b=2']) {
      const res = await get(`${page}/${query}`);
      expect([res.status, res.headers.get('location')]).toEqual([307, `${page}${query}`]);
    }
    // one image at two widths (a srcset's candidates): two objects, each kept
    const landing = await get(localizedHref('/', 'no-NO'));
    const candidates = [...new Set([...(plain.body + landing.body).matchAll(/\/assets\/[^"'\s,?]+\?[^"'\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
    const byImage = new Map<string, string[]>();
    for (const url of candidates) byImage.set(url.split('?')[0]!, [...(byImage.get(url.split('?')[0]!) ?? []), url]);
    const variants = [...byImage.values()].find((urls) => urls.length >= 2);
    expect(variants, 'an image offered at two widths').toBeTruthy();
    const [a, b] = [await get(variants![0]!), await get(variants![1]!)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).not.toBe(a.body);
    expect([(await get(variants![0]!)).cache, (await get(variants![1]!)).cache]).toEqual(['HIT', 'HIT']);
  });

  it('never serves /builds/latest.json from its store: every reader sees the build the instances serve', async () => {
    const files = setup.dirs.map((dir) => join(dir, 'client', 'builds', 'latest.json'));
    const before = await readFile(files[0]!, 'utf8');
    try {
      const first = await get('/builds/latest.json');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect((await get('/builds/latest.json')).cache).toBe('MISS');
      const next = JSON.stringify({ id: 'edge-test-next-build', builtAt: new Date().toISOString() });
      for (const file of files) await writeFile(file, next);
      for (let i = 0; i < 4; i++) expect((await get('/builds/latest.json')).body).toBe(next);
    } finally {
      for (const file of files) await writeFile(file, before);
    }
  });

  it("gives each answer its own request's id, and passes a valid one on to the origin", async () => {
    const id = `edge-request-${Date.now()}`;
    // a missing page is passed to an instance every time: its request line names the edge's id
    const missing = await get(`/no-NO/request-id-${Date.now()}`, { 'x-request-id': id });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe(id);
    await expect.poll(() => instances.some((i) => i?.child.output().includes(`"id":"${id}"`) ?? false)).toBe(true);
    // a stored answer carries the id of the request it answers, not the one that fetched it
    const path = localizedHref((await sparePages(1))[0]!, 'no-NO');
    await get(path);
    const hit = await get(path, { 'x-request-id': `${id}-hit` });
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toBe(`${id}-hit`);
    // an id that is not a short token is replaced by the edge's own
    expect((await get(path, { 'x-request-id': 'two words' })).headers.get('x-request-id')).toMatch(/^edge-\d+$/);
  });

  it("counts an instance's passes, their pages and its purges in its metrics", async () => {
    const instance = instances[0]!;
    const metricsUrl = metricsUrlOf(instance.child.output());
    /** the metrics and the regeneration status of one moment: no pass ran between the two */
    const snapshot = async (): Promise<{ metrics: string; status: RegenStatus }> => {
      for (;;) {
        const status = await waitForIdle(instance.url);
        const metrics = await (await fetch(metricsUrl)).text();
        if ((await regenStatus(instance.url)).passes === status.passes) return { metrics, status };
      }
    };
    const before = await snapshot();
    const path = (await sparePages(6))[0]!;
    const change = { type: 'page' as const, locale: 'no-NO' as const, action: 'updated' as const, path, contentType: 'standardPage' as const, tags: [] };
    expect((await sendWebhook(instance.url, [change])).status).toBe(202);
    await expect.poll(async () => (await regenStatus(instance.url)).passes).toBeGreaterThan(before.status.passes);
    // the purge goes out in the background once the pass's pages are live
    await expect
      .poll(async () => sample(await (await fetch(metricsUrl)).text(), 'nordic_site_edge_purge_requests_total', { outcome: 'ok' }))
      .toBeGreaterThan(sample(before.metrics, 'nordic_site_edge_purge_requests_total', { outcome: 'ok' }));
    const after = await snapshot();

    type Pass = RegenStatus['recent'][number] & { removedCount: number; failedCount: number };
    const passes = (after.status.recent as Pass[]).filter((p) => p.pass > before.status.passes);
    expect(passes.length).toBe(after.status.passes - before.status.passes);
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after.metrics, name, labels) - sample(before.metrics, name, labels);
    const total = (count: (p: Pass) => number) => passes.reduce((sum, p) => sum + count(p), 0);
    expect(moved('nordic_site_regeneration_pass_duration_seconds_count')).toBe(passes.length);
    expect(moved('nordic_site_regeneration_pages_total', { outcome: 'rendered' })).toBe(total((p) => p.renderedCount));
    expect(total((p) => p.renderedCount)).toBeGreaterThanOrEqual(1);
    expect(moved('nordic_site_regeneration_pages_total', { outcome: 'removed' })).toBe(total((p) => p.removedCount));
    expect(moved('nordic_site_regeneration_pages_total', { outcome: 'failed' })).toBe(total((p) => p.failedCount));
    expect(moved('nordic_site_edge_purge_requests_total', { outcome: 'failed' })).toBe(0);
    expect(moved('nordic_site_edge_purge_keys_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(after.metrics, 'nordic_site_regeneration_parked_pages')).toBe((after.status as RegenStatus & { parkedCount: number }).parkedCount);
    // the pass's log line (written within the log's one-second flush)
    await expect.poll(() => instance.child.output()).toMatch(new RegExp(`"event":"pass","pass":${passes[0]!.pass},`));
  });

  it("a real Prometheus (npm run edge -- --monitor) scrapes both instances' metrics and Varnish's through its exporter", async () => {
    const sites = instances.map((instance) => new URL(metricsUrlOf(instance!.child.output())).host);
    const monitor = await startMonitor({ dir: `${distDir}-edge-prometheus`, sites, varnishWorkDir: setup.varnish.workDir, intervalSeconds: 1 });
    try {
      const query = async (promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> => {
        const res = await fetch(`${monitor.url}/api/v1/query?${new URLSearchParams({ query: promql })}`);
        return ((await res.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } }).data.result;
      };
      // every target up: both instances and the exporter
      await expect
        .poll(async () => (await query('up == 1')).map((r) => `${r.metric.job} ${r.metric.instance}`).sort(), { timeout: 30_000, message: monitor.output() })
        .toEqual([...sites.map((site) => `site ${site}`), `varnish ${monitor.varnishTarget}`].sort());
      // the site's own series from each instance, and the edge's requests counted from varnishstat
      expect((await query('nordic_site_requests_total')).map((r) => r.metric.instance)).toEqual(expect.arrayContaining(sites));
      expect(Number((await query('varnish_main_client_req'))[0]?.value[1])).toBeGreaterThan(0);
      expect((await query('varnish_backend_happy == 1')).map((r) => r.metric.backend).sort()).toEqual(['site_1', 'site_2']);
      // the exporter answers this machine's names only (DNS rebinding: scripts/support/varnish-exporter.ts)
      const exporter = `http://${monitor.varnishTarget}`;
      expect((await rawRequest(exporter, { target: '/metrics', headers: { host: `evil.example:${new URL(exporter).port}` } })).status).toBe(421);
    } finally {
      await monitor.stop();
      await rm(`${distDir}-edge-prometheus`, { recursive: true, force: true });
    }
  }, 90_000);

  it('rolls a new build through both instances under a steady reader: no request fails, and every answer after the roll is the new build', async () => {
    const pages: [string, Record<string, string>][] = [
      ...(await sparePages(24)).slice(20).map((p): [string, Record<string, string>] => [localizedHref(p, 'no-NO'), {}]),
      [localizedHref('/', 'no-NO'), {}],
      ['/no-NO/finn-stasjon', {}],
      ['/', { 'accept-language': 'fi-FI' }],
      // never kept by the edge: each of these reaches an instance, draining or not
      ['/builds/latest.json', {}],
      ['/builds/latest.json', { 'x-request-id': 'roll-reader' }],
    ];
    // the edge holds the old build's copies: the roll must not leave them to be served
    const oldBuild = (await get(pages[0]![0])).headers.get(BUILD_HEADER);
    expect(oldBuild).toMatch(/^[A-Za-z0-9-]+$/);
    for (const [path, headers] of pages) await get(path, headers);
    expect((await get(pages[0]![0])).cache).toBe('HIT');
    const oldDirs = [...setup.dirs];

    const newId = `roll${Date.now()}`;
    const failures: string[] = [];
    const after: string[] = [];
    const builds = new Set<string>();
    let rolled = false;
    let afterRounds = 0;
    // two readers, each going round the paths as fast as the edge answers, until the roll is over
    // (its own steps are bounded) and every path has been read twice more; a deadline from the
    // roll's end bounds that should the edge stop answering
    let deadline = Infinity;
    const reader = async () => {
      while (afterRounds < 2 && Date.now() < deadline) {
        const roundAfter = rolled;
        for (const [path, headers] of pages) {
          try {
            const res = await fetch(`${edge}${path}`, { headers, redirect: 'manual' });
            await res.arrayBuffer();
            const build = res.headers.get(BUILD_HEADER) ?? '(none)';
            builds.add(build.replace(/-r\d+$/, ''));
            if (res.status !== 200) failures.push(`${path}: ${res.status}`);
            if (roundAfter) after.push(`${path} ${build}`);
          } catch (error) {
            failures.push(`${path}: ${(error as Error).message}`);
          }
        }
        if (roundAfter) afterRounds += 1;
      }
    };
    const readers = [reader(), reader()];
    const log: string[] = [];
    const rollStart = Date.now();
    const result = await setup
      .roll({ makeBuild: (dir) => newBuildOf(dir, newId), log: (line) => log.push(`${((Date.now() - rollStart) / 1000).toFixed(1)} s ${line}`) })
      .finally(() => {
        deadline = Date.now() + 60_000;
        rolled = true;
      });
    await Promise.all(readers);
    console.log(log.join('\n'));

    expect(result.buildId).toBe(newId);
    expect(failures).toEqual([]);
    expect(afterRounds, 'the readers read every path twice after the roll').toBeGreaterThanOrEqual(2);
    expect(after.length).toBeGreaterThanOrEqual(pages.length * 2);
    expect(after.filter((line) => !new RegExp(` ${newId}(-r\\d+)?$`).test(line))).toEqual([]);
    // the readers saw the old build during the roll, then only the new one
    expect(builds).toContain(oldBuild!.replace(/-r\d+$/, ''));
    expect(builds).toContain(newId);
    // each instance serves its new folder; the old ones are gone
    expect(setup.dirs).toEqual(result.dirs);
    for (const dir of oldDirs) expect(existsSync(dir), dir).toBe(false);
    for (const instance of instances) expect((await fetch(`${instance!.url}/healthz`)).headers.get(BUILD_HEADER)).toMatch(new RegExp(`^${newId}(-r\\d+)?$`));
    expect(log.at(-1)).toMatch(/ s \[roll\] done/);
    // a loaded machine: each instance's drain (DRAIN_DELAY_MS, 3 s), start and probe take seconds
  }, 300_000);

  it('keeps serving with one instance down, and from grace with every instance down', async () => {
    const pages = (await sparePages(12)).slice(4).map((p) => localizedHref(p, 'no-NO'));
    for (const page of pages) await get(page);
    await setup.stopInstance(1);
    // before and after the probes notice: a request the edge sends to the stopped instance is retried on the other
    const errors: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const page of [...pages, '/no-NO/finn-stasjon', localizedHref('/', 'no-NO')]) {
        const res = await get(page);
        if (res.status !== 200) errors.push(`${page}: ${res.status}`);
      }
      // pages not cached yet reach the instance still up
      const fresh = localizedHref((await sparePages(20))[round]!, 'no-NO');
      const res = await get(fresh);
      if (res.status !== 200) errors.push(`${fresh}: ${res.status}`);
    }
    expect(errors).toEqual([]);

    // a purged page is stale, not gone: with every instance down it is served from grace
    const purged = pages[0]!;
    const purge = await fetch(`${edge}/`, { method: 'PURGE', headers: { [PURGE_KEYS_HEADER]: pathKey(purged), [PURGE_TOKEN_HEADER]: PURGE_TOKEN } });
    expect(purge.status).toBe(200);
    await setup.stopInstance(0);
    await waitForProbes(false);
    for (const page of pages) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.body).toContain('<html');
    }
  }, 90_000);
});
