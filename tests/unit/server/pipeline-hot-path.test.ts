import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPipeline } from '../../../src/server/pipeline';
import { BASE_HEADERS } from '../../../src/server/respond';
import { SiteOutput } from '../../../src/server/output/owner';
import { createPageHandler } from '../../../src/server/page-handler';
import { StaticFiles } from '../../../src/server/static-files';
import { PageIndex } from '../../../src/server/output/page-index';
import type { PageRecord } from '../../../src/server/output/manifest';
import { createCmsClient } from '../../../src/cms/client';
import { localeCodes } from '../../../src/config/locales';
import type { RedirectContext } from '../../../src/lib/redirect-rules';

// The hot path of a page hit (src/server/pipeline.ts route memo, respond.ts precomputed headers):
// a repeat of a request answers exactly as the full pipeline did, and what changes between two
// requests (a page turned into a redirect, a page re-rendered) is seen at once.

let dir: string;
let server: Server;
let base = '';
let index: PageIndex;
let files: StaticFiles;

const html = (title: string) =>
  `<!doctype html><html lang="en"><head><style>b{color:red}</style></head><body><h1>${title}</h1><script>console.log(1)</script></body></html>`;
const record: PageRecord = {
  file: 'en-EU/company.html',
  kind: 'standard',
  version: 'v1',
  noIndex: false,
  deps: { id: 'page-b2b', locale: 'en-EU', tags: [] },
  alternates: {},
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hot-'));
  const client = join(dir, 'client');
  await mkdir(join(client, 'en-EU'), { recursive: true });
  const body = Buffer.from(html('Company'));
  await writeFile(join(client, 'en-EU/company.html'), body);
  await writeFile(join(client, 'en-EU/company.html.gz'), gzipSync(body));
  await writeFile(join(client, 'en-EU/company.html.br'), brotliCompressSync(body));
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({ buildId: 'b1', builtAt: new Date(0).toISOString(), pages: { '/en-EU/company': record }, redirects: {} }),
  );
  files = new StaticFiles(client, 1);
  index = await PageIndex.load(dir);
  const render = async () => ({ status: 404, headers: new Headers(), body: '' });
  const pages = createPageHandler({ output: new SiteOutput({ clientDir: client, index, files, brotliQuality: 1 }), render, log: () => undefined });
  const redirects: RedirectContext = {
    tables: Object.fromEntries(localeCodes.map((c) => [c, new Map<string, string>()])) as unknown as RedirectContext['tables'],
    strategy: 'prefix',
    hosts: Object.fromEntries(localeCodes.map((c) => [c, 'site.test'])) as RedirectContext['hosts'],
    defaultHost: 'site.test',
    scheme: 'https',
  };
  const pipeline = createPipeline({
    files,
    cms: createCmsClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 }),
    redirects,
    pages,
    assets: async (_req, res) => void res.end(),
    proxy: { orders: { order: notCalled, complete: notCalled }, account: { customer: notCalled, cards: notCalled } },
    buildId: () => index.manifest.buildId,
  });
  server = createServer((req, res) => void pipeline(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
  await rm(dir, { recursive: true, force: true });
});

const notCalled = async () => {
  throw new Error('not called by these tests');
};
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([k]) => k !== 'date' && k !== 'keep-alive' && k !== 'connection'));

describe('the hot path of a page hit', () => {
  it('answers a repeat exactly as the full pipeline answered the first request, per encoding, HEAD and 304', async () => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const first = await fetch(`${base}/en-EU/company`, { headers: { 'accept-encoding': encoding } });
      const firstBody = await first.arrayBuffer();
      const again = await fetch(`${base}/en-EU/company`, { headers: { 'accept-encoding': encoding } });
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(firstBody));
    }
    const res = await fetch(`${base}/en-EU/company`, { headers: { 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    const h = headersOf(res);
    expect(h['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    // every header every response carries (HSTS too when the site is https), then the page's own
    for (const [name, value] of Object.entries(BASE_HEADERS())) if (name !== 'content-security-policy') expect(h[name], name).toBe(value);
    for (const name of ['etag', 'surrogate-key', 'cache-tag', 'cdn-cache-control', 'surrogate-control', 'vary']) expect(h[name], name).toBeTruthy();
    expect(h['surrogate-key']).toBe('page-page-b2b locale-en-EU path-/en-EU/company');

    const head = await fetch(`${base}/en-EU/company`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(headersOf(head)).toEqual(h);
    const notModified = await fetch(`${base}/en-EU/company`, { headers: { 'if-none-match': h.etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(h['content-security-policy']);
  });

  it('sees a page turned into a redirect, and a page rendered again, on the next request', async () => {
    await (await fetch(`${base}/en-EU/company`)).arrayBuffer();
    await (await fetch(`${base}/en-EU/company`)).arrayBuffer();
    index.setRedirect('/en-EU/company', '/en-EU/about');
    const moved = await fetch(`${base}/en-EU/company`, { redirect: 'manual' });
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/en-EU/about');

    const body = Buffer.from(html('Company, edited'));
    index.set('/en-EU/company', { ...record, version: 'v2', deps: { ...record.deps, tags: ['news'] } });
    files.setPage('/en-EU/company', { raw: body, gzip: gzipSync(body), brotli: brotliCompressSync(body) });
    const fresh = await fetch(`${base}/en-EU/company`, { headers: { 'accept-encoding': 'identity' } });
    expect(await fresh.text()).toContain('Company, edited');
    expect(fresh.headers.get('surrogate-key')).toContain('tag-news');
  });

  it('keeps the full pipeline for what the memo must not decide: the trailing-slash redirect and a query', async () => {
    await (await fetch(`${base}/en-EU/company`)).arrayBuffer();
    const slash = await fetch(`${base}/en-EU/company/`, { redirect: 'manual' });
    expect(slash.status).toBe(307);
    const query = await fetch(`${base}/en-EU/company?x=1`);
    expect(query.status).toBe(200);
    expect(query.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a slash run to the collapsed path: never the page, nor a memory-cache slot, however often', async () => {
    await (await fetch(`${base}/en-EU/company`)).arrayBuffer();
    for (const raw of ['/en-EU////company', '/en-EU//company', '/en-EU//company?x=1', '/en-EU//company']) {
      const res = await fetch(`${base}${raw}`, { redirect: 'manual' });
      expect(res.status, raw).toBe(307);
      expect(res.headers.get('location'), raw).toBe(raw.replace(/\/{2,}/g, '/'));
      expect(res.headers.get('cache-control'), raw).toBe('no-store');
      expect(files.cachedPage(raw.split('?')[0]!), raw).toBeUndefined();
    }
    // nor does the file map give such a path the page's file
    expect(await files.page('/en-EU//company')).toBeNull();
    expect(files.cachedPage('/en-EU/company')).toBeDefined();
  });
});
