/**
 * Renders a large regeneration pass (a layout change re-renders a whole locale) on worker threads
 * with the build's render workers, writing each file atomically into the live output folder, so
 * the server's own thread keeps serving meanwhile.
 */
import { availableParallelism } from 'node:os';
import { plainWorkerModule, WorkerPool } from '../build/worker-pool';
import type { RenderJob, RenderOutcome, WorkerInit } from '../build/render-worker';

/** What a worker made of one page, or why it could not. */
export type BulkResult = RenderOutcome | { kind: 'failed'; reason: string };

export function createBulkRenderer(options: { distDir: string; siteUrl: string; brotliQuality: number }) {
  return async function renderBulk(paths: string[], revision: string): Promise<Map<string, BulkResult>> {
    const init: WorkerInit = { staging: options.distDir, siteUrl: options.siteUrl, buildId: revision, brotliQuality: options.brotliQuality, atomic: true };
    const module = new URL('../build/render-worker.ts', import.meta.url);
    const pool = new WorkerPool<RenderJob, RenderOutcome>({
      module,
      // bundled once per process: workers that start without tsx's hooks (src/server/build/worker-pool.ts)
      plain: await plainWorkerModule(module),
      size: Math.max(1, Math.min(availableParallelism(), 4)),
      perWorker: 4,
      init,
    });
    const results = new Map<string, BulkResult>();
    try {
      await Promise.all(
        paths.map(async (pathname) => {
          try {
            results.set(pathname, await pool.run({ locale: '', pathname }));
          } catch (error) {
            results.set(pathname, { kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    } finally {
      await pool.close();
    }
    return results;
  };
}
