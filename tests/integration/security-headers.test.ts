import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes } from '../../src/config/locales';
import { htmlFileFor } from '../../src/server/output/files';
import { inlineHashes } from '../../src/server/security/csp';
import { DOCUMENT_ONLY_HEADERS } from '../../src/server/security/headers';
import { requirePageKinds } from '../../scripts/support/page-kinds';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { listPaths } from '../support/site';
import { localizedHref } from '../../src/i18n/paths';

// Security headers on every kind of response the site gives: pages (pre-rendered, rendered
// on demand, error pages), redirects, build assets, public files, the image proxy, API JSON, 4xx
// answers, HEAD and 304.

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

/** The sources of one directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

function expectBaseHeaders(res: RawResponse, label: string): void {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy'], label).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  // the test site is http: no HSTS (see the https site below)
  expect(res.headers['strict-transport-security'], label).toBeUndefined();
  const csp = res.headers['content-security-policy'];
  expect(csp, `${label}: CSP`).toBeDefined();
  expect(directive(csp!, 'frame-ancestors'), label).toEqual(["'none'"]);
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, label).not.toMatch(/script-src-(elem|attr)/);
}

/** An HTML page's policy allows exactly its own inline scripts and styles, by hash. */
function expectDocumentPolicy(res: RawResponse, label: string): void {
  expectBaseHeaders(res, label);
  const csp = res.headers['content-security-policy']!;
  const hashes = inlineHashes(res.body.toString('utf8'));
  expect(directive(csp, 'default-src'), label).toEqual(["'self'"]);
  expect(directive(csp, 'script-src'), label).toEqual(["'self'", ...hashes.scripts]);
  expect(directive(csp, 'style-src'), label).toEqual(["'self'", ...hashes.styles]);
  expect(directive(csp, 'object-src'), label).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri'), label).toEqual(["'none'"]);
}

function expectNonDocumentPolicy(res: RawResponse, label: string): void {
  expectBaseHeaders(res, label);
  expect(directive(res.headers['content-security-policy']!, 'default-src'), label).toEqual(["'none'"]);
}

const get = (target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => rawRequest(siteUrl, { target, ...init });

describe('security headers', () => {
  it('on every page kind in every locale, with a policy matching the page', async () => {
    for (const locale of localeCodes) {
      for (const page of await requirePageKinds(backendUrl, locale)) {
        const res = await get(page.href);
        expect(res.status, page.href).toBe(page.status);
        expectDocumentPolicy(res, `${page.kind} ${page.href}`);
      }
    }
  });

  it('on a page rendered on demand, the error page and HEAD/304 answers', async () => {
    const stations = (await listPaths(backendUrl, 'fi-FI')).filter((p) => p.contentType === 'stationPage');
    const path = localizedHref(stations[stations.length - 1]!.path, 'fi-FI');
    const file = join(distDir, 'client', htmlFileFor(path));
    const names = [file, `${file}.gz`, `${file}.br`];
    const kept = await Promise.all(names.map((name) => readFile(name).catch(() => null)));
    await Promise.all(names.map((name) => rm(name, { force: true })));
    const fresh = await get(path);
    expect(fresh.status).toBe(200);
    expectDocumentPolicy(fresh, `on demand ${path}`);
    // A page still in the server's memory is answered from there and not kept again: its files go
    // back as they were, so the output folder agrees with the manifest for the files that follow
    // (tests/integration/alternates.test.ts reads every kept page's file).
    await Promise.all(names.map(async (name, i) => (existsSync(name) || kept[i] === null ? undefined : writeFile(name, kept[i]!))));

    const missing = await get('/en-EU/no-such-page-here');
    expect(missing.status).toBe(404);
    expectDocumentPolicy(missing, '404 page');

    const head = await get('/en-EU', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expectBaseHeaders(head, 'HEAD /en-EU');
    const etag = head.headers.etag!;
    const notModified = await get('/en-EU', { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expectBaseHeaders(notModified, '304 /en-EU');
  });

  it('on redirects, assets, public files, the image proxy, API JSON and errors', async () => {
    const page = await get('/en-EU');
    const html = page.body.toString('utf8');
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
    const js = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    const image = /src="(\/assets\/img\/[^"?]+)\?/.exec(html)?.[1];
    expect([css, js, image].every(Boolean)).toBe(true);

    const cases: [string, Promise<RawResponse>, number][] = [
      ['trailing-slash redirect', get('/en-EU/company/'), 307],
      ['locale switch', get('/api/v1/locale?to=sv-SE&path=/'), 307],
      ['robots.txt', get('/robots.txt'), 200],
      ['sitemap', get('/sitemap.xml'), 200],
      ['image proxy', get(`${image}?width=48&height=48&format=webp`), 200],
      ['image proxy 404', get('/assets/img/nothing-here.jpg'), 404],
      ['image proxy 400', get(`${image}?width=-1`), 400],
      ['API JSON', get('/proxy/layout', { headers: { locale: 'en-EU' } }), 200],
      ['API 400', get('/proxy/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400],
      ['unknown API', get('/api/v1/nothing'), 404],
      ['method not allowed', get('/en-EU', { method: 'POST' }), 405],
      ['bad request target', get('/proxy/%zz'), 400],
      ['health', get('/healthz'), 200],
    ];
    for (const [label, pending, status] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      expectNonDocumentPolicy(res, label);
    }
  });

  it("on scripts, stylesheets and raster images of the build only what a subresource uses: nosniff, none of a document's headers", async () => {
    const html = (await get('/en-EU')).body.toString('utf8');
    const subresources = [/href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1], /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1], '/favicon.ico'];
    expect(subresources.every(Boolean)).toBe(true);
    for (const target of subresources) {
      for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
        const res = await get(target!, { headers });
        expect(res.status, target).toBe(200);
        expect(res.headers['x-content-type-options'], target).toBe('nosniff');
        for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${target}: ${name}`).toBeUndefined();
        // and its 304 likewise
        const again = await get(target!, { headers: { ...headers, 'if-none-match': res.headers.etag! } });
        expect(again.status, target).toBe(304);
        for (const name of DOCUMENT_ONLY_HEADERS) expect(again.headers[name], `${target} 304: ${name}`).toBeUndefined();
      }
    }
    expect(DOCUMENT_ONLY_HEADERS).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']),
    );
  });

  it('keeps an image from the proxy from running script if opened directly', async () => {
    const svg = await get('/assets/svg/badge-app-store.svg');
    expect(svg.status).toBe(200);
    expectBaseHeaders(svg, 'svg');
    expect(svg.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    expect(directive(svg.headers['content-security-policy']!, 'default-src')).toEqual(["'none'"]);
  });
});

describe('behind https', () => {
  let https: SiteProcess;

  beforeAll(async () => {
    // the same build, served as if its public origin were https; its headers are what is checked:
    // no pulls and no standing render workers (no pass runs here; a miss renders on the server's thread)
    https = await startTestSiteOnCopy(distDir, 'https', {
      SITE_URL: 'https://www.example.test',
      CMS_BASE_URL: backendUrl,
      CMS_SYNC_INTERVAL_S: '0',
      REGEN_WORKERS: 'on-demand',
    });
  });
  afterAll(async () => {
    await https?.stop();
  });

  it('sends HSTS on every response and upgrades insecure requests in pages', async () => {
    for (const [target, status] of [
      ['/en-EU', 200],
      ['/en-EU/company/', 307],
      ['/proxy/layout', 200],
      ['/en-EU/no-such-page-here', 404],
      ['/favicon.ico', 200],
    ] as const) {
      const res = await rawRequest(https.url, { target });
      expect(res.status, target).toBe(status);
      expect(res.headers['strict-transport-security'], target).toMatch(/^max-age=\d{8,}/);
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
    }
    const page = await rawRequest(https.url, { target: '/en-EU' });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
