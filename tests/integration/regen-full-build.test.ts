/**
 * The regeneration invariant against real output (docs/architecture.md "Incremental regeneration"): after a few
 * edits through the embedded CMS (a title, a rename, a page created and another created and
 * deleted, a station's name), each applied by a pass of the running site, a fresh full build of the
 * same CMS state gives the same files: every page's HTML (build ids and island ids normalised),
 * the manifest's page set, the sitemap, robots.txt, the redirects and the locator's station data.
 * The by-design exceptions are allowed only where a full build has nothing: a slug change's 307,
 * and a page parked after failing the content schema. The edits are undone afterwards.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { build } from '../../scripts/build/index';
import { STATE_FILE } from '../../scripts/build/state';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { loadConfig } from '../../src/config/load';
import { localizedHref } from '../../src/i18n/paths';
import { absoluteUrl } from '../../src/lib/urls';
import { renderSitemap } from '../../src/lib/sitemap';
import { stationDataFileSchema } from '../../src/cms/blocks/station-summary';
import { sitemapPages } from '../../src/server/api/seo-files';
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

const undo: (() => Promise<unknown>)[] = [];
let fresh = '';

afterAll(async () => {
  for (const step of undo.reverse()) await step().catch(() => undefined);
  await waitForIdle(siteUrl).catch(() => undefined);
  if (fresh) await rm(fresh, { recursive: true, force: true });
}, 120_000);

describe('after edits applied by regeneration, a fresh full build of the same content', () => {
  it('gives the same pages, HTML, sitemap, robots.txt, redirects and station data', async () => {
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
    await waitForFeedCaughtUp(siteUrl, backendUrl);
    await waitForIdle(siteUrl);

    // the fresh full build of the CMS as it is now, beside the site's output
    // inside the project: the build's server bundle resolves its packages from node_modules
    fresh = await mkdtemp(join(root, 'dist-test-full-build-'));
    const config = loadConfig({
      overrides: {
        CMS_BASE_URL: backendUrl,
        CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        PREVIEW_SECRET: TEST_PREVIEW_SECRET,
        DIST_DIR: join(fresh, 'dist'),
        LOG_LEVEL: 'silent',
      },
    });
    // the site's compiled code, as `npm run build` reuses it for unchanged sources (scripts/build/compiled-site.ts):
    // the same renderer, and no bundler run in the test's time
    await cp(join(distDir, 'server'), join(fresh, 'dist', 'server'), { recursive: true });
    await cp(join(distDir, 'client', '_astro'), join(fresh, 'dist', 'client', '_astro'), { recursive: true });
    await cp(join(distDir, STATE_FILE), join(fresh, 'dist', STATE_FILE));
    const summary = await build(config, { quiet: true });
    console.log(`[regen-full-build] the full build of the same content: ${summary.pages} pages in ${summary.totalMs} ms (compiled site ${summary.compiled})`);
    const built = (await readManifest(join(fresh, 'dist'))).manifest;
    const site = (await readManifest(distDir)).manifest;
    const parked = new Set(((await regenStatus(siteUrl)) as unknown as { parked: { path: string }[] }).parked.map((p) => p.path));

    // the same pages (a parked page keeps its old output: the build could not render it)
    const sitePages = Object.keys(site.pages).filter((p) => !parked.has(p));
    expect(sitePages.sort()).toEqual(
      Object.keys(built.pages)
        .filter((p) => !parked.has(p))
        .sort(),
    );
    // each page's HTML, and its record (file, kind, version, dependencies, alternates, station summary)
    const ids = [...idsOf(site), ...idsOf(built)];
    for (const path of sitePages) {
      expect({ path, record: site.pages[path] }).toEqual({ path, record: built.pages[path] });
      const [ours, theirs] = await Promise.all([
        readFile(join(distDir, 'client', site.pages[path]!.file), 'utf8'),
        readFile(join(fresh, 'dist', 'client', built.pages[path]!.file), 'utf8'),
      ]);
      expect({ path, html: normalised(ours, ids) }).toEqual({ path, html: normalised(theirs, ids) });
    }
    // the content's redirects are the build's; the site may keep a slug change's 307 where the build has nothing
    for (const [path, location] of Object.entries(built.redirects)) expect({ path, location: site.redirects[path] }).toEqual({ path, location });
    for (const path of Object.keys(site.redirects)) if (!(path in built.redirects)) expect(built.pages[path], path).toBeUndefined();
    expect(site.redirects[localizedHref(standardSv.path, 'sv-SE')]).toBe(localizedHref(moved, 'sv-SE'));
    // the sitemap the site serves is the one the build's manifest makes; robots.txt is the build's too
    const sitemapOf = (manifest: Manifest) =>
      renderSitemap(sitemapPages(new PageIndex(fresh, manifest)), (path, locale) => absoluteUrl(config.siteOrigins, path, locale));
    expect(await (await fetch(`${siteUrl}/sitemap.xml`)).text()).toBe(sitemapOf(built));
    expect(await (await fetch(`${siteUrl}/robots.txt`)).text()).toContain(`Sitemap: ${config.SITE_URL}/sitemap.xml`);
    // the locator's station data of every market
    for (const locale of localeCodes) {
      const [ours, theirs] = await Promise.all([
        readFile(join(distDir, 'client', 'data', `stations-${locale}.json`), 'utf8'),
        readFile(join(fresh, 'dist', 'client', 'data', `stations-${locale}.json`), 'utf8'),
      ]);
      expect({ locale, data: JSON.parse(ours) as unknown }).toEqual({ locale, data: JSON.parse(theirs) as unknown });
    }
  }, 600_000);
});
