/**
 * Switching locale (spec 4): GET /api/v1/locale?to=<code>&path=<path within that locale>[&search=<query>]
 * writes the locale cookie (365 days, path /, SameSite=Lax) and answers 307 to the matching
 * localized path, with the query of the page switched from (the locator's state) kept.
 * The language switcher's links point here, so switching works as plain links without JavaScript.
 * The target is always a path of this site (or, under the domain strategy, the configured host of
 * the chosen locale): the request never chooses a host.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { isSitePath, type LocaleStrategy, localizedHref, LOCALE_SWITCH_PATH, switchQuery } from '../../i18n/paths';
import { localeCookie } from '../../lib/locale-detection';
import { getOnly, readQuery } from '../../lib/http/read';
import { sendRedirect } from '../respond';
import { encodePath } from '../../lib/location';

const query = z.object({
  to: z.enum(localeCodes),
  path: z.string().max(1024).refine(isSitePath, 'must be a path of this site').default('/'),
  search: z.string().max(2048).default(''),
});

export { LOCALE_SWITCH_PATH };

/** Where a switch to `to` goes: the localized path (on that locale's host under the domain strategy) plus the query kept. */
export function switchLocation(
  to: LocaleCode,
  path: string,
  search: string,
  strategy: LocaleStrategy,
  siteOrigins: Readonly<Record<LocaleCode, string>>,
): string {
  // the path is decoded (a CMS path such as '/stationer/malmö'): encoded once, here
  const href = `${encodePath(localizedHref(path, to, strategy))}${switchQuery(search)}`;
  return strategy === 'domain' ? `${siteOrigins[to]}${href}` : href;
}

export function createLocaleSwitch(options: { secure: boolean; strategy: LocaleStrategy; siteOrigins: Readonly<Record<LocaleCode, string>> }) {
  return async function handleLocaleSwitch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    getOnly(req);
    const { to, path, search } = readQuery(url, query);
    const location = switchLocation(to, path, search, options.strategy, options.siteOrigins);
    sendRedirect(res, location, 307, { 'set-cookie': localeCookie(to, { secure: options.secure }) });
  };
}
