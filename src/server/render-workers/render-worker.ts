/**
 * A render worker: loads the build's renderer once, then renders the pages it is sent, compresses
 * them and writes them to the output folder (the build's staging folder, or the live one for a
 * regeneration pass). Answers with the manifest record, a redirect, or an error naming the page.
 * The server also sends it on-demand renders (AnswerJob): those come back as the render's answer,
 * for the server's thread to classify, keep or serve (page-handler.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import type { Config } from '../../config/config';
import { loadRenderer, type RenderInit } from '../renderer';
import { encodeSync, workerPageWriter, type WorkerOutcome } from '../output/files';
import { classifyRender } from '../render-protocol';
import { withRequestContext } from '../../lib/http/request-context';

export interface WorkerInit {
  staging: string;
  /** the configuration the build or the server parsed (a structured clone of it) */
  config: Config;
  buildId: string;
  brotliQuality: number;
  /** true when writing into a live output folder (regeneration): temp file + rename per file */
  atomic?: boolean;
  /** pages rendered once and thrown away before the worker says it is ready (src/server/regen/warm-up.ts) */
  warmUp?: string[];
}

export interface RenderJob {
  locale: string;
  pathname: string;
  /** the layout revision to render for (a regeneration pass's); the build's id when absent */
  revision?: string;
}

/** An on-demand render (a visitor's miss, an error page, an editor's preview), answered as the renderer answers. */
export interface AnswerJob {
  answer: true;
  pathname: string;
  init: RenderInit;
}

/** A render's answer across threads: its headers as entries (a Headers object does not cross). */
export interface WorkerAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** What a worker posts once its renderer is loaded, before any answer (see WorkerPool.ready). */
export const WORKER_READY = { ready: true } as const;

const init = workerData as WorkerInit;
const clientDir = join(init.staging, 'client');
const writePage = workerPageWriter(clientDir, !init.atomic);
// one layout fetch per locale for the whole build: the build id is the layout revision
const render = await loadRenderer(init.staging, init.config, () => init.buildId);

async function renderOne({ locale, pathname, revision }: RenderJob): Promise<WorkerOutcome> {
  const verdict = classifyRender(pathname, await render(pathname, revision === undefined ? {} : { layoutRevision: revision }));
  if (verdict.kind === 'redirect') return { kind: 'redirect', location: verdict.location };
  if (verdict.kind === 'absent') return { kind: 'absent' };
  if (verdict.kind === 'error') throw new Error(`[build] page "${pathname}" (${locale}) failed: ${verdict.reason}`);
  const file = writePage(pathname, encodeSync(verdict.body, init.brotliQuality));
  return { kind: 'page', record: verdict.record(file) };
}

async function answerOne({ pathname, init: renderInit }: AnswerJob): Promise<WorkerAnswer> {
  // the backend calls of a visitor's miss carry the id of the request it renders for (docs/operations.md "Operating the site")
  const run = () => render(pathname, renderInit);
  const { status, headers, body } = await (renderInit.requestId === undefined
    ? run()
    : withRequestContext({ id: renderInit.requestId, route: undefined }, run));
  return { status, headers: [...headers], body };
}

// a few at a time, as jobs arrive; a page that fails to render only warms less
const warmUp = init.warmUp ?? [];
for (let i = 0; i < warmUp.length; i += 4) await Promise.all(warmUp.slice(i, i + 4).map((path) => render(path).catch(() => undefined)));

parentPort!.postMessage(WORKER_READY);
parentPort!.on('message', ({ id, job }: { id: number; job: RenderJob | AnswerJob }) => {
  ('answer' in job ? answerOne(job) : renderOne(job)).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
