/**
 * The render workers of regeneration passes: the build's render worker, writing each file atomically
 * into the live output folder, so the server's own thread keeps serving while a pass renders
 * (design.md, performance targets: no event-loop block over 50 ms during a pass). While they are
 * warm they also render the server's on-demand misses, error pages and previews (`answer`): two
 * cores render where the server's one did, and a burst of misses does not hold up serving.
 *
 * Standing workers (the default, REGEN_WORKERS=standing) start with the server and stay up, so no
 * pass renders on the server's thread: rendered there, a single page blocked it 40–110 ms, because
 * code that runs once a minute is never optimised by V8 (the first page after a start blocked
 * longest). Workers that render every pass stay optimised. Each costs about 90 MB while idle.
 *
 * On demand (REGEN_WORKERS=on-demand), a large pass starts them; they then stay warm for the passes
 * that follow (starting one, loading Astro's server bundle, costs seconds of CPU, more than a
 * single-page pass itself), and stop after a while without passes. A failed worker's pool is
 * replaced: standing workers at once, others at the next pass that needs them.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config/config';
import { plainWorkerModule, WorkerPool } from '../render-workers/worker-pool';
import type { AnswerJob, RenderJob, WorkerAnswer, WorkerInit } from '../render-workers/render-worker';
import type { WorkerOutcome } from '../output/files';
import type { Render, RenderInit, RenderResult } from '../renderer';
import { currentRequest } from '../../lib/http/request-context';

type Pool = WorkerPool<RenderJob | AnswerJob, WorkerOutcome | WorkerAnswer>;

/** What a worker made of one page, or why it could not. */
export type BulkResult = WorkerOutcome | { kind: 'failed'; reason: string };

/** What a pass does with one page's result, as soon as it arrives (regenerator.ts puts it in place). */
export type EachResult = (pathname: string, result: BulkResult) => void | Promise<void>;

export interface PassWorkers {
  /** true once the workers are loaded and ready: a pass of any size can go to them */
  readonly warm: boolean;
  /** true while they load: a pass waits for them rather than rendering on the server's thread */
  readonly starting: boolean;
  /** starts them ahead of any pass (standing workers, at the server's start) */
  prepare(): void;
  /**
   * renders one path on the warm workers and answers as the in-process renderer does (it rejects
   * when they are not warm, or died meanwhile: `warm` is then false)
   */
  answer(pathname: string, init: RenderInit): Promise<RenderResult>;
  /**
   * renders pages for a layout revision (starting the workers if needed), handing each page's
   * result to `each` as it arrives; a page a worker could not do is `failed`. Resolves once every
   * result has been handed over and `each` has finished with it.
   */
  render(paths: string[], revision: string, each: EachResult): Promise<void>;
  close(): Promise<void>;
}

/** The render worker beside the compiled site server (dist/server/render-worker.mjs). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

export function createPassWorkers(options: {
  distDir: string;
  config: Config;
  /** kept up from the first start on, never stopped for idling (REGEN_WORKERS=standing) */
  standing?: boolean;
  /** the pages each worker renders once before it is ready (warm-up.ts), asked at each start */
  warmUp?: () => string[];
  log?: (message: string) => void;
  /** a worker's spell with renders in hand ended: its length in seconds (the site's metrics) */
  onBusy?: (seconds: number) => void;
  idleMs?: number;
  size?: number;
}): PassWorkers {
  const idleMs = options.idleMs ?? 5 * 60_000;
  let pool: Pool | null = null;
  let starting: Promise<Pool | null> | null = null;
  let warm = false;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;
  /** the latest start failed: standing workers are then started by large passes only, as on demand */
  let startFailed = false;

  const stop = async (): Promise<void> => {
    const current = pool;
    pool = null;
    starting = null;
    warm = false;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    await current?.close();
  };

  const start = (): Promise<Pool | null> => {
    if (closed) return Promise.resolve(null);
    starting ??= (async () => {
      const began = performance.now();
      const warmUp = options.warmUp?.() ?? [];
      const init: WorkerInit = {
        staging: options.distDir,
        config: options.config,
        buildId: 'pass',
        brotliQuality: options.config.BROTLI_QUALITY,
        atomic: true,
        warmUp,
      };
      const module = new URL('../render-workers/render-worker.ts', import.meta.url);
      const size = options.size ?? Math.max(1, Math.min(availableParallelism(), 4));
      const started: Pool = new WorkerPool({
        module,
        // the compiled server has the worker compiled beside it (scripts/build/server-bundle.ts); under
        // tsx it is bundled once per process: workers that start without tsx's hooks (src/server/render-workers/worker-pool.ts)
        plain: existsSync(fileURLToPath(compiledWorker)) ? compiledWorker : await plainWorkerModule(module),
        size,
        perWorker: 4,
        init,
        ...(options.onBusy ? { onBusy: options.onBusy } : {}),
      });
      pool = started;
      try {
        await started.ready();
        if (pool === started) warm = true;
        startFailed = false;
        options.log?.(`[regen] ${size} render workers ready in ${Math.round(performance.now() - began)} ms (warmed up on ${warmUp.length} pages)`);
        return started;
      } catch (error) {
        // a worker that cannot start: the passes render in-process, and the next large pass tries again
        startFailed = true;
        options.log?.(`[regen] render workers did not start (passes render on the server's thread): ${error instanceof Error ? error.message : String(error)}`);
        if (pool === started) await stop();
        return null;
      }
    })();
    return starting;
  };

  /** A pool with a dead worker goes; standing workers are started again at once, off any pass's path. */
  const replaceIfFailed = async (workers: Pool): Promise<void> => {
    if (!workers.failed || pool !== workers) return;
    await stop();
    if (options.standing) void start();
  };

  const touch = () => {
    if (options.standing) return;
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
    get starting() {
      if (closed) return false;
      if (starting !== null && !warm) return true;
      // standing workers that died are started again for the next pass, which waits for them
      return options.standing === true && !startFailed && (pool === null || pool.failed);
    },
    prepare() {
      void start();
    },
    async answer(pathname, init) {
      const workers = pool;
      if (!warm || !workers || workers.failed) throw new Error('render workers are not up');
      touch();
      inFlight += 1;
      try {
        const { status, headers, body } = (await workers.run({ answer: true, pathname, init })) as WorkerAnswer;
        return { status, headers: new Headers(headers), body };
      } finally {
        inFlight -= 1;
        await replaceIfFailed(workers);
        touch();
      }
    },
    async render(paths, revision, each) {
      touch();
      if (pool?.failed) await stop();
      const workers = await start();
      if (!workers) {
        for (const path of paths) await each(path, { kind: 'failed', reason: 'render workers did not start' });
        return;
      }
      inFlight += 1;
      try {
        // Lanes of one job at a time, twice as many as the workers hold, rather than every page of
        // the pass queued at once: a visitor's miss (answer) then waits behind a few of the pass's
        // pages, not all of them. Each result is handed over as it arrives rather than kept to the
        // pass's end: putting a layout pass's thousands of results in place at once would block the
        // event loop (design.md: no block over 50 ms during a pass).
        let next = 0;
        const lane = async (): Promise<void> => {
          while (next < paths.length) {
            const pathname = paths[next++]!;
            let result: BulkResult;
            try {
              result = (await workers.run({ locale: '', pathname, revision })) as WorkerOutcome;
            } catch (error) {
              result = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
            }
            try {
              await each(pathname, result);
            } catch (error) {
              // the pass fails: the other lanes take no more pages
              next = paths.length;
              throw error;
            }
          }
        };
        // every lane has stopped before the pass goes on (or fails), so none applies a page after it
        const lanes = await Promise.allSettled(Array.from({ length: Math.min(paths.length, 2 * workers.capacity) }, lane));
        const failure = lanes.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
      } finally {
        inFlight -= 1;
        await replaceIfFailed(workers);
        touch();
      }
    },
    close() {
      closed = true;
      return stop();
    },
  };
}

/**
 * The server's on-demand render (misses, error pages, previews): on the workers while they are
 * warm, else on the server's own thread (before they are up, while on-demand workers are stopped,
 * or when one died during the render). The worker is told the renderer's layout revision, which
 * the server keeps (regenerator.ts).
 */
export function renderOnWorkers(workers: PassWorkers, render: Render, layoutRevision: () => string): Render {
  return async (pathname, init = {}) => {
    if (!workers.warm) return render(pathname, init);
    try {
      const requestId = init.requestId ?? currentRequest()?.id;
      return await workers.answer(pathname, {
        ...init,
        layoutRevision: init.layoutRevision ?? layoutRevision(),
        ...(requestId === undefined ? {} : { requestId }),
      });
    } catch (error) {
      // a render that failed in a working worker would fail here too
      if (workers.warm) throw error;
      return render(pathname, init);
    }
  };
}
