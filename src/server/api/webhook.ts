/**
 * POST /api/v1/webhooks/cms: the content backend says what changed. Signed (HMAC-SHA256 of
 * timestamp and raw body), within five minutes, each delivery once; then queued for the next
 * regeneration pass and answered 202. A bad signature, an old timestamp or a replay is a 401 and
 * changes nothing. GET /api/v1/regeneration/status reports passes and failures.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { describeZodError } from '../../config/zod-issues';
import {
  MAX_WEBHOOK_BODY,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  WEBHOOK_WINDOW_SECONDS,
  refusedPathLine,
  type RefusedPathHook,
  verifyWebhook,
  webhookPayloadSchema,
} from '../../cms/webhook';
import type { Regenerator } from '../regen/regenerator';
import type { FeedFollower } from '../regen/feed-follower';
import { readBody } from '../../lib/http/read';
import { HttpError } from '../../lib/http/errors';
import { sendJson } from '../respond';

export function createWebhookRoutes(options: {
  secret: string | undefined;
  adminToken: string | undefined;
  regenerator: Regenerator;
  feed: FeedFollower;
  log: (m: string) => void;
  /** a refused page path of a delivery (the site's log and metrics); unset, a line of `log` */
  onRefusedPath?: RefusedPathHook;
}) {
  const refusedPath: RefusedPathHook = options.onRefusedPath ?? ((refused, _source, context) => options.log(refusedPathLine(refused, context)));
  // deliveries already accepted, for as long as their timestamp could still pass the window
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: WEBHOOK_WINDOW_SECONDS * 2 * 1000 });

  async function webhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
    if (!options.secret) throw new HttpError(503, 'not_configured', 'CMS_WEBHOOK_SECRET is not set on this server');
    const raw = await readBody(req, MAX_WEBHOOK_BODY);
    const verdict = verifyWebhook({
      secret: options.secret,
      timestamp: headerValue(req, TIMESTAMP_HEADER),
      signature: headerValue(req, SIGNATURE_HEADER),
      rawBody: raw,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!verdict.ok) {
      options.log(`[webhook] refused: ${verdict.reason}`);
      throw new HttpError(401, 'unauthorized', verdict.reason);
    }
    const signature = headerValue(req, SIGNATURE_HEADER)!;
    if (seen.has(signature)) throw new HttpError(401, 'unauthorized', 'delivery already received (replay)');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'invalid_json', 'Body is not valid JSON');
    }
    const payload = webhookPayloadSchema.safeParse(json);
    if (!payload.success) {
      throw new HttpError(400, 'invalid_body', describeZodError(payload.error, { root: '', max: 5 }));
    }
    if (seen.has(`id:${payload.data.id}`)) throw new HttpError(401, 'unauthorized', 'delivery already received (replay)');
    seen.set(signature, true);
    seen.set(`id:${payload.data.id}`, true);
    for (const refused of payload.data.refused) refusedPath(refused, 'webhook', `webhook ${payload.data.id}`);
    // the delivery's changes start a pass at once (the fast path); the pull it rings for finds them
    // in the change feed too, and moves this instance's cursor past them once they are live. The
    // pass starts once that pull has queued its copy, so both go into one pass.
    const pull = options.feed.pullWithHandover('webhook');
    options.regenerator.enqueue(payload.data.changes, pull.handedOver);
    void pull.done;
    sendJson(res, 202, { accepted: true, id: payload.data.id, changes: payload.data.changes.length, refused: payload.data.refused.length });
  }

  /** Passes, internal paths and failure reasons are the operators' to see: bearer token only. */
  async function status(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    if (!options.adminToken) throw new HttpError(503, 'not_configured', 'ADMIN_TOKEN is not set on this server');
    if (!bearerMatches(req, options.adminToken)) {
      throw new HttpError(401, 'unauthorized', 'A bearer token is required', { 'www-authenticate': 'Bearer realm="site operators"' });
    }
    sendJson(res, 200, { ...options.regenerator.status(), feed: options.feed.status() });
  }

  return { '/api/v1/webhooks/cms': webhook, '/api/v1/regeneration/status': status };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return given !== '' && timingSafeEqual(a, b);
}
