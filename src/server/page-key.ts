/**
 * Which page a request asks for, as the server's internal name (src/i18n/paths.ts internalPath):
 * under the prefix strategy the request path itself; under the domain strategy the locale comes
 * from the configured host and the path gets that locale's internal prefix.
 */
import { localeFromSegment, type LocaleCode } from '../config/locales';
import { internalPath, splitLocale } from '../i18n/paths';
import { localeAndPath, type RedirectContext } from '../lib/redirect-rules';

/** The internal page name, or null when the request cannot name a page (a prefix on a domain host). */
export function pageKey(host: string, pathname: string, ctx: RedirectContext): string | null {
  if (ctx.strategy === 'prefix') return pathname;
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  // under the domain strategy a locale segment is never part of a page path: '/en-EU/x' on any
  // host would otherwise reach another locale's page
  if (first && localeFromSegment(first)) return null;
  const { locale, path } = localeAndPath(pathname, host.trim().toLowerCase(), ctx);
  return internalPath(path, locale);
}

/** The locale whose 404 page answers a request that names no page: the host's under the domain strategy. */
export function errorPageLocale(host: string, pathname: string, ctx: RedirectContext): LocaleCode {
  if (ctx.strategy === 'prefix') return splitLocale(pathname).locale;
  return localeAndPath('/', host.trim().toLowerCase(), ctx).locale;
}
