/**
 * Reading what is left of a request body before answering it with an error. A server that answers
 * early (405, 413, 415, 403) and closes while the client is still sending makes the kernel reset
 * the connection, and the client loses the answer: it sees a network error instead of the 4xx
 * (found by tests/integration/fuzz-bodies.test.ts). nginx calls the cure "lingering close": read
 * and discard the rest, within a bound, then answer.
 */
import type { IncomingMessage } from 'node:http';

/** Bytes read and thrown away at most; past it the connection is closed anyway. */
export const DRAIN_LIMIT = 1024 * 1024;
/** Time spent draining at most. */
export const DRAIN_MS = 2_000;

/** Resolves once the body has ended, or the limit or the time is up. Never rejects. */
export function drainRequest(req: IncomingMessage, limit = DRAIN_LIMIT, ms = DRAIN_MS): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('error', done);
      req.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    const timer = setTimeout(done, ms);
    req.on('data', onData);
    req.on('end', done);
    req.on('error', done);
    req.on('close', done);
    req.resume();
  });
}
