import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { MANIFEST_FILE, type PageRecord } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { manifestOf, pageRecord } from '../../../support/page-record';
import type { BulkResult, PassWorkers } from '../../../../src/server/regen/bulk';
import { SiteOutput } from '../../../../src/server/output/owner';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';

const record = (id: string, file: string) => pageRecord({ id, file });

const PAGES: Record<string, PageRecord> = {
  '/yksityisille': record('page-private', 'yksityisille.html'),
  '/yrityksille': record('page-b2b', 'yrityksille.html'),
  '/tietoa': record('page-about', 'tietoa.html'),
};

const pageEdit = (path: string, id: string): WebhookChange => ({
  type: 'page',
  action: 'updated',
  locale: 'fi-FI',
  id,
  path,
  contentType: 'standardPage',
  tags: [],
});
const layoutEdit: WebhookChange = { type: 'layout', action: 'updated', locale: 'fi-FI', tags: [] };

/** A render as the page route answers: the page's HTML with its dependency headers. */
const inProcessRender = vi.fn<Render>(async (pathname) => {
  const id = Object.entries(PAGES).find(([p]) => p === pathname)?.[1].deps.id ?? 'x';
  const headers = new Headers({
    'x-content-version': '2026-02-02T00:00:00Z',
    'x-page-kind': 'standard',
    'x-page-deps': encodeURIComponent(JSON.stringify({ id, locale: 'fi-FI', tags: [] })),
  });
  return { status: 200, headers, body: `<p>in-process ${pathname}</p>` };
});

/** Render workers whose answers the test decides. */
function fakeWorkers(
  warm: boolean,
  answer: (path: string) => BulkResult = (path) => ({ kind: 'page', record: { ...PAGES[path]!, version: 'worker' } }),
  starting = false,
) {
  const state = { warm, starting, passes: [] as { paths: string[]; revision: string }[] };
  const workers: PassWorkers = {
    get warm() {
      return state.warm;
    },
    get starting() {
      return state.starting;
    },
    prepare: () => undefined,
    answer: () => Promise.reject(new Error('a pass never asks for an answer')),
    // results are handed over one at a time, each in its own turn of the event loop, as a worker's messages arrive
    render: async (paths, revision, each) => {
      state.passes.push({ paths, revision });
      for (const path of paths) {
        await new Promise((resolve) => setImmediate(resolve));
        await each(path, answer(path));
      }
    },
    close: async () => undefined,
  };
  return { workers, state };
}

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-workers-'));
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(PAGES)));
  inProcessRender.mockClear();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A site of `n` pages written as the output folder's manifest, and warm workers that render each of them. */
async function largeSite(n: number): Promise<PassWorkers> {
  const pages = Object.fromEntries(Array.from({ length: n }, (_, i) => [`/sivu-${i}`, record(`page-${i}`, `sivu-${i}.html`)]));
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(pages)));
  return fakeWorkers(true, (path) => ({ kind: 'page', record: { ...pages[path]!, version: 'worker' } })).workers;
}

async function regenerator(workers: PassWorkers, bulkThreshold = 40, coalesceMs = 0) {
  const index = await PageIndex.load(dir);
  const regen = new Regenerator({
    render: inProcessRender,
    output: new SiteOutput({ clientDir: join(dir, 'client'), index: index, files: new StaticFiles(join(dir, 'client'), 5), brotliQuality: 5 }),
    workers,
    bulkThreshold,
    log: () => undefined,
    coalesceMs,
    retryDelaysMs: [],
  });
  return { regen, index };
}

describe('which thread renders a pass', () => {
  it('cold workers: a small pass renders in-process and leaves them cold', async () => {
    const { workers, state } = fakeWorkers(false);
    const { regen } = await regenerator(workers);
    regen.enqueue([pageEdit('/yksityisille', 'page-private')]);
    await regen.idle();
    expect(inProcessRender).toHaveBeenCalledTimes(1);
    expect(state.passes).toEqual([]);
    expect(regen.status().workersWarm).toBe(false);
    expect(await readFile(join(dir, 'client', 'yksityisille.html'), 'utf8')).toBe('<p>in-process /yksityisille</p>');
    expect(regen.status().lastPass).toMatchObject({ rendered: ['/yksityisille'], onServerThread: 1 });
  });

  it("workers still loading (standing ones at the server's start): a one-page pass waits for them, not the server's thread", async () => {
    const { workers, state } = fakeWorkers(false, undefined, true);
    const { regen, index } = await regenerator(workers);
    regen.enqueue([pageEdit('/tietoa', 'page-about')]);
    await regen.idle();
    expect(inProcessRender).not.toHaveBeenCalled();
    expect(state.passes).toEqual([{ paths: ['/tietoa'], revision: 'l0' }]);
    expect(index.get('/tietoa')?.version).toBe('worker');
    expect(regen.status().lastPass).toMatchObject({ rendered: ['/tietoa'], onServerThread: 0 });
  });

  it('warm workers: a one-page pass goes to them, with the layout revision, and nothing renders in-process', async () => {
    const { workers, state } = fakeWorkers(true);
    const { regen, index } = await regenerator(workers);
    regen.enqueue([pageEdit('/yrityksille', 'page-b2b')]);
    await regen.idle();
    expect(inProcessRender).not.toHaveBeenCalled();
    expect(state.passes).toEqual([{ paths: ['/yrityksille'], revision: 'l0' }]);
    expect(index.get('/yrityksille')?.version).toBe('worker');
    expect(regen.status().workersWarm).toBe(true);
    expect(regen.status().lastPass?.onServerThread).toBe(0);
  });

  it('cold workers: a pass above the threshold starts them and goes to them; a layout change moves the revision on', async () => {
    const { workers, state } = fakeWorkers(false);
    const { regen } = await regenerator(workers, 2);
    regen.enqueue([layoutEdit]);
    await regen.idle();
    expect(state.passes).toHaveLength(1);
    expect(state.passes[0]!.paths.sort()).toEqual(Object.keys(PAGES).sort());
    expect(state.passes[0]!.revision).toBe('l1');
    expect(inProcessRender).not.toHaveBeenCalled();
  });

  it('a page a worker could not do is rendered in-process; the others keep what the workers made', async () => {
    const { workers } = fakeWorkers(true, (path) =>
      path === '/tietoa' ? { kind: 'failed', reason: 'worker exited with 1' } : { kind: 'page', record: { ...PAGES[path]!, version: 'worker' } },
    );
    const { regen, index } = await regenerator(workers, 2);
    regen.enqueue([layoutEdit]);
    await regen.idle();
    expect(inProcessRender.mock.calls.map(([path]) => path)).toEqual(['/tietoa']);
    expect(index.get('/tietoa')?.version).toBe('2026-02-02T00:00:00Z');
    expect(index.get('/yrityksille')?.version).toBe('worker');
    expect(regen.status().lastPass).toMatchObject({ failed: [], onServerThread: 1 });
  });

  it('puts each worker result in place as it arrives, while the later pages of the pass are still rendering', async () => {
    const workers = await largeSite(300);
    const { regen, index } = await regenerator(workers);
    const paths = Object.keys(index.manifest.pages).sort();
    // after each page is handed over: is it in place, and is the pass's last page still the old one?
    const seen: [boolean, boolean][] = [];
    const render = workers.render.bind(workers);
    vi.spyOn(workers, 'render').mockImplementation((list, revision, each) =>
      render(list, revision, async (path, result) => {
        await each(path, result);
        seen.push([index.get(path)?.version === 'worker', index.get(list.at(-1)!)?.version === 'worker']);
      }),
    );
    regen.enqueue([layoutEdit]);
    await regen.idle();
    expect(seen).toHaveLength(300);
    expect(seen.every(([placed]) => placed)).toBe(true);
    expect(seen.slice(0, -1).some(([, lastPlaced]) => lastPlaced)).toBe(false);
    expect(paths.every((path) => index.get(path)?.version === 'worker')).toBe(true);
    expect(regen.status().lastPass?.renderedCount).toBe(300);
  });

  it("the status cuts a large pass's path lists short and keeps their counts; passesSince has them whole", async () => {
    const workers = await largeSite(250);
    const { regen } = await regenerator(workers);
    regen.enqueue([layoutEdit]);
    await regen.idle();
    const { lastPass, recent } = regen.status();
    expect(lastPass?.renderedCount).toBe(250);
    expect(lastPass?.rendered).toHaveLength(100);
    expect(recent.at(-1)?.rendered).toHaveLength(100);
    expect(regen.passesSince(0)[0]?.rendered).toHaveLength(250);
    expect(regen.passesSince(1)).toEqual([]);
  });
});

describe('when a pass starts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the coalescing window, so the change feed's copy of a webhook's change goes into the same pass", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { workers } = fakeWorkers(false);
    const { regen } = await regenerator(workers, 40, 20);
    // the webhook's change, then the same change from the feed pull the webhook rang for
    regen.enqueue([pageEdit('/yksityisille', 'page-private')]);
    await vi.advanceTimersByTimeAsync(8);
    expect(regen.status()).toMatchObject({ passes: 0, queued: 1 });
    regen.enqueue([pageEdit('/yksityisille', 'page-private')]);
    const done = regen.idle();
    await vi.advanceTimersByTimeAsync(20);
    await done;
    expect(regen.status().passes).toBe(1);
    expect(regen.status().lastPass?.rendered).toEqual(['/yksityisille']);
    expect(inProcessRender).toHaveBeenCalledTimes(1);
  });

  it("a webhook's pass starts once the feed's copy of its change is queued, without waiting out the window", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { workers } = fakeWorkers(false);
    const { regen } = await regenerator(workers, 40, 20);
    let handedOver: () => void = () => undefined;
    regen.enqueue([pageEdit('/yksityisille', 'page-private')], new Promise<void>((resolve) => (handedOver = resolve)));
    await vi.advanceTimersByTimeAsync(5);
    expect(regen.status()).toMatchObject({ passes: 0, queued: 1 });
    // the pull queues its copy, then hands over: the pass starts at once, with both in it
    regen.enqueue([pageEdit('/yksityisille', 'page-private')]);
    handedOver();
    // no timer is moved on from here: only the hand-over can start the pass
    await regen.idle();
    expect(regen.status().passes).toBe(1);
    expect(regen.status().lastPass?.rendered).toEqual(['/yksityisille']);
    expect(inProcessRender).toHaveBeenCalledTimes(1);
  });

  it('waits for every hand-over of the window, and at the latest for the window itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { workers } = fakeWorkers(false);
    const { regen } = await regenerator(workers, 40, 20);
    let first: () => void = () => undefined;
    regen.enqueue([pageEdit('/yksityisille', 'page-private')], new Promise<void>((resolve) => (first = resolve)));
    // a second webhook in the same window, whose pull never answers
    regen.enqueue([pageEdit('/tietoa', 'page-about')], new Promise<void>(() => undefined));
    first();
    await vi.advanceTimersByTimeAsync(19);
    expect(regen.status()).toMatchObject({ passes: 0, queued: 2 });
    const done = regen.idle();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(regen.status().passes).toBe(1);
    expect(regen.status().lastPass?.rendered.sort()).toEqual(['/tietoa', '/yksityisille']);
  });

  it('changes arriving during a pass wait for it, and go together in the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { workers } = fakeWorkers(false);
    const { regen } = await regenerator(workers, 40, 20);
    regen.enqueue([pageEdit('/yksityisille', 'page-private')]);
    await vi.advanceTimersByTimeAsync(20);
    await regen.idle();
    regen.enqueue([pageEdit('/yrityksille', 'page-b2b')]);
    regen.enqueue([pageEdit('/tietoa', 'page-about')]);
    expect(regen.status()).toMatchObject({ passes: 1, queued: 2, running: true });
    const done = regen.idle();
    await vi.advanceTimersByTimeAsync(20);
    await done;
    expect(regen.status().passes).toBe(2);
    expect(regen.status().lastPass?.rendered.sort()).toEqual(['/tietoa', '/yrityksille']);
  });
});

describe('stopping', () => {
  it('ends the running pass after the render under way: the pages after it are reported failed, and no pass starts again', async () => {
    const { workers } = fakeWorkers(false);
    const { regen, index } = await regenerator(workers);
    let release: () => void = () => undefined;
    const firstRender = new Promise<void>((r) => (release = r));
    const rendered: string[] = [];
    inProcessRender.mockImplementation(async (pathname) => {
      rendered.push(pathname);
      if (rendered.length === 1) await firstRender;
      return {
        status: 200,
        headers: new Headers({
          'x-content-version': 'v',
          'x-page-kind': 'standard',
          'x-page-deps': encodeURIComponent(JSON.stringify({ id: 'x', locale: 'fi-FI', tags: [] })),
        }),
        body: `<p>${pathname}</p>`,
      };
    });
    try {
      regen.enqueue([pageEdit('/yksityisille', 'page-private'), pageEdit('/yrityksille', 'page-b2b'), pageEdit('/tietoa', 'page-about')]);
      await vi.waitFor(() => expect(rendered).toHaveLength(1));
      regen.stop();
      release();
      await regen.idle();
      expect(rendered).toHaveLength(1);
      const pass = regen.passesSince(0)[0]!;
      expect(pass.rendered).toEqual([rendered[0]]);
      expect(pass.failed.map((f) => f.reason)).toEqual(['not rendered: the server is stopping', 'not rendered: the server is stopping']);
      expect(index.get(rendered[0]!)?.version).toBe('v');
      // a change after the stop starts nothing
      regen.enqueue([pageEdit('/tietoa', 'page-about')]);
      await new Promise((r) => setTimeout(r, 20));
      expect(regen.status()).toMatchObject({ passes: 1, running: false });
    } finally {
      inProcessRender.mockReset();
    }
  });
});
