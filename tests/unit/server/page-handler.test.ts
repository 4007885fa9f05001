import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteOutput } from '../../../src/server/output/owner';
import { createPageHandler } from '../../../src/server/page-handler';
import { StaticFiles } from '../../../src/server/static-files';
import { PageIndex } from '../../../src/server/output/page-index';
import type { Render } from '../../../src/server/renderer';
import { pageRecord } from '../../support/page-record';

// The page handler against a scripted renderer: what a visitor gets when a render fails inside a
// component, and that nothing of it is kept.

let dir: string;
let server: Server;
let base = '';
const calls: string[] = [];

const errorPage = (status: string) => `<!doctype html><html lang="fi"><body data-page-kind="error">Oops ${status}</body></html>`;

/** A component throws on '/broken'; the route renders the error page when asked for it. */
const render: Render = async (pathname, init = {}) => {
  const forced = init.error ? String(init.error.status) : undefined;
  calls.push(`${pathname}${forced ? ` (error ${forced})` : ''}`);
  if (forced) return { status: Number(forced), headers: new Headers({ 'content-type': 'text/html' }), body: errorPage(forced) };
  return { status: 500, headers: new Headers(), body: '' };
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pages-'));
  calls.length = 0;
  const files = new StaticFiles(dir, 1);
  const index = await PageIndex.load(dir);
  const pages = createPageHandler({ output: new SiteOutput({ clientDir: dir, index, files, brotliQuality: 1 }), render, log: () => undefined });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    void (path.startsWith('/invalid') ? pages.notFound(req, res, path, 'fi-FI') : pages.handle(req, res, path));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await rm(dir, { recursive: true, force: true });
});

describe('the page handler', () => {
  it('answers a component that throws with the 500 error page, never an empty body, and keeps nothing', async () => {
    const res = await fetch(`${base}/broken`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe(errorPage('500'));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual(['/broken', '/broken (error 500)']);
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers a route that fails validation with the 404 error page', async () => {
    const res = await fetch(`${base}/invalid/x`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(errorPage('404'));
    expect(calls).toEqual(['/invalid/x (error 404)']);
  });
});

describe('a page the output cannot keep (a full disk)', () => {
  it('is served all the same, logged and counted as not kept, and kept once writing works again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'unwritable-'));
    // the output folder is a file: every write into it fails, as on a full or read-only disk
    const clientDir = join(root, 'client');
    await writeFile(clientDir, 'not a folder');
    const failures: string[] = [];
    const outcomes: string[] = [];
    const good: Render = async (pathname) => ({
      status: 200,
      headers: new Headers({
        'content-type': 'text/html',
        'x-content-version': 'v1',
        'x-page-kind': 'standard',
        'x-page-deps': encodeURIComponent(JSON.stringify(pageRecord({ id: pathname }).deps)),
      }),
      body: `<!doctype html><html lang="fi"><body>${pathname}</body></html>`,
    });
    const index = await PageIndex.load(root);
    const output = new SiteOutput({ clientDir, index, files: new StaticFiles(clientDir, 1), brotliQuality: 1 });
    const pages = createPageHandler({
      output,
      render: good,
      log: () => undefined,
      onRender: (r) => outcomes.push(`${r.outcome} ${r.status}`),
      onKeepFailed: (path, error) => failures.push(`${path}: ${(error as NodeJS.ErrnoException).code}`),
    });
    const own = createServer((req, res) => void pages.handle(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((ok) => own.listen(0, '127.0.0.1', ok));
    const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${at}/taysi`);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('<body>/taysi</body>');
      // (the error is the system's: EEXIST, ENOTDIR, ENOSPC …)
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(/^\/taysi: E[A-Z]+$/);
      expect(outcomes).toEqual(['not_kept 200']);
      expect(index.get('/taysi')).toBeUndefined();

      // space returns: the next request keeps the page (files, record and memory)
      await rm(clientDir);
      await mkdir(clientDir);
      const second = await fetch(`${at}/taysi`);
      expect(second.status).toBe(200);
      expect(outcomes).toEqual(['not_kept 200', 'kept 200']);
      expect(index.get('/taysi')?.version).toBe('v1');
      expect(await readdir(clientDir)).toContain('taysi.html');
    } finally {
      await new Promise<void>((ok) => own.close(() => ok()));
      await rm(root, { recursive: true, force: true });
    }
  });
});
