import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerFeed, type FeedEntry } from '../../../../src/cms/change-feed';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { FeedFollower, readCursor, writeCursor } from '../../../../src/server/regen/feed-follower';

const change = (seq: number): FeedEntry => ({
  seq,
  at: new Date().toISOString(),
  change: { type: 'page', action: 'updated', locale: 'fi-FI', path: `/p${seq}`, tags: [] },
});

let dir: string;
let entries: FeedEntry[];
let epoch: string;
let failing: boolean;
let requests: string[];

const fetchImpl = (async (input: string | URL) => {
  const url = new URL(String(input));
  requests.push(url.search);
  if (failing) return new Response('{}', { status: 500 });
  const page = answerFeed({ epoch, head: entries.at(-1)?.seq ?? 0, entries }, url.searchParams.get('since'), Number(url.searchParams.get('limit') ?? 2));
  return Response.json(page);
}) as typeof fetch;

function follower(applied: WebhookChange[][], unfinished: string[] = []) {
  return new FeedFollower({
    baseUrl: 'http://cms.test',
    timeoutMs: 1000,
    distDir: dir,
    intervalMs: 0,
    log: () => undefined,
    fetchImpl,
    apply: async (changes) => {
      applied.push(changes);
      await new Promise((r) => setTimeout(r, 5));
      return { unfinished };
    },
    resync: async () => [{ type: 'layout', action: 'updated', locale: 'fi-FI', tags: [] }],
  });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'feed-'));
  entries = [1, 2, 3, 4, 5].map(change);
  epoch = 'ab12';
  failing = false;
  requests = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the feed follower', () => {
  it('applies the changes since its cursor page by page, then stores the new cursor', async () => {
    await writeCursor(dir, 'ab12.1');
    const applied: WebhookChange[][] = [];
    const f = follower(applied);
    await f.start();
    expect(applied.map((a) => a.map((c) => c.path))).toEqual([
      ['/p2', '/p3'],
      ['/p4', '/p5'],
    ]);
    expect(await readCursor(dir)).toBe('ab12.5');
    expect(f.status()).toMatchObject({ cursor: 'ab12.5', changesApplied: 4, lastFailure: null });
  });

  it('never runs two pulls at once; a pull asked for meanwhile runs once after', async () => {
    await writeCursor(dir, 'ab12.5');
    const applied: WebhookChange[][] = [];
    const f = follower(applied);
    await f.start();
    entries.push(change(6));
    const pulls = [f.pull('webhook'), f.pull('webhook'), f.pull('interval')];
    await Promise.all(pulls);
    await f.pull('after');
    expect(applied).toHaveLength(1);
    expect(await readCursor(dir)).toBe('ab12.6');
  });

  it("hands a webhook's pull over as soon as its changes are with apply, before their pass is done", async () => {
    await writeCursor(dir, 'ab12.5');
    const applied: WebhookChange[][] = [];
    let release: () => void = () => undefined;
    const f = new FeedFollower({
      baseUrl: 'http://cms.test',
      timeoutMs: 1000,
      distDir: dir,
      intervalMs: 0,
      log: () => undefined,
      fetchImpl,
      apply: async (changes) => {
        applied.push(changes);
        // the pass: until the test lets it end
        await new Promise<void>((resolve) => (release = resolve));
        return { unfinished: [] };
      },
      resync: async () => [],
    });
    await f.start();
    entries.push(change(6));
    const pull = f.pullWithHandover('webhook');
    let done = false;
    void pull.done.then(() => (done = true));
    await pull.handedOver;
    expect(applied.map((a) => a.map((c) => c.path))).toEqual([['/p6']]);
    expect(done).toBe(false);

    // a webhook while that pull runs: its hand-over is the next pull's, which reads its change
    entries.push(change(7));
    const next = f.pullWithHandover('webhook');
    let nextHandedOver = false;
    void next.handedOver.then(() => (nextHandedOver = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(nextHandedOver).toBe(false);
    release();
    await next.handedOver;
    expect(applied.map((a) => a.map((c) => c.path))).toEqual([['/p6'], ['/p7']]);
    release();
    await next.done;
    expect(done).toBe(true);
    expect(await readCursor(dir)).toBe('ab12.7');
  });

  it('hands over when the pull finds nothing, or fails', async () => {
    await writeCursor(dir, 'ab12.5');
    const f = follower([]);
    await f.start();
    await f.pullWithHandover('webhook').handedOver;
    failing = true;
    const failed = f.pullWithHandover('webhook');
    await failed.handedOver;
    await failed.done;
    expect(f.status().lastFailure?.reason).toMatch(/500/);
  });

  it('keeps its cursor when the feed fails or a page fails to render, and recovers at the next pull', async () => {
    await writeCursor(dir, 'ab12.3');
    failing = true;
    const applied: WebhookChange[][] = [];
    const f = follower(applied);
    await f.start();
    expect(f.status().lastFailure?.reason).toMatch(/500/);
    expect(await readCursor(dir)).toBe('ab12.3');
    failing = false;
    await f.pull('interval');
    expect(f.status().lastFailure).toBeNull();
    expect(await readCursor(dir)).toBe('ab12.5');

    const broken = follower([], ['/p6']);
    entries.push(change(6));
    await broken.start();
    expect(broken.status().lastFailure?.reason).toMatch(/1 pages not finished/);
    expect(await readCursor(dir)).toBe('ab12.5');
  });

  it('resyncs on a cursor the feed no longer covers, then follows from the head', async () => {
    await writeCursor(dir, 'zz99.2');
    const applied: WebhookChange[][] = [];
    const f = follower(applied);
    await f.start();
    expect(applied).toEqual([[{ type: 'layout', action: 'updated', locale: 'fi-FI', tags: [] }]]);
    expect(f.status()).toMatchObject({ cursor: 'ab12.5', resyncs: 1 });
  });

  it('adopts the head when no cursor is stored', async () => {
    const applied: WebhookChange[][] = [];
    const f = follower(applied);
    await f.start();
    expect(applied).toEqual([]);
    expect(await readCursor(dir)).toBe('ab12.5');
  });
});
