/**
 * The CMS webhook (design "Build, on-demand render, regeneration"): its payload, and the signature both sides compute. The content
 * backend signs `${timestamp}.${rawBody}` with HMAC-SHA256 and a shared secret; the site accepts
 * it within a five-minute window, compared in constant time, and never twice.
 *
 * Payload (JSON):
 *   { "id": "evt-…",                        unique per delivery; a repeat is a replay
 *     "occurredAt": "2026-11-22T10:00:00Z",
 *     "changes": [ {
 *        "type": "page" | "layout",
 *        "action": "created" | "updated" | "deleted",
 *        "locale": "fi-FI",
 *        "id": "page-…",                      the entry's id (pages)
 *        "path": "/asemahaku",                path within the locale (pages; the new path)
 *        "previousPath": "/vanha",            when the slug changed: the old path redirects (307)
 *        "contentType": "standardPage" | "articlePage" | "stationPage",
 *        "tags": ["news"],                    articles: old and new tags (lists to refresh)
 *        "station": "FI00001" } ] }           stations: the station code
 * Headers: x-cms-timestamp (Unix seconds), x-cms-signature ("sha256=<hex>").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { localeCodes } from '../config/locales';
import { pagePathProblem, pathProblemText, type PathProblem } from './path-rule';

export const WEBHOOK_PATH = '/api/v1/webhooks/cms';
export const SIGNATURE_HEADER = 'x-cms-signature';
export const TIMESTAMP_HEADER = 'x-cms-timestamp';
/** Deliveries older or newer than this are refused (seconds). */
export const WEBHOOK_WINDOW_SECONDS = 300;
/** Largest payload accepted. */
export const MAX_WEBHOOK_BODY = 1024 * 1024;

// A page path is checked by the path rule after parsing (screenChange), not here: one refused
// path takes out its own change, never the delivery or the feed page around it (a feed page that
// failed to parse would hold the cursor back for good).
const pagePath = z.string().max(8192);

export const webhookChangeSchema = z.object({
  type: z.enum(['page', 'layout']),
  action: z.enum(['created', 'updated', 'deleted']),
  locale: z.enum(localeCodes),
  id: z.string().min(1).max(200).optional(),
  path: pagePath.optional(),
  previousPath: pagePath.optional(),
  contentType: z.enum(['standardPage', 'articlePage', 'stationPage']).optional(),
  tags: z.array(z.string().max(100)).max(100).default([]),
  station: z.string().max(100).optional(),
});
export type WebhookChange = z.infer<typeof webhookChangeSchema>;

/** A change, or the part of one, that the site refused: its path breaks the rule of path-rule.ts. */
export interface RefusedPath {
  locale: string;
  path: string;
  problem: PathProblem;
  /** the problem in the site's log words (en-EU) */
  reason: string;
}

/**
 * Applies the CMS path rule (src/cms/path-rule.ts) to one change: a refused path is never a page of
 * the site, so nothing is rendered, written, deleted or redirected under it.
 *   - `path` refused, `previousPath` accepted: the page has moved where the site will not follow,
 *     so its old path is rendered again (`updated`) and the render protocol removes it;
 *   - `previousPath` refused: no redirect is recorded from it (it never was a page here);
 *   - nothing accepted left: the change is dropped.
 */
export function screenChange(change: WebhookChange): { change: WebhookChange | null; refused: RefusedPath[] } {
  if (change.type !== 'page') return { change, refused: [] };
  const refused: RefusedPath[] = [];
  const check = (path: string | undefined): boolean => {
    if (path === undefined) return false;
    const problem = pagePathProblem(path, change.locale);
    if (problem) refused.push({ locale: change.locale, path, problem, reason: pathProblemText(problem) });
    return problem === null;
  };
  const pathOk = check(change.path);
  const previousOk = check(change.previousPath);
  const { previousPath: _previous, ...rest } = change;
  if (pathOk) return { change: previousOk ? change : rest, refused };
  if (previousOk) return { change: { ...rest, action: 'updated', path: change.previousPath }, refused };
  return { change: null, refused };
}

/** Screens a list of changes (screenChange): the accepted ones, and every refused path. */
function screenChanges(changes: readonly WebhookChange[]): { accepted: WebhookChange[]; refused: RefusedPath[] } {
  const accepted: WebhookChange[] = [];
  const refused: RefusedPath[] = [];
  for (const change of changes) {
    const screened = screenChange(change);
    refused.push(...screened.refused);
    if (screened.change) accepted.push(screened.change);
  }
  return { accepted, refused };
}

/** Where the site met a refused path: a webhook delivery, the change feed, or a listing (a resync). */
export type RefusedPathSource = 'webhook' | 'feed' | 'listing';

/** What the site does with a refused path it meets (src/server/observe/site-events.ts: a log line and a metric). */
export type RefusedPathHook = (refused: RefusedPath, source: RefusedPathSource, context: string) => void;

/** The log line of a refused path, with its context (the delivery or feed entry it came in). */
export function refusedPathLine(refused: RefusedPath, context: string): string {
  return `[cms] page path refused: ${JSON.stringify(refused.path)} (${refused.locale}, ${context}): ${refused.reason}`;
}

/**
 * A delivery. Changes whose paths the site refuses (screenChange) are taken out into `refused`, for
 * the receiver to log; the rest of the delivery is applied.
 */
export const webhookPayloadSchema = z
  .object({
    id: z.string().min(1).max(200),
    occurredAt: z.string().max(64),
    changes: z.array(webhookChangeSchema).min(1).max(5_000),
  })
  .superRefine((payload, ctx) => {
    payload.changes.forEach((change, i) => {
      if (change.type === 'page' && !change.path) ctx.addIssue({ code: 'custom', path: ['changes', i, 'path'], message: 'a page change needs its path' });
    });
  })
  .transform((payload) => {
    const { accepted, refused } = screenChanges(payload.changes);
    return { ...payload, changes: accepted, refused };
  });

/** The signature header value for a body sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `sha256=${mac}`;
}

export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: string };

/** Checks a delivery's timestamp window and signature (constant-time comparison). */
export function verifyWebhook(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
  nowSeconds: number;
}): VerifyResult {
  if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp)) return { ok: false, reason: 'missing or malformed timestamp' };
  const timestamp = Number(input.timestamp);
  if (Math.abs(input.nowSeconds - timestamp) > WEBHOOK_WINDOW_SECONDS) return { ok: false, reason: 'timestamp outside the allowed window' };
  if (!input.signature || !/^sha256=[0-9a-f]{64}$/.test(input.signature)) return { ok: false, reason: 'missing or malformed signature' };
  const expected = Buffer.from(signWebhook(input.secret, timestamp, input.rawBody));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature does not match' };
  return { ok: true, timestamp };
}
