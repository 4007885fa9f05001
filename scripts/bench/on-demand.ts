/**
 * On-demand render throughput: pages whose files were removed after the build are asked for once
 * each, a few at a time, so every request is a render through the same renderer the build uses
 * (content fetches, render, compression, atomic writes), the way a page not built yet is served.
 */
import { Agent, request } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlFileFor } from '../../src/server/output/files';
import type { OnDemandFigures } from './report';
import { percentile } from './stats';

/** Removes the built files of these pages, so the server must render them when asked. */
export async function unbuild(distDir: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (p) => {
      const file = join(distDir, 'client', htmlFileFor(p));
      await Promise.all([rm(file, { force: true }), rm(`${file}.gz`, { force: true }), rm(`${file}.br`, { force: true })]);
    }),
  );
}

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Asks for each path once, `concurrency` at a time. */
export async function renderEach(siteUrl: string, paths: readonly string[], concurrency: number): Promise<Omit<OnDemandFigures, 'toStatic'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const t = performance.now();
        const status = await get(agent, new URL(path, siteUrl)).catch(() => 0);
        latencies.push(performance.now() - t);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    pages: paths.length,
    concurrency,
    pagesPerSecond: Math.round(paths.length / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
  };
}
