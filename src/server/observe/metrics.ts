/**
 * The site's Prometheus metrics (docs/operations.md "Operating the site"): one registry per running site,
 * served apart from the visitors' port (metrics-server.ts). Counters that the pipeline and the
 * passes count are incremented through the small methods below; figures a component already keeps
 * (the 404 memory, the limiter's queue, parked pages, the feed's lag) are read when Prometheus
 * scrapes, so nothing is counted twice.
 *
 * Names follow Prometheus's conventions: `nordic_site_` prefix, `_total` for counters, base units
 * (`_seconds`, `_bytes`). Node's own figures (event-loop lag, heap, GC, CPU) are the client's
 * default metrics, under their usual names.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requestKinds, statusClasses, statusClassIndex, type RequestKind } from '../../lib/http/request-kind';
import type { RefusedPathSource } from '../../cms/webhook';
import type { PathProblemCode } from '../../cms/path-rule';

const PREFIX = 'nordic_site_';

/** Request latency buckets, in seconds: a page from memory takes well under a millisecond, a render tens. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** On-demand render buckets (design.md: a miss's p99 ≤ 200 ms). */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];
/** Regeneration pass buckets: one page takes tens of milliseconds, a full resync minutes. */
const PASS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** What the scrape reads from the running site's components when it is asked (site.ts wires them). */
export interface MetricSources {
  notFoundMemory?: () => { entries: number; bytes: number };
  limiters?: () => Record<string, { running: number; waiting: number; shed: number }>;
  parkedPages?: () => number;
  feed?: () => { lagMs: number | null; lastPullAt: string | null; changesApplied: number };
  purgePending?: () => number;
  /** pages the last full build left out: their paths break the page-path rule (src/server/build-report.ts) */
  buildRefusedPages?: () => number;
  /** lines the log's buffer dropped because its reader was too slow (./log.ts LOG_BUFFER) */
  logLinesDropped?: () => number;
}

export type RenderOutcome = 'kept' | 'not_kept' | 'redirect';

export interface SiteMetrics {
  readonly registry: Registry;
  request(kind: RequestKind, status: number, seconds: number, bytes: number): void;
  render(outcome: RenderOutcome, seconds: number): void;
  pass(report: { seconds: number; rendered: number; removed: number; failed: number }): void;
  pull(outcome: 'ok' | 'failed'): void;
  purge(outcome: 'ok' | 'failed', keys: number): void;
  purgeRetry(): void;
  workerBusy(seconds: number): void;
  /** a page path the site refused (src/cms/path-rule.ts), where it came from and why */
  refusedPath(source: RefusedPathSource, problem: PathProblemCode): void;
  /** a write to the output that failed (a full or read-only disk): where it was made */
  outputWriteFailed(where: OutputWrite): void;
  /** reads the figures of `sources` at each scrape (set once the components exist) */
  readFrom(sources: MetricSources): void;
}

/** The writes to the output that can fail on their own: an on-demand render's page, a pass's build metadata. */
export type OutputWrite = 'on_demand' | 'build_meta';

/** A counter whose total a component keeps: set to that total at each scrape. */
function totalOf(counter: Counter<string>, labels: Record<string, string>, total: number): void {
  counter.reset();
  counter.inc(labels, total);
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) {
    collectDefaultMetrics({ register: registry });
    // gauges named like counters, which `promtool check metrics` rejects; the same figures stay
    // by type in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  }
  let sources: MetricSources = {};
  const registers = [registry];

  // A request is counted in plain numbers by the index of its kind and status class, published at
  // each scrape: a page hit makes no label lookup for the counters (design.md "Performance targets")
  const kindIndex = new Map<RequestKind, number>(requestKinds.map((kind, i) => [kind, i]));
  const answered = new Float64Array(requestKinds.length * statusClasses.length);
  const sentBytes = new Float64Array(requestKinds.length);
  new Counter({
    name: `${PREFIX}requests_total`,
    help: 'Requests answered, by kind (static_page, render, redirect, api, proxy, asset, error_page) and status class',
    labelNames: ['kind', 'status_class'],
    registers,
    collect() {
      this.reset();
      requestKinds.forEach((kind, k) =>
        statusClasses.forEach((status_class, c) => {
          const n = answered[k * statusClasses.length + c]!;
          if (n > 0) this.inc({ kind, status_class }, n);
        }),
      );
    },
  });
  const requestDuration = new Histogram({
    name: `${PREFIX}request_duration_seconds`,
    help: 'Time from a request to the end of its answer, by kind',
    labelNames: ['kind'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  new Counter({
    name: `${PREFIX}response_bytes_total`,
    help: 'Body bytes sent, by kind',
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      requestKinds.forEach((kind, k) => this.inc({ kind }, sentBytes[k]));
    },
  });
  // each kind's label object made once (the histogram keys its series by them)
  const kindLabels = new Map<RequestKind, { kind: RequestKind }>(requestKinds.map((kind) => [kind, { kind }]));
  // every kind is there from the start, so a rate over a kind that has not happened yet is 0, not absent
  for (const kind of requestKinds) requestDuration.zero({ kind });
  const renderDuration = new Histogram({
    name: `${PREFIX}render_duration_seconds`,
    help: 'On-demand renders of pages not in the output (misses), by outcome: kept as a file, not kept (a 404 or an error), a redirect',
    labelNames: ['outcome'],
    buckets: RENDER_BUCKETS,
    registers,
  });
  for (const outcome of ['kept', 'not_kept', 'redirect']) renderDuration.zero({ outcome });

  new Gauge({
    name: `${PREFIX}not_found_memory_entries`,
    help: 'Paths in the 404 memory (answers remembered for 10 s)',
    registers,
    collect() {
      this.set(sources.notFoundMemory?.().entries ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}not_found_memory_bytes`,
    help: 'Size of the 404 memory (bounded at 4 MiB)',
    registers,
    collect() {
      this.set(sources.notFoundMemory?.().bytes ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}limiter_running`,
    help: 'Tasks running behind a concurrency limiter (the image proxy: limiter="assets")',
    labelNames: ['limiter'],
    registers,
    collect() {
      for (const [limiter, load] of Object.entries(sources.limiters?.() ?? {})) this.set({ limiter }, load.running);
    },
  });
  new Gauge({
    name: `${PREFIX}limiter_queued`,
    help: 'Tasks waiting for a slot of a concurrency limiter',
    labelNames: ['limiter'],
    registers,
    collect() {
      for (const [limiter, load] of Object.entries(sources.limiters?.() ?? {})) this.set({ limiter }, load.waiting);
    },
  });
  new Counter({
    name: `${PREFIX}limiter_shed_total`,
    help: 'Tasks a concurrency limiter refused (answered 503 + Retry-After)',
    labelNames: ['limiter'],
    registers,
    collect() {
      this.reset();
      for (const [limiter, load] of Object.entries(sources.limiters?.() ?? {})) this.inc({ limiter }, load.shed);
    },
  });

  const passDuration = new Histogram({
    name: `${PREFIX}regeneration_pass_duration_seconds`,
    help: 'Regeneration passes (webhook, change feed, parked retries, resync) and their duration',
    buckets: PASS_BUCKETS,
    registers,
  });
  const passPages = new Counter({
    name: `${PREFIX}regeneration_pages_total`,
    help: 'Pages of regeneration passes, by outcome: rendered, removed, failed',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['rendered', 'removed', 'failed']) passPages.inc({ outcome }, 0);
  new Gauge({
    name: `${PREFIX}regeneration_parked_pages`,
    help: 'Pages whose render keeps failing, served from older output and tried again later',
    registers,
    collect() {
      this.set(sources.parkedPages?.() ?? 0);
    },
  });

  const pulls = new Counter({
    name: `${PREFIX}feed_pulls_total`,
    help: "Pulls of the CMS's change feed, by outcome",
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['ok', 'failed']) pulls.inc({ outcome }, 0);
  const lastSuccess = new Gauge({
    name: `${PREFIX}feed_last_success_timestamp_seconds`,
    help: 'When the change feed was last pulled without an error (Unix time; 0: not yet)',
    registers,
  });
  new Gauge({
    name: `${PREFIX}feed_last_pull_timestamp_seconds`,
    help: 'When the change feed was last pulled (Unix time; 0: not yet)',
    registers,
    collect() {
      const at = sources.feed?.().lastPullAt;
      this.set(at ? Date.parse(at) / 1000 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}feed_lag_seconds`,
    help: 'How long after its edit the last change applied from the feed went live (0: none applied yet)',
    registers,
    collect() {
      this.set((sources.feed?.().lagMs ?? 0) / 1000);
    },
  });
  const changesApplied = new Counter({
    name: `${PREFIX}feed_changes_applied_total`,
    help: 'Changes of the feed applied',
    registers,
    collect() {
      totalOf(changesApplied, {}, sources.feed?.().changesApplied ?? 0);
    },
  });

  const purges = new Counter({
    name: `${PREFIX}edge_purge_requests_total`,
    help: 'PURGE requests sent to the edge, by outcome (ok, failed)',
    labelNames: ['outcome'],
    registers,
  });
  const purgeKeys = new Counter({
    name: `${PREFIX}edge_purge_keys_total`,
    help: 'Surrogate keys in PURGE requests sent to the edge, by outcome',
    labelNames: ['outcome'],
    registers,
  });
  const purgeRetries = new Counter({
    name: `${PREFIX}edge_purge_retries_total`,
    help: 'Times failed purge keys were queued again to be retried after a backoff',
    registers,
  });
  for (const outcome of ['ok', 'failed']) {
    purges.inc({ outcome }, 0);
    purgeKeys.inc({ outcome }, 0);
  }
  new Gauge({
    name: `${PREFIX}edge_purge_pending_keys`,
    help: 'Surrogate keys waiting to be purged at the edge',
    registers,
    collect() {
      this.set(sources.purgePending?.() ?? 0);
    },
  });

  const refusedPaths = new Counter({
    name: `${PREFIX}page_paths_refused_total`,
    help: 'Page paths from the CMS that the page-path rule refused (never built, written or redirected to), by where they came (webhook, feed, listing) and the problem',
    labelNames: ['source', 'problem'],
    registers,
  });
  new Gauge({
    name: `${PREFIX}build_refused_pages`,
    help: "Pages of the CMS's listing the last full build left out because the page-path rule refuses their paths",
    registers,
    collect() {
      this.set(sources.buildRefusedPages?.() ?? 0);
    },
  });

  const outputWriteFailures = new Counter({
    name: `${PREFIX}output_write_failures_total`,
    help: 'Writes to the output folder that failed (a full or read-only disk): the page was served but not kept, or the build metadata stayed as it was',
    labelNames: ['where'],
    registers,
  });

  const logDropped = new Counter({
    name: `${PREFIX}log_lines_dropped_total`,
    help: "Log lines dropped because the log's reader took them slower than they came and its buffer was full (8 MiB)",
    registers,
    collect() {
      totalOf(logDropped, {}, sources.logLinesDropped?.() ?? 0);
    },
  });

  const workerBusy = new Counter({
    name: `${PREFIX}render_worker_busy_seconds_total`,
    help: 'Time the render workers spent with at least one render in hand, summed over the workers',
    registers,
  });

  return {
    registry,
    request(kind, status, seconds, bytes) {
      const k = kindIndex.get(kind)!;
      answered[k * statusClasses.length + statusClassIndex(status)]! += 1;
      if (bytes > 0) sentBytes[k]! += bytes;
      requestDuration.observe(kindLabels.get(kind)!, seconds);
    },
    render(outcome, seconds) {
      renderDuration.observe({ outcome }, seconds);
    },
    pass({ seconds, rendered, removed, failed }) {
      passDuration.observe(seconds);
      passPages.inc({ outcome: 'rendered' }, rendered);
      passPages.inc({ outcome: 'removed' }, removed);
      passPages.inc({ outcome: 'failed' }, failed);
    },
    pull(outcome) {
      pulls.inc({ outcome });
      if (outcome === 'ok') lastSuccess.set(Date.now() / 1000);
    },
    purge(outcome, keys) {
      purges.inc({ outcome });
      purgeKeys.inc({ outcome }, keys);
    },
    purgeRetry() {
      purgeRetries.inc();
    },
    workerBusy(seconds) {
      workerBusy.inc(seconds);
    },
    refusedPath(source, problem) {
      refusedPaths.inc({ source, problem });
    },
    outputWriteFailed(where) {
      outputWriteFailures.inc({ where });
    },
    readFrom(next) {
      sources = next;
    },
  };
}
