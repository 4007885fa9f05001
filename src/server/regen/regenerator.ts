/**
 * Incremental regeneration (design "Build, on-demand render, regeneration"). Webhook changes are queued; one pass at a time takes
 * everything queued (a burst becomes one pass, each page rendered at most once in it), resolves
 * the affected files through the manifest, re-renders them through the same renderer and asks the
 * owner of the output (../output/owner.ts) to keep or remove each (files, record and memory in one
 * step), writes the station locator's data files of the markets whose stations changed and
 * then renders the pages listing every station, and hands the pass to `afterPass` (build metadata,
 * the edge's purge). The regenerator plans passes; it writes nothing itself. A page that fails to render keeps its old file; the failure is logged, and
 * the page is parked (./parked.ts): shown on /healthz and the status endpoint, tried again with
 * backoff, and off the list once a pass renders or removes it.
 */
import type { LocaleCode } from '../../config/locales';
import type { WebhookChange } from '../../cms/webhook';
import type { Render } from '../renderer';
import type { PageIndex } from '../output/page-index';
import { classifyRender } from '../render-protocol';
import type { PassWorkers } from './bulk';
import type { SiteOutput } from '../output/owner';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mapInSlices } from '../../lib/slices';
import { messageOf, retry, RetriesEnded } from '../../lib/retry';
import { resolveAffected } from './affected';
import { ParkedPages, type ParkedPage } from './parked';
import { splitLocale } from '../../i18n/paths';
import { DependencyIndex } from './dependency-index';
import { surrogateKeys } from '../edge/policy';
import { staleTranslationHeads } from './translations';

/** Paths of each list a pass report shows on the status endpoint (see status()). */
const STATUS_PATHS = 100;

/** A pass report as the status endpoint shows it: its path lists cut short, their counts whole. */
export type PassSummary = PassReport & { renderedCount: number; removedCount: number; failedCount: number };

const summarize = (p: PassReport): PassSummary => ({
  ...p,
  rendered: p.rendered.slice(0, STATUS_PATHS),
  removed: p.removed.slice(0, STATUS_PATHS),
  failed: p.failed.slice(0, STATUS_PATHS),
  renderedCount: p.rendered.length,
  removedCount: p.removed.length,
  failedCount: p.failed.length,
});

/**
 * Pages rendered on the server's own thread between two turns of the event loop (see renderAll),
 * when the workers are not there or could not render them.
 */
const IN_PROCESS_SLICE = 50;
/** Pages whose surrogate keys are worked out between two turns of the event loop. */
const KEYS_CHUNK = 500;

/** The failure of a page a pass did not render because the server was stopping. */
const STOPPED = 'not rendered: the server is stopping';

/** Whether a pass's failure is a page left for the next start (the server stopped), not one that failed. */
export const isUnfinished = (failure: RegenFailure): boolean => failure.reason === STOPPED;

export interface RegenFailure {
  path: string;
  reason: string;
  at: string;
  attempts: number;
}

export interface PassReport {
  pass: number;
  buildId: string;
  changes: number;
  rendered: string[];
  removed: string[];
  failed: RegenFailure[];
  /** pages of the pass rendered on the server's own thread (none while the render workers are up) */
  onServerThread: number;
  ms: number;
  finishedAt: string;
  /** the longest the event loop was blocked from the pass's start to its end (after-pass work included), ms */
  loopMaxMs: number;
}

export interface RegeneratorOptions {
  render: Render;
  /** the one owner of the output: every keep and removal of a pass goes through it */
  output: SiteOutput;
  /**
   * render workers, off the main thread: every pass goes to them while they are warm or loading
   * (standing workers always are: bulk.ts); otherwise a pass of more than `bulkThreshold` pages
   * starts them, and a smaller one renders in-process (starting workers costs seconds of CPU, more
   * than a few pages do)
   */
  workers?: PassWorkers;
  bulkThreshold?: number;
  /** writes the station locator's data files of these locales from the manifest as it is now */
  writeLocatorData?: (locales: LocaleCode[]) => Promise<void>;
  /** called after each pass (build metadata, purge hook) */
  afterPass?: (report: PassReport, extra: { keys: string[]; locatorData: LocaleCode[] }) => Promise<void>;
  log: (message: string) => void;
  /** what an operator must see even with only warnings logged (a page that failed); unset, `log` */
  warn?: (message: string) => void;
  /** each finished pass, for the site's metrics and log (docs/operations.md "Operating the site"); unset, a line of `log` */
  onPass?: (report: PassReport) => void;
  /** delay before a pass starts, so a burst of webhooks and the change feed's copy of them land in one pass */
  coalesceMs?: number;
  /** waits between render attempts */
  retryDelaysMs?: number[];
  /** where the parked pages' list is kept (the output folder); none: memory only */
  parkedDir?: string;
  /** waits before a parked page is tried again, one per pass it failed; the last repeats (parked.ts) */
  parkBackoffMs?: number[];
}

/** The other paths of the loop the recorded redirects from `from` make back to it, or null when they do not come back. */
function redirectLoop(index: PageIndex, from: string): string[] | null {
  const seen = new Set<string>();
  for (let at = index.redirectFor(from); at !== undefined && !seen.has(at); at = index.redirectFor(at)) {
    if (at === from) return [...seen];
    seen.add(at);
  }
  return null;
}

/**
 * The pages of `rendered` that list every station of these locales now, but were not planned as
 * such (`dependents`): they listed none when the pass was planned, so they rendered before the
 * locator's data files were written.
 */
function listingSince(deps: DependencyIndex, locales: readonly LocaleCode[], rendered: readonly string[], dependents: readonly string[]): string[] {
  const planned = new Set(dependents);
  const listing = new Set(locales.flatMap((locale) => [...deps.allStationPaths(locale)]));
  return [...new Set(rendered.filter((path) => listing.has(path) && !planned.has(path)))].sort();
}

export class Regenerator {
  private queue: WebhookChange[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** the coalescing window under way (a counter) and what may end it early (schedule()) */
  private window = 0;
  private holds: Promise<unknown>[] = [];
  /** set by stop(): no pass starts, and the running one renders nothing more */
  private stopping = false;
  private passes = 0;
  private layoutRevisions = 0;
  private readonly history: PassReport[] = [];
  private readonly waiters: (() => void)[] = [];
  /**
   * The event loop's delay, from the start of the latest pass until now (design.md "Performance
   * targets": no event-loop block over 50 ms during a pass). Reset when a pass starts.
   */
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  /** the manifest's pages by dependency, following the page index */
  private readonly deps: DependencyIndex;
  /** pages that failed every attempt of a pass, with their errors, tried again with backoff */
  private readonly parked: ParkedPages;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly output: SiteOutput;
  private readonly index: PageIndex;
  /** the paths the running pass turned into redirects (their pages' redirect components) */
  private redirected: string[] = [];
  /**
   * the running pass's pages: to do, the lists its done ones go into, and those rendered on the
   * server's thread whose outcomes are not in the lists yet (status().progress)
   */
  private current: { total: number; rendered: readonly string[]; failed: readonly RegenFailure[]; settled: number } | null = null;

  constructor(private readonly options: RegeneratorOptions) {
    this.output = options.output;
    this.index = options.output.index;
    this.loop.enable();
    this.deps = DependencyIndex.following(this.index);
    this.parked = new ParkedPages(options.parkedDir, options.parkBackoffMs);
  }

  /** Loads the pages an earlier run parked and queues them: the cursor has moved past their changes. */
  async loadParked(): Promise<void> {
    await this.parked.load();
    if (this.parked.size > 0) this.options.log(`[regen] ${this.parked.size} pages parked by the last run: trying them again`);
    this.scheduleRetry();
  }

  /** The parked pages, with why and when they are tried next. */
  parkedPages(): ParkedPage[] {
    return this.parked.list();
  }

  /** Queues the parked pages that are due once the earliest of them is. */
  private scheduleRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const next = this.parked.nextRetryAt();
    if (next === null || this.stopping) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        const due = this.parked.due();
        // a retry is a render of the page, as an edit of it would ask (the render protocol decides
        // whether it is a page, a redirect or gone)
        this.enqueue(
          due.map((internal) => {
            const { locale, path } = splitLocale(internal);
            return { type: 'page', action: 'updated', locale, path, tags: [] };
          }),
        );
      },
      Math.max(0, next - Date.now()),
    );
    this.retryTimer.unref();
  }

  private progress(): { done: number; total: number } | null {
    const pass = this.current;
    if (!pass) return null;
    const done = pass.rendered.length + pass.failed.length + pass.settled;
    return { done, total: Math.max(pass.total, done) };
  }

  /** The longest event-loop block since the latest pass started (ms; 0 before any pass). */
  private loopMaxMs(): number {
    // the histogram counts the timer's lateness beyond its own resolution, in nanoseconds
    return this.loop.count > 0 ? Math.round(this.loop.max / 1e5) / 10 : 0;
  }

  /** Revision of the layouts, for the renderer's layout cache: moves on with every layout change. */
  get layoutRevision(): string {
    return `l${this.layoutRevisions}`;
  }

  get buildId(): string {
    return this.index.manifest.buildId;
  }

  /**
   * Queues changes; a pass starts shortly (or after the running one). `until` may end the
   * coalescing window early: the pass starts once every such promise of the window has settled
   * (a webhook's: once the change feed's copy of its changes is queued too), and at the latest
   * when the window ends.
   */
  enqueue(changes: readonly WebhookChange[], until?: Promise<unknown>): void {
    this.queue.push(...changes);
    this.schedule(until);
  }

  /**
   * Stops, for a server that is shutting down: no pass starts after this, queued changes are
   * dropped, and the running pass renders nothing more (its remaining pages are reported failed,
   * so the change feed's cursor stays before them and the next start renders them: feed-follower.ts).
   * Without it a shutdown waited for a whole resync pass, retries and all, even with the content
   * backend already gone.
   */
  stop(): void {
    this.stopping = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
    if (!this.running) for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** Resolves when every change queued so far has been through a pass. */
  idle(): Promise<void> {
    if (!this.running && !this.timer && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The reports of the passes after pass number `after` that are still in the history, whole. */
  passesSince(after: number): PassReport[] {
    return this.history.filter((p) => p.pass > after);
  }

  /**
   * What the status endpoint answers. A pass's path lists are cut to their first
   * STATUS_PATHS entries, with the full counts beside them: a layout pass at scale 10 renders
   * thousands of pages, and a status poll must stay cheap for the server's thread (the whole lists
   * are in the build metadata, builds/meta/{id}.json).
   */
  status(): {
    buildId: string;
    passes: number;
    queued: number;
    running: boolean;
    /**
     * the running pass, pages done of pages to do (a layout change renders its whole locale): what
     * the CMS's editor shows while its change is on its way (null between passes). Pages the pass
     * finds to do as it goes (a page's translations, the pages listing stations) add to both.
     */
    progress: { done: number; total: number } | null;
    lastPass: PassSummary | null;
    recent: PassSummary[];
    failures: RegenFailure[];
    /** pages parked after failing (their old output is served), the first STATUS_PATHS of them */
    parked: ParkedPage[];
    parkedCount: number;
    /** the longest event-loop block since the latest pass started, in ms */
    loopMaxMs: number;
    /** the render workers are up: passes render off the main thread */
    workersWarm: boolean;
    /** manifest changes not yet in its journal on disk (a reader of the folder sees them once this is 0) */
    manifestUnsaved: number;
  } {
    const last = this.history.at(-1);
    return {
      workersWarm: this.options.workers?.warm ?? false,
      manifestUnsaved: this.index.unsaved,
      loopMaxMs: this.loopMaxMs(),
      buildId: this.buildId,
      passes: this.passes,
      queued: this.queue.length,
      running: this.running !== null || this.timer !== null,
      progress: this.progress(),
      lastPass: last ? summarize(last) : null,
      recent: this.history.map(summarize),
      failures: this.history.flatMap((p) => p.failed.slice(-STATUS_PATHS)).slice(-50),
      parked: this.parked.list().slice(0, STATUS_PATHS),
      parkedCount: this.parked.size,
    };
  }

  /**
   * Starts a pass after the coalescing window, so what arrives meanwhile goes into it: a burst of
   * webhooks, and above all the change feed's copy of a webhook's changes, which the webhook's own
   * pull brings a few milliseconds later (feed-follower.ts). Started at once, the webhook's pass would
   * run alone and the copy would make a second pass rendering the same pages again (a layout change:
   * its whole locale twice). Changes arriving during a pass wait for it.
   *
   * A webhook's changes come with the promise of that pull's hand-over (`until`): once every such
   * promise of the window has settled, the pass starts without waiting out the rest of the window.
   * The feed answers in a few milliseconds; waiting out the whole window would add to every edit's
   * way to the visitor (design.md, performance targets: edit → served).
   */
  private schedule(until?: Promise<unknown>): void {
    if (this.running || this.stopping) return;
    if (!this.timer) {
      this.window += 1;
      this.holds = [];
      this.timer = setTimeout(() => this.startPass(), this.options.coalesceMs ?? 20);
    }
    if (!until) return;
    this.holds.push(until);
    const window = this.window;
    const holds = this.holds.length;
    void Promise.allSettled(this.holds).then(() => {
      if (this.timer && this.window === window && this.holds.length === holds) this.startPass();
    });
  }

  private startPass(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass().finally(() => {
      this.current = null;
      this.running = null;
      if (this.queue.length > 0) this.schedule();
      else for (const resolve of this.waiters.splice(0)) resolve();
    });
  }

  private async pass(): Promise<void> {
    const started = performance.now();
    this.loop.reset();
    const changes = this.queue.splice(0);
    this.redirected = [];
    const { log } = this.options;
    const { index, output } = this;
    const affected = resolveAffected(this.deps, changes);
    if (affected.layouts.length > 0) this.layoutRevisions += 1;
    this.passes += 1;
    // an on-demand render of these paths under way rendered the CMS as it was before: not kept
    output.claim([...affected.remove, ...affected.render, ...affected.dependents]);

    const failed: RegenFailure[] = [];
    for (const path of affected.remove) {
      // a path that may have no file (../output/files.ts) has none to remove; it is no page of the site either
      const problem = await output.remove(path).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      if (problem) log(`[regen] ${problem.message}`);
    }
    for (const [from, to] of Object.entries(affected.redirects)) await output.redirect(from, to);

    const rendered: string[] = [];
    this.current = { total: affected.render.length + affected.dependents.length, rendered, failed, settled: 0 };
    let onServerThread = await this.renderAll(affected.render, rendered, failed);
    if (affected.locatorData.length > 0) {
      // the station pages are in the manifest now: their summaries make the data files, which the
      // pages listing every station read when they render
      await this.options.writeLocatorData?.(affected.locatorData);
      onServerThread += await this.renderAll(affected.dependents, rendered, failed);
      // a page that lists every station only since this pass (a locator page created or moved here,
      // a page given a locator block) was not among them: it rendered above, against the data file
      // as it was before the pass, so it renders again now the file is written
      const listing = listingSince(this.deps, affected.locatorData, rendered, affected.dependents);
      if (listing.length > 0) {
        const again: string[] = [];
        onServerThread += await this.renderAll(listing, again, failed);
        const done = new Set(rendered);
        rendered.push(...again.filter((path) => !done.has(path)));
      }
    }

    // a page that became a redirect (its redirect component) may close a loop through an older slug
    // change's 307, which a full build never has: the loop's other paths are asked again, so a 307
    // where the CMS has nothing goes (absent) and the content's own redirects stay
    const asked = new Set([...rendered, ...failed.map((f) => f.path)]);
    const again = new Set<string>();
    for (const path of this.redirected) for (const at of redirectLoop(index, path) ?? []) if (!asked.has(at)) again.add(at);
    if (again.size > 0) onServerThread += await this.renderAll([...again].sort(), rendered, failed);

    // the heads of the pages naming a page of this pass as their translation, where they no longer
    // say rightly whether it is an indexable page (./translations.ts); one render each settles it
    const tried = new Set([...rendered, ...failed.map((f) => f.path)]);
    const heads = staleTranslationHeads([...rendered, ...affected.remove], this.deps, (path) => index.get(path)).filter((path) => !tried.has(path));
    if (heads.length > 0) onServerThread += await this.renderAll(heads, rendered, failed);

    // a slug change's 307 that leads back to itself through the pages' own redirects (a page moved
    // away from the path its redirect component names) is a loop a full build never makes: it goes
    for (const from of Object.keys(affected.redirects)) if (redirectLoop(index, from)) await output.remove(from);

    this.current = null;
    output.bumpBuild(this.passes);
    const report: PassReport = {
      pass: this.passes,
      buildId: index.manifest.buildId,
      changes: changes.length,
      rendered,
      removed: affected.remove,
      failed,
      onServerThread,
      ms: Math.round(performance.now() - started),
      finishedAt: new Date().toISOString(),
      loopMaxMs: 0,
    };
    this.history.push(report);
    if (this.history.length > 20) this.history.shift();
    await output.save();
    const parkedBefore = new Set(this.parked.list().map((p) => p.path));
    if (
      this.parked.record(
        failed.filter((f) => !isUnfinished(f)),
        [...rendered, ...affected.remove],
      )
    )
      await this.parked.save();
    this.scheduleRetry();
    const keys = [...new Set((await mapInSlices([...rendered, ...affected.remove], (p) => surrogateKeys(p, index.get(p)), KEYS_CHUNK)).flat())];
    await this.options.afterPass?.(report, { keys, locatorData: affected.locatorData });
    report.loopMaxMs = this.loopMaxMs();
    if (this.options.onPass) this.options.onPass(report);
    else
      log(
        `[regen] pass ${report.pass}: ${changes.length} changes → ${rendered.length} rendered, ${affected.remove.length} removed, ` +
          `${failed.length} failed in ${report.ms} ms (build ${report.buildId})`,
      );
    // a pass cut short by a shutdown fails its remaining pages together: one line says so
    const skipped = failed.filter((f) => f.reason === STOPPED);
    const warn = this.options.warn ?? log;
    for (const f of failed) if (!isUnfinished(f)) warn(`[regen] FAILED ${f.path}: ${f.reason} (old output kept; parked, tried again later)`);
    const parkedNow = new Set(this.parked.list().map((p) => p.path));
    for (const path of parkedBefore) if (!parkedNow.has(path)) log(`[regen] ${path} rendered again: no longer parked`);
    if (skipped.length > 0)
      log(`[regen] pass ${report.pass} stopped with the server: ${skipped.length} pages not rendered (old output kept; the next start renders them)`);
  }

  /**
   * Renders `paths` (in the workers when they are warm or loading, or the pass is large), noting
   * each as rendered or failed. Answers how many were rendered on the server's own thread.
   */
  private async renderAll(paths: string[], rendered: string[], failed: RegenFailure[]): Promise<number> {
    const workers = this.options.workers;
    const useWorkers = workers !== undefined && paths.length > 0 && (workers.warm || workers.starting || paths.length > (this.options.bulkThreshold ?? 40));
    let inProcess = paths;
    if (useWorkers) {
      inProcess = [];
      // each worker result is put in place as it arrives, in its own turn of the event loop: a
      // layout pass's work on the server's thread is spread over the pass, never piled up at its end
      await workers.render(paths, this.layoutRevision, async (path, result) => {
        if (result.kind === 'failed') inProcess.push(path);
        else {
          await this.output.adopt(path, result);
          if (result.kind === 'redirect') this.redirected.push(path);
          rendered.push(path);
        }
      });
    }
    // what the workers could not do, or a pass without them, renders here with retries and backoff,
    // with a turn of the event loop now and then (design.md: no event-loop block over 50 ms during a pass)
    const pass = this.current;
    const outcomes = await mapInSlices(
      inProcess,
      async (path) => {
        const outcome = await this.renderWithRetry(path);
        // counted as done at once (the lists get the outcomes in their order below)
        if (pass) pass.settled += 1;
        return outcome;
      },
      IN_PROCESS_SLICE,
    );
    if (pass) pass.settled = 0;
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome === true) rendered.push(inProcess[i]!);
      else failed.push(outcome);
    }
    return inProcess.length;
  }

  /**
   * Renders one page, retrying with backoff, and acts on the render protocol's verdict
   * (src/server/render-protocol.ts): a page is written and in memory, a redirect replaces it, an
   * absent page is removed; an error keeps the old file.
   */
  private async renderWithRetry(path: string): Promise<true | RegenFailure> {
    const delaysMs = this.options.retryDelaysMs ?? [100, 400, 1600];
    let ended: RetriesEnded;
    try {
      return await retry(() => this.renderOnce(path), { delaysMs, stopped: () => this.stopping });
    } catch (error) {
      if (!(error instanceof RetriesEnded)) throw error;
      ended = error;
    }
    if (ended.stopped) return { path, reason: STOPPED, at: new Date().toISOString(), attempts: ended.attempts };
    // a page the site does not keep has no files: a write cut short by a crash (a render worker writes
    // the .gz and .br before the .html) leaves siblings that no later pass would remove while the page fails
    await this.output.clearUnkept(path);
    return { path, reason: messageOf(ended.lastError), at: new Date().toISOString(), attempts: ended.attempts };
  }

  /** One render of a page, acted on; throws when the verdict is an error (the old file stays). */
  private async renderOnce(path: string): Promise<true> {
    const verdict = classifyRender(path, await this.options.render(path));
    if (verdict.kind === 'absent') {
      // the CMS no longer has a page there: it goes, like a deletion
      await this.output.remove(path);
      return true;
    }
    if (verdict.kind === 'redirect') {
      // the page now answers with a redirect (spec 2.5): its old file goes and the 307 is recorded
      await this.output.redirect(path, verdict.location);
      this.redirected.push(path);
      return true;
    }
    if (verdict.kind === 'error') throw new Error(verdict.reason);
    await this.output.keep(path, await this.output.encode(verdict.body), verdict.record);
    return true;
  }
}
