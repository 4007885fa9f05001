/**
 * A concurrency limit with a bounded queue: at most `concurrency` tasks run at once, at most
 * `queue` more wait, and beyond that a task is refused at once (the caller answers 503 with
 * Retry-After) rather than piling up work and memory without bound. With `maxWaitMs`, a task that
 * has waited that long without a slot is refused too: when the work behind the limit slows down
 * (a saturated image service), callers are shed early instead of all waiting into a timeout.
 */
export class QueueFullError extends Error {
  constructor(
    readonly limiterName: string,
    reason = 'the queue is full',
  ) {
    super(`[${limiterName}] busy: ${reason}`);
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running and waiting now, and how many were refused since the limiter was made */
  readonly load: { running: number; waiting: number; shed: number };
}

export interface LimiterOptions {
  concurrency: number;
  queue: number;
  /** longest a task waits for a slot before it is refused (default: no limit) */
  maxWaitMs?: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export function createLimiter(name: string, options: LimiterOptions): Limiter {
  let running = 0;
  let shed = 0;
  const waiting: Waiter[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      running += 1;
      next.start();
    }
  };

  const wait = () =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, timer: undefined };
      if (options.maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at !== -1) waiting.splice(at, 1);
          shed += 1;
          reject(new QueueFullError(name, `no slot within ${options.maxWaitMs} ms`));
        }, options.maxWaitMs);
      }
      waiting.push(waiter);
    });

  return {
    get load() {
      return { running, waiting: waiting.length, shed };
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue) {
          shed += 1;
          throw new QueueFullError(name);
        }
        await wait();
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
