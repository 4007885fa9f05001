/**
 * Reading what is left of a request body before an answer ends. A server that answers without
 * reading the body (a 404 page for a PATCH, a 400 for a malformed path, a 405, a 413) and closes
 * while the client is still sending makes the kernel reset the connection, and the client loses
 * the answer: it sees a network error instead of the 4xx (found by
 * tests/integration/fuzz-bodies.test.ts). nginx calls the cure "lingering close": read and discard
 * the rest, within bounds, then close.
 *
 * The bounds are nginx's three: bytes, silence and total time. Silence, not the time since the
 * start, ends a drain, because a loaded machine delivers a large body slowly while it is still
 * flowing. And the silence is judged only after the socket has been read: a timer that fires
 * after a busy event loop runs before the loop reads the bytes that arrived meanwhile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bytes read and thrown away at most; past it the connection is closed anyway. */
export const DRAIN_LIMIT = 1024 * 1024;
/** Silence that ends a drain: the client has stopped sending (nginx's lingering_timeout). */
export const DRAIN_IDLE_MS = 2_000;
/** Time spent draining at most, however slowly the bytes come (nginx's lingering_time). */
export const DRAIN_MAX_MS = 10_000;

export interface DrainBounds {
  bytes: number;
  idleMs: number;
  maxMs: number;
}

/** Resolves once the body has ended, or a bound is reached. Never rejects. */
export function drainRequest(req: IncomingMessage, bounds: Partial<DrainBounds> = {}): Promise<void> {
  const { bytes = DRAIN_LIMIT, idleMs = DRAIN_IDLE_MS, maxMs = DRAIN_MAX_MS } = bounds;
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    let seenAtCheck = 0;
    let idleTimer: NodeJS.Timeout | undefined;
    let pending: NodeJS.Immediate | undefined;
    const done = () => {
      clearTimeout(idleTimer);
      clearTimeout(maxTimer);
      clearImmediate(pending);
      req.off('data', onData);
      req.off('end', done);
      req.off('error', done);
      req.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bytes) done();
    };
    // the check runs after the loop's poll phase, so bytes waiting on the socket count as activity
    const checkIdle = () => {
      pending = setImmediate(() => {
        if (seen === seenAtCheck) return done();
        seenAtCheck = seen;
        idleTimer = setTimeout(checkIdle, idleMs);
      });
    };
    idleTimer = setTimeout(checkIdle, idleMs);
    const maxTimer = setTimeout(done, maxMs);
    req.on('data', onData);
    req.on('end', done);
    req.on('error', done);
    req.on('close', done);
    req.resume();
  });
}

/** Whether a request says it carries a body: a length other than 0, or a transfer coding (RFC 9112 6.3). */
function carriesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Holds the end of the answer to a request whose body is still arriving until the body has been
 * read or a bound of `drainRequest` is reached, whichever route answers and however early. What
 * the answer wrote before its end goes out at once; a request without a body is left alone.
 */
export function endAfterBody(req: IncomingMessage, res: ServerResponse, bounds?: Partial<DrainBounds>): void {
  if (!carriesBody(req)) return;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (req.complete || req.destroyed) return end(...args);
    void drainRequest(req, bounds).then(() => end(...args));
    return res;
  }) as ServerResponse['end'];
}
