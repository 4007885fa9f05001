/**
 * Following a published change to the site, so the editor's page says "Live on the site" when it is
 * true, or what went wrong. A change is live once the site's change-feed cursor has reached the
 * change's (src/server/regen/feed-follower.ts moves it only once the change's pages are rendered
 * and in place); a page that failed to render shows among the site's recent failures. Meanwhile a
 * pass that renders many pages (a layout change) says how far it is: pages done of pages to do.
 *
 * `followState` is the rule, pure; `Publications` keeps each change's record in memory (the time it
 * took is measured once, when it is first seen live), and `follow` asks the site until the state is
 * final or a wait is over.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { LocaleCode } from '../../../../src/config/locales';
import { parseCursor } from '../../../../src/cms/change-feed';
import { splitLocale } from '../../../../src/i18n/paths';
import type { SiteProblem, SiteStatus } from './site-status';

/** After this long without the change live, the page stops waiting and says so. */
export const LATE_MS = 60_000;

/** One change that went out, as the editor's page follows it. */
export interface Publication {
  id: string;
  locale: LocaleCode;
  /** what changed: a page (published, moved), a new page, a page deleted, or the market's layout */
  kind: 'page' | 'create' | 'delete' | 'layout';
  /** the site's paths (prefix form) whose failures are this change's; a layout's are the market's */
  paths: readonly string[];
  /** the page's path within its market (the link to it), '' for a layout */
  path: string;
  /** the page's title, for the words */
  title: string;
  /** the change feed's cursor past the change */
  cursor: string;
  /** when the editor sent it, and when the CMS recorded it (ms since the epoch) */
  startedAt: number;
  recordedAt: number;
  /** whether the site took the webhook (else it finds the change at its next pull) */
  delivered: boolean;
  /** the final state, once reached */
  settled?: FollowState;
}

export type FollowState =
  | { state: 'waiting' }
  | { state: 'progress'; done: number; total: number }
  | { state: 'live'; tookMs: number }
  | { state: 'failed'; failures: { path: string; reason: string }[] }
  /** the site cannot be asked (it keeps being asked until LATE_MS) */
  | { state: 'unknown'; problem: SiteProblem; final: boolean }
  | { state: 'late'; afterMs: number };

/** Whether a state is the last word: the page stops asking the site. */
export function isFinal(state: FollowState): boolean {
  return state.state === 'live' || state.state === 'failed' || state.state === 'late' || (state.state === 'unknown' && state.final);
}

function covers(siteCursor: string | null, cursor: string): boolean | null {
  const site = siteCursor === null ? null : parseCursor(siteCursor);
  const mine = parseCursor(cursor);
  if (!site || !mine || site.epoch !== mine.epoch) return null;
  return site.seq >= mine.seq;
}

/** The site's failures that are this change's: its paths (or its market, for a layout) since it went out. */
function failuresOf(pub: Publication, failures: readonly { path: string; reason: string; at?: string | undefined }[]): { path: string; reason: string }[] {
  const mine = (path: string) => (pub.kind === 'layout' ? splitLocale(path).locale === pub.locale : pub.paths.includes(path));
  return failures.filter((f) => mine(f.path) && (f.at === undefined || Date.parse(f.at) >= pub.startedAt)).map((f) => ({ path: f.path, reason: f.reason }));
}

/** Where the change is on the site, from the site's status at `now`. Pure. */
export function followState(pub: Publication, site: SiteStatus, now: number): FollowState {
  const late = now - pub.startedAt > LATE_MS;
  const { health, regeneration: regen } = site;
  if (!health.ok) return { state: 'unknown', problem: health.problem, final: late };
  const feed = health.value.feed;
  const failures = regen.ok ? failuresOf(pub, regen.value.failures) : [];
  const running = regen.ok && regen.value.running && regen.value.progress ? regen.value.progress : null;
  if (feed && feed.enabled !== false) {
    const covered = covers(feed.cursor, pub.cursor);
    if (covered) {
      if (failures.length > 0) return { state: 'failed', failures };
      // exactly this change the newest the site applied: the site measured its way (recorded → live)
      const exact = feed.cursor === pub.cursor && feed.lagMs !== null;
      return { state: 'live', tookMs: exact ? pub.recordedAt - pub.startedAt + feed.lagMs! : now - pub.startedAt };
    }
  } else if (regen.ok) {
    // a site following webhooks only: the first pass that ended after the change, with nothing queued
    const last = regen.value.lastPass;
    if (last && Date.parse(last.finishedAt) >= pub.recordedAt && !regen.value.running && regen.value.queued === 0) {
      const passFailures = failuresOf(pub, last.failed);
      if (passFailures.length > 0 || failures.length > 0) return { state: 'failed', failures: passFailures.length > 0 ? passFailures : failures };
      return { state: 'live', tookMs: Date.parse(last.finishedAt) - pub.startedAt };
    }
  } else {
    return { state: 'unknown', problem: regen.problem, final: late };
  }
  if (late) return { state: 'late', afterMs: now - pub.startedAt };
  return running ? { state: 'progress', done: running.done, total: running.total } : { state: 'waiting' };
}

/** The changes the editor's page is following, by id (in memory, for an hour). */
export class Publications {
  private readonly kept = new LRUCache<string, Publication>({ max: 1_000, ttl: 3_600_000 });

  add(pub: Omit<Publication, 'id'>): Publication {
    const record = { ...pub, id: randomBytes(9).toString('base64url') };
    this.kept.set(record.id, record);
    return record;
  }

  get(id: string | null | undefined): Publication | undefined {
    return id ? this.kept.get(id) : undefined;
  }
}

/**
 * The change's state now: its settled state, else asked of the site (again every `everyMs`, for at
 * most `waitMs`, until final). A final state is kept, so it reads the same on every later look.
 */
export async function follow(
  pub: Publication,
  askSite: () => Promise<SiteStatus>,
  options: { waitMs?: number; everyMs?: number; now?: () => number } = {},
): Promise<FollowState> {
  if (pub.settled) return pub.settled;
  const now = options.now ?? Date.now;
  const until = now() + (options.waitMs ?? 0);
  for (;;) {
    const state = followState(pub, await askSite(), now());
    if (isFinal(state)) {
      pub.settled = state;
      return state;
    }
    if (now() >= until) return state;
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
}
