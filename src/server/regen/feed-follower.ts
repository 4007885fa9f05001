/**
 * Follows the CMS's change feed (src/cms/change-feed.ts) with this instance's own cursor, so no
 * change is lost however webhooks fare: the webhook only rings the bell (a pull at once), a timer
 * pulls every CMS_SYNC_INTERVAL_S, and the server pulls at startup. Each page of changes goes
 * through the regeneration passes; the cursor is written (atomically, next to the manifest) once
 * those passes are done. A page that failed to render does not hold it back: the regenerator parks
 * it and tries it again with backoff (./parked.ts), so one broken entry never stops the rest of the
 * feed. Only pages a stopping server left unrendered keep the cursor, so the next start renders them. Pulls never overlap: a pull asked for while one runs is made once it ends. A cursor the
 * CMS no longer covers means a full resync: every page of every locale is rendered again and the
 * pages the CMS no longer lists go.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeZodError } from '../../config/zod-issues';
import { FEED_PATH, screenedFeedPageSchema, type ScreenedFeedPage } from '../../cms/change-feed';
import { refusedPathLine, type RefusedPathHook } from '../../cms/webhook';
import type { WebhookChange } from '../../cms/webhook';
import { request, UpstreamError } from '../../lib/http/client';
import { writeAtomic } from '../../lib/fs/atomic-write';

export const CURSOR_FILE = 'feed-cursor.json';

export interface FeedStatus {
  enabled: boolean;
  cursor: string | null;
  lastPullAt: string | null;
  /** why the last pull ran */
  lastPullReason: string | null;
  /** time from the newest applied change being made to its pages being live (ms) */
  lagMs: number | null;
  changesApplied: number;
  resyncs: number;
  lastFailure: { at: string; reason: string } | null;
}

export interface FeedFollowerOptions {
  baseUrl: string;
  timeoutMs: number;
  distDir: string;
  /**
   * runs changes through the regeneration passes; resolves once they are done, with the pages they
   * left unrendered because the server is stopping (failed pages are parked, not listed here)
   */
  apply: (changes: WebhookChange[]) => Promise<{ unfinished: string[] }>;
  /** the changes that render everything again and drop what the CMS no longer lists */
  resync: () => Promise<WebhookChange[]>;
  intervalMs: number;
  log: (message: string) => void;
  /** each finished pull, for the site's metrics and log (docs/operations.md "Operating the site"); unset, lines of `log` */
  onPull?: (pull: PullEvent) => void;
  /** a refused page path of a feed entry (the site's log and metrics); unset, a line of `log` */
  onRefusedPath?: RefusedPathHook;
  fetchImpl?: typeof fetch;
}

/** One pull of the change feed: what it applied, or why it failed. */
export interface PullEvent {
  /** why it ran: startup, webhook, interval … */
  reason: string;
  outcome: 'ok' | 'failed';
  /** changes applied (a resync counts as none: it renders everything) */
  changes: number;
  resync: boolean;
  ms: number;
  cursor: string | null;
  lagMs: number | null;
  error?: string;
}

/** Reads the cursor stored with an output folder, or null. */
export async function readCursor(distDir: string): Promise<string | null> {
  const text = await readFile(join(distDir, CURSOR_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const value = (JSON.parse(text) as { cursor?: unknown }).cursor;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Stores a cursor with an output folder (the build, and the follower after each applied page). */
export async function writeCursor(distDir: string, cursor: string): Promise<void> {
  await writeAtomic(join(distDir, CURSOR_FILE), JSON.stringify({ cursor, savedAt: new Date().toISOString() }));
}

/** Asks the feed for the changes since `since` (null: the current cursor). */
export async function fetchFeed(
  baseUrl: string,
  since: string | null,
  options: { timeoutMs: number; fetchImpl?: typeof fetch; limit?: number },
): Promise<ScreenedFeedPage | null> {
  const query = new URLSearchParams();
  if (since) query.set('since', since);
  if (options.limit) query.set('limit', String(options.limit));
  const url = `${baseUrl.replace(/\/+$/, '')}${FEED_PATH}${query.size ? `?${query}` : ''}`;
  const res = await request(url, { timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl }, { service: 'cms', call: 'changes' });
  // a content backend without a feed: the site follows webhooks only
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new UpstreamError('cms', 'changes', { status: res.status, attempts: 1 }, 'status', `upstream ${res.status}`);
  }
  const parsed = screenedFeedPageSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new UpstreamError('cms', 'changes', { attempts: 1 }, 'invalid', `invalid response: ${describeZodError(parsed.error, { max: 1 })}`);
  return parsed.data;
}

export class FeedFollower {
  private cursor: string | null = null;
  private running: Promise<void> | null = null;
  private again: string | null = null;
  /** callers waiting for the next pull to hand its changes over (pullWithHandover) */
  private nextHandover: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly state: Omit<FeedStatus, 'cursor' | 'enabled'> = {
    lastPullAt: null,
    lastPullReason: null,
    lagMs: null,
    changesApplied: 0,
    resyncs: 0,
    lastFailure: null,
  };
  private enabled = true;

  constructor(private readonly options: FeedFollowerOptions) {}

  /** Loads the stored cursor, pulls once, then pulls every interval; resolves after the first pull. */
  async start(): Promise<void> {
    this.cursor = await readCursor(this.options.distDir);
    if (!this.cursor) this.options.log('[feed] no cursor stored with this build: following the feed from its current position');
    await this.pull('startup');
    if (this.options.intervalMs > 0) {
      this.timer = setInterval(() => void this.pull('interval'), this.options.intervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  status(): FeedStatus {
    return { enabled: this.enabled, cursor: this.cursor, ...this.state };
  }

  /** Pulls now, or right after the pull that is running; resolves when that pull is done. */
  pull(reason: string): Promise<void> {
    return this.pullWithHandover(reason).done;
  }

  /**
   * Pulls as `pull` does. `handedOver` resolves as soon as that pull has handed the changes it found
   * to `apply` (or found none, or failed), well before `done`, which waits for their pass. A
   * webhook's pass starts then rather than after the whole coalescing window (regenerator.ts): the
   * feed's copy of the webhook's changes is in the same queue by that moment.
   */
  pullWithHandover(reason: string): { handedOver: Promise<void>; done: Promise<void> } {
    const handedOver = new Promise<void>((resolve) => this.nextHandover.push(resolve));
    if (this.running) {
      // the running pull may have read the feed before this change: the next one counts
      this.again = reason;
      return { handedOver, done: this.running.then(() => this.running ?? Promise.resolve()) };
    }
    return { handedOver, done: this.startPull(reason) };
  }

  private startPull(reason: string): Promise<void> {
    const waiting = this.nextHandover.splice(0);
    const handOver = () => {
      for (const resolve of waiting.splice(0)) resolve();
    };
    this.running = this.pullOnce(reason, handOver).finally(() => {
      handOver();
      this.running = null;
      if (this.again) {
        const next = this.again;
        this.again = null;
        void this.startPull(next);
      }
    });
    return this.running;
  }

  private async pullOnce(reason: string, handOver: () => void): Promise<void> {
    const { log, onPull } = this.options;
    this.state.lastPullAt = new Date().toISOString();
    this.state.lastPullReason = reason;
    const started = performance.now();
    let changes = 0;
    let resync = false;
    const pulled = (outcome: PullEvent['outcome'], error?: string) =>
      onPull?.({
        reason,
        outcome,
        changes,
        resync,
        ms: Math.round(performance.now() - started),
        cursor: this.cursor,
        lagMs: this.state.lagMs,
        ...(error === undefined ? {} : { error }),
      });
    try {
      for (;;) {
        const page = await fetchFeed(this.options.baseUrl, this.cursor ?? '', { timeoutMs: this.options.timeoutMs, fetchImpl: this.options.fetchImpl });
        if (!page) {
          if (this.enabled) log('[feed] the content backend has no change feed: following webhooks only');
          this.enabled = false;
          return;
        }
        this.enabled = true;
        if (page.resync) {
          log(`[feed] resync (${page.reason}): rendering every page again`);
          resync = true;
          const applying = this.options.apply(await this.options.resync());
          handOver();
          const { unfinished } = await applying;
          this.state.resyncs += 1;
          if (unfinished.length > 0)
            throw new Error(`resync: ${unfinished.length} pages not finished (${unfinished.slice(0, 3).join(', ')}); tried again at the next pull`);
          await this.advance(page.next);
          continue;
        }
        for (const refused of page.refused) {
          const context = `change feed entry ${refused.seq}`;
          if (this.options.onRefusedPath) this.options.onRefusedPath(refused, 'feed', context);
          else log(refusedPathLine(refused, context));
        }
        if (page.changes.length > 0) {
          const applying = this.options.apply(page.changes.map((e) => e.change));
          handOver();
          const { unfinished } = await applying;
          if (unfinished.length > 0)
            throw new Error(`${unfinished.length} pages not finished (${unfinished.slice(0, 3).join(', ')}); tried again at the next pull`);
          this.state.changesApplied += page.changes.length;
          this.state.lagMs = Math.max(0, Date.now() - Date.parse(page.changes.at(-1)!.at));
          changes += page.changes.length;
          if (!onPull) log(`[feed] ${page.changes.length} changes applied (${reason}), cursor ${page.next}`);
        }
        // the first page's changes (if any) are queued: what a webhook's pass waits for
        handOver();
        if (page.next !== this.cursor) await this.advance(page.next);
        if (!page.hasMore) break;
      }
      this.state.lastFailure = null;
      pulled('ok');
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.state.lastFailure = { at: new Date().toISOString(), reason: why };
      if (onPull) pulled('failed', why);
      else log(`[feed] pull failed (${reason}): ${why}; the pages stay as they are`);
    }
  }

  private async advance(cursor: string): Promise<void> {
    await writeCursor(this.options.distDir, cursor);
    this.cursor = cursor;
  }
}
