/**
 * Which client a request counts as, for per-client limits (src/lib/attempt-limit.ts). The socket's
 * address, except behind a proxy on this machine (the edge, nginx: a loopback peer), whose
 * X-Forwarded-For names the client in its last entry, the one that proxy appended itself. A
 * client that reaches the site on loopback directly can name anyone there, which is why the
 * limits that use this also have an overall cap.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!LOOPBACK.test(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = text
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return last ? last.slice(0, 64) : peer;
}
