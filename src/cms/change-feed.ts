/**
 * The content change feed (design.md "The edge"): an ordered, durable list of content changes that
 * every site instance follows with its own cursor. The webhook only rings the bell; the feed is the
 * mail. The model is Contentful's Sync API: a first call gives the current cursor, later calls give
 * the changes since a cursor and the next one, and a cursor the CMS no longer covers is answered
 * with "resync" (the follower re-renders everything), never with a silent gap.
 *
 *   GET /cms-view/v1/changes                      → { resync: false, changes: [], next, hasMore: false }
 *   GET /cms-view/v1/changes?since=<cursor>&limit=<1..500>
 *     → { resync: false, changes: [{ seq, at, change }], next, hasMore }   (oldest first)
 *     → { resync: true, next, reason }                                     (cursor not covered)
 *
 * A change is the webhook's change shape (src/cms/webhook.ts): locale, kind (type, action,
 * contentType), id, path and previous path, tags, station. A cursor is `<epoch>.<seq>`: the epoch
 * names one history of the content (new content, new epoch), seq the last change taken.
 */
import { z } from 'zod';
import { screenChange, webhookChangeSchema, type RefusedPath } from './webhook';

export const FEED_PATH = '/cms-view/v1/changes';
/** Most changes in one answer; a longer gap is paged with `hasMore`. */
export const MAX_FEED_PAGE = 500;

const cursorShape = /^([0-9a-z]{4,32})\.(\d{1,15})$/;
export const cursorSchema = z.string().regex(cursorShape, 'must be a feed cursor "<epoch>.<seq>"');

export interface Cursor {
  epoch: string;
  seq: number;
}

export function formatCursor(cursor: Cursor): string {
  return `${cursor.epoch}.${cursor.seq}`;
}

export function parseCursor(text: string): Cursor | null {
  const match = cursorShape.exec(text);
  return match ? { epoch: match[1]!, seq: Number(match[2]) } : null;
}

export const feedEntrySchema = z.object({
  seq: z.number().int().positive(),
  /** when the change was made (ISO) */
  at: z.string().max(64),
  change: webhookChangeSchema,
});
export type FeedEntry = z.infer<typeof feedEntrySchema>;

export const feedPageSchema = z.discriminatedUnion('resync', [
  z.object({ resync: z.literal(false), changes: z.array(feedEntrySchema).max(MAX_FEED_PAGE), next: cursorSchema, hasMore: z.boolean() }),
  z.object({ resync: z.literal(true), next: cursorSchema, reason: z.string().max(300) }),
]);
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * A feed page as the site reads it: entries whose paths the site refuses (src/cms/path-rule.ts,
 * screenChange) are taken out into `refused`, for the follower to log; the cursor still moves past
 * them, so a refused entry is skipped once, never retried forever.
 */
export const screenedFeedPageSchema = feedPageSchema.transform((page): FeedPage & { refused: (RefusedPath & { seq: number })[] } => {
  if (page.resync) return { ...page, refused: [] };
  const changes: FeedEntry[] = [];
  const refused: (RefusedPath & { seq: number })[] = [];
  for (const entry of page.changes) {
    const screened = screenChange(entry.change);
    refused.push(...screened.refused.map((r) => ({ ...r, seq: entry.seq })));
    if (screened.change) changes.push({ ...entry, change: screened.change });
  }
  return { ...page, changes, refused };
});
export type ScreenedFeedPage = z.infer<typeof screenedFeedPageSchema>;

/**
 * What a feed holding the changes `oldest..head` of `epoch` answers for `since` (pure; the
 * embedded CMS serves it, the tests check it). `entries` are the retained changes, oldest first.
 */
export function answerFeed(feed: { epoch: string; head: number; entries: readonly FeedEntry[] }, since: string | null, limit = MAX_FEED_PAGE): FeedPage {
  const head = formatCursor({ epoch: feed.epoch, seq: feed.head });
  if (since === null) return { resync: false, changes: [], next: head, hasMore: false };
  const cursor = parseCursor(since);
  if (!cursor || cursor.epoch !== feed.epoch) return { resync: true, next: head, reason: 'the cursor belongs to another history of the content' };
  if (cursor.seq > feed.head) return { resync: true, next: head, reason: 'the cursor is ahead of the feed' };
  const oldest = feed.entries[0]?.seq ?? feed.head + 1;
  // the change right after the cursor must still be here, or some changes would be skipped
  // Stryker disable next-line ConditionalExpression,EqualityOperator: at the head, oldest ≤ head + 1, so the second test alone decides the same
  if (cursor.seq < feed.head && cursor.seq + 1 < oldest) return { resync: true, next: head, reason: 'the cursor is older than the changes kept' };
  const size = Math.max(1, Math.min(limit, MAX_FEED_PAGE));
  const start = feed.entries.findIndex((e) => e.seq > cursor.seq);
  const changes = start < 0 ? [] : feed.entries.slice(start, start + size);
  const last = changes.at(-1)?.seq ?? cursor.seq;
  return { resync: false, changes, next: formatCursor({ epoch: feed.epoch, seq: last }), hasMore: last < feed.head };
}
