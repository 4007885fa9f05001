/**
 * A build worker: loads the staging build's renderer once, then renders the pages it is sent,
 * compresses them and writes them to the staging output folder. Answers with the manifest record,
 * a redirect, or an error naming the page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import type { Config } from '../../config/config';
import { loadRenderer } from '../renderer';
import { encodeSync, workerPageWriter } from '../output';
import type { PageRecord } from '../page-index';
import { classifyRender } from '../render-protocol';

export interface WorkerInit {
  staging: string;
  /** the configuration the build or the server parsed (a structured clone of it) */
  config: Config;
  buildId: string;
  brotliQuality: number;
  /** true when writing into a live output folder (regeneration): temp file + rename per file */
  atomic?: boolean;
}

export interface RenderJob {
  locale: string;
  pathname: string;
  /** the layout revision to render for (a regeneration pass's); the build's id when absent */
  revision?: string;
}

/** What a worker posts once its renderer is loaded, before any answer (see WorkerPool.ready). */
export const WORKER_READY = { ready: true } as const;

export type RenderOutcome = { kind: 'page'; record: PageRecord } | { kind: 'redirect'; location: string } | { kind: 'absent' };

const init = workerData as WorkerInit;
const clientDir = join(init.staging, 'client');
const writePage = workerPageWriter(clientDir, !init.atomic);
// one layout fetch per locale for the whole build: the build id is the layout revision
const render = await loadRenderer(init.staging, init.config, () => init.buildId);

async function renderOne({ locale, pathname, revision }: RenderJob): Promise<RenderOutcome> {
  const verdict = classifyRender(pathname, await render(pathname, revision === undefined ? {} : { layoutRevision: revision }));
  if (verdict.kind === 'redirect') return { kind: 'redirect', location: verdict.location };
  if (verdict.kind === 'absent') return { kind: 'absent' };
  if (verdict.kind === 'error') throw new Error(`[build] page "${pathname}" (${locale}) failed: ${verdict.reason}`);
  const file = writePage(pathname, encodeSync(verdict.body, init.brotliQuality));
  return { kind: 'page', record: verdict.record(file) };
}

parentPort!.postMessage(WORKER_READY);
parentPort!.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  renderOne(job).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
