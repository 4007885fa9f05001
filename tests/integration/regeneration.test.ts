import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { hrefFor, localizedHref } from '../../src/i18n/paths';
import { stationDataFileSchema } from '../../src/cms/blocks/station-summary';
import { htmlFileFor } from '../../src/server/output/files';
import { listPaths, textOf } from '../support/site';
import { cmsEdit, cmsEditHeaders, pollUntil, regenStatus, sendWebhook, waitForIdle } from '../support/cms';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';
import { TEST_WEBHOOK_SECRET } from '../support/stack';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

/** Standard pages of a locale that no other test reads (the first few are other tests' samples). */
async function spareStandardPages(locale: 'fi-FI' | 'sv-SE' | 'no-NO' | 'en-EU', count: number): Promise<string[]> {
  const paths = (await listPaths(backendUrl, locale)).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  return paths.slice(10, 10 + count).map((p) => p.path);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('an edit in the CMS', () => {
  it('is live on the served page after the webhook, without a build', async () => {
    const [path] = await spareStandardPages('fi-FI', 1);
    const url = `${siteUrl}${localizedHref(path!, 'fi-FI')}`;
    const before = await (await fetch(url)).text();
    const buildBefore = (await (await fetch(`${siteUrl}/builds/latest.json`)).json()) as { id: string };

    const answer = await cmsEdit(backendUrl, { target: 'page', locale: 'fi-FI', path, set: { title: 'Tuulivoimaa yrityksille – päivitetty' } });
    expect(answer.webhook).toMatchObject({ delivered: true, status: 202 });

    const after = await pollUntil(url, (body) => titleOf(body).startsWith('Tuulivoimaa yrityksille – päivitetty'));
    expect(titleOf(before)).not.toContain('päivitetty');
    expect(textOf(after)).toContain('Tuulivoimaa yrityksille – päivitetty');
    // the file on disk is the new page too, and the build id moved on
    expect(await readFile(join(distDir, 'client', htmlFileFor(localizedHref(path!, 'fi-FI'))), 'utf8')).toContain('päivitetty');
    const status = await waitForIdle(siteUrl);
    // the site's standing render workers rendered it: nothing of the pass ran on the serving thread
    expect(status.workersWarm).toBe(true);
    // (the pass may also carry changes other tests made without a webhook: the site picks those up
    // from the change feed with the webhook's pull)
    const pass = status.recent.findLast((p) => p.rendered.includes(localizedHref(path!, 'fi-FI')));
    expect(pass, 'a pass rendered the page').toBeDefined();
    expect(pass!.onServerThread).toBe(0);
    const buildAfter = (await (await fetch(`${siteUrl}/builds/latest.json`)).json()) as { id: string };
    expect(buildAfter.id).not.toBe(buildBefore.id);
    const meta = await fetch(`${siteUrl}/builds/meta/${buildAfter.id}.json`);
    expect(meta.status).toBe(200);
    expect(((await meta.json()) as { changed: string[] }).changed).toContain(localizedHref(path!, 'fi-FI'));
  });

  it('removes a deleted page (404, and gone from the sitemap), and redirects a changed slug', async () => {
    const [deleted, moved] = await spareStandardPages('sv-SE', 2);
    const deletedUrl = localizedHref(deleted!, 'sv-SE');
    expect((await fetch(`${siteUrl}${deletedUrl}`)).status).toBe(200);
    await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path: deleted, delete: true });
    await pollUntil(`${siteUrl}${deletedUrl}`, (_body, res) => res.status === 404);
    await waitForIdle(siteUrl);
    expect(await (await fetch(`${siteUrl}/sitemap.xml`)).text()).not.toContain(`${deletedUrl}</loc>`);

    const newPath = `${moved}-ny`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path: moved, set: { slug: newPath } });
    await waitForIdle(siteUrl);
    const old = await fetch(`${siteUrl}${localizedHref(moved!, 'sv-SE')}?x=1`, { redirect: 'manual' });
    expect(old.status).toBe(307);
    // the query is kept (spec 2.6, 9)
    expect(old.headers.get('location')).toBe(`${localizedHref(newPath, 'sv-SE')}?x=1`);
    expect((await fetch(`${siteUrl}${localizedHref(newPath, 'sv-SE')}`)).status).toBe(200);
    expect(await (await fetch(`${siteUrl}/sitemap.xml`)).text()).toContain(`${localizedHref(newPath, 'sv-SE')}</loc>`);
  });

  it("of a station reaches its page, the market's locator data on disk and the locator's list without JavaScript", async () => {
    const stations = (await listPaths(backendUrl, 'no-NO')).filter((p) => p.contentType === 'stationPage');
    const station = stations[Math.floor(stations.length / 3)]!;
    const href = localizedHref(station.path, 'no-NO');
    const name = `Nordic Energy Testvik ${Date.now()}`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: station.path, set: { stationName: name } });
    await pollUntil(`${siteUrl}${href}`, (body) => body.includes(name));
    await waitForIdle(siteUrl);

    const served = stationDataFileSchema.parse(await (await fetch(`${siteUrl}/data/stations-no-NO.json`)).json());
    expect(served.stations.find((s) => s.href === href)?.name).toBe(name);
    // the copy a web server or CDN serves from the output folder, and its compressed siblings
    const file = join(distDir, 'client', 'data', 'stations-no-NO.json');
    expect(await readFile(file, 'utf8')).toContain(name);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString('utf8')).toContain(name);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString('utf8')).toContain(name);
    // the locator page lists the new name without JavaScript
    const locator = await (await fetch(`${siteUrl}${hrefFor('stationLocator', 'no-NO')}`)).text();
    const list = /<ul class="locator-fallback"[\s\S]*?<\/astro-slot>/.exec(locator)?.[0] ?? '';
    expect(list).toContain(name);
    // a station name on a page that is no station is refused
    const [standard] = await spareStandardPages('no-NO', 1);
    const refused = await fetch(`${backendUrl}/cms-view/v1/edits`, {
      method: 'POST',
      headers: cmsEditHeaders,
      body: JSON.stringify({ target: 'page', locale: 'no-NO', path: standard, set: { stationName: 'x' } }),
    });
    expect(refused.status).toBe(400);
  });

  it('renders a created page and shows it in the sitemap', async () => {
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path: '/nyheter/ny-side', create: { title: 'En helt ny side' } });
    const body = await pollUntil(`${siteUrl}/no-NO/nyheter/ny-side`, (_b, res) => res.status === 200);
    expect(titleOf(body)).toContain('En helt ny side');
    await waitForIdle(siteUrl);
    expect(await (await fetch(`${siteUrl}/sitemap.xml`)).text()).toContain('/no-NO/nyheter/ny-side</loc>');
  });
});

describe('a page that becomes a redirect', () => {
  it('is served as the redirect with its old file gone, and the reverse edit restores the page', async () => {
    const [path] = await spareStandardPages('no-NO', 4).then((p) => p.slice(3));
    const href = localizedHref(path!, 'no-NO');
    const file = join(distDir, 'client', htmlFileFor(href));
    expect(existsSync(file)).toBe(true);
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, set: { redirectTo: '/finn-stasjon' } });
    await waitForIdle(siteUrl);
    const moved = await fetch(`${siteUrl}${href}`, { redirect: 'manual' });
    expect(moved.status).toBe(307);
    expect(moved.headers.get('location')).toBe('/no-NO/finn-stasjon');
    expect(existsSync(file)).toBe(false);
    expect((await regenStatus(siteUrl)).failures.map((f) => f.path)).not.toContain(href);

    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, set: { redirectTo: null, title: 'Tilbake igjen' } });
    await waitForIdle(siteUrl);
    const back = await fetch(`${siteUrl}${href}`, { redirect: 'manual' });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Tilbake igjen');
    expect(existsSync(file)).toBe(true);
  });
});

describe('the webhook', () => {
  it('refuses a bad signature with 401 and changes nothing', async () => {
    const before = await regenStatus(siteUrl);
    const res = await sendWebhook(siteUrl, [{ type: 'layout', action: 'updated', locale: 'fi-FI' }], { secret: 'not-the-right-secret-at-all' });
    expect(res.status).toBe(401);
    const after = await regenStatus(siteUrl);
    expect(after.passes).toBe(before.passes);
    expect(after.queued).toBe(0);
  });

  it('refuses an old timestamp and a replayed delivery with 401', async () => {
    const old = await sendWebhook(siteUrl, [{ type: 'page', action: 'updated', locale: 'fi-FI', path: '/' }], {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(old.status).toBe(401);
    expect(((await old.json()) as { message: string }).message).toContain('window');

    const [path] = await spareStandardPages('en-EU', 1);
    const body = JSON.stringify({
      id: 'evt-replay-1',
      occurredAt: new Date().toISOString(),
      changes: [{ type: 'page', action: 'updated', locale: 'en-EU', path }],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const first = await sendWebhook(siteUrl, [], { body, timestamp });
    expect(first.status).toBe(202);
    const again = await sendWebhook(siteUrl, [], { body, timestamp });
    expect(again.status).toBe(401);
    await waitForIdle(siteUrl);
  });

  it('coalesces a burst of 50 edits: each affected page is rendered at most once per pass', async () => {
    const paths = await spareStandardPages('en-EU', 5);
    const before = await regenStatus(siteUrl);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sendWebhook(siteUrl, [{ type: 'page', action: 'updated', locale: 'en-EU', path: paths[i % paths.length]!, contentType: 'standardPage' }]).then((r) =>
          expect(r.status).toBe(202),
        ),
      ),
    );
    const after = await waitForIdle(siteUrl);
    const passes = after.recent.filter((p) => p.pass > before.passes);
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.length).toBeLessThan(50);
    for (const pass of passes) expect(new Set(pass.rendered).size).toBe(pass.rendered.length);
    const hrefs = paths.map((path) => localizedHref(path, 'en-EU'));
    // only these pages: a pass may also carry changes other tests made without a webhook
    const rendered = passes.flatMap((p) => p.rendered).filter((href) => hrefs.includes(href));
    for (const href of hrefs) expect(rendered).toContain(href);
    // 50 deliveries, at most one render of each page per pass
    expect(rendered.length).toBeLessThanOrEqual(passes.length * paths.length);
  });

  it("renders a visitor's miss during a layout pass at once, not after the pass's pages", async () => {
    await waitForIdle(siteUrl);
    const before = await regenStatus(siteUrl);
    // the market's pages with a file of their own (not a redirect)
    const files = (await listPaths(backendUrl, 'no-NO'))
      .map((p) => join(distDir, 'client', htmlFileFor(localizedHref(p.path, 'no-NO'))))
      .filter((f) => existsSync(f));
    const started = Date.now();
    // a layout change re-renders every page of the market (here with its content unchanged)
    expect((await sendWebhook(siteUrl, [{ type: 'layout', action: 'updated', locale: 'no-NO' }])).status).toBe(202);
    const deadline = Date.now() + 20_000;
    for (let status = before; status.passes === before.passes; status = await regenStatus(siteUrl)) {
      if (Date.now() > deadline) throw new Error('the layout pass did not start within 20 s of its webhook');
      await new Promise((r) => setTimeout(r, 10));
    }
    // a page created meanwhile waits for the next pass; a visitor asking for it now is a miss,
    // rendered on demand on the render workers the layout pass is using
    const path = `/nyheter/midt-i-omleggingen-${Date.now()}`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, create: { title: 'Midt i omleggingen' } });
    const miss = await fetch(`${siteUrl}${localizedHref(path, 'no-NO')}`);
    expect(miss.status).toBe(200);
    expect(await miss.text()).toContain('Midt i omleggingen');
    // how many of the market's pages the pass had written by then: a few, not all of them
    const writtenBefore = (await Promise.all(files.map((f) => stat(f)))).filter((s) => s.mtimeMs >= started).length;
    expect(await regenStatus(siteUrl)).toMatchObject({ running: true, passes: before.passes + 1 });
    const after = await waitForIdle(siteUrl);
    expect(after.recent.find((p) => p.pass === before.passes + 1)?.renderedCount).toBeGreaterThanOrEqual(files.length);
    expect(writtenBefore).toBeLessThan(files.length / 2);
    // and the pass did write them all
    expect((await Promise.all(files.map((f) => stat(f)))).every((s) => s.mtimeMs >= started)).toBe(true);
    // a whole market's layout pass: generous for a loaded machine
  }, 120_000);

  it('lets a reader hammering a page during regeneration see only whole pages', async () => {
    const [path] = await spareStandardPages('no-NO', 1);
    const href = localizedHref(path!, 'no-NO');
    const file = join(distDir, 'client', htmlFileFor(href));
    let stop = false;
    const partial: string[] = [];
    /** the titles the reader saw: more than one, so its reads went on while the page was rewritten */
    const seen = new Set<string>();
    const reader = (async () => {
      while (!stop) {
        const [http, disk] = await Promise.all([fetch(`${siteUrl}${href}`).then((r) => r.text()), readFile(file, 'utf8')]);
        for (const body of [http, disk]) {
          if (!body.startsWith('<!DOCTYPE html>') || !body.trimEnd().endsWith('</html>')) partial.push(body.slice(-80));
          else seen.add(titleOf(body));
        }
      }
    })();
    for (let i = 0; i < 8; i++) await cmsEdit(backendUrl, { target: 'page', locale: 'no-NO', path, set: { title: `Versjon ${i}` } });
    await pollUntil(`${siteUrl}${href}`, (body) => titleOf(body).startsWith('Versjon 7'));
    stop = true;
    await reader;
    expect(partial).toEqual([]);
    expect(seen.size, [...seen].join(' | ')).toBeGreaterThanOrEqual(2);
  });
});

describe('with the content backend down during a pass', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startTestSiteOnCopy(distDir, 'backend-down', {
      CMS_BASE_URL: 'http://127.0.0.1:9',
      BACKEND_TIMEOUT_MS: '500',
      CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('keeps serving the old page and reports the failure', async () => {
    const [path] = await spareStandardPages('fi-FI', 3).then((p) => p.slice(2));
    const href = localizedHref(path!, 'fi-FI');
    const before = await (await fetch(`${site.url}${href}`)).text();
    const res = await sendWebhook(site.url, [{ type: 'page', action: 'updated', locale: 'fi-FI', path: path!, contentType: 'standardPage' }]);
    expect(res.status).toBe(202);
    const status = await waitForIdle(site.url);
    expect(status.failures.map((f) => f.path)).toContain(href);
    expect(status.failures.find((f) => f.path === href)?.reason).toMatch(/503|unreachable/);
    const after = await fetch(`${site.url}${href}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(before);
    // the log's lines are written asynchronously (src/server/observe/log.ts)
    await expect.poll(() => site.child.output(), { timeout: 5_000 }).toContain(`[regen] FAILED ${href}`);
  });
});
