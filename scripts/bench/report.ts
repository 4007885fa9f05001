/**
 * The figures of one `npm run bench` run: what the table prints and `--out FILE` writes as JSON.
 * Keys (all sizes in bytes, times in milliseconds, rates per second):
 *
 *   version                       1
 *   startedAt                     ISO time the run started
 *   machine                       { node, cpus, cpuModel, chromium, nginx } (versions; nginx null when missing)
 *   notes                         [string] anything not measured and why (a page kind not built yet, nginx missing)
 *   build                         { pages, workers, astroMs, renderMs, totalMs,
 *                                   pagesPerSecond (end to end: pages / totalMs),
 *                                   renderPagesPerSecond (render phase: fetch, render, compress, write) }
 *   pageKinds[]                   { kind, path, missing?,
 *                                   htmlBytes, htmlGzipBytes, cssGzipBytes,
 *                                   jsGzipBytes (before any interaction, the larger of phone and desktop),
 *                                   lighthouse: { performance, accessibility, bestPractices, seo (0–100),
 *                                                 lcpMs, cls, tbtMs } | null }
 *   serving.static.node           { requestsPerSecond, p50Ms, p99Ms, requests, errors, non2xx }
 *   serving.static.nginx          same, or null when nginx is missing
 *   serving.static.nodeToNginx    node req/s ÷ nginx req/s, or null
 *   serving.onDemand              { pages, concurrency, pagesPerSecond, p50Ms, p99Ms, errors, toStatic }
 *                                 (toStatic: on-demand pages/s ÷ static node req/s)
 *   serving.connections           autocannon connections of the static runs
 *   serving.durationSeconds       length of each static run
 */

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** CPU time of the server process per request (µs; user + system): steadier than req/s on a shared machine */
  cpuUsPerRequest?: number;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
}

export interface PageKindFigures {
  kind: string;
  path: string | null;
  /** why the kind was not measured */
  missing?: string;
  htmlBytes?: number;
  htmlGzipBytes?: number;
  cssGzipBytes?: number;
  jsGzipBytes?: number;
  lighthouse?: LighthouseFigures | null;
}

export interface OnDemandFigures {
  pages: number;
  concurrency: number;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  toStatic: number | null;
}

export interface BenchReport {
  version: 1;
  startedAt: string;
  machine: { node: string; cpus: number; cpuModel: string; chromium: string | null; nginx: string | null };
  notes: string[];
  build: { pages: number; workers: number; astroMs: number; renderMs: number; totalMs: number; pagesPerSecond: number; renderPagesPerSecond: number };
  pageKinds: PageKindFigures[];
  serving: {
    connections: number;
    durationSeconds: number;
    static: { node: LoadFigures; nginx: LoadFigures | null; nodeToNginx: number | null };
    onDemand: OnDemandFigures;
  };
}
