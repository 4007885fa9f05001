/**
 * A fresh full build of the test stack's CMS as it stands, made once for two checks:
 *
 * - The regeneration invariant against real output (docs/architecture.md "Incremental regeneration"): after a few
 *   edits through the embedded CMS (a title, a rename, a page created and another created and
 *   deleted, a station's name), each applied by a pass of the running site, the full build of the
 *   same CMS state gives the same files: every page's HTML (build ids and island ids normalised),
 *   the manifest's page set, the sitemap, robots.txt, the redirects and the locator's station data.
 *   The by-design exceptions are allowed only where a full build has nothing: a slug change's 307,
 *   and a page parked after failing the content schema. The edits are undone afterwards.
 * - Which paths a page may have (docs/content.md "Which paths a page may have"): the build reads the CMS through a
 *   backend that skips the page-path check (its listing also names pages at paths the site
 *   refuses), and succeeds: those pages are skipped, logged and reported, the rest built.
 *
 * One build serves both: the refused pages are never built, so the rest is the CMS's content as
 * the site has it. A full build of 2,369 pages is the costliest step of the integration suite.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { STATE_FILE } from '../../scripts/build/state';
import { runTs } from '../../scripts/support/process';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { loadConfig } from '../../src/config/load';
import { internalPath, localizedHref } from '../../src/i18n/paths';
import { absoluteUrl } from '../../src/lib/urls';
import { renderSitemap } from '../../src/lib/sitemap';
import { stationDataFileSchema } from '../../src/cms/blocks/station-summary';
import { sitemapPages } from '../../src/server/api/seo-files';
import { BUILD_REPORT_FILE } from '../../src/server/build-report';
import { PageIndex } from '../../src/server/output/page-index';
import { readManifest } from '../../src/server/output/manifest-journal';
import type { Manifest } from '../../src/server/output/manifest';
import { cmsEdit, regenStatus, waitForFeedCaughtUp, waitForIdle } from '../support/cms';
import { listPaths } from '../support/site';
import { TEST_PREVIEW_SECRET, TEST_WEBHOOK_SECRET } from '../support/stack';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const root = resolve(import.meta.dirname, '../..');

/** What differs between two renders of the same content: the build id and Astro's island ids. */
const normalised = (html: string, buildIds: string[]) => {
  let out = html.replace(/ uid="[^"]*"/g, '');
  for (const id of buildIds) out = out.split(id).join('BUILD');
  return out;
};

/** The build id without its pass suffix, and the id itself (a page may name either). */
const idsOf = (manifest: Manifest) => [manifest.buildId, manifest.buildId.replace(/-r\d+$/, '')].sort((a, b) => b.length - a.length);

/** Pages at paths the site refuses, which the skipping backend lists beside the CMS's own. */
const refusedPaths: Record<string, string[]> = {
  'fi-FI': ['/healthz', '/preview/x', '/_edge/entry-decision', '/api/x', '/robots.txt', '/offer?x=1', '/Summer Offer 2026'],
  'sv-SE': ['/erbjudanden/v.47.html'],
};

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

const undo: (() => Promise<unknown>)[] = [];
let fresh = '';
let skipping: Server | undefined;
/** what the edits were, for the comparison's own checks */
let edited: { tag: string; standardSv: string; moved: string };
/** the full build's run (`npm run build`'s entry point): its exit code and log */
let built: { code: number; output: string; dist: string };

beforeAll(async () => {
  // pages at the end of each listing: the samples of other test files are at its start
  const spare = async (locale: LocaleCode, type: string) =>
    (await listPaths(backendUrl, locale)).filter((p) => p.contentType === type && p.path !== '/' && !p.noIndex).at(-1)!;
  const standardFi = await spare('fi-FI', 'standardPage');
  const standardSv = await spare('sv-SE', 'standardPage');
  const stationFi = await spare('fi-FI', 'stationPage');
  const tag = `${process.pid}`;

  const page = await fetch(`${backendUrl}/cms-view/v1/content/page?path=${encodeURIComponent(standardFi.path)}`, { headers: { locale: 'fi-FI' } });
  const { title } = z.object({ content: z.object({ title: z.string() }) }).parse(await page.json()).content;
  await cmsEdit(backendUrl, { target: 'page', locale: 'fi-FI', path: standardFi.path, set: { title: `Vertailu ${tag}` } });
  undo.push(() => cmsEdit(backendUrl, { target: 'page', locale: 'fi-FI', path: standardFi.path, set: { title } }));
  const moved = `${standardSv.path}-flyttad-${tag}`;
  await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path: standardSv.path, set: { slug: moved } });
  undo.push(() => cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path: moved, set: { slug: standardSv.path } }));
  const created = `/vertailu-${tag}`;
  await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: created, create: { title: `Sammenligning ${tag}` } });
  undo.push(() => cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: created, delete: true }));
  await cmsEdit(backendUrl, { target: 'page', locale: 'en-EU', path: `/gone-${tag}`, create: { title: 'Gone' } });
  await cmsEdit(backendUrl, { target: 'page', locale: 'en-EU', path: `/gone-${tag}`, delete: true });
  const stations = stationDataFileSchema.parse(await (await fetch(`${siteUrl}/data/stations-fi-FI.json`)).json());
  const stationName = stations.stations.find((s) => s.href === localizedHref(stationFi.path, 'fi-FI'))!.name;
  await cmsEdit(backendUrl, { target: 'page', locale: 'fi-FI', path: stationFi.path, set: { stationName: `Vertailuasema ${tag}` } });
  undo.push(() => cmsEdit(backendUrl, { target: 'page', locale: 'fi-FI', path: stationFi.path, set: { stationName } }));
  edited = { tag, standardSv: standardSv.path, moved };
  await waitForFeedCaughtUp(siteUrl, backendUrl);
  await waitForIdle(siteUrl);

  // the fresh full build of the CMS as it is now, beside the site's output
  // inside the project: the build's server bundle resolves its packages from node_modules
  fresh = await mkdtemp(join(root, 'dist-test-full-build-'));
  const dist = join(fresh, 'dist');
  // the site's compiled code, as `npm run build` reuses it for unchanged sources (scripts/build/compiled-site.ts):
  // the same renderer, and no bundler run in the test's time
  await Promise.all([
    cp(join(distDir, 'server'), join(dist, 'server'), { recursive: true }),
    cp(join(distDir, 'client', '_astro'), join(dist, 'client', '_astro'), { recursive: true }),
    cp(join(distDir, STATE_FILE), join(dist, STATE_FILE)),
  ]);
  const template = (await listPaths(backendUrl, 'fi-FI')).find((p) => p.contentType === 'standardPage' && p.path !== '/')!.path;
  skipping = await skippingBackend(refusedPaths, template);
  const child = runTs('scripts/build/index.ts', {
    CMS_BASE_URL: `http://127.0.0.1:${(skipping.address() as AddressInfo).port}`,
    CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PREVIEW_SECRET: TEST_PREVIEW_SECRET,
    DIST_DIR: dist,
    LOG_LEVEL: 'silent',
  });
  built = { code: await child.exited, output: child.output(), dist };
  console.log(`[regen-full-build] ${/\[build\] \d+ pages.*/.exec(built.output)?.[0] ?? built.output.slice(-3_000)}`);
}, 600_000);

afterAll(async () => {
  skipping?.close();
  for (const step of undo.reverse()) await step().catch(() => undefined);
  await waitForIdle(siteUrl).catch(() => undefined);
  if (fresh) await rm(fresh, { recursive: true, force: true });
}, 120_000);

describe('after edits applied by regeneration, a fresh full build of the same content', () => {
  it('gives the same pages, HTML, sitemap, robots.txt, redirects and station data', async () => {
    expect(built.code, built.output.slice(-3_000)).toBe(0);
    const config = loadConfig({
      overrides: {
        CMS_BASE_URL: backendUrl,
        CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        PREVIEW_SECRET: TEST_PREVIEW_SECRET,
        DIST_DIR: built.dist,
        LOG_LEVEL: 'silent',
      },
    });
    const full = (await readManifest(built.dist)).manifest;
    const site = (await readManifest(distDir)).manifest;
    const parked = new Set(((await regenStatus(siteUrl)) as unknown as { parked: { path: string }[] }).parked.map((p) => p.path));

    // the same pages (a parked page keeps its old output: the build could not render it)
    const sitePages = Object.keys(site.pages).filter((p) => !parked.has(p));
    expect(sitePages.sort()).toEqual(
      Object.keys(full.pages)
        .filter((p) => !parked.has(p))
        .sort(),
    );
    // each page's HTML, and its record (file, kind, version, dependencies, alternates, station summary)
    const ids = [...idsOf(site), ...idsOf(full)];
    for (const path of sitePages) {
      expect({ path, record: site.pages[path] }).toEqual({ path, record: full.pages[path] });
      const [ours, theirs] = await Promise.all([
        readFile(join(distDir, 'client', site.pages[path]!.file), 'utf8'),
        readFile(join(built.dist, 'client', full.pages[path]!.file), 'utf8'),
      ]);
      expect({ path, html: normalised(ours, ids) }).toEqual({ path, html: normalised(theirs, ids) });
    }
    // the content's redirects are the build's; the site may keep a slug change's 307 where the build has nothing
    for (const [path, location] of Object.entries(full.redirects)) expect({ path, location: site.redirects[path] }).toEqual({ path, location });
    for (const path of Object.keys(site.redirects)) if (!(path in full.redirects)) expect(full.pages[path], path).toBeUndefined();
    expect(site.redirects[localizedHref(edited.standardSv, 'sv-SE')]).toBe(localizedHref(edited.moved, 'sv-SE'));
    // the sitemap the site serves is the one the build's manifest makes; robots.txt is the build's too
    const sitemapOf = (manifest: Manifest) =>
      renderSitemap(sitemapPages(new PageIndex(fresh, manifest)), (path, locale) => absoluteUrl(config.siteOrigins, path, locale));
    expect(await (await fetch(`${siteUrl}/sitemap.xml`)).text()).toBe(sitemapOf(full));
    expect(await (await fetch(`${siteUrl}/robots.txt`)).text()).toContain(`Sitemap: ${config.SITE_URL}/sitemap.xml`);
    // the locator's station data of every market
    for (const locale of localeCodes) {
      const [ours, theirs] = await Promise.all([
        readFile(join(distDir, 'client', 'data', `stations-${locale}.json`), 'utf8'),
        readFile(join(built.dist, 'client', 'data', `stations-${locale}.json`), 'utf8'),
      ]);
      expect({ locale, data: JSON.parse(ours) as unknown }).toEqual({ locale, data: JSON.parse(theirs) as unknown });
    }
  }, 120_000);
});

describe('a full build over content holding paths the site refuses', () => {
  it('succeeds: the refused pages are skipped, logged and reported, every other page built', async () => {
    const { code, output, dist } = built;
    expect(code, output.slice(-3_000)).toBe(0);
    const all = Object.entries(refusedPaths).flatMap(([locale, paths]) => paths.map((path) => ({ locale, path })));
    for (const { locale, path } of all) expect(output).toContain(`[cms] page path refused: ${JSON.stringify(path)} (${locale}, the build's listing)`);
    expect(output).toContain(`${all.length} page paths refused (not built, listed above and in ${BUILD_REPORT_FILE})`);

    const report = JSON.parse(await readFile(join(dist, BUILD_REPORT_FILE), 'utf8')) as { refused: { locale: string; path: string; problem: string }[] };
    expect(report.refused.map((r) => `${r.locale} ${r.path}`).sort()).toEqual(all.map((r) => `${r.locale} ${r.path}`).sort());
    expect(report.refused.find((r) => r.path === '/healthz')?.problem).toBe('reserved');
    expect(report.refused.find((r) => r.path === '/Summer Offer 2026')?.problem).toBe('not-normal');

    const { manifest } = await readManifest(dist);
    for (const { locale, path } of all) {
      const key = internalPath(path, locale as LocaleCode);
      expect(manifest.pages[key], key).toBeUndefined();
      expect(existsSync(join(dist, 'client', `${key.slice(1)}.html`)), key).toBe(false);
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
