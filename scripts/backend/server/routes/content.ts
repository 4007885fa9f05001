/**
 * Content calls of cms-view (spec 7.2): layout, page by path, and the listing of every page path
 * the site's build pre-renders. Bodies come pre-serialized from the store.
 */
import { z } from 'zod';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonText } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import { requestLocale } from '../locale';
import { MAX_PAGE_PATH } from '../../../../src/cms/path-rule';
import { hasControlChars, normalizePagePath } from '../page-path';
import type { Router } from '../router';
import type { ContentStore } from '../store';

/** Spec 7.2's preview header (src/cms/client.ts PREVIEW_HEADER): `preview: true` shows drafts. */
export const PREVIEW_HEADER = 'preview';

function wantsPreview(value: string | string[] | undefined): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim().toLowerCase() === 'true';
}

const pageQuerySchema = z.object({
  path: z
    .string({ required_error: 'query parameter is required' })
    .max(MAX_PAGE_PATH, `must be at most ${MAX_PAGE_PATH} characters`)
    .refine((p) => !hasControlChars(p), 'must not contain control characters'),
});

/** Registers GET layout, page and paths. */
export function registerContentRoutes(router: Router, store: ContentStore): void {
  router.on('GET', '/cms-view/v1/content/layout', ({ req, res }) => {
    const locale = requestLocale(req);
    const body = store.layoutBody(locale);
    if (!body) throw new HttpError(404, 'not_found', `No layout in ${locale}`);
    sendJsonText(res, 200, body);
  });

  router.on('GET', '/cms-view/v1/content/page', ({ req, res, url }) => {
    const locale = requestLocale(req);
    const query = pageQuerySchema.safeParse({ path: url.searchParams.get('path') ?? undefined });
    if (!query.success) throw new HttpError(400, 'invalid_query', describeZodError(query.error));
    const path = normalizePagePath(query.data.path);
    // under the preview header a draft is applied, and an entry is found at its draft slug
    const body = wantsPreview(req.headers[PREVIEW_HEADER]) ? store.previewBody(locale, path) : store.pageBody(locale, path);
    if (!body) throw new HttpError(404, 'not_found', `No page at "${path}" in ${locale}`);
    sendJsonText(res, 200, body);
  });

  router.on('GET', '/cms-view/v1/content/paths', ({ req, res }) => {
    sendJsonText(res, 200, store.listingBody(requestLocale(req)));
  });
}
