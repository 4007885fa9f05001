/**
 * Renders a large regeneration pass (a layout change re-renders a whole locale) on worker threads
 * with the build's render workers, writing each file atomically into the live output folder, so
 * the server's own thread keeps serving meanwhile.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config/config';
import { plainWorkerModule, WorkerPool } from '../build/worker-pool';
import type { RenderJob, RenderOutcome, WorkerInit } from '../build/render-worker';

/** What a worker made of one page, or why it could not. */
export type BulkResult = RenderOutcome | { kind: 'failed'; reason: string };

/** The render worker beside the compiled site server (dist/server/render-worker.mjs). */
const compiledWorker = new URL('./render-worker.mjs', import.meta.url);

export function createBulkRenderer(options: { distDir: string; config: Config }) {
  return async function renderBulk(paths: string[], revision: string): Promise<Map<string, BulkResult>> {
    const init: WorkerInit = {
      staging: options.distDir,
      config: options.config,
      buildId: revision,
      brotliQuality: options.config.BROTLI_QUALITY,
      atomic: true,
    };
    const module = new URL('../build/render-worker.ts', import.meta.url);
    const pool = new WorkerPool<RenderJob, RenderOutcome>({
      module,
      // the compiled server has the worker compiled beside it (scripts/build/server-bundle.ts); under
      // tsx it is bundled once per process: workers that start without tsx's hooks (src/server/build/worker-pool.ts)
      plain: existsSync(fileURLToPath(compiledWorker)) ? compiledWorker : await plainWorkerModule(module),
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
