/**
 * Following a published change to the site (scripts/backend/server/editor/follow.ts): live once the
 * site's change-feed cursor has reached the change, a failure when the site could not render its
 * page, progress while a pass renders, and what is unknown or late said as such.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { follow, followState, LATE_MS, type Publication } from '../../../../scripts/backend/server/editor/follow';
import type { SiteStatus } from '../../../../scripts/backend/server/editor/site-status';

const T0 = Date.parse('2026-05-04T10:00:00.000Z');

const pub = (over: Partial<Publication> = {}): Publication => ({
  id: 'p1',
  locale: 'en-EU',
  kind: 'page',
  paths: ['/en-EU/offers'],
  path: '/offers',
  title: 'Offers',
  cursor: 'abcd.7',
  startedAt: T0,
  recordedAt: T0 + 30,
  delivered: true,
  ...over,
});

interface SiteFacts {
  cursor?: string | null;
  lagMs?: number | null;
  feed?: boolean;
  running?: boolean;
  progress?: { done: number; total: number } | null;
  failures?: { path: string; reason: string; at?: string }[];
  lastPass?: { finishedAt: string; failed?: { path: string; reason: string }[] } | null;
  down?: boolean;
}

function site(f: SiteFacts = {}): SiteStatus {
  if (f.down)
    return {
      origin: 'x',
      health: { ok: false, problem: 'unreachable', detail: 'ECONNREFUSED' },
      regeneration: { ok: false, problem: 'unreachable', detail: '' },
    };
  return {
    origin: 'x',
    health: {
      ok: true,
      value: {
        ok: true,
        ...(f.feed === false ? {} : { feed: { enabled: true, cursor: f.cursor ?? null, lastPullAt: null, lagMs: f.lagMs ?? null, lastFailure: null } }),
      },
    },
    regeneration: {
      ok: true,
      value: {
        buildId: 'b',
        passes: 1,
        queued: 0,
        running: f.running ?? false,
        progress: f.progress ?? null,
        failures: f.failures ?? [],
        lastPass: f.lastPass
          ? { pass: 1, rendered: [], renderedCount: 0, removed: [], failed: f.lastPass.failed ?? [], failedCount: 0, finishedAt: f.lastPass.finishedAt }
          : null,
      },
    },
  };
}

describe('following a change to the site', () => {
  it('is live once the site’s cursor has reached the change, timed by the site when the change is its newest', () => {
    expect(followState(pub(), site({ cursor: 'abcd.7', lagMs: 250 }), T0 + 900)).toEqual({ state: 'live', tookMs: 280 });
    expect(followState(pub(), site({ cursor: 'abcd.9', lagMs: 250 }), T0 + 900)).toEqual({ state: 'live', tookMs: 900 });
    expect(followState(pub(), site({ cursor: 'abcd.6' }), T0 + 900)).toEqual({ state: 'waiting' });
    // a cursor of another history (new content: the site resyncs) is not this change's
    expect(followState(pub(), site({ cursor: 'ffff.99' }), T0 + 900)).toEqual({ state: 'waiting' });
  });

  it('shows how far a pass is while the change is on its way', () => {
    expect(followState(pub({ kind: 'layout', paths: [] }), site({ cursor: 'abcd.6', running: true, progress: { done: 40, total: 400 } }), T0 + 500)).toEqual({
      state: 'progress',
      done: 40,
      total: 400,
    });
  });

  it('tells a page the site could not render as a failure: this change’s paths (a layout’s: its market) since it went out', () => {
    const failures = [
      { path: '/en-EU/offers', reason: 'boom', at: new Date(T0 + 100).toISOString() },
      { path: '/en-EU/offers', reason: 'old', at: new Date(T0 - 100).toISOString() },
      { path: '/en-EU/other', reason: 'not mine', at: new Date(T0 + 100).toISOString() },
      { path: '/sv-SE/x', reason: 'another market', at: new Date(T0 + 100).toISOString() },
    ];
    expect(followState(pub(), site({ cursor: 'abcd.7', failures }), T0 + 500)).toEqual({
      state: 'failed',
      failures: [{ path: '/en-EU/offers', reason: 'boom' }],
    });
    const layout = followState(pub({ kind: 'layout', paths: [] }), site({ cursor: 'abcd.7', failures }), T0 + 500);
    expect(layout).toEqual({
      state: 'failed',
      failures: [
        { path: '/en-EU/offers', reason: 'boom' },
        { path: '/en-EU/other', reason: 'not mine' },
      ],
    });
  });

  it('says when the site cannot be asked, and gives up waiting after a while', () => {
    expect(followState(pub(), site({ down: true }), T0 + 500)).toEqual({ state: 'unknown', problem: 'unreachable', final: false });
    expect(followState(pub(), site({ down: true }), T0 + LATE_MS + 1)).toEqual({ state: 'unknown', problem: 'unreachable', final: true });
    expect(followState(pub(), site({ cursor: 'abcd.6' }), T0 + LATE_MS + 1)).toEqual({ state: 'late', afterMs: LATE_MS + 1 });
  });

  it('follows a site without a change feed by its passes', () => {
    const after = new Date(T0 + 400).toISOString();
    expect(followState(pub(), site({ feed: false, lastPass: { finishedAt: after } }), T0 + 500)).toEqual({ state: 'live', tookMs: 400 });
    expect(followState(pub(), site({ feed: false, lastPass: { finishedAt: new Date(T0 - 1).toISOString() } }), T0 + 500)).toEqual({ state: 'waiting' });
    expect(
      followState(pub(), site({ feed: false, lastPass: { finishedAt: after, failed: [{ path: '/en-EU/offers', reason: 'x' }] } }), T0 + 500),
    ).toMatchObject({
      state: 'failed',
    });
  });

  it('agrees with a plain model for any cursor, failure and pass', () => {
    fc.assert(
      fc.property(
        fc.record({
          mine: fc.integer({ min: 1, max: 50 }),
          site: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
          sameEpoch: fc.boolean(),
          failedHere: fc.boolean(),
          running: fc.boolean(),
          elapsed: fc.integer({ min: 0, max: 2 * LATE_MS }),
        }),
        (c) => {
          const facts: SiteFacts = {
            cursor: c.site === null ? null : `${c.sameEpoch ? 'abcd' : 'ffff'}.${c.site}`,
            running: c.running,
            progress: c.running ? { done: 1, total: 2 } : null,
            failures: c.failedHere ? [{ path: '/en-EU/offers', reason: 'x', at: new Date(T0 + 1).toISOString() }] : [],
          };
          const covered = c.site !== null && c.sameEpoch && c.site >= c.mine;
          const expected = covered ? (c.failedHere ? 'failed' : 'live') : c.elapsed > LATE_MS ? 'late' : c.running ? 'progress' : 'waiting';
          expect(followState(pub({ cursor: `abcd.${c.mine}` }), site(facts), T0 + c.elapsed).state).toBe(expected);
        },
      ),
    );
  });

  it('asks until the state is final, then keeps it', async () => {
    let now = T0;
    const answers = [
      site({ cursor: 'abcd.5' }),
      site({ cursor: 'abcd.6', running: true, progress: { done: 1, total: 3 } }),
      site({ cursor: 'abcd.7', lagMs: 10 }),
    ];
    let asked = 0;
    const record = pub();
    const ask = async () => answers[Math.min(asked++, answers.length - 1)]!;
    const clock = () => now;
    expect(await follow(record, ask, { waitMs: 0, now: clock })).toEqual({ state: 'waiting' });
    now += 50;
    expect(await follow(record, ask, { waitMs: 1_000, everyMs: 1, now: clock })).toEqual({ state: 'live', tookMs: 40 });
    expect(asked).toBe(3);
    // settled: the site is not asked again, and the time stays what it was
    expect(await follow(record, async () => site({ down: true }), { now: clock })).toEqual({ state: 'live', tookMs: 40 });
  });
});
