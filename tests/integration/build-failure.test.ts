import { createServer, type Server } from 'node:http';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATE_FILE } from '../../scripts/build/state';
import { runTs } from '../../scripts/support/process';
import { listPaths } from '../support/site';

const backendUrl = inject('backendUrl');
const stackDist = inject('distDir');
const root = resolve(import.meta.dirname, '../..');

/** A content backend that fails one page and passes everything else to the real one. */
function failingBackend(failPath: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/cms-view/v1/content/page' && url.searchParams.get('path') === failPath) {
      res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"bad_gateway"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const upstream = await fetch(`${backendUrl}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => ['locale', 'content-type', 'preview'].includes(k))) as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

describe('a backend failure during the build', () => {
  let server: Server;
  const distDir = join(root, `dist-failing-${process.pid}`);

  /** a station page: the build renders those first (scripts/build/locator-data.ts), so it fails early */
  let failPath = '';

  beforeAll(async () => {
    failPath = (await listPaths(backendUrl, 'fi-FI')).find((p) => p.contentType === 'stationPage')!.path;
    server = await failingBackend(failPath);
    await rm(distDir, { recursive: true, force: true });
    // the previous build: the stack's compiled site (so this build reuses it, as a content build
    // does, instead of compiling again: scripts/build/compiled-site.ts) and a page of its own
    await mkdir(join(distDir, 'client'), { recursive: true });
    await Promise.all([
      cp(join(stackDist, 'server'), join(distDir, 'server'), { recursive: true }),
      cp(join(stackDist, 'client', '_astro'), join(distDir, 'client', '_astro'), { recursive: true }),
      cp(join(stackDist, STATE_FILE), join(distDir, STATE_FILE)),
    ]);
    await writeFile(join(distDir, 'client', 'index.html'), 'the previous good build');
  });
  afterAll(async () => {
    server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('fails naming the path and leaves the previous output untouched', { timeout: 180_000 }, async () => {
    const port = (server.address() as AddressInfo).port;
    const stateBefore = await readFile(join(distDir, STATE_FILE), 'utf8');
    const child = runTs('scripts/build/index.ts', { CMS_BASE_URL: `http://127.0.0.1:${port}`, DIST_DIR: distDir, LOG_LEVEL: 'silent' });
    const code = await child.exited;
    expect(code).not.toBe(0);
    expect(child.output()).toContain('compiled site is reused');
    expect(child.output()).toContain(`page "${failPath}" (fi-FI)`);
    expect(await readFile(join(distDir, 'client', 'index.html'), 'utf8')).toBe('the previous good build');
    expect(await readFile(join(distDir, STATE_FILE), 'utf8')).toBe(stateBefore);
    const leftovers = (await readdir(dirname(distDir))).filter((n) => n.startsWith(`dist-failing-${process.pid}-`));
    expect(leftovers).toEqual([]);
  });
});
