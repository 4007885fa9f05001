/**
 * Which paths a page may have (docs/content.md "Which paths a page may have"), on the test stack: the stand-in
 * CMS's edit API saves what editors type the way page paths are written, or refuses it in the
 * page-path rule's words; a page the CMS saved is built, served 200 at its address and listed in
 * the sitemap; renamed to any slug the CMS saves and back, its old address answers 307 with the
 * query kept, its Location an RFC 3986 reference to the new address, which answers 200. And a full
 * build over content holding paths the site refuses (a CMS that skips the check) succeeds: those
 * pages are skipped, logged and reported, the rest built.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocaleCode } from '../../src/config/locales';
import { cmsPagePath } from '../../src/cms/path-rule';
import { internalPath, localizedHref } from '../../src/i18n/paths';
import { encodePath } from '../../src/lib/location';
import { readManifest } from '../../src/server/output/manifest-journal';
import { BUILD_REPORT_FILE } from '../../src/server/build-report';
import { STATE_FILE } from '../../scripts/build/state';
import { runTs } from '../../scripts/support/process';
import { cmsEditHeaders, waitForIdle } from '../support/cms';
import { listPaths } from '../support/site';
import { decodeLocation, isUriReference } from '../support/uri-reference';
import { httpClient } from '../support/http';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const stackDist = inject('distDir');
const root = resolve(import.meta.dirname, '../..');

/** Pages this file made in the stand-in CMS, by where they are now: removed at the end. */
const made = new Map<string, { locale: LocaleCode; path: string }>();
let serial = 0;

async function edit(body: Record<string, unknown>): Promise<{ status: number; body: { changes?: { path: string }[]; error?: string; message?: string } }> {
  const res = await fetch(`${backendUrl}/cms-view/v1/edits`, { method: 'POST', headers: cmsEditHeaders, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { changes?: { path: string }[] } };
}

afterAll(async () => {
  for (const { locale, path } of made.values()) await edit({ target: 'page', locale, path, delete: true });
  await waitForIdle(siteUrl);
}, 120_000);

const addressOf = (path: string, locale: LocaleCode) => encodePath(localizedHref(path, locale));
const { get } = httpClient(() => siteUrl, { redirect: 'manual' });

async function expectServed(path: string, locale: LocaleCode, title: string): Promise<void> {
  const res = await get(addressOf(path, locale));
  const html = await res.text();
  expect(res.status, `${locale} ${path}`).toBe(200);
  expect(html).toContain(title);
  const sitemap = await (await get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(new URL(m[1]!).pathname));
  expect(locs, `${locale} ${path} in the sitemap`).toContain(localizedHref(path, locale));
}

async function expectMoved(from: string, to: string, locale: LocaleCode, title: string): Promise<void> {
  const res = await get(`${addressOf(from, locale)}?utm_source=mail&q=%C3%A4`);
  expect(res.status, `${from} → ${to}`).toBe(307);
  const location = res.headers.get('location')!;
  expect(isUriReference(location), location).toBe(true);
  expect(decodeLocation(location)).toEqual({ path: localizedHref(to, locale), query: '?utm_source=mail&q=%C3%A4' });
  const landed = await get(location);
  expect(landed.status).toBe(200);
  expect(await landed.text()).toContain(title);
}

/** What editors type: ordinary words, week numbers, and now and then what no page path may hold. */
const typedHere = fc
  .array(
    fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom('Kampanj', 'höst', 'v.47', '2026.1', 'Summer Offer', ' ', '_', '-', '/') },
      { weight: 1, arbitrary: fc.constantFrom('?x=1', '#top', '%', '"', '<b>', '/api', '/healthz', '/preview', '.html', '\u200b') },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => `/sidvag-${process.pid}-${parts.join('')}`);
const typed = fc.oneof(
  { weight: 5, arbitrary: typedHere },
  { weight: 1, arbitrary: fc.constantFrom('/healthz', '/preview/x', '/api/x', '/robots.txt', '/offer?x=1', '/sitemap.xml') },
);

describe('page paths through the CMS, on the site', () => {
  it('serves a page at a path with a week number, and tells the editor at once why a path cannot be used', async () => {
    const title = `Vecka 47 ${process.pid}`;
    const path = `/erbjudanden-${process.pid}/v.47`;
    const created = await edit({ target: 'page', locale: 'sv-SE', path, create: { title } });
    expect(created.status).toBe(200);
    made.set(`sv-SE ${path}`, { locale: 'sv-SE', path });
    await waitForIdle(siteUrl);
    await expectServed(path, 'sv-SE', title);

    for (const [bad, words] of [
      ['/offer?x=1', 'The path “/offer?x=1” cannot be used: it contains “?”.'],
      ['/healthz', 'The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.'],
      ['/_edge/entry-decision/x', null],
      ['/robots.txt', 'the site keeps “/robots.txt”'],
    ] as const) {
      const refused = await edit({ target: 'page', locale: 'fi-FI', path: bad, create: { title: 'x' } });
      if (words === null) {
        // '_' is written as a hyphen: '/-edge/…' is an ordinary page path
        expect(refused.status).toBe(200);
        made.set(`fi-FI ${refused.body.changes![0]!.path}`, { locale: 'fi-FI', path: refused.body.changes![0]!.path });
        continue;
      }
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error).toBe('invalid_path');
      expect(refused.body.message).toContain(words);
    }
    await waitForIdle(siteUrl);
  }, 60_000);

  it('builds and serves any path the CMS saves, and moves it by 307 with the query kept, there and back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<LocaleCode>('fi-FI', 'en-EU', 'sv-SE'), typed, async (locale, slug) => {
        const n = (serial += 1);
        const own = `/polkusiirto-${process.pid}-${n}`;
        const title = `Siirto ${process.pid} ${n}`;
        expect((await edit({ target: 'page', locale, path: own, create: { title } })).status).toBe(200);
        made.set(`${locale} ${own}`, { locale, path: own });
        const renamed = await edit({ target: 'page', locale, path: own, set: { slug } });
        const verdict = cmsPagePath(slug, locale);
        await waitForIdle(siteUrl);
        if (!verdict.ok) {
          // refused at once, in the rule's words; the page stays where it was, served
          expect(renamed.status, slug).toBe(400);
          expect(renamed.body.message).toContain('cannot be used');
          await expectServed(own, locale, title);
          return;
        }
        expect(renamed.status, slug).toBe(200);
        const to = renamed.body.changes![0]!.path;
        expect(to).toBe(verdict.path);
        made.delete(`${locale} ${own}`);
        made.set(`${locale} ${to}`, { locale, path: to });
        await expectServed(to, locale, title);
        await expectMoved(own, to, locale, title);
        // and back
        expect((await edit({ target: 'page', locale, path: to, set: { slug: own } })).status).toBe(200);
        made.delete(`${locale} ${to}`);
        made.set(`${locale} ${own}`, { locale, path: own });
        await waitForIdle(siteUrl);
        await expectServed(own, locale, title);
        await expectMoved(to, own, locale, title);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});

/**
 * A content backend that skips the page-path check: its listing also names pages at paths the
 * site refuses, and answers them as pages (a copy of a real page under that path).
 */
function skippingBackend(extra: Record<string, string[]>, template: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const locale = String(req.headers.locale ?? 'fi-FI');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const forward = (path: string) =>
      fetch(`${backendUrl}${path}`, {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => ['locale', 'preview', 'content-type'].includes(k))) as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
    if (url.pathname === '/cms-view/v1/content/paths') {
      const listing = (await (await forward(`${url.pathname}${url.search}`)).json()) as { paths: { path: string }[] };
      for (const path of extra[locale] ?? [])
        listing.paths.push({ path, contentType: 'standardPage', version: '2026-01-01T00:00:00Z', noIndex: false } as never);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listing));
      return;
    }
    const asked = url.searchParams.get('path');
    if (url.pathname === '/cms-view/v1/content/page' && asked !== null && (extra[locale] ?? []).includes(asked)) {
      const page = (await (await forward(`${url.pathname}?path=${encodeURIComponent(template)}`)).json()) as {
        localizedPagePaths: Record<string, string>;
        content: Record<string, unknown>;
      };
      const body = { localizedPagePaths: { [locale]: asked }, content: { ...page.content, slug: asked, localizedPagePaths: { [locale]: asked } } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    const upstream = await forward(`${url.pathname}${url.search}`);
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

describe('a full build over content holding paths the site refuses', () => {
  let server: Server;
  const distDir = join(root, `dist-refused-${process.pid}`);
  const refusedPaths: Record<string, string[]> = {
    'fi-FI': ['/healthz', '/preview/x', '/_edge/entry-decision', '/api/x', '/robots.txt', '/offer?x=1', '/Summer Offer 2026'],
    'sv-SE': ['/erbjudanden/v.47.html'],
  };

  beforeAll(async () => {
    const template = (await listPaths(backendUrl, 'fi-FI')).find((p) => p.contentType === 'standardPage' && p.path !== '/')!.path;
    server = await skippingBackend(refusedPaths, template);
    await rm(distDir, { recursive: true, force: true });
    // the previous build: the stack's compiled site, so this build reuses it (scripts/build/compiled-site.ts)
    await mkdir(join(distDir, 'client'), { recursive: true });
    await Promise.all([
      cp(join(stackDist, 'server'), join(distDir, 'server'), { recursive: true }),
      cp(join(stackDist, 'client', '_astro'), join(distDir, 'client', '_astro'), { recursive: true }),
      cp(join(stackDist, STATE_FILE), join(distDir, STATE_FILE)),
    ]);
  });
  afterAll(async () => {
    server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('succeeds: the refused pages are skipped, logged and reported, every other page built', { timeout: 240_000 }, async () => {
    const port = (server.address() as AddressInfo).port;
    const child = runTs('scripts/build/index.ts', { CMS_BASE_URL: `http://127.0.0.1:${port}`, DIST_DIR: distDir, LOG_LEVEL: 'silent' });
    const code = await child.exited;
    const output = child.output();
    expect(code, output.slice(-3_000)).toBe(0);
    const all = Object.entries(refusedPaths).flatMap(([locale, paths]) => paths.map((path) => ({ locale, path })));
    for (const { locale, path } of all) expect(output).toContain(`[cms] page path refused: ${JSON.stringify(path)} (${locale}, the build's listing)`);
    expect(output).toContain(`${all.length} page paths refused (not built, listed above and in ${BUILD_REPORT_FILE})`);

    const report = JSON.parse(await readFile(join(distDir, BUILD_REPORT_FILE), 'utf8')) as { refused: { locale: string; path: string; problem: string }[] };
    expect(report.refused.map((r) => `${r.locale} ${r.path}`).sort()).toEqual(all.map((r) => `${r.locale} ${r.path}`).sort());
    expect(report.refused.find((r) => r.path === '/healthz')?.problem).toBe('reserved');
    expect(report.refused.find((r) => r.path === '/Summer Offer 2026')?.problem).toBe('not-normal');

    const { manifest } = await readManifest(distDir);
    for (const { locale, path } of all) {
      const key = internalPath(path, locale as LocaleCode);
      expect(manifest.pages[key], key).toBeUndefined();
      expect(existsSync(join(distDir, 'client', `${key.slice(1)}.html`)), key).toBe(false);
    }
    // every other page of the CMS is built
    for (const locale of ['fi-FI', 'sv-SE'] as const) {
      const listed = await listPaths(backendUrl, locale);
      const missing = listed
        .map((p) => internalPath(p.path, locale))
        .filter((key) => manifest.pages[key] === undefined && manifest.redirects[key] === undefined);
      expect(missing, locale).toEqual([]);
    }
  });
});
