/**
 * Stopping an instance without a visitor noticing (docs/operations.md "Operating the site"): on SIGTERM it
 * drains. `/healthz` answers 503 at once, so the edge's probe (two failures 1 s apart:
 * src/server/edge/varnish.ts) takes the instance out while it still serves what the edge sends it;
 * after DRAIN_DELAY_MS it takes no new connection, the requests in flight finish (at most
 * IN_FLIGHT_LIMIT_MS), and only then does the site stop.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The longest the requests in flight are waited for once the instance takes no new connection. */
export const IN_FLIGHT_LIMIT_MS = 10_000;

export interface ShutdownGate {
  /** true from the start of a drain: /healthz answers 503 */
  readonly draining: boolean;
  readonly inFlight: number;
  /** counts a request until its answer is done (or its connection gone) */
  track(req: IncomingMessage, res: ServerResponse): void;
  start(): void;
  /** resolves true once no request is in flight, false when `timeoutMs` passed first */
  idle(timeoutMs: number): Promise<boolean>;
}

export function shutdownGate(): ShutdownGate {
  let draining = false;
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters.splice(0)) wake();
  };
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    track(_req, res) {
      inFlight += 1;
      // a draining instance closes each connection after its answer: the client's next request
      // opens a new one, which the edge sends to another instance
      if (draining) res.setHeader('connection', 'close');
      res.on('close', done);
    },
    start() {
      draining = true;
    },
    idle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
