/**
 * Retry with backoff, the one loop for work that may fail for a while (a page render in a
 * regeneration pass, a PURGE to the edge, a webhook delivery): an attempt, then a wait from a
 * fixed schedule, then the next attempt. The schedule is a list, not a formula, so each caller
 * states exactly the waits its section of the docs names.
 */

export interface RetryOptions {
  /** Waits before the second, third, … attempt; past the end of the list its last wait repeats. */
  delaysMs: readonly number[];
  /** Attempts in all: one more than `delaysMs` has unless given; Infinity retries until one succeeds. */
  attempts?: number;
  /** Checked before each attempt: true ends the retries (RetriesEnded with `stopped`). */
  stopped?: () => boolean;
  /** Called before each wait, with the failure that caused it. */
  onRetry?: (retry: { attempt: number; delayMs: number; error: unknown }) => void;
  /** Waits that do not keep the process alive (a background queue's). */
  unref?: boolean;
}

/** The retries are over without a success: `lastError` is the last failure (undefined when stopped before any). */
export class RetriesEnded extends Error {
  constructor(
    readonly attempts: number,
    readonly stopped: boolean,
    readonly lastError: unknown,
  ) {
    super(stopped ? `stopped after ${attempts} attempts` : `failed ${attempts} attempts: ${messageOf(lastError)}`);
    this.name = 'RetriesEnded';
  }
}

/** The wait before retry number `retry` (1 for the first retry): the schedule's, its last repeating. */
export function retryDelay(retry: number, delaysMs: readonly number[]): number {
  if (delaysMs.length === 0) return 0;
  return delaysMs[Math.min(retry - 1, delaysMs.length - 1)]!;
}

/** Runs `run` until it resolves; its value, or RetriesEnded once the attempts are spent or `stopped` says so. */
export async function retry<T>(run: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const attempts = options.attempts ?? options.delaysMs.length + 1;
  let last: unknown;
  for (let attempt = 1; ; attempt++) {
    if (options.stopped?.()) throw new RetriesEnded(attempt - 1, true, last);
    try {
      return await run(attempt);
    } catch (error) {
      last = error;
      if (attempt >= attempts) throw new RetriesEnded(attempt, false, error);
    }
    const delayMs = retryDelay(attempt, options.delaysMs);
    options.onRetry?.({ attempt, delayMs, error: last });
    await wait(delayMs, options.unref === true);
  }
}

function wait(ms: number, unref: boolean): Promise<void> {
  return new Promise((ok) => {
    const timer = setTimeout(ok, ms);
    if (unref) timer.unref();
  });
}

/** A failure's message, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
