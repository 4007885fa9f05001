import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook, type WebhookChange } from '../../../../src/cms/webhook';
import { createWebhookRoutes } from '../../../../src/server/api/webhook';
import type { FeedFollower } from '../../../../src/server/regen/feed-follower';
import type { Regenerator } from '../../../../src/server/regen/regenerator';

// The webhook route applies the CMS path rule (src/cms/path-rule.ts): a delivery's refused paths
// are logged with the delivery's id and reach no regeneration pass; the rest of it does.

const secret = 'unit-webhook-secret';
let server: Server;
let url = '';
let queued: WebhookChange[] = [];
let logged: string[] = [];

beforeEach(async () => {
  queued = [];
  logged = [];
  const regenerator = { enqueue: (changes: readonly WebhookChange[]) => void queued.push(...changes) } as unknown as Regenerator;
  const feed = { pullWithHandover: () => ({ handedOver: Promise.resolve(), done: Promise.resolve() }) } as unknown as FeedFollower;
  const routes = createWebhookRoutes({ secret, adminToken: undefined, regenerator, feed, log: (m) => void logged.push(m) });
  server = createServer((req, res) => {
    routes['/api/v1/webhooks/cms'](req, res).catch((error: { status?: number }) => res.writeHead(error.status ?? 500).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
});

async function deliver(changes: Partial<WebhookChange>[]): Promise<Response> {
  const body = JSON.stringify({ id: 'evt-paths', occurredAt: new Date().toISOString(), changes });
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body) },
    body,
  });
}

describe('the webhook route and refused paths', () => {
  it('logs each refused path with the delivery, queues nothing of it, and queues the rest', async () => {
    const res = await deliver([
      { type: 'page', action: 'deleted', locale: 'fi-FI', path: '/asemat//akaa' },
      { type: 'page', action: 'deleted', locale: 'fi-FI', path: '/x/../../../../outside/y' },
      { type: 'page', action: 'updated', locale: 'fi-FI', path: '/asemahaku' },
    ]);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ accepted: true, changes: 1, refused: 2 });
    expect(queued.map((c) => c.path)).toEqual(['/asemahaku']);
    expect(logged).toEqual([
      expect.stringMatching(/^\[cms\] page path refused: "\/asemat\/\/akaa" \(fi-FI, webhook evt-paths\): it has an empty part/),
      expect.stringMatching(
        /^\[cms\] page path refused: "\/x\/\.\.\/\.\.\/\.\.\/\.\.\/outside\/y" \(fi-FI, webhook evt-paths\): a part of it begins or ends with a full stop/,
      ),
    ]);
  });
});
