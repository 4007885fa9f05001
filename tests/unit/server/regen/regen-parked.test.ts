import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { backoffMs, PARKED_FILE } from '../../../../src/server/regen/parked';
import { SiteOutput } from '../../../../src/server/output/owner';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';
import { manifestOf, pageRecord } from '../../../support/page-record';

const edit = (path: string, id: string): WebhookChange => ({
  type: 'page',
  action: 'updated',
  locale: 'fi-FI',
  id,
  path,
  contentType: 'standardPage',
  tags: [],
});

let dir = '';
/** the pages whose render throws, as an entry failing the content schema does */
let broken = new Set<string>();

const render: Render = async (pathname) => {
  if (broken.has(pathname)) throw new Error(`invalid CMS entry at ${pathname}`);
  const headers = new Headers({
    'x-content-version': '2026-02-02T00:00:00Z',
    'x-page-kind': 'standard',
    'x-page-deps': encodeURIComponent(JSON.stringify({ id: pathname, locale: 'fi-FI', tags: [] })),
  });
  return { status: 200, headers, body: `<p>${pathname}</p>` };
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-parked-'));
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf({ '/a': pageRecord({ id: '/a' }), '/b': pageRecord({ id: '/b' }) })));
  broken = new Set();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function regenerator(parkBackoffMs: number[]) {
  const logs: string[] = [];
  const regen = new Regenerator({
    render,
    output: new SiteOutput({
      clientDir: join(dir, 'client'),
      index: await PageIndex.load(dir),
      files: new StaticFiles(join(dir, 'client'), 5),
      brotliQuality: 5,
    }),
    log: (line) => logs.push(line),
    coalesceMs: 0,
    retryDelaysMs: [],
    parkedDir: dir,
    parkBackoffMs,
  });
  return { regen, logs };
}

/** Waits for a condition, failing after a deadline. */
async function until(check: () => boolean, what: string, deadlineMs = 5_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const keptList = async () => (JSON.parse(await readFile(join(dir, PARKED_FILE), 'utf8')) as { parked: { path: string }[] }).parked.map((p) => p.path);

describe('a page that fails is parked', () => {
  it('the backoff grows with each failed pass and then stays at its last step', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, [10, 20, 40]))).toEqual([10, 20, 40, 40, 40, 40]);
  });

  it('with its error, while the rest of the pass is live; it leaves the list once it renders', async () => {
    broken = new Set(['/b']);
    const { regen, logs } = await regenerator([500, 20]);
    regen.enqueue([edit('/a', '/a'), edit('/b', '/b')]);
    await regen.idle();
    expect(regen.status().lastPass).toMatchObject({ rendered: ['/a'] });
    expect(await readFile(join(dir, 'client', 'a.html'), 'utf8')).toBe('<p>/a</p>');
    expect(regen.status()).toMatchObject({ parkedCount: 1, parked: [{ path: '/b', reason: 'invalid CMS entry at /b' }] });
    expect(await keptList()).toEqual(['/b']);

    // tried again by itself, with backoff: still failing, it stays parked
    await until(() => regen.parkedPages()[0]!.failures >= 2, 'a second try');
    broken.clear();
    await until(() => regen.parkedPages().length === 0, 'the page to leave the list');
    expect(await readFile(join(dir, 'client', 'b.html'), 'utf8')).toBe('<p>/b</p>');
    await regen.idle();
    expect(logs).toContain('[regen] /b rendered again: no longer parked');
    expect(await keptList()).toEqual([]);
    regen.stop();
  });

  it('a restart tries the pages the last run parked', async () => {
    broken = new Set(['/b']);
    const first = await regenerator([60_000]);
    first.regen.enqueue([edit('/b', '/b')]);
    await first.regen.idle();
    first.regen.stop();
    expect(await keptList()).toEqual(['/b']);

    broken.clear();
    const { regen } = await regenerator([60_000]);
    await regen.loadParked();
    await until(() => regen.parkedPages().length === 0 && regen.status().passes === 1, 'the parked page to render');
    expect(await readFile(join(dir, 'client', 'b.html'), 'utf8')).toBe('<p>/b</p>');
    regen.stop();
  });

  it('a page an older site parked at a path no page may have is not tried again, and is not parked forever', async () => {
    const parked = (path: string) => ({ path, reason: 'reserved path', since: '2026-01-01T00:00:00.000Z', failures: 3, retryAt: 0 });
    await writeFile(join(dir, PARKED_FILE), JSON.stringify({ parked: [parked('/healthz'), parked('/erbjudanden/v.47'), parked('/_edge/entry-decision')] }));
    const { regen } = await regenerator([60_000]);
    await regen.loadParked();
    // the dotted path is a page (tried again, and rendered); the site's own paths are none
    await until(() => regen.parkedPages().length === 0 && regen.status().passes === 1, 'the dotted page to render');
    expect(regen.status().lastPass).toMatchObject({ rendered: ['/erbjudanden/v.47'] });
    expect(await readFile(join(dir, 'client', 'erbjudanden', 'v.47.html'), 'utf8')).toBe('<p>/erbjudanden/v.47</p>');
    regen.stop();
  });
});
