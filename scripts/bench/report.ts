/**
 * The figures of one `npm run bench` run: what the table prints and `--out FILE` writes as JSON.
 * Keys (all sizes in bytes, times in milliseconds, rates per second):
 *
 *   version                       2
 *   startedAt                     ISO time the run started
 *   machine                       { node, cpus, cpuModel, chromium, nginx, wrk } (versions; nginx null when missing)
 *   notes                         [string] anything not measured and why (a page kind not built yet, nginx missing)
 *   build                         { pages, workers, astroMs, renderMs, totalMs,
 *                                   pagesPerSecond (end to end: pages / totalMs),
 *                                   renderPagesPerSecond (render phase: fetch, render, compress, write),
 *                                   renderCpuMsPerPage (the build process's CPU over the render phase, per page) }
 *   pageKinds[]                   { kind, path, missing?,
 *                                   htmlBytes, htmlGzipBytes, cssGzipBytes,
 *                                   jsGzipBytes (before any interaction, the larger of phone and desktop),
 *                                   jsPhoneTransferBytes (the same on a phone as Lighthouse counts it: script files, headers included),
 *                                   lighthouse: { performance, accessibility, bestPractices, seo (0–100),
 *                                                 lcpMs, cls, tbtMs, runs (the median run of this many) } | null }
 *   origin                        { path, gzipBytes, threads, connections, durationSeconds, rounds,
 *                                   nginx (access log on) | null, bareNode (6 header fields), bareSiteHead (the same server
 *                                   answering with the site's own head), pipeline (the site as npm start runs it):
 *                                     LoadFigures (wrk --latency), each figure the median of the rounds,
 *                                   siteHeadFields (the site's head's fields, without Date and the connection's),
 *                                   perRound[]: { nginx | null, bareNode, bareSiteHead, pipeline },
 *                                   pipelineToBareNode (req/s; target ≥ 0.8), pipelineToBareSiteHead, pipelineToNginx,
 *                                   p99ToBareNode (target ≤ 2), cpuRatio (bare node CPU µs per request ÷ the site's):
 *                                     each the median of the rounds' own ratios,
 *                                   log: { requestLines, requests, dropped } | null (the site's request log over the rounds) }
 *   onDemand                      { pages, concurrency, pagesPerSecond, p50Ms, p99Ms, errors, toStatic }
 *                                 (toStatic: on-demand pages/s ÷ the pipeline's static req/s)
 *   regeneration[]                per scale (scripts/bench/regeneration.ts RegenFigures): { scale, pages, fullBuildMs,
 *                                   edits, editP50Ms, editP95Ms, editLoopMaxMs, passP50Ms, feedP50Ms, feedP95Ms,
 *                                   restartMs, restartRendered,
 *                                   layout: { pages, ms, pagesPerSecond, failed, loopMaxMs, reader: LoadFigures | null } }
 *   edge                          { path, nginx, varnishHit: LoadFigures, hitToNginx, edits, editP50Ms, editP95Ms } | null
 *   locator                       { desktopJsGzipBytes, phoneJsGzipBytes, filterChanges, filterP50Ms, filterP95Ms } | null
 *
 * LoadFigures: { requestsPerSecond, p50Ms, p99Ms, requests, errors, non2xx, cpuUsPerRequest? }
 */

import type { OriginFigures } from './origin';
import type { RegenFigures } from './regeneration';
import type { EdgeFigures } from './edge';

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
  /** Lighthouse runs of the page; the figures are those of the median run */
  runs: number;
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
  jsPhoneTransferBytes?: number;
  lighthouse?: LighthouseFigures | null;
}

/** A page kind's LCP in one locale (Lighthouse 12 mobile, the median run); null when it could not be measured. */
export interface LcpFigure {
  locale: string;
  kind: string;
  path: string;
  lcpMs: number | null;
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

export interface LocatorFigures {
  desktopJsGzipBytes: number;
  phoneJsGzipBytes: number | null;
  filterChanges: number;
  filterP50Ms: number;
  filterP95Ms: number;
}

export interface BenchReport {
  version: 2;
  startedAt: string;
  machine: { node: string; cpus: number; cpuModel: string; chromium: string | null; nginx: string | null; wrk: string };
  notes: string[];
  build: {
    pages: number;
    workers: number;
    astroMs: number;
    renderMs: number;
    totalMs: number;
    pagesPerSecond: number;
    renderPagesPerSecond: number;
    renderCpuMsPerPage: number;
  };
  /** the same build again with the code unchanged: the compiled site reused, every page rendered (scripts/build/compiled-site.ts) */
  contentBuild?: { totalMs: number; copyMs: number; renderMs: number; renderPagesPerSecond: number; renderCpuMsPerPage: number } | null;
  pageKinds: PageKindFigures[];
  /** each page kind's LCP in every locale of `--lcp-locales` (empty without Lighthouse) */
  lcp?: LcpFigure[];
  /** the LCP of a one-paragraph page on this machine under the same Lighthouse, the LCP figures' anchor (./lcp-floor.ts); null when not measured */
  lcpFloorMs?: number | null;
  origin: OriginFigures;
  onDemand: OnDemandFigures;
  regeneration: RegenFigures[];
  locator: LocatorFigures | null;
  /** Varnish hits beside nginx, and edit → visible through the edge (./edge.ts); null when not measured */
  edge?: EdgeFigures | null;
}
