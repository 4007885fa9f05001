import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedHref } from '../../src/i18n/paths';
import { PURGE_KEYS_HEADER, PURGE_TOKEN_HEADER } from '../../src/server/edge/varnish';
import { pathKey } from '../../src/server/regen/cdn';
import { hostileFragments, asTarget } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';
import { listPaths } from '../support/site';
import { cmsEdit, sendWebhook } from '../support/cms';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { startEdge, type Edge } from '../../scripts/support/edge';

// The edge as design.md "The edge" draws it: Varnish with the project's VCL in front of two
// shared-nothing instances (their own output folders), each purging its own passes at the edge.

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const PURGE_TOKEN = 'edge-test-purge-token-0123456789';
const PREVIEW_SECRET = 'edge-test-preview-secret-0123456789';

let setup: Edge;
let edge = '';
let instances: Edge['instances'] = [];

/** Waits until Varnish's probes see `healthy` instances (by what /healthz through the edge says). */
async function waitForProbes(expectUp: boolean): Promise<void> {
  // probes: every 1 s, 2 of the last 3 decide
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${edge}/healthz`).catch(() => null);
    await res?.arrayBuffer();
    if ((res?.status === 200) === expectUp) break;
    if (Date.now() > deadline) throw new Error(`the edge's probes never saw the instances ${expectUp ? 'up' : 'down'}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!expectUp) await new Promise((r) => setTimeout(r, 3_500));
}

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; cache: string | null; body: string; headers: Headers }> {
  const res = await fetch(`${edge}${path}`, { redirect: 'manual', headers });
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text(), headers: res.headers };
}

async function sparePages(count: number): Promise<string[]> {
  const paths = (await listPaths(backendUrl, 'no-NO')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  return paths.slice(paths.length - count - 3, paths.length - 3).map((p) => p.path);
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

  it('brings an edit to readers through the edge within 1 s, with both instances purging', async () => {
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
    const started = Date.now();
    // the CMS's webhook goes to the test stack's site; here it rings both instances, as `npm run edge` sets it up
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, set: { title }, webhook: false });
    const change = { type: 'page' as const, locale: 'no-NO' as const, action: 'updated' as const, path, contentType: 'standardPage' as const, tags: [] };
    await Promise.all(instances.map((i) => sendWebhook(i!.url, [change])));
    let seenAt = 0;
    while (Date.now() - started < 5_000) {
      if ((await get(href)).body.includes(title)) {
        seenAt = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    reading = false;
    await reader;
    expect(errors).toEqual([]);
    expect(seenAt, 'the edit never reached the edge').toBeGreaterThan(0);
    expect(seenAt).toBeLessThan(1_000);
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
  });

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
