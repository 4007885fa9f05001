import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocaleCode } from '../../src/config/locales';
import { isAcceptedPagePath } from '../../src/cms/path-rule';
import { internalPath, localizedHref } from '../../src/i18n/paths';
import { readManifest } from '../../src/server/output/manifest-journal';
import { htmlFileFor, outputPathProblem } from '../../src/server/output/files';
import { listPaths } from '../support/site';
import { cmsEditHeaders, regenStatus, sendWebhook, waitForFeedCaughtUp, waitForIdle } from '../support/cms';
import { added, keptState, type KeptState } from '../support/kept-state';

// A CMS path is data, never a file name (docs/content.md "Which paths a page may have"). Hostile page paths reach
// the site through every door the content has: the stand-in CMS's edit API (create, rename,
// delete; it sends the signed webhook), the change feed alone (an edit without a webhook) and
// signed webhooks of our own. Whatever the paths, the site writes no file outside its output
// folder, no file its manifest does not list, and no page's file for another page.

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const clientDir = resolve(distDir, 'client');

/** A real station page: hostile paths are built as aliases of it, to overwrite or delete its file. */
let station = '';
let before: KeptState;
/** Every path a hostile edit named, with its locale, for the checks at the end. */
const named: { locale: LocaleCode; path: string }[] = [];
/** Pages created at paths the site accepts, by the property's runs: they must be kept. */
const createdOk: { locale: LocaleCode; path: string; how: string }[] = [];
/** Every page this file made in the stand-in CMS (at the path it asked for), and only those: to remove at the end. */
const made: { locale: LocaleCode; path: string }[] = [];
let serial = 0;

/** The edit's status; `saved` is the path the CMS saved a page at (written the way page paths are: src/cms/path-rule.ts). */
let saved = '';
async function edit(body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${backendUrl}/cms-view/v1/edits`, { method: 'POST', headers: cmsEditHeaders, body: JSON.stringify(body) });
  const answer = (await res.json().catch(() => ({}))) as { changes?: { path?: string }[] };
  saved = answer.changes?.[0]?.path ?? '';
  return res.status;
}

beforeAll(async () => {
  station = (await listPaths(backendUrl, 'fi-FI')).find((p) => p.contentType === 'stationPage')!.path;
  // the content other test files changed without a webhook is applied first, so the snapshot is settled
  await waitForFeedCaughtUp(siteUrl, backendUrl);
  before = await keptState(siteUrl, distDir);
}, 120_000);

afterAll(async () => {
  // the stand-in CMS forgets what this file made (the site has refused or removed it already)
  // (never a path the file only named: "/" or a page of the demo content may be one of those)
  for (const { locale, path } of made) await edit({ target: 'page', locale, path, delete: true }).catch(() => 0);
  await waitForIdle(siteUrl);
}, 120_000);

const stationAliases = (path: string): string[] => {
  const cut = path.lastIndexOf('/');
  const [dir, name] = [path.slice(0, cut), path.slice(cut + 1)];
  return [`${dir}//${name}`, `${dir}/./${name}`, `/x/..${path}`, `${dir}///${name}`, `/${path.slice(1).replace(/\//g, '\\')}`, `${path}/`, `${path}/.`];
};

function hostilePath(): fc.Arbitrary<string> {
  const tag = () => `outside-${process.pid}`;
  const fixed = fc.constantFrom(
    ...stationAliases(station),
    `/../../../${tag()}/x/y`,
    `/x/../../../../${tag()}/z`,
    '/a/%2e%2e/%2e%2e/b',
    '/a%2Fb',
    '/a\u0000b',
    '/la\u0308mmitys',
    '/a\u202eb',
    '/index',
    '/en-EU/company',
    '/a.html/b',
    `/${'ä'.repeat(140)}`,
  );
  const segment = fc.constantFrom('', '.', '..', 'a', 'ä', '%2e%2e', 'x\\y', 'Ａ', 'a.gz', 'tab\tx', 'x'.repeat(220));
  const built = fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
  return fc.oneof(fixed, built);
}

type Op = { door: 'edit-create' | 'edit-rename' | 'feed-create' | 'webhook-created' | 'webhook-deleted' | 'webhook-renamed'; locale: LocaleCode; path: string };

const op = (): fc.Arbitrary<Op> =>
  fc.record({
    door: fc.constantFrom('edit-create', 'edit-rename', 'feed-create', 'webhook-created', 'webhook-deleted', 'webhook-renamed'),
    locale: fc.constantFrom<LocaleCode>('fi-FI', 'en-EU'),
    path: hostilePath(),
  });

async function run(o: Op): Promise<void> {
  named.push({ locale: o.locale, path: o.path });
  const n = (serial += 1);
  const own = `/polkutesti-${process.pid}-${n}`;
  switch (o.door) {
    case 'edit-create':
      if ((await edit({ target: 'page', locale: o.locale, path: o.path, create: { title: `Hostile ${n}` } })) === 200)
        made.push({ locale: o.locale, path: saved });
      return;
    case 'feed-create':
      // the site learns of it only from the change feed (pulled with the next webhook)
      if ((await edit({ target: 'page', locale: o.locale, path: o.path, create: { title: `Feed ${n}` }, webhook: false })) === 200)
        made.push({ locale: o.locale, path: saved });
      return;
    case 'edit-rename': {
      // an accepted page first (it must be kept), then moved to the hostile path
      expect(await edit({ target: 'page', locale: o.locale, path: own, create: { title: `Moved ${n}` } })).toBe(200);
      const renamed = await edit({ target: 'page', locale: o.locale, path: own, set: { slug: o.path } });
      made.push(renamed === 200 ? { locale: o.locale, path: saved } : { locale: o.locale, path: own });
      // where the CMS refused the new slug the page stays, a page of the site
      if ((await listPaths(backendUrl, o.locale)).some((p) => p.path === own))
        createdOk.push({ locale: o.locale, path: own, how: `rename to ${JSON.stringify(o.path)}: ${renamed}` });
      return;
    }
    case 'webhook-created':
    case 'webhook-deleted':
      // (a path the site accepts may be a real page's: deleting it is no attack; the edit doors cover those)
      if (isAcceptedPagePath(o.path, o.locale)) return;
      expect(
        (
          await sendWebhook(siteUrl, [
            { type: 'page', action: o.door === 'webhook-created' ? 'created' : 'deleted', locale: o.locale, path: o.path, contentType: 'standardPage' },
          ])
        ).status,
      ).toBe(202);
      return;
    case 'webhook-renamed':
      // (a path the site accepts is a real move, not an attack on the station: the other doors cover it)
      if (isAcceptedPagePath(o.path, 'fi-FI')) return;
      // the real station "moved" to the hostile path, or a hostile path "moved" to the station
      expect(
        (
          await sendWebhook(siteUrl, [
            { type: 'page', action: 'updated', locale: 'fi-FI', path: o.path, previousPath: station },
            { type: 'page', action: 'updated', locale: 'fi-FI', path: station, previousPath: o.path },
          ])
        ).status,
      ).toBe(202);
      return;
  }
}

/** Where a site that used a CMS path as a file name would have written its page. */
const naiveFile = (locale: LocaleCode, path: string) => resolve(clientDir, `${internalPath(path, locale).replace(/^\/+/, '')}.html`);
const inside = (file: string) => file.startsWith(clientDir + sep);

describe('CMS paths never choose a file', () => {
  it('keeps the output folder to the pages the manifest lists, whatever paths come through the edit API, the feed and webhooks', async () => {
    const stationFile = join(clientDir, htmlFileFor(station));
    const stationBefore = await readFile(stationFile, 'utf8');
    await fc.assert(
      fc.asyncProperty(fc.array(op(), { minLength: 1, maxLength: 4 }), async (ops) => {
        for (const o of ops) await run(o);
        await waitForIdle(siteUrl);
      }),
      { numRuns: 10 },
    );
    // one accepted page through each of the edit API's doors, so the checks below see pages kept too
    const ok = `/polkutesti-${process.pid}-ok`;
    expect(await edit({ target: 'page', locale: 'fi-FI', path: ok, create: { title: 'Hyväksytty' } })).toBe(200);
    made.push({ locale: 'fi-FI', path: ok });
    createdOk.push({ locale: 'fi-FI', path: ok, how: 'created' });
    // a delivery of our own makes the site pull the feed: the feed-only edits reach it now
    expect((await sendWebhook(siteUrl, [{ type: 'page', action: 'updated', locale: 'fi-FI', path: ok }])).status).toBe(202);
    await waitForFeedCaughtUp(siteUrl, backendUrl);
    await waitForIdle(siteUrl);

    const after = await keptState(siteUrl, distDir);
    const { manifest } = await readManifest(distDir);
    // no file outside the output folder, nor inside it under a hostile path's file name
    for (const { locale, path } of named) {
      const file = naiveFile(locale, path);
      const listed = Object.values(manifest.pages).some((record) => resolve(clientDir, record.file) === file);
      if (!inside(file) || !listed)
        for (const f of [file, `${file}.gz`, `${file}.br`]) expect(existsSync(f), `${locale} ${JSON.stringify(path)} → ${f}`).toBe(false);
    }
    // no page or redirect kept under a path that may have no file
    for (const key of [...Object.keys(manifest.pages), ...Object.keys(manifest.redirects)]) expect(outputPathProblem(key), key).toBeNull();
    // every file added is a file of a page the manifest lists
    const listedFiles = new Set(Object.values(manifest.pages).flatMap((r) => [r.file, `${r.file}.gz`, `${r.file}.br`]));
    const newFiles = added(before, after).files.filter((f) => !f.startsWith(`builds${sep}`) && !f.startsWith(`data${sep}`));
    for (const f of newFiles) expect(listedFiles.has(f), f).toBe(true);
    // the accepted pages are kept, each in its own file
    for (const { locale, path, how } of createdOk) {
      const answer = (await fetch(`${siteUrl}${localizedHref(path, locale)}`, { redirect: 'manual' })).status;
      expect(manifest.pages[internalPath(path, locale)], `${locale} ${path} (${how}; the site answers ${answer})`).toBeDefined();
    }
    // no page's file holds another page: each kept file's canonical link names its own path
    for (const [key, record] of Object.entries(manifest.pages)) {
      const html = await readFile(join(clientDir, record.file), 'utf8');
      const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(href, key).toBeDefined();
      expect(decodeURIComponent(new URL(href!).pathname), record.file).toBe(key);
    }
    // the station that every alias aimed at is still itself, served, and its aliases are not
    expect(await readFile(stationFile, 'utf8')).toBe(stationBefore);
    expect((await fetch(`${siteUrl}${localizedHref(station, 'fi-FI')}`)).status).toBe(200);
    const aliased = await fetch(`${siteUrl}${stationAliases(station)[0]}`, { redirect: 'manual' });
    expect([aliased.status, aliased.headers.get('location')]).toEqual([307, station]);
    expect((await regenStatus(siteUrl)).queued).toBe(0);
  }, 180_000);
});

describe('slash runs in a request', () => {
  it('are sent to the collapsed path, never answered from a page file', async () => {
    const [en] = (await listPaths(backendUrl, 'en-EU')).filter((p) => p.contentType === 'standardPage' && p.path !== '/');
    const target = localizedHref(en!.path, 'en-EU');
    for (const raw of [target.replace('/en-EU/', '/en-EU////'), `${target.replace(/\/([^/]*)$/, '//$1')}?q=1`]) {
      const res = await fetch(`${siteUrl}${raw}`, { redirect: 'manual' });
      expect(res.status, raw).toBe(307);
      // (the location is the path as sent, so a page path's letters beyond ASCII stay percent-encoded)
      const sent = new URL(`${siteUrl}${raw}`);
      expect(res.headers.get('location'), raw).toBe(`${sent.pathname}${sent.search}`.replace(/\/{2,}/g, '/'));
      expect(res.headers.get('cache-control'), raw).toBe('no-store');
    }
  });
});
