import { describe, expect, it } from 'vitest';
import { answerFeed, feedPageSchema, formatCursor, parseCursor, screenedFeedPageSchema, type FeedEntry } from '../../../src/cms/change-feed';

const entry = (seq: number): FeedEntry => ({
  seq,
  at: '2026-11-24T00:00:00.000Z',
  change: { type: 'page', action: 'updated', locale: 'fi-FI', path: `/p${seq}`, tags: [] },
});
const feed = (oldest: number, head: number) => ({
  epoch: 'ab12',
  head,
  entries: Array.from({ length: Math.max(0, head - oldest + 1) }, (_, i) => entry(oldest + i)),
});

describe('feed cursors', () => {
  it('format and parse "<epoch>.<seq>", refusing anything else', () => {
    expect(formatCursor({ epoch: 'ab12', seq: 7 })).toBe('ab12.7');
    expect(parseCursor('ab12.7')).toEqual({ epoch: 'ab12', seq: 7 });
    for (const bad of ['', 'ab12', 'ab12.-1', 'AB12.1', 'ab12.1.2', '../x.1']) expect(parseCursor(bad), bad).toBeNull();
  });
});

describe('the feed answer', () => {
  it('without a cursor gives the head (the initial sync is the build)', () => {
    expect(answerFeed(feed(1, 5), null)).toEqual({ resync: false, changes: [], next: 'ab12.5', hasMore: false });
  });

  it('gives the changes after the cursor, oldest first, and pages a long gap', () => {
    const first = answerFeed(feed(1, 5), 'ab12.1', 3);
    expect(first).toMatchObject({ resync: false, next: 'ab12.4', hasMore: true });
    if (first.resync) throw new Error('unexpected');
    expect(first.changes.map((c) => c.seq)).toEqual([2, 3, 4]);
    const second = answerFeed(feed(1, 5), first.next, 3);
    expect(second).toMatchObject({ resync: false, next: 'ab12.5', hasMore: false });
    expect(answerFeed(feed(1, 5), 'ab12.5')).toEqual({ resync: false, changes: [], next: 'ab12.5', hasMore: false });
    expect(feedPageSchema.parse(first)).toEqual(first);
  });

  it('answers a cursor it no longer covers with resync, never with a gap', () => {
    // changes 1..9 were dropped: a cursor at 3 would miss 4..9
    expect(answerFeed(feed(10, 12), 'ab12.3')).toMatchObject({ resync: true, next: 'ab12.12' });
    // the cursor right before the oldest kept change is still covered
    expect(answerFeed(feed(10, 12), 'ab12.9')).toMatchObject({ resync: false, hasMore: false });
    expect(answerFeed(feed(1, 5), 'zz99.3')).toMatchObject({ resync: true, reason: expect.stringContaining('another history') });
    expect(answerFeed(feed(1, 5), 'ab12.9')).toMatchObject({ resync: true, reason: expect.stringContaining('ahead') });
    expect(answerFeed(feed(1, 5), 'garbage')).toMatchObject({ resync: true });
    expect(answerFeed(feed(10, 12), 'ab12.3')).toMatchObject({ reason: expect.stringContaining('older than the changes kept') });
  });

  it('answers resync for a cursor behind the head of a feed that keeps no changes', () => {
    // every change up to 5 was dropped: a cursor at 3 would miss 4 and 5
    expect(answerFeed({ epoch: 'ab12', head: 5, entries: [] }, 'ab12.3')).toMatchObject({ resync: true, next: 'ab12.5' });
    expect(answerFeed({ epoch: 'ab12', head: 5, entries: [] }, 'ab12.4')).toMatchObject({ resync: true, next: 'ab12.5' });
    expect(answerFeed({ epoch: 'ab12', head: 5, entries: [] }, 'ab12.5')).toEqual({ resync: false, changes: [], next: 'ab12.5', hasMore: false });
  });

  it('screens a resync page to no refused entries', () => {
    const page = screenedFeedPageSchema.parse({ resync: true, next: 'ab12.2', reason: 'new content' });
    expect(page).toEqual({ resync: true, next: 'ab12.2', reason: 'new content', refused: [] });
  });

  it('an empty feed answers its head for a current cursor', () => {
    expect(answerFeed(feed(1, 0), 'ab12.0')).toEqual({ resync: false, changes: [], next: 'ab12.0', hasMore: false });
  });

  it('skips an entry whose path the site refuses, and still moves past it', () => {
    const change = (path: string) => ({ type: 'page', action: 'deleted', locale: 'fi-FI', path, tags: [] });
    const page = screenedFeedPageSchema.parse({
      resync: false,
      changes: [
        { seq: 1, at: 'x', change: change('/asemat//akaa') },
        { seq: 2, at: 'x', change: change('/asemahaku') },
      ],
      next: 'ab12.2',
      hasMore: false,
    });
    expect(page).toMatchObject({ next: 'ab12.2', changes: [{ seq: 2 }], refused: [{ seq: 1, path: '/asemat//akaa' }] });
    expect(page.resync === false && page.changes.length).toBe(1);
  });
});
