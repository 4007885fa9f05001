/**
 * A concurrency limit with a bounded queue: at most `concurrency` tasks run at once, at most
 * `queue` more wait, and beyond that a task is refused at once (the caller answers 503 with
 * Retry-After) rather than piling up work and memory without bound.
 */
export class QueueFullError extends Error {
  constructor(readonly limiterName: string) {
    super(`[${limiterName}] busy: the queue is full`);
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** tasks running and waiting now */
  readonly load: { running: number; waiting: number };
}

export function createLimiter(name: string, options: { concurrency: number; queue: number }): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get load() {
      return { running, waiting: waiting.length };
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.queue) throw new QueueFullError(name);
        await new Promise<void>((resolve) => waiting.push(resolve));
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
