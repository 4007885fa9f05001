/**
 * Purging the edge after a regeneration pass (design.md "The edge"): every instance purges the
 * paths of its own pass once its pages are live, so a stale copy the edge fetched from a lagging
 * instance meanwhile is purged again by that instance, and the edge converges.
 *
 * A purge never blocks a pass: keys wait in a queue and go out in the background, in PURGE
 * requests of at most MAX_HEADER_BYTES of keys each (Varnish's default header limit is 8 KB). A
 * failed request is logged and its keys retried with backoff; keys of later passes join them.
 */
import { retry } from '../../lib/retry';
import { PURGE_KEYS_HEADER, PURGE_TOKEN_HEADER } from '../edge/varnish';

const MAX_HEADER_BYTES = 6_000;
const RETRY_DELAYS_MS = [250, 1_000, 5_000, 15_000];

export interface EdgePurgerOptions {
  /** the edge's address; PURGE requests go to its root */
  url: string;
  token: string;
  log: (message: string) => void;
  /** each PURGE request sent, for the site's metrics and log (docs/operations.md "Operating the site") */
  onRequest?: (request: { outcome: 'ok' | 'failed'; keys: number; ms: number; error?: string }) => void;
  /** failed keys queued again, to be sent after `delayMs`; unset, a line of `log` */
  onRetry?: (retry: { keys: number; delayMs: number; error: string | null }) => void;
  fetchImpl?: typeof fetch;
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/** Splits keys into space-separated header values of at most `max` bytes. */
export function keyBatches(keys: readonly string[], max = MAX_HEADER_BYTES): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + 1 + key.length > max) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) batches.push(current);
  return batches;
}

/** A round of PURGE requests some of whose keys the edge did not take. */
class PurgeFailed extends Error {
  constructor(readonly keys: number) {
    super(`${keys} keys not purged`);
  }
}

export class EdgePurger {
  private readonly pending = new Set<string>();
  private running: Promise<void> | null = null;
  private lastFailure: string | null = null;
  private purged = 0;

  constructor(private readonly options: EdgePurgerOptions) {}

  /** Queues keys for purging and returns at once. */
  purge(keys: readonly string[]): void {
    for (const key of keys) this.pending.add(key);
    // started on the next turn of the event loop: keys queued in this one go out together
    this.running ??= new Promise((ok) => setImmediate(ok))
      .then(() => this.drain())
      .finally(() => {
        this.running = null;
        // keys that came in after the last batch went out
        if (this.pending.size > 0) this.purge([]);
      });
  }

  /** Resolves when nothing is queued or in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  status(): { pending: number; purged: number; lastFailure: string | null } {
    return { pending: this.pending.size, purged: this.purged, lastFailure: this.lastFailure };
  }

  private async drain(): Promise<void> {
    const delaysMs = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    // each round sends every queued key; a round with failures is retried with backoff, a clean one
    // starts the schedule again for keys that came in meanwhile
    while (this.pending.size > 0) {
      await retry(() => this.sendPending(), {
        delaysMs,
        attempts: Infinity,
        unref: true,
        onRetry: ({ delayMs, error }) => {
          const keys = error instanceof PurgeFailed ? error.keys : 0;
          if (this.options.onRetry) this.options.onRetry({ keys, delayMs, error: this.lastFailure });
          else this.options.log(`[purge] the edge refused or missed ${keys} keys (${this.lastFailure}); retrying in ${delayMs} ms`);
        },
      });
    }
  }

  /** Sends every queued key once; keys the edge did not take are queued again and thrown as PurgeFailed. */
  private async sendPending(): Promise<void> {
    const keys = [...this.pending];
    this.pending.clear();
    const failed: string[] = [];
    for (const batch of keyBatches(keys)) {
      const started = performance.now();
      const error = await this.send(batch);
      const sent = batch.split(' ');
      const ms = Math.round(performance.now() - started);
      if (error) {
        failed.push(...sent);
        this.lastFailure = error;
        this.options.onRequest?.({ outcome: 'failed', keys: sent.length, ms, error });
      } else {
        this.purged += sent.length;
        this.options.onRequest?.({ outcome: 'ok', keys: sent.length, ms });
      }
    }
    if (failed.length === 0) return;
    for (const key of failed) this.pending.add(key);
    throw new PurgeFailed(failed.length);
  }

  /** One PURGE request; the error's description, or null when the edge took it. */
  private async send(keys: string): Promise<string | null> {
    const fetchImpl = this.options.fetchImpl ?? fetch;
    try {
      const res = await fetchImpl(`${this.options.url}/`, {
        method: 'PURGE',
        headers: { [PURGE_KEYS_HEADER]: keys, [PURGE_TOKEN_HEADER]: this.options.token },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? null : `answered ${res.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
