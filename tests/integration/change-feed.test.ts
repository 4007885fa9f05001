import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedHref } from '../../src/i18n/paths';
import { copyFolder } from '../../scripts/support/roll';
import { CURSOR_FILE } from '../../src/server/regen/feed-follower';
import { listPaths } from '../support/site';
import { cmsEdit, pollUntil, waitForIdle } from '../support/cms';
import { startTestSite, type SiteProcess } from '../support/site-process';
import { TEST_WEBHOOK_SECRET } from '../support/stack';

// Two shared-nothing instances, each with its own output folder and cursor, follow the embedded
// CMS's change feed. The CMS's webhook goes to the test stack's site only, so everything these
// instances render they found in the feed.

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const INTERVAL_S = 1;

type Instance = SiteProcess;
const dirs = [`${distDir}-feed-a`, `${distDir}-feed-b`];
const instances: Instance[] = [];

/** A content backend in front of the real one whose feed can be made to fail. */
let feedFails = false;
let flaky: Server;
let flakyUrl = '';

function start(dir: string, cmsBaseUrl = backendUrl): Promise<Instance> {
  return startTestSite(distDir, {
    DIST_DIR: dir,
    CMS_BASE_URL: cmsBaseUrl,
    CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    CMS_SYNC_INTERVAL_S: String(INTERVAL_S),
    LOG_LEVEL: 'info',
  });
}

async function health(url: string): Promise<{ feed: { cursor: string | null; lastPullAt: string | null; lastFailure: { reason: string } | null } }> {
  // the feed's state is the operators': the admin token (CMS_WEBHOOK_SECRET when ADMIN_TOKEN is unset)
  return (await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${TEST_WEBHOOK_SECRET}` } })).json()) as never;
}

async function head(): Promise<string> {
  return ((await (await fetch(`${backendUrl}/cms-view/v1/changes`)).json()) as { next: string }).next;
}

/** The page as a visitor reads it: island ids are random per render (design.md), so left out. */
const normalized = (html: string) => html.replace(/ uid="[^"]*"/g, '').replace(/<!-- -->/g, '');

async function sparePages(count: number, skip: number): Promise<string[]> {
  const paths = (await listPaths(backendUrl, 'sv-SE')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  return paths.slice(paths.length - skip - count, paths.length - skip).map((p) => p.path);
}

beforeAll(async () => {
  flaky = createServer(async (req, res) => {
    if (feedFails && req.url?.startsWith('/cms-view/v1/changes')) return void res.writeHead(500).end('{}');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['locale', 'content-type', 'preview']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    const upstream = await fetch(`${backendUrl}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((ok) => flaky.listen(0, '127.0.0.1', ok));
  flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
  for (const dir of dirs) await copyFolder(distDir, dir);
  instances.push(await start(dirs[0]!), await start(dirs[1]!, flakyUrl));
  // a process's first render loads the page modules (about a second): done before any timing
  for (const instance of instances) await fetch(`${instance.url}/sv-SE/no-such-page-warm-up`);
  // and the standing render workers are up and the startup pull's pass is done: under load, both
  // took most of the interval the first test gives an edit
  for (const instance of instances) await waitForIdle(instance.url, 60_000, { warm: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await new Promise<void>((ok) => flaky.close(() => ok()));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the change feed', () => {
  it('an edit sent with no webhook is served by both instances within one interval', async () => {
    const [path] = await sparePages(1, 0);
    const href = localizedHref(path!, 'sv-SE');
    const title = `Utan webhook ${Date.now()}`;
    const edit = await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path, set: { title }, webhook: false });
    expect(edit.webhook.delivered).toBe(false);
    for (const instance of instances) {
      await pollUntil(`${instance.url}${href}`, (body) => body.includes(title), (INTERVAL_S + 2) * 1000).catch((error: Error) => {
        throw new Error(`${error.message}\n--- instance output ---\n${instance.child.output().slice(-3000)}`);
      });
    }
  });

  it('two instances agree on the HTML after 20 random edits', async () => {
    const pages = await sparePages(5, 1);
    const edited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const path = pages[Math.floor(Math.random() * pages.length)]!;
      edited.add(path);
      await cmsEdit(backendUrl, {
        target: 'page',
        locale: 'sv-SE',
        path,
        set: { title: `Redigerad ${i} ${Date.now()}`, description: `Beskrivning ${i}` },
        webhook: false,
      });
    }
    const target = await head();
    for (const instance of instances) {
      await expect.poll(async () => (await health(instance.url)).feed.cursor, { timeout: 15_000 }).toBe(target);
    }
    for (const path of edited) {
      const href = localizedHref(path, 'sv-SE');
      const [a, b] = await Promise.all(instances.map(async (i) => normalized(await (await fetch(`${i.url}${href}`)).text())));
      expect(a, href).toBe(b);
      expect(a).toContain('Redigerad');
    }
  });

  it('a feed error keeps the old pages and reports the failure; the next pull recovers', async () => {
    const flakyInstance = instances[1]!;
    const [path] = await sparePages(1, 7);
    const href = localizedHref(path!, 'sv-SE');
    const before = await (await fetch(`${flakyInstance.url}${href}`)).text();
    feedFails = true;
    const title = `Under ett avbrott ${Date.now()}`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path, set: { title }, webhook: false });
    await expect.poll(async () => (await health(flakyInstance.url)).feed.lastFailure?.reason ?? '', { timeout: 10_000 }).toMatch(/500/);
    expect(await (await fetch(`${flakyInstance.url}${href}`)).text()).toBe(before);
    feedFails = false;
    await pollUntil(`${flakyInstance.url}${href}`, (body) => body.includes(title), (INTERVAL_S + 3) * 1000);
    await expect.poll(async () => (await health(flakyInstance.url)).feed.lastFailure, { timeout: 5_000 }).toBeNull();
  });

  it('a restart with unchanged content renders nothing; an edit made while stopped is all it renders', async () => {
    const a = instances[0]!;
    await expect.poll(async () => (await health(a.url)).feed.cursor, { timeout: 10_000 }).toBe(await head());
    await a.stop();
    const restarted = await start(dirs[0]!);
    instances[0] = restarted;
    // the log is buffered (LOG_BUFFER): the pull's own line, written after any pass it made, says
    // every earlier line is out, so the absence of a pass is read only once the pull's line is there
    await expect.poll(() => restarted.child.output(), { timeout: 10_000 }).toMatch(/\[feed\] pull \([^)]*\): 0 changes applied/);
    expect(restarted.child.output()).not.toMatch(/\[regen\] pass|\[render\]/);

    await restarted.stop();
    const [path] = await sparePages(1, 8);
    const href = localizedHref(path!, 'sv-SE');
    const title = `Medan den var stoppad ${Date.now()}`;
    await cmsEdit(backendUrl, { target: 'page', locale: 'sv-SE', path, set: { title }, webhook: false });
    const again = await start(dirs[0]!);
    instances[0] = again;
    // the restart's first pull, its pass and its render workers' start: a wait, longest while the
    // e2e and engine suites share the machine (10 s was too short there)
    await pollUntil(`${again.url}${href}`, (body) => body.includes(title), 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n--- instance output ---\n${again.child.output().slice(-3000)}`);
    });
    // the pass logs once its files, manifest and metadata are written
    await expect.poll(() => again.child.output(), { timeout: 5_000 }).toMatch(/\[feed\] pull \([^)]*\): 1 changes applied/);
    const passes = again.child.output().match(/\[regen\] pass \d+: .*/g) ?? [];
    expect(passes, again.child.output().slice(-3000)).toHaveLength(1);
    expect(passes[0]).toMatch(/1 changes → 1 rendered, 0 removed, 0 failed/);
    // three starts of a site process: generous for a loaded machine
  }, 90_000);

  it('a cursor the CMS no longer covers means a full resync, not a silent gap', async () => {
    const b = instances[1]!;
    await b.stop();
    await writeFile(join(dirs[1]!, CURSOR_FILE), JSON.stringify({ cursor: 'zz0000.1' }));
    const resynced = await start(dirs[1]!, flakyUrl);
    instances[1] = resynced;
    await expect.poll(async () => (await health(resynced.url)).feed.cursor, { timeout: 280_000, interval: 1_000 }).toBe(await head());
    // the resync's pull line comes after its pass's line in the buffered log (LOG_BUFFER)
    await expect.poll(() => resynced.child.output(), { timeout: 10_000 }).toMatch(/\[feed\] pull \([^)]*\): resync in/);
    expect(resynced.child.output()).toMatch(/\[feed\] resync \(the cursor belongs to another history/);
    const rendered = Number(/\[regen\] pass \d+: \d+ changes → (\d+) rendered/.exec(resynced.child.output())?.[1] ?? 0);
    expect(rendered).toBeGreaterThan(1000);
    expect((await health(resynced.url)).feed.cursor).toBe(await head());
  }, 300_000);
});
