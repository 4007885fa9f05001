/** POST cms-view/v1/search (spec 7.3): article lists by tag, sorted by created, paged. */
import { searchRequestSchema } from '../../../../src/cms/schemas';
import { searchArticles } from '../article-search';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import { readJsonValue } from '../../../../src/lib/http/read';
import { requestLocale } from '../locale';
import type { Router } from '../router';
import type { ContentStore } from '../store';

/** Largest search body accepted; a real one is about 150 bytes. */
export const MAX_SEARCH_BODY = 64 * 1024;

/** Registers POST search. */
export function registerSearchRoutes(router: Router, store: ContentStore): void {
  router.on('POST', '/cms-view/v1/search', async ({ req, res }) => {
    const locale = requestLocale(req);
    const body = await readJsonValue(req, MAX_SEARCH_BODY);
    const request = searchRequestSchema.safeParse(body);
    if (!request.success) throw new HttpError(400, 'invalid_body', describeZodError(request.error));
    sendJsonValue(res, 200, searchArticles(store.articles(locale), request.data));
  });
}
