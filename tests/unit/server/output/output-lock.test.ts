import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteOutput } from '../../../../src/server/output/owner';
import { createPageHandler } from '../../../../src/server/page-handler';
import { PageIndex } from '../../../../src/server/output/page-index';
import { readManifest } from '../../../../src/server/output/manifest-journal';
import { OutputLock } from '../../../../src/server/output/lock';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';
import { pageRecord } from '../../../support/page-record';

// A regeneration pass and the page handler's keep of an on-demand render write the same page's
// files and record (src/server/output/lock.ts, taken by the owner src/server/output/owner.ts). A keep whose render began before a pass took the
// path up must not put back what the pass removed, and a pass's removal never lands between a
// keep's file and its record (the manifest listing a page whose file is gone).

describe('OutputLock', () => {
  it('runs the writes of one path one after another, in the order asked, and of other paths alongside', async () => {
    // for any sequence of writes over a few paths, each path's writes never overlap and keep their order
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('/a', '/b', '/c'), fc.nat(3)), { minLength: 1, maxLength: 20 }), async (jobs) => {
        const writes = new OutputLock();
        const running = new Map<string, number>();
        const order = new Map<string, number[]>();
        await Promise.all(
          jobs.map(([path, turns], i) =>
            writes.exclusive(path, async () => {
              expect(running.get(path) ?? 0).toBe(0);
              running.set(path, 1);
              for (let t = 0; t < turns; t++) await new Promise((r) => setImmediate(r));
              order.set(path, [...(order.get(path) ?? []), i]);
              running.set(path, 0);
            }),
          ),
        );
        for (const [path, seen] of order) expect(seen).toEqual(jobs.flatMap(([p], i) => (p === path ? [i] : [])));
      }),
      { numRuns: 50 },
    );
  });

  it('keeps a render unless a pass claimed its path after the render began; a failed write is passed on and frees the path', async () => {
    const writes = new OutputLock();
    const early = writes.begin('/a');
    writes.claim(['/a']);
    const late = writes.begin('/a');
    expect(await writes.keep(early, async () => undefined)).toBe(false);
    expect(await writes.keep(late, async () => undefined)).toBe(true);
    await expect(writes.exclusive('/a', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await writes.exclusive('/a', async () => 'next')).toBe('next');
  });
});

describe('an on-demand render and a pass of the same page', () => {
  let dir: string;
  let server: Server;
  let base = '';
  let index: PageIndex;
  let regen: Regenerator;
  /** the CMS: the paths that have a page */
  const cms = new Set<string>();
  /** the on-demand render waits here after reading the CMS */
  let release: () => void = () => undefined;
  let renderStarted: Promise<void> = Promise.resolve();

  const answer = (pathname: string, version: string) =>
    cms.has(pathname)
      ? {
          status: 200,
          headers: new Headers({
            'x-content-version': version,
            'x-page-kind': 'standard',
            'x-page-deps': encodeURIComponent(JSON.stringify(pageRecord({ id: pathname }).deps)),
          }),
          body: `<!doctype html><html><body>${pathname} ${version}</body></html>`,
        }
      : { status: 404, headers: new Headers(), body: 'not found' };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'output-lock-'));
    cms.clear();
    index = await PageIndex.load(dir);
    const files = new StaticFiles(join(dir, 'client'), 1);
    let started: () => void = () => undefined;
    renderStarted = new Promise((r) => (started = r));
    const gate = new Promise<void>((r) => (release = r));
    // the visitor's render reads the CMS, then waits for the test
    const onDemand: Render = async (pathname) => {
      const result = answer(pathname, 'before');
      started();
      await gate;
      return result;
    };
    const passRender: Render = async (pathname) => answer(pathname, 'pass');
    const output = new SiteOutput({ clientDir: join(dir, 'client'), index, files, brotliQuality: 1 });
    const pages = createPageHandler({ output, render: onDemand, log: () => undefined });
    output.onKept((path) => pages.forgetNotFound(path));
    regen = new Regenerator({
      render: passRender,
      output,
      coalesceMs: 0,
      retryDelaysMs: [],
      log: () => undefined,
    });
    server = createServer((req, res) => void pages.handle(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    regen.stop();
    await new Promise<void>((ok) => server.close(() => ok()));
    await rm(dir, { recursive: true, force: true });
  });

  it('a page deleted while a visitor rendered it is served to that visitor but not kept: no file, no record', async () => {
    cms.add('/x');
    const visit = fetch(`${base}/x`);
    await renderStarted;
    // the CMS deletes it; the webhook's pass removes it while the render is under way
    cms.delete('/x');
    regen.enqueue([{ type: 'page', action: 'deleted', locale: 'fi-FI', path: '/x', tags: [] }]);
    await regen.idle();
    release();
    const res = await visit;
    expect([res.status, await res.text()]).toEqual([200, '<!doctype html><html><body>/x before</body></html>']);
    await index.save();
    expect((await readManifest(dir)).manifest.pages['/x']).toBeUndefined();
    expect(existsSync(join(dir, 'client', 'x.html'))).toBe(false);
  });

  it("a page a pass rendered while a visitor rendered it keeps the pass's render", async () => {
    cms.add('/x');
    const visit = fetch(`${base}/x`);
    await renderStarted;
    regen.enqueue([{ type: 'page', action: 'updated', locale: 'fi-FI', path: '/x', tags: [] }]);
    await regen.idle();
    release();
    expect((await visit).status).toBe(200);
    await index.save();
    expect((await readManifest(dir)).manifest.pages['/x']?.version).toBe('pass');
    const again = await fetch(`${base}/x`);
    expect(await again.text()).toBe('<!doctype html><html><body>/x pass</body></html>');
  });

  it('a render that began after the pass is kept as usual', async () => {
    cms.add('/y');
    regen.enqueue([{ type: 'page', action: 'deleted', locale: 'fi-FI', path: '/y', tags: [] }]);
    await regen.idle();
    release();
    expect((await fetch(`${base}/y`)).status).toBe(200);
    await index.save();
    expect((await readManifest(dir)).manifest.pages['/y']?.version).toBe('before');
    expect(existsSync(join(dir, 'client', 'y.html'))).toBe(true);
  });
});
