/**
 * Entering and leaving an editor's preview (spec 7.2). The CMS's "Preview" link opens
 * `GET /api/v1/preview?secret=…&path=/x`: with the right secret it sets the sealed preview cookie
 * and sends the editor to `/preview/x`, where the page renders with drafts. A client that gives a
 * wrong secret too often is told to wait (429 + Retry-After: 5 wrong tries a minute per client,
 * 50 in all). The preview banner's button posts `POST /api/v1/preview/exit` (form field `path`,
 * same-origin only), which revokes the session and goes back to the published page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { MAX_PAGE_PATH } from '../../cms/path-rule';
import { isSitePath } from '../../i18n/paths';
import { PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH, previewPathOf } from '../../lib/preview';
import { getOnly, readBody, readQuery } from '../../lib/http/read';
import { HttpError } from '../../lib/http/errors';
import { assertSameOrigin } from '../../lib/http/same-origin';
import { clientAddress } from '../../lib/http/client-address';
import { createAttemptLimit, type AttemptLimitOptions } from '../../lib/attempt-limit';
import { describeZodError } from '../../config/zod-issues';
import { sendRedirect } from '../respond';
import { PREVIEW_HEADERS } from '../edge/policy';
import type { PreviewSessions } from '../preview/session';

const sitePath = z
  .string()
  .max(MAX_PAGE_PATH, `must be at most ${MAX_PAGE_PATH} characters`)
  .refine((p) => isSitePath(p) && !/[?#]/.test(p), 'must be a path on this site, like /en-EU/company');

const enterQuery = z.object({ secret: z.string({ required_error: 'is required' }).max(512), path: sitePath.default('/') });
const exitForm = z.object({ path: sitePath.default('/') });

const PRIVATE = PREVIEW_HEADERS;

/** Wrong preview secrets heard per client and in all, per minute. */
export const PREVIEW_ATTEMPTS: AttemptLimitOptions = { perKey: 5, overall: 50, windowS: 60 };

export function createPreviewRoutes(sessions: PreviewSessions | null, options: { siteOrigins?: readonly string[]; attempts?: AttemptLimitOptions } = {}) {
  const attempts = createAttemptLimit(options.attempts ?? PREVIEW_ATTEMPTS);
  const configured = (): PreviewSessions => {
    if (!sessions) throw new HttpError(503, 'preview_not_configured', 'Preview is not configured (PREVIEW_SECRET)');
    return sessions;
  };
  return {
    [PREVIEW_ENTER_PATH]: async (req: IncomingMessage, res: ServerResponse, url: URL) => {
      getOnly(req);
      const preview = configured();
      const client = clientAddress(req);
      const wait = attempts.blockedFor(client);
      if (wait > 0) throw new HttpError(429, 'too_many_attempts', 'Too many wrong preview secrets: try again later', { 'retry-after': String(wait) });
      const { secret, path } = readQuery(url, enterQuery);
      if (!preview.secretMatches(secret)) {
        attempts.fail(client);
        throw new HttpError(401, 'unauthorized', 'The preview secret is wrong');
      }
      sendRedirect(res, previewPathOf(path), 307, { ...PRIVATE, 'set-cookie': preview.open() });
    },
    [PREVIEW_EXIT_PATH]: async (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST (the preview banner’s button)', { allow: 'POST' });
      assertSameOrigin(req, { siteOrigins: options.siteOrigins ?? [] });
      const preview = configured();
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (type !== 'application/x-www-form-urlencoded')
        throw new HttpError(415, 'unsupported_media_type', 'Post the form as application/x-www-form-urlencoded');
      const form = new URLSearchParams((await readBody(req, 4 * 1024)).toString('utf8'));
      const parsed = exitForm.safeParse({ path: form.get('path') ?? undefined });
      if (!parsed.success) throw new HttpError(400, 'invalid_form', describeZodError(parsed.error, { root: 'form' }));
      sendRedirect(res, parsed.data.path, 303, { ...PRIVATE, 'set-cookie': preview.close(req) });
    },
  };
}
