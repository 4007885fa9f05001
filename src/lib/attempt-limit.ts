/**
 * A limit on failed attempts (a wrong secret): at most `perKey` failures per client and `overall`
 * failures in all within a window; past either, the caller answers 429 with Retry-After until the
 * window ends. The overall cap keeps a client that changes its key (addresses, forwarded headers)
 * from guessing faster. Counts live in memory, bounded by `maxKeys` (the oldest windows go first).
 */
export interface AttemptLimit {
  /** seconds to wait before another attempt of `key` is heard; 0 when it may go on */
  blockedFor(key: string, now?: number): number;
  /** records a failed attempt of `key` */
  fail(key: string, now?: number): void;
}

export interface AttemptLimitOptions {
  perKey: number;
  overall: number;
  windowS: number;
  maxKeys?: number;
}

interface Window {
  count: number;
  endsAt: number;
}

export function createAttemptLimit(options: AttemptLimitOptions): AttemptLimit {
  const maxKeys = options.maxKeys ?? 10_000;
  const byKey = new Map<string, Window>();
  let all: Window = { count: 0, endsAt: 0 };

  const current = (w: Window | undefined, now: number): Window | undefined => (w && w.endsAt > now ? w : undefined);

  return {
    blockedFor(key, now = Date.now() / 1000) {
      const mine = current(byKey.get(key), now);
      const waits = [mine && mine.count >= options.perKey ? mine.endsAt - now : 0, all.endsAt > now && all.count >= options.overall ? all.endsAt - now : 0];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.ceil(wait) : 0;
    },
    fail(key, now = Date.now() / 1000) {
      if (all.endsAt <= now) all = { count: 0, endsAt: now + options.windowS };
      all.count += 1;
      const mine = current(byKey.get(key), now);
      if (mine) {
        mine.count += 1;
        return;
      }
      byKey.delete(key);
      if (byKey.size >= maxKeys) {
        // a Map iterates in insertion order: the first key holds the oldest window
        const oldest = byKey.keys().next().value;
        if (oldest !== undefined) byKey.delete(oldest);
      }
      byKey.set(key, { count: 1, endsAt: now + options.windowS });
    },
  };
}
