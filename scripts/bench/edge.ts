/**
 * The edge in the bench (design.md "Performance targets" and "The edge"): Varnish with the
 * project's VCL in front of two site instances made from the bench's build, measured beside nginx
 * on the same file with wrk (target: hits ≥ 0.6× nginx), and edit → visible through the edge
 * (p50/p95) with both instances purging their passes.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER, WEBHOOK_PATH } from '../../src/cms/webhook';
import { localizedHref, splitLocale } from '../../src/i18n/paths';
import { varnishd } from '../support/varnish';
import { startEdge } from '../support/edge';
import { nginxVersion, startNginx } from './nginx';
import type { LoadFigures } from './report';
import { benchPort } from './stack';
import { percentile, ratio } from './stats';
import { wrk, type WrkOptions } from './wrk';

export interface EdgeFigures {
  path: string;
  nginx: LoadFigures | null;
  varnishHit: LoadFigures;
  /** Varnish hits req/s ÷ nginx req/s on the same file (target ≥ 0.6) */
  hitToNginx: number | null;
  edits: number;
  editP50Ms: number;
  editP95Ms: number;
}

const PURGE_TOKEN = 'bench-edge-purge-token-0123456789';
const WEBHOOK_SECRET = 'bench-edge-webhook-secret-0123456789';

/** The webhook a CMS sends each instance, signed. */
async function ring(url: string, body: string): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const res = await fetch(`${url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, timestamp, body) },
    body,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`webhook to ${url}: ${res.status}`);
}

export async function measureEdge(options: {
  distDir: string;
  backendUrl: string;
  /** the CMS's editor login (its edit API wants it) */
  editorToken: string;
  /** a page of the build (prefix strategy href) */
  path: string;
  /** pages that may be edited (within the same locale as `path`) */
  editPaths: string[];
  edits: number;
  load: WrkOptions;
  log: (m: string) => void;
}): Promise<EdgeFigures> {
  const { distDir, backendUrl, path, load, log } = options;
  varnishd();
  const setup = await startEdge({
    distDir,
    backendUrl,
    name: 'edge',
    purgeToken: PURGE_TOKEN,
    memory: '256m',
    env: { CMS_WEBHOOK_SECRET: WEBHOOK_SECRET, NODE_ENV: 'production' },
  });
  const { varnish } = setup;
  const edge = setup.url;
  const instances = setup.instances.map((i) => i!);
  try {
    const gzip = { ...load, headers: { 'accept-encoding': 'gzip' } };
    const warm = { ...gzip, durationSeconds: Math.min(2, load.durationSeconds) };
    log(`[bench] edge: Varnish hits on ${path}`);
    await wrk(`${edge}${path}`, warm);
    const varnishHit = await wrk(`${edge}${path}`, { ...gzip, serverPid: varnish.child.pid });
    let nginx: LoadFigures | null = null;
    if (await nginxVersion()) {
      const server = await startNginx(join(distDir, 'client'), await benchPort(), `${distDir}-edge-nginx`);
      try {
        log(`[bench] edge: nginx ${server.version} on the same file`);
        await wrk(`${server.url}${path}`, warm);
        nginx = await wrk(`${server.url}${path}`, gzip);
      } finally {
        await server.stop();
      }
    }

    // edit → visible through the edge: the CMS saves, rings both instances, a reader polls the edge
    const samples: number[] = [];
    for (let i = 0; i < options.edits; i++) {
      const href = options.editPaths[i % options.editPaths.length]!;
      const { locale, path: cmsPath } = splitLocale(href);
      await fetch(`${edge}${href}`).then((r) => r.arrayBuffer());
      const title = `Edge bench ${i} ${Date.now()}`;
      const started = performance.now();
      const edit = await fetch(`${backendUrl}/cms-view/v1/edits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.editorToken}` },
        body: JSON.stringify({ target: 'page', locale, path: cmsPath, set: { title }, webhook: false }),
      });
      const { changes } = (await edit.json()) as { changes: unknown[] };
      const body = JSON.stringify({ id: `evt-bench-${i}-${Date.now()}`, occurredAt: new Date().toISOString(), changes });
      await Promise.all(instances.map((instance) => ring(instance.url, body)));
      for (;;) {
        const html = await (await fetch(`${edge}${localizedHref(cmsPath, locale)}`)).text();
        if (html.includes(title)) break;
        if (performance.now() - started > 10_000) throw new Error(`edit ${i} never reached the edge`);
        await new Promise((r) => setTimeout(r, 5));
      }
      samples.push(performance.now() - started);
    }
    return {
      path,
      nginx,
      varnishHit,
      hitToNginx: ratio(varnishHit.requestsPerSecond, nginx?.requestsPerSecond),
      edits: samples.length,
      editP50Ms: percentile(samples, 50),
      editP95Ms: percentile(samples, 95),
    };
  } finally {
    await setup.close();
    await rm(`${distDir}-edge-nginx`, { recursive: true, force: true });
  }
}
