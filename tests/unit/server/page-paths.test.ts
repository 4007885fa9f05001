/**
 * Which paths a page may have, end to end on the site's real parts against a model of the CMS
 * (docs/content.md "Which paths a page may have"). The CMS boundary is the rule's (cmsPagePath: what an editor
 * types, written the way page paths are, or refused); the site is the real code: the webhook's
 * boundary (webhookPayloadSchema), the Regenerator, the PageIndex and its files, the page handler,
 * the request pipeline with its SEO routes; only the page route is a stub answering from the model.
 *
 * For any editor's input: a path the CMS saves is built, served 200 at its address and listed in
 * the sitemap; renamed to any slug the CMS saves and back, the old address answers 307 with the
 * request's query kept, its Location a valid RFC 3986 reference to the new address, which answers
 * 200. What the CMS refuses, a CMS that skips the check may still send: the site keeps no page,
 * file or redirect for it, and never serves the page there.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { cmsPagePath, normalizeSlug } from '../../../src/cms/path-rule';
import { webhookPayloadSchema, type WebhookChange } from '../../../src/cms/webhook';
import { createCmsClient } from '../../../src/cms/client';
import { internalPath, localizedHref, splitLocale } from '../../../src/i18n/paths';
import { encodePath } from '../../../src/lib/location';
import { absoluteUrl } from '../../../src/lib/urls';
import type { RedirectContext } from '../../../src/lib/redirect-rules';
import { createPipeline } from '../../../src/server/pipeline';
import { SiteOutput } from '../../../src/server/output/owner';
import { createPageHandler } from '../../../src/server/page-handler';
import { createSeoFiles } from '../../../src/server/api/seo-files';
import { StaticFiles } from '../../../src/server/static-files';
import { PageIndex } from '../../../src/server/output/page-index';
import { emptyManifest, MANIFEST_FILE } from '../../../src/server/output/manifest';
import { Regenerator } from '../../../src/server/regen/regenerator';
import { answerHeaders } from '../../../src/server/render-protocol';
import type { Render } from '../../../src/server/renderer';
import { decodeLocation, isUriReference } from '../../support/uri-reference';
import { httpClient } from '../../support/http';

const origins = Object.fromEntries(localeCodes.map((c) => [c, 'https://site.test'])) as Record<LocaleCode, string>;
const redirects: RedirectContext = {
  tables: Object.fromEntries(localeCodes.map((c) => [c, new Map<string, string>()])) as unknown as RedirectContext['tables'],
  strategy: 'prefix',
  hosts: Object.fromEntries(localeCodes.map((c) => [c, 'site.test'])) as RedirectContext['hosts'],
  defaultHost: 'site.test',
  scheme: 'https',
};
const notCalled = async () => {
  throw new Error('not called');
};

/** The CMS as the site sees it: locale + path → the entry's id. */
type CmsModel = Map<string, string>;
const at = (locale: LocaleCode, path: string) => `${locale}\n${path}`;

/** The page route, answering from the model as the real one answers from the CMS (its canonical path, its facts). */
function stubRender(cms: CmsModel): Render {
  return async (pathname, init = {}) => {
    if (init.error)
      return { status: init.error.status, headers: new Headers({ 'content-type': 'text/html' }), body: `<html>error ${init.error.status}</html>` };
    const { locale, path } = splitLocale(pathname);
    const id = cms.get(at(locale, path));
    if (id === undefined) return { status: 404, headers: new Headers({ 'content-type': 'text/html' }), body: '<html>not found</html>' };
    const headers = new Headers({ 'content-type': 'text/html' });
    answerHeaders(headers, {
      page: { version: '2026-01-01T00:00:00Z', kind: 'standard', noIndex: false, alternates: { [locale]: path }, deps: { id, locale, tags: [] } },
      degraded: false,
    });
    return { status: 200, headers, body: `<!doctype html><html><body>page ${id}</body></html>` };
  };
}

interface Site {
  dir: string;
  cms: CmsModel;
  index: PageIndex;
  regenerator: Regenerator;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

async function startSite(): Promise<Site> {
  const dir = await mkdtemp(join(tmpdir(), 'page-paths-'));
  const clientDir = join(dir, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(emptyManifest()));
  const cms: CmsModel = new Map();
  const render = stubRender(cms);
  const files = new StaticFiles(clientDir, 1);
  const index = await PageIndex.load(dir);
  const log = () => undefined;
  const output = new SiteOutput({ clientDir, index, files, brotliQuality: 1 });
  const pages = createPageHandler({ output, render, log });
  output.onKept((p) => pages.forgetNotFound(p));
  const regenerator = new Regenerator({
    render,
    output,
    log,
    coalesceMs: 0,
    retryDelaysMs: [],
  });
  const pipeline = createPipeline({
    files,
    cms: createCmsClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 }),
    redirects,
    pages,
    assets: async (_req, res) => void res.writeHead(404).end(),
    proxy: { orders: { order: notCalled, complete: notCalled }, account: { customer: notCalled, cards: notCalled } },
    api: createSeoFiles(index, { SITE_URL: 'https://site.test', siteOrigins: origins }),
    buildId: () => index.manifest.buildId,
  });
  return { dir, cms, index, regenerator, handle: (req, res) => void pipeline(req, res) };
}

let server: Server;
let base = '';
let current: Site | undefined;
let serial = 0;

beforeAll(async () => {
  server = createServer((req, res) => current!.handle(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
});

/** A delivery of the CMS's changes, through the site's webhook boundary, applied by a pass. */
async function deliver(site: Site, changes: WebhookChange[]): Promise<{ refused: number }> {
  const payload = webhookPayloadSchema.parse({ id: `evt-${(serial += 1)}`, occurredAt: new Date().toISOString(), changes });
  site.regenerator.enqueue(payload.changes);
  await site.regenerator.idle();
  return { refused: payload.refused.length };
}

const { get } = httpClient(() => base, { redirect: 'manual' });
const addressOf = (path: string, locale: LocaleCode) => encodePath(localizedHref(path, locale));
const change = (locale: LocaleCode, id: string, path: string, extra: Partial<WebhookChange> = {}): WebhookChange => ({
  type: 'page',
  action: 'created',
  locale,
  id,
  path,
  contentType: 'standardPage',
  tags: [],
  ...extra,
});

/** The page is served at its address, kept in the manifest and listed in the sitemap. */
async function expectServed(site: Site, path: string, locale: LocaleCode, id: string): Promise<void> {
  const res = await get(addressOf(path, locale));
  expect([res.status, await res.text()], `${locale} ${path}`).toEqual([200, `<!doctype html><html><body>page ${id}</body></html>`]);
  expect(site.index.get(internalPath(path, locale))?.deps.id).toBe(id);
  const sitemap = await (await get('/sitemap.xml')).text();
  const url = absoluteUrl(origins, path, locale);
  expect(sitemap).toContain(`<loc>${url}</loc>`);
  expect(decodeURIComponent(new URL(url).pathname)).toBe(localizedHref(path, locale));
}

/** Nothing of the page is kept or served at a path the site refuses. */
async function expectNotKept(site: Site, path: string, locale: LocaleCode, id: string): Promise<void> {
  const key = internalPath(path, locale);
  expect(site.index.get(key), `${locale} ${JSON.stringify(path)}`).toBeUndefined();
  expect(site.index.redirectFor(key)).toBeUndefined();
  expect(existsSync(join(site.dir, 'client', `${key.slice(1)}.html`))).toBe(false);
  const res = await get(addressOf(path, locale));
  expect(res.status).toBeLessThan(500);
  expect(await res.text()).not.toContain(`page ${id}`);
}

/** The old address answers 307, the query kept, to the new address, which answers 200. */
async function expectMoved(from: string, to: string, locale: LocaleCode, id: string): Promise<void> {
  const res = await get(`${addressOf(from, locale)}?q=1&r=%C3%A4`);
  expect(res.status, `${from} → ${to}`).toBe(307);
  const location = res.headers.get('location')!;
  expect(isUriReference(location), location).toBe(true);
  expect(decodeLocation(location)).toEqual({ path: localizedHref(to, locale), query: '?q=1&r=%C3%A4' });
  const landed = await get(location);
  expect([landed.status, await landed.text()]).toEqual([200, `<!doctype html><html><body>page ${id}</body></html>`]);
}

const hostile = fc.constantFrom('.', '?x=1', '#top', '%', '"', '<b>', 'api', 'healthz', 'preview', '_edge', 'robots.txt', '.html', 'en-EU', 'index', '\u200b');

/** What editors type: ordinary titles and paths, week numbers and versions, and now and then what no page path may hold. */
const builtInput = fc
  .array(
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom('summer', 'offer', 'Erbjudanden', 'v.47', '2026.1', 'lämmitysöljy', 'ÅRETS', ' ', '_', '-', '/', '/') },
      { weight: 1, arbitrary: hostile },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));
/** The paths of the team's reports, whole. */
const reported = fc.constantFrom(
  '/erbjudanden/v.47',
  '/offer?x=1',
  '/Summer Offer 2026',
  '/healthz',
  '/preview/x',
  '/_edge/entry-decision',
  '/api/x',
  '/robots.txt',
  '/sitemap.xml',
  '/assets/x',
);
const editorInput = fc.oneof({ weight: 6, arbitrary: builtInput }, { weight: 1, arbitrary: reported });

describe('which paths a page may have, on the site against a model of the CMS', () => {
  it('a path the CMS saves is served, kept and listed, moves by 307 with its query, and back; any other is never kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...localeCodes), editorInput, editorInput, async (locale, first, second) => {
        const site = await startSite();
        current = site;
        try {
          const id = `page-${(serial += 1)}`;
          const created = cmsPagePath(first, locale);
          if (!created.ok) {
            // the CMS says no; a CMS that skips the check sends it anyway, and the site refuses it too
            const path = normalizeSlug(first);
            site.cms.set(at(locale, path), id);
            expect((await deliver(site, [change(locale, id, path)])).refused).toBe(1);
            await expectNotKept(site, path, locale, id);
            return;
          }
          const p1 = created.path;
          fc.pre(p1 !== '/');
          site.cms.set(at(locale, p1), id);
          expect((await deliver(site, [change(locale, id, p1)])).refused).toBe(0);
          await expectServed(site, p1, locale, id);

          const renamed = cmsPagePath(second, locale);
          const p2 = renamed.ok ? renamed.path : normalizeSlug(second);
          if (p2 === p1 || p2 === '/') return;
          site.cms.delete(at(locale, p1));
          site.cms.set(at(locale, p2), id);
          const moved = await deliver(site, [change(locale, id, p2, { action: 'updated', previousPath: p1 })]);
          if (!renamed.ok) {
            // moved where the site will not follow: no redirect into it, and the old path goes
            expect(moved.refused).toBe(1);
            await expectNotKept(site, p2, locale, id);
            expect((await get(addressOf(p1, locale))).status).toBe(404);
            return;
          }
          expect(moved.refused).toBe(0);
          await expectServed(site, p2, locale, id);
          await expectMoved(p1, p2, locale, id);
          // and back again
          site.cms.delete(at(locale, p2));
          site.cms.set(at(locale, p1), id);
          await deliver(site, [change(locale, id, p1, { action: 'updated', previousPath: p2 })]);
          await expectServed(site, p1, locale, id);
          await expectMoved(p2, p1, locale, id);
        } finally {
          current = undefined;
          await rm(site.dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
