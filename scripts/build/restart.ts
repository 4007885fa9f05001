/** The line `npm start` and `npm run serve` print when they serve an existing build. */
import { fetchFeed, readCursor } from '../../src/server/regen/feed-follower';

export async function describeRestart(reason: string, distDir: string, cmsBaseUrl: string, timeoutMs: number): Promise<string> {
  const cursor = await readCursor(distDir);
  if (!cursor) return `${reason}, no change-feed cursor stored: serving the build as it is`;
  try {
    let count = 0;
    let since = cursor;
    for (;;) {
      const page = await fetchFeed(cmsBaseUrl, since, { timeoutMs });
      if (!page) return `${reason}, the content backend has no change feed: serving the build as it is`;
      if (page.resync) return `${reason}, cursor ${cursor} no longer covered (${page.reason}): every page renders again once the site is up`;
      count += page.changes.length;
      if (!page.hasMore) break;
      since = page.next;
    }
    return `${reason}, ${count} ${count === 1 ? 'change' : 'changes'} since cursor ${cursor}: rendering only those`;
  } catch (error) {
    return `${reason}, the change feed could not be read (${error instanceof Error ? error.message : String(error)}): the site retries every interval`;
  }
}
