/**
 * A build worker: loads the staging build's renderer once, then renders the pages it is sent,
 * compresses them and writes them to the staging output folder. Answers with the manifest record,
 * a redirect, or an error naming the page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { loadRenderer } from '../../src/server/renderer';
import { encodeSync, stagingWriter, writePage as writeAtomicPage, type Encoded } from '../../src/server/output';
import { recordFromRender, type PageRecord } from '../../src/server/page-index';

export interface WorkerInit {
  staging: string;
  siteUrl: string;
  buildId: string;
  brotliQuality: number;
  /** true when writing into a live output folder (regeneration): temp file + rename per file */
  atomic?: boolean;
}

export interface RenderJob {
  locale: string;
  pathname: string;
}

export type RenderOutcome = { kind: 'page'; record: PageRecord } | { kind: 'redirect'; location: string };

const init = workerData as WorkerInit;
const clientDir = join(init.staging, 'client');
const writePage = init.atomic ? (pathname: string, encoded: Encoded) => writeAtomicPage(clientDir, pathname, encoded) : stagingWriter(clientDir);
// one layout fetch per locale for the whole build: the build id is the layout revision
const render = await loadRenderer(init.staging, init.siteUrl, () => init.buildId);

async function renderOne({ locale, pathname }: RenderJob): Promise<RenderOutcome> {
  const result = await render(pathname);
  if (result.status === 307 || result.status === 302) return { kind: 'redirect', location: result.headers.get('location') ?? '/' };
  if (result.status !== 200 || result.headers.has('x-render-degraded')) {
    const reason = result.headers.has('x-render-degraded') ? 'layout could not be loaded' : `status ${result.status}`;
    throw new Error(`[build] page "${pathname}" (${locale}) failed: ${reason}`);
  }
  const encoded = encodeSync(result.body, init.brotliQuality);
  const file = await writePage(pathname, encoded);
  const record = recordFromRender(result.headers, file);
  if (!record) throw new Error(`[build] page "${pathname}" (${locale}) rendered without its dependency header`);
  return { kind: 'page', record };
}

parentPort!.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  renderOne(job).then(
    (result) => parentPort!.postMessage({ id, result }),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
