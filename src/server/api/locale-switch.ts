/**
 * Switching locale (spec 4): GET /api/v1/locale?to=<code>&path=<path within that locale> writes the
 * locale cookie (365 days, path /, SameSite=Lax) and answers 307 to the matching localized path.
 * The language switcher's links point here, so switching works as plain links without JavaScript.
 * The target is always a path of this site (or, under the domain strategy, the configured host of
 * the chosen locale): the request never chooses a host.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { isSitePath, type LocaleStrategy, localizedHref, LOCALE_SWITCH_PATH } from '../../i18n/paths';
import { localeCookie } from '../../lib/locale-detection';
import { getOnly, readQuery } from '../../lib/http/read';
import { sendRedirect } from '../respond';
import { encodePath } from '../../lib/location';

const query = z.object({
  to: z.enum(localeCodes),
  path: z.string().max(1024).refine(isSitePath, 'must be a path of this site').default('/'),
});

export { LOCALE_SWITCH_PATH };

export function createLocaleSwitch(options: { secure: boolean; strategy: LocaleStrategy; siteOrigins: Readonly<Record<LocaleCode, string>> }) {
  return async function handleLocaleSwitch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    getOnly(req);
    const { to, path } = readQuery(url, query);
    const href = localizedHref(path, to, options.strategy);
    // the path is decoded (a CMS path such as '/stationer/malmö'): encoded once, here
    const location = options.strategy === 'domain' ? `${options.siteOrigins[to]}${encodePath(href)}` : encodePath(href);
    sendRedirect(res, location, 307, { 'set-cookie': localeCookie(to, { secure: options.secure }) });
  };
}
