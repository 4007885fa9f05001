import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPortsFree, portFree } from '../../../src/server/port-check';
import { freePort } from '../../../scripts/support/ports';
import { compileEntry } from '../scripts/compiled-entry';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** A port something listens on, for the length of the tests. */
let held: Server;
let heldPort = 0;
let dir = '';

/** The commands' entry points, compiled once (../scripts/compiled-entry.ts): each run loads one module, not tsx and every source. */
const ENTRIES = ['scripts/start.ts', 'src/server/main.ts', 'scripts/edge.ts'];
const compiled = new Map<string, Awaited<ReturnType<typeof compileEntry>>>();

/**
 * Runs a command (an entry point and its arguments) to its end (killed after a deadline), with its
 * output: compiled, or with `throughTsx` as its npm script runs it, the source through tsx.
 */
function run(args: string[], env: Record<string, string>, throughTsx = false): Promise<{ code: number | null; out: string; err: string }> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(CMS_BASE_URL|PORT|BACKEND_PORT|EDGE_PORT|METRICS_PORT|SITE_URL|HOST)$/.test(k)),
  );
  const [entry, ...rest] = args;
  const [command, commandArgs] = throughTsx ? [tsx, args] : [process.execPath, [compiled.get(entry!)!.file, ...rest]];
  const child = spawn(command, commandArgs, { cwd: root, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, out, err });
    }),
  );
}

beforeAll(async () => {
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldPort = (held.address() as { port: number }).port;
  dir = await mkdtemp(join(tmpdir(), 'port-in-use-'));
  for (const [entry, made] of await Promise.all(ENTRIES.map(async (entry) => [entry, await compileEntry(entry)] as const))) compiled.set(entry, made);
});

afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await Promise.all([...compiled.values()].map((made) => made.remove()));
});

describe('a port in use', () => {
  it('is found, and named with the variable that moves it', async () => {
    expect(await portFree(heldPort, '127.0.0.1')).toBe(false);
    expect(await portFree(await freePort(), '127.0.0.1')).toBe(true);
    await expect(assertPortsFree([{ port: heldPort, host: '127.0.0.1', variable: 'BACKEND_PORT', what: 'the embedded backend' }])).rejects.toThrow(
      `Port ${heldPort} on 127.0.0.1 is already in use (wanted for the embedded backend): stop what holds it, or set BACKEND_PORT to another port. Nothing was started.`,
    );
  });

  it("stops `npm start` before anything starts: the site's port", async () => {
    const backend = await freePort();
    // once as `npm start` runs it: the source through tsx
    const result = await run(['scripts/start.ts'], { PORT: String(heldPort), BACKEND_PORT: String(backend), DIST_DIR: join(dir, 'dist') }, true);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Port ${heldPort} on 127.0.0.1 is already in use (wanted for the site server)`);
    expect(result.err).toContain('set PORT to another port');
    expect(result.out).not.toContain('[start]');
    expect(await portFree(backend, '127.0.0.1')).toBe(true);
  }, 90_000);

  it("stops `npm start` before anything starts: the embedded backend's port", async () => {
    const result = await run(['scripts/start.ts'], { PORT: String(await freePort()), BACKEND_PORT: String(heldPort), DIST_DIR: join(dir, 'dist') });
    expect(result.code).toBe(1);
    expect(result.err).toContain('set BACKEND_PORT to another port');
    expect(result.out).not.toContain('[start]');
  }, 90_000);

  it("stops `npm start` before anything starts: the metrics' port", async () => {
    const backend = await freePort();
    const result = await run(['scripts/start.ts'], {
      PORT: String(await freePort()),
      METRICS_PORT: String(heldPort),
      BACKEND_PORT: String(backend),
      DIST_DIR: join(dir, 'dist'),
    });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Port ${heldPort} on 127.0.0.1 is already in use (wanted for the site server's metrics)`);
    expect(result.err).toContain('set METRICS_PORT to another port');
    expect(result.out).not.toContain('[start]');
    expect(await portFree(backend, '127.0.0.1')).toBe(true);
  }, 90_000);

  it('stops `npm run serve` (the site server) with the same message', async () => {
    const result = await run(['src/server/main.ts'], { PORT: String(heldPort), DIST_DIR: join(dir, 'dist') });
    expect(result.code).toBe(1);
    expect(result.err).toContain(`Port ${heldPort} on 127.0.0.1 is already in use (wanted for the site server)`);
    expect(result.out).not.toContain('Site ready');
  }, 90_000);

  it("stops `npm run serve` when the metrics' port is in use, before serving", async () => {
    const result = await run(['src/server/main.ts'], { PORT: String(await freePort()), METRICS_PORT: String(heldPort), DIST_DIR: join(dir, 'dist') });
    expect(result.code).toBe(1);
    expect(result.err).toContain('set METRICS_PORT to another port');
    expect(result.err).not.toContain('    at ');
    expect(result.out).not.toContain('Site ready');
  }, 90_000);

  it("stops `npm run edge` before anything starts: Varnish's port", async () => {
    const [site, backend] = [await freePort(), await freePort()];
    const result = await run(['scripts/edge.ts'], { EDGE_PORT: String(heldPort), PORT: String(site), BACKEND_PORT: String(backend) });
    expect(result.code).toBe(1);
    expect(result.err).toContain('set EDGE_PORT to another port');
    expect(await portFree(backend, '127.0.0.1')).toBe(true);
  }, 90_000);
});
