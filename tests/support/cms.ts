/** Helpers for tests of the CMS edit → webhook → regeneration path. */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, WEBHOOK_PATH, signWebhook, type WebhookChange } from '../../src/cms/webhook';
import { fetchFeed } from '../../src/server/regen/feed-follower';
import { TEST_EDITOR_TOKEN, TEST_WEBHOOK_SECRET } from './stack';

/** The headers of a logged-in call to the embedded CMS's edit API (scripts/backend/server/editor/door.ts). */
export const cmsEditHeaders = { 'content-type': 'application/json', authorization: `Bearer ${TEST_EDITOR_TOKEN}` } as const;

/** Edits through the embedded CMS's edit API (which sends the signed webhook), logged in with the stack's token. */
export async function cmsEdit(backendUrl: string, body: Record<string, unknown>): Promise<{ ok: boolean; webhook: { delivered: boolean; status?: number } }> {
  const res = await fetch(`${backendUrl}/cms-view/v1/edits`, { method: 'POST', headers: cmsEditHeaders, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { ok: boolean; webhook: { delivered: boolean; status?: number } };
}

/** Sends a webhook delivery of our own to a site, signed (or not) as asked. */
export async function sendWebhook(
  siteUrl: string,
  changes: Partial<WebhookChange>[],
  options: { secret?: string; timestamp?: number; body?: string; signature?: string } = {},
): Promise<Response> {
  const body = options.body ?? JSON.stringify({ id: `evt-test-${randomUUID()}`, occurredAt: new Date().toISOString(), changes });
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return fetch(`${siteUrl}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: options.signature ?? signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, timestamp, body),
    },
    body,
  });
}

export interface RegenStatus {
  buildId: string;
  passes: number;
  queued: number;
  running: boolean;
  /** the latest passes; their path lists are cut short at 100, their counts are whole */
  recent: { pass: number; rendered: string[]; renderedCount: number; removed: string[]; failed: { path: string; reason: string }[]; onServerThread: number }[];
  failures: { path: string; reason: string }[];
  /** the render workers are up: passes render off the server's thread */
  workersWarm: boolean;
  manifestUnsaved: number;
}

export async function regenStatus(siteUrl: string): Promise<RegenStatus> {
  const res = await fetch(`${siteUrl}/api/v1/regeneration/status`, { headers: { authorization: `Bearer ${TEST_WEBHOOK_SECRET}` } });
  if (!res.ok) throw new Error(`regeneration status: ${res.status}`);
  return (await res.json()) as RegenStatus;
}

/**
 * Waits until the site has no regeneration queued or running (bounded); with `warm`, also until its
 * standing render workers are up.
 */
export async function waitForIdle(siteUrl: string, timeoutMs = 60_000, { warm = false } = {}): Promise<RegenStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await regenStatus(siteUrl);
    if (!status.running && status.queued === 0 && (!warm || status.workersWarm)) return status;
    if (Date.now() > deadline) throw new Error(`regeneration still busy${warm ? ' or its workers cold' : ''} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until every manifest change the site made is in its journal on disk (bounded). */
export async function waitForManifestSaved(siteUrl: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await regenStatus(siteUrl)).manifestUnsaved > 0) {
    if (Date.now() > deadline) throw new Error(`the manifest's journal still lacks changes after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Polls a URL until its body satisfies `check` (bounded); returns the body. */
export async function pollUntil(url: string, check: (body: string, res: Response) => boolean, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { redirect: 'manual' });
    const body = await res.text();
    if (check(body, res)) return body;
    if (Date.now() > deadline) throw new Error(`${url} did not change within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until a site has applied every change of its content backend's feed and has no pass
 * queued or running (bounded): edits an earlier test made without a webhook reach a site only at
 * its next pull, and a test that compares the output folder before and after must not see that
 * pass land in between.
 */
export async function waitForFeedCaughtUp(siteUrl: string, backendUrl: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = (await fetchFeed(backendUrl, null, { timeoutMs: 5_000 }))?.next ?? null;
    const health = (await (await fetch(`${siteUrl}/healthz`, { headers: { authorization: `Bearer ${TEST_WEBHOOK_SECRET}` } })).json()) as {
      feed?: { cursor: string | null };
    };
    const status = await regenStatus(siteUrl);
    if (head !== null && health.feed?.cursor === head && !status.running && status.queued === 0) return;
    if (Date.now() > deadline) throw new Error(`the site's feed cursor ${health.feed?.cursor} did not reach ${head} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
