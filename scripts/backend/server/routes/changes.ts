/** GET /cms-view/v1/changes: the content change feed (src/cms/change-feed.ts). */
import { z } from 'zod';
import { cursorSchema, FEED_PATH, MAX_FEED_PAGE } from '../../../../src/cms/change-feed';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import type { Router } from '../router';
import type { ChangeLog } from '../change-log';

const query = z.object({
  since: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_FEED_PAGE).optional(),
});

export function registerChangeRoutes(router: Router, feed: ChangeLog): void {
  router.on('GET', FEED_PATH, ({ res, url }) => {
    const parsed = query.safeParse({ since: url.searchParams.get('since') ?? undefined, limit: url.searchParams.get('limit') ?? undefined });
    if (!parsed.success) throw new HttpError(400, 'invalid_query', describeZodError(parsed.error));
    sendJsonValue(res, 200, feed.read(parsed.data.since ?? null, parsed.data.limit));
  });
}
