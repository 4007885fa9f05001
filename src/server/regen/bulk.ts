/**
 * The render workers of regeneration passes: the build's render worker, writing each file atomically
 * into the live output folder, so the server's own thread keeps serving while a pass renders
 * (design.md, performance targets: no event-loop block over 50 ms during a pass).
 *
 * A large pass starts them; they then stay warm for the passes that follow (starting one, loading
 * Astro's server bundle, costs seconds of CPU, more than a single-page pass itself), and stop after
 * a while without passes. A failed worker's pool is replaced at the next pass that needs one.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config/config';
import { plainWorkerModule, WorkerPool } from '../build/worker-pool';
import type { RenderJob, RenderOutcome, WorkerInit } from '../build/render-worker';

/** What a worker made of one page, or why it could not. */
export type BulkResult = RenderOutcome | { kind: 'failed'; reason: string };

export interface PassWorkers {
  /** true once the workers are loaded and ready: a pass of any size can go to them */
  readonly warm: boolean;
  /** renders pages for a layout revision (starting the workers if needed); a page a worker could not do is `failed` */
  render(paths: string[], revision: string): Promise<Map<string, BulkResult>>;
  close(): Promise<void>;
}

/** The render worker beside the compiled site server (dist/server/render-worker.mjs). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

export function createPassWorkers(options: { distDir: string; config: Config; idleMs?: number; size?: number }): PassWorkers {
  const idleMs = options.idleMs ?? 5 * 60_000;
  let pool: WorkerPool<RenderJob, RenderOutcome> | null = null;
  let starting: Promise<WorkerPool<RenderJob, RenderOutcome> | null> | null = null;
  let warm = false;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  const stop = async (): Promise<void> => {
    const current = pool;
    pool = null;
    starting = null;
    warm = false;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    await current?.close();
  };

  const start = (): Promise<WorkerPool<RenderJob, RenderOutcome> | null> => {
    starting ??= (async () => {
      const init: WorkerInit = {
        staging: options.distDir,
        config: options.config,
        buildId: 'pass',
        brotliQuality: options.config.BROTLI_QUALITY,
        atomic: true,
      };
      const module = new URL('../build/render-worker.ts', import.meta.url);
      const started = new WorkerPool<RenderJob, RenderOutcome>({
        module,
        // the compiled server has the worker compiled beside it (scripts/build/server-bundle.ts); under
        // tsx it is bundled once per process: workers that start without tsx's hooks (src/server/build/worker-pool.ts)
        plain: existsSync(fileURLToPath(compiledWorker)) ? compiledWorker : await plainWorkerModule(module),
        size: options.size ?? Math.max(1, Math.min(availableParallelism(), 4)),
        perWorker: 4,
        init,
      });
      pool = started;
      try {
        await started.ready();
        if (pool === started) warm = true;
        return started;
      } catch {
        // a worker that cannot start: the passes render in-process, and the next pass tries again
        if (pool === started) await stop();
        return null;
      }
    })();
    return starting;
  };

  const touch = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (inFlight === 0) void stop();
    }, idleMs);
    idleTimer.unref();
  };

  return {
    get warm() {
      return warm && pool !== null && !pool.failed;
    },
    async render(paths, revision) {
      touch();
      const results = new Map<string, BulkResult>();
      const workers = await start();
      if (!workers) {
        for (const path of paths) results.set(path, { kind: 'failed', reason: 'render workers did not start' });
        return results;
      }
      inFlight += 1;
      try {
        await Promise.all(
          paths.map(async (pathname) => {
            try {
              results.set(pathname, await workers.run({ locale: '', pathname, revision }));
            } catch (error) {
              results.set(pathname, { kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
            }
          }),
        );
      } finally {
        inFlight -= 1;
        // a worker that died is replaced at the next pass
        if (workers.failed && pool === workers) await stop();
        touch();
      }
      return results;
    },
    close: stop,
  };
}
