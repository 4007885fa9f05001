/**
 * Renders a large regeneration pass (a layout change re-renders a whole locale) on worker threads
 * with the build's render workers, writing each file atomically into the live output folder, so
 * the server's own thread keeps serving meanwhile.
 */
import { availableParallelism } from 'node:os';
import type { PageRecord } from '../page-index';
import { WorkerPool } from '../../../scripts/build/worker-pool';
import type { RenderJob, RenderOutcome, WorkerInit } from '../../../scripts/build/render-worker';

export function createBulkRenderer(options: { distDir: string; siteUrl: string; brotliQuality: number }) {
  return async function renderBulk(paths: string[], revision: string): Promise<Map<string, { ok: true; record: PageRecord } | { ok: false; reason: string }>> {
    const init: WorkerInit = { staging: options.distDir, siteUrl: options.siteUrl, buildId: revision, brotliQuality: options.brotliQuality, atomic: true };
    const pool = new WorkerPool<RenderJob, RenderOutcome>({
      module: new URL('../../../scripts/build/render-worker.ts', import.meta.url),
      size: Math.max(1, Math.min(availableParallelism(), 4)),
      perWorker: 4,
      init,
    });
    const results = new Map<string, { ok: true; record: PageRecord } | { ok: false; reason: string }>();
    try {
      await Promise.all(
        paths.map(async (pathname) => {
          try {
            const outcome = await pool.run({ locale: '', pathname });
            results.set(pathname, outcome.kind === 'page' ? { ok: true, record: outcome.record } : { ok: false, reason: 'rendered a redirect' });
          } catch (error) {
            results.set(pathname, { ok: false, reason: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    } finally {
      await pool.close();
    }
    return results;
  };
}
