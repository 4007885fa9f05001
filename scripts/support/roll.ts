/**
 * A rolling deploy through the edge (docs/operations.md "Operating the site"): new code reaches every instance
 * behind Varnish one at a time, and no visitor notices. The new build is made in a folder of its
 * own beside the live one (an instance reads its folder while it serves: it is never overwritten),
 * copied for each further instance; then each instance in turn drains on SIGTERM
 * (src/server/shutdown.ts: /healthz 503 until the edge's probe takes it out, the requests in
 * flight finish, it stops), starts on its new folder, and is waited for until the edge's probe
 * counts it healthy again. Its startup pull of the change feed renders what changed since the
 * build's cursor (design.md "The edge"), so the new build is current with the CMS. Last, the edge
 * drops every copy an older build made (by the `x-build` header it keeps on them), and the old
 * folders are removed. `npm run edge` runs this on SIGUSR2 (`--roll` sends it); the edge test runs it through
 * scripts/support/edge.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { keepOldAssets } from '../../src/server/output/swap';
import { buildBase } from '../../src/server/output/manifest';
import { readManifest } from '../../src/server/output/manifest-journal';
import { LOCK_FILE } from '../../src/server/output/folder-claim';
import { BUILD_HEADER, BUILD_ID_PATTERN } from '../../src/server/regen/build-meta';
import type { RunningVarnish } from './varnish';

/** The instances behind the edge, as whoever started them can drive them. */
export interface RollingInstances {
  /** the output folder each instance serves now, by index (instance i is Varnish's `site_<i+1>`) */
  dirs: readonly string[];
  /** drains instance `i` (SIGTERM) and resolves once it has exited */
  stop(i: number): Promise<void>;
  /** starts instance `i` on the output folder `dir`; resolves once its /healthz answers 200 */
  start(i: number, dir: string): Promise<void>;
  varnish: Pick<RunningVarnish, 'backendHealth' | 'banUnless'>;
}

export interface RollOptions {
  /** makes the new build in `dir`, a folder that does not exist yet, beside the live ones */
  makeBuild: (dir: string) => Promise<void>;
  log: (message: string) => void;
  /** how long the edge's probe may take to count an instance in (every 1 s, 2 of 3: about 2 s) */
  probeTimeoutMs?: number;
}

export interface RollResult {
  /** the new build's id, as its answers name it in `x-build` (with `-r<pass>` after its passes) */
  buildId: string;
  /** the folders the instances serve now */
  dirs: string[];
}

/**
 * Copies an output folder (thousands of small files) with the system's `cp -a`: several times
 * faster than Node's fs.cp, which copies file by file from JavaScript. The copy is served by no one
 * yet: the lock of the instance that serves the original stays behind (src/server/output/folder-claim.ts).
 *
 * The folder may be one a running instance writes: a file it writes goes to a temporary name first
 * and is renamed into place, so a temporary file listed by `cp` can be gone when `cp` reaches it.
 * Such a file is no part of the output (its content is under the final name, copied before or
 * after the rename, each a whole version), so a copy whose only complaints are files that are gone
 * since is complete; any other failure stands.
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', '--', from, to]).catch((error: unknown) => {
    const { stderr } = error as { stderr?: unknown };
    if (typeof stderr !== 'string' || !onlyVanishedFiles(stderr, existsSync)) throw error;
  });
  await rm(join(to, LOCK_FILE), { force: true });
}

/** Whether every line `cp` complained in names a file that could not be read because it is gone (and still is). */
export function onlyVanishedFiles(stderr: string, exists: (path: string) => boolean): boolean {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  return (
    lines.length > 0 &&
    lines.every((line) => {
      const gone = /^cp: cannot (?:stat|open) '(.+)'(?: for reading)?: No such file or directory$/.exec(line);
      return gone !== null && !exists(gone[1]!);
    })
  );
}

/** `<dir>.roll-<stamp>`: a new folder beside `dir` for the next build, whatever roll made `dir`. */
export function besideFolder(dir: string, stamp: string): string {
  return `${dir.replace(/\.roll-[0-9a-z]+$/, '')}.roll-${stamp}`;
}

/** The VCL regular expression the answers of build `id` (and of its passes) match in `x-build`. */
export function buildPattern(id: string): string {
  const base = buildBase(id);
  if (!BUILD_ID_PATTERN.test(base)) throw new Error(`[roll] unusable build id "${id}"`);
  return `^${base}(-r[0-9]+)?$`;
}

async function waitForProbe(varnish: RollingInstances['varnish'], backends: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await varnish.backendHealth();
    const sick = backends.filter((name) => health[name] !== 'healthy');
    if (sick.length === 0) return;
    if (Date.now() > deadline) throw new Error(`[roll] the edge's probe does not count ${sick.join(', ')} healthy after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Rolls a new build through the instances, one at a time. When an instance does not come up on the
 * new build, it is started on its old folder again and the roll stops with the error: the instances
 * not reached yet keep the old build, and the new folders are removed.
 */
export async function rollingDeploy(instances: RollingInstances, options: RollOptions): Promise<RollResult> {
  const { log } = options;
  const probeTimeoutMs = options.probeTimeoutMs ?? 15_000;
  const oldDirs = [...instances.dirs];
  const backend = (i: number) => `site_${i + 1}`;
  const stamp = Date.now().toString(36);
  const newDirs = oldDirs.map((dir) => besideFolder(dir, stamp));
  const started = Date.now();
  try {
    log(`[roll] building into ${newDirs[0]}`);
    await options.makeBuild(newDirs[0]!);
    for (let i = 1; i < newDirs.length; i++) await copyFolder(newDirs[0]!, newDirs[i]!);
    // pages still open in browsers name the old build's hashed assets: they stay in every folder
    for (let i = 0; i < newDirs.length; i++) await keepOldAssets(oldDirs[i]!, newDirs[i]!);
  } catch (error) {
    for (const dir of newDirs) await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const { buildId } = (await readManifest(newDirs[0]!)).manifest;
  const pattern = buildPattern(buildId);
  log(`[roll] build ${buildId} ready; rolling ${oldDirs.length} instances one at a time`);

  for (let i = 0; i < oldDirs.length; i++) {
    // never take one out while another is out: the edge must have somewhere to send visitors
    await waitForProbe(
      instances.varnish,
      oldDirs.map((_, j) => backend(j)).filter((_, j) => j !== i),
      probeTimeoutMs,
    );
    log(`[roll] instance ${i + 1}: draining`);
    await instances.stop(i);
    try {
      await instances.start(i, newDirs[i]!);
      await waitForProbe(instances.varnish, [backend(i)], probeTimeoutMs);
    } catch (error) {
      log(`[roll] instance ${i + 1} did not come up on build ${buildId}: back on its old folder; the roll stops`);
      await instances.stop(i).catch(() => undefined);
      await instances.start(i, oldDirs[i]!);
      for (const dir of newDirs.slice(i)) await rm(dir, { recursive: true, force: true });
      throw error;
    }
    log(`[roll] instance ${i + 1}: serving build ${buildId}, counted healthy by the edge`);
  }

  // what the edge stored from an older build is dropped (a hard ban: a soft purge would still serve
  // it once while refetching), so every answer from here on is the new build's
  await instances.varnish.banUnless(BUILD_HEADER, pattern);
  for (const dir of oldDirs) await rm(dir, { recursive: true, force: true });
  log(`[roll] done in ${((Date.now() - started) / 1000).toFixed(1)} s: every instance serves build ${buildId}; the edge dropped older copies`);
  return { buildId, dirs: newDirs };
}
