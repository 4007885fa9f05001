/**
 * Entering and leaving an editor's preview (spec 7.2). The CMS's "Preview" link opens
 * `GET /api/v1/preview?secret=…&path=/x`: with the right secret it sets the sealed preview cookie
 * and sends the editor to `/preview/x`, where the page renders with drafts. `GET
 * /api/v1/preview/exit?path=/x` ends the session and goes back to the published page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { MAX_PAGE_PATH } from '../../cms/path-rule';
import { isSitePath } from '../../i18n/paths';
import { PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH, previewPathOf } from '../../lib/preview';
import { getOnly, readQuery } from '../../lib/http/read';
import { HttpError } from '../../lib/http/errors';
import { sendRedirect } from '../respond';
import type { PreviewSessions } from '../preview/session';

const sitePath = z
  .string()
  .max(MAX_PAGE_PATH, `must be at most ${MAX_PAGE_PATH} characters`)
  .refine((p) => isSitePath(p) && !/[?#]/.test(p), 'must be a path on this site, like /en-EU/company');

const enterQuery = z.object({ secret: z.string({ required_error: 'is required' }).max(512), path: sitePath.default('/') });
const exitQuery = z.object({ path: sitePath.default('/') });

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export function createPreviewRoutes(sessions: PreviewSessions | null) {
  const configured = (): PreviewSessions => {
    if (!sessions) throw new HttpError(503, 'preview_not_configured', 'Preview is not configured (PREVIEW_SECRET)');
    return sessions;
  };
  return {
    [PREVIEW_ENTER_PATH]: async (req: IncomingMessage, res: ServerResponse, url: URL) => {
      getOnly(req);
      const preview = configured();
      const { secret, path } = readQuery(url, enterQuery);
      if (!preview.secretMatches(secret)) throw new HttpError(401, 'unauthorized', 'The preview secret is wrong');
      sendRedirect(res, previewPathOf(path), 307, { ...PRIVATE, 'set-cookie': preview.open() });
    },
    [PREVIEW_EXIT_PATH]: async (req: IncomingMessage, res: ServerResponse, url: URL) => {
      getOnly(req);
      const preview = configured();
      const { path } = readQuery(url, exitQuery);
      sendRedirect(res, path, 307, { ...PRIVATE, 'set-cookie': preview.close() });
    },
  };
}
