/**
 * `GET /healthz`: whether this instance is up, for load balancers and the edge's probe. A visitor
 * gets `{ ok: true }` and nothing else; the build id, the change feed's cursor, lag and last
 * failure (which names internal paths and errors) and the edge purge's state are the operators':
 * only with `Authorization: Bearer <ADMIN_TOKEN>` (else CMS_WEBHOOK_SECRET), as the regeneration
 * status (src/server/api/webhook.ts). GET and HEAD only (405 + Allow otherwise). A draining
 * instance answers 503 `{ ok: false, draining: true }` to everyone (src/server/shutdown.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../lib/http/errors';
import { bearerMatches } from './api/webhook';
import { sendJson } from './respond';

export interface HealthSource {
  buildId: () => string;
  health?: (() => Record<string, unknown>) | undefined;
  adminToken?: string | undefined;
  /** true while the instance drains (src/server/shutdown.ts): 503, so the edge's probe takes it out */
  draining?: (() => boolean) | undefined;
}

export function sendHealth(req: IncomingMessage, res: ServerResponse, source: HealthSource): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET', { allow: 'GET, HEAD' });
  if (source.draining?.()) return sendJson(res, 503, { ok: false, draining: true }, { vary: 'Authorization' });
  const operator = source.adminToken !== undefined && bearerMatches(req, source.adminToken);
  // the answer differs by the Authorization header: no shared cache may keep one for another
  const headers = { vary: 'Authorization' };
  if (!operator) return sendJson(res, 200, { ok: true }, headers);
  sendJson(res, 200, { ok: true, buildId: source.buildId(), ...source.health?.() }, headers);
}
