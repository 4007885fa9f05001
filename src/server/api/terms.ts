/**
 * GET /api/v1/terms: the terms the footer's privacy link opens in a modal (spec 2.4, 4 "Terms
 * modal"), read from the terms page as spec 7.2 says (`content.body[0].cards[0]`) and rendered here
 * by the pages' own rich-text renderer (src/cms/terms.ts): `{ title, html }`. The browser puts that
 * HTML into the modal as it is, so it only ever holds what the site made, never HTML from the CMS,
 * and the modal loads no renderer of its own. The only input is the spec's locale header; the terms
 * page's path is the site's own (the localized path table, spec 2.2).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CmsClient } from '../../cms/client';
import { termsView } from '../../cms/terms';
import { TERMS_PATH } from '../../features/terms/terms';
import { pathFor } from '../../i18n/paths';
import { UpstreamError } from '../../lib/http/client';
import { HttpError } from '../../lib/http/errors';
import { localeFromHeader } from '../../lib/request-locale';
import { logRequestProblem } from '../observe/request-problem';
import { sendJson } from '../respond';
import { cacheControl } from '../edge/policy';

/** How long a browser may keep the terms: as long as the page call's answer (src/server/api/proxy.ts). */
const TERMS_CACHE = cacheControl('sharedJson');

export function createTermsRoute(cms: CmsClient) {
  async function terms(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    const locale = localeFromHeader(req.headers.locale);
    const page = await cms.page(pathFor('terms', locale), locale).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error;
      // the proxy's answer to the same failure (src/server/api/proxy.ts)
      logRequestProblem(error.message);
      const status = error.siteStatus === 503 ? 503 : 502;
      throw new HttpError(status, 'upstream_error', status === 503 ? 'Content service unavailable' : 'Content service error');
    });
    const view = page ? termsView(page, locale) : null;
    if (!view) throw new HttpError(404, 'terms_not_found', 'The terms page has no terms card');
    // the answer is the locale's: a cache keeps one per locale header
    sendJson(res, 200, view, { 'cache-control': TERMS_CACHE, vary: 'locale' });
  }
  return { [TERMS_PATH]: terms };
}
