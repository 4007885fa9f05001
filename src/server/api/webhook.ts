/**
 * POST /api/v1/webhooks/cms: the content backend says what changed. Signed (HMAC-SHA256 of
 * timestamp and raw body), within five minutes, each delivery once; then queued for the next
 * regeneration pass and answered 202. A bad signature, an old timestamp or a replay is a 401 and
 * changes nothing. GET /api/v1/regeneration/status reports passes and failures.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import {
  MAX_WEBHOOK_BODY,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  WEBHOOK_WINDOW_SECONDS,
  verifyWebhook,
  webhookPayloadSchema,
} from '../../cms/webhook';
import type { Regenerator } from '../regen/regenerator';
import { HttpError, readBody } from '../body';
import { sendJson } from '../respond';

export function createWebhookRoutes(options: { secret: string | undefined; regenerator: Regenerator; log: (m: string) => void }) {
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
      throw new HttpError(400, 'invalid_body', payload.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    if (seen.has(`id:${payload.data.id}`)) throw new HttpError(401, 'unauthorized', 'delivery already received (replay)');
    seen.set(signature, true);
    seen.set(`id:${payload.data.id}`, true);
    options.regenerator.enqueue(payload.data.changes);
    sendJson(res, 202, { accepted: true, id: payload.data.id, changes: payload.data.changes.length });
  }

  async function status(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    sendJson(res, 200, options.regenerator.status());
  }

  return { '/api/v1/webhooks/cms': webhook, '/api/v1/regeneration/status': status };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}
