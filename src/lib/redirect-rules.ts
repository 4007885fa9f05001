/**
 * The server's redirect rules (spec 2.6, 9), pure: given the request's host and decoded path and
 * the configuration, the one 307 to answer, or null. Rules run in a fixed order and the first that
 * applies wins (www. → trailing slash → locale-prefix case → root redirect → legacy table).
 *
 * Safety: a Location is only ever built from a site path (checked with isSitePath), a configured
 * host, or a legacy-table target, never from the request's Host header; paths are re-encoded and
 * the query is escaped so the value is always a header-safe ASCII string.
 */
import { defaultLocale, localeFromSegment, type LocaleCode } from '../config/locales';
import { isSitePath, localizedHref, localePrefix } from '../i18n/paths';
import { appendQuery, encodePath } from './location';
import { configuredLocaleOf, localeAndPath, normaliseHost, type LocaleRouting } from './request-locale';

export { encodePath };

/** The redirect rules' configuration; the request's locale comes from src/lib/request-locale.ts. */
export interface RedirectContext extends LocaleRouting {
  /** Legacy tables by locale: decoded path within the locale → target (site path or https URL). */
  tables: Record<LocaleCode, ReadonlyMap<string, string>>;
  /** Path within a locale that '/' redirects to; null/undefined for none. */
  rootRedirect?: string | null;
  /** Scheme of absolute Locations (the www. rule); https unless said otherwise. */
  scheme?: 'https' | 'http';
}

export interface RedirectRequest {
  host: string;
  /** Decoded pathname, as parseRequestTarget returns it. */
  pathname: string;
  /** Raw query with its '?', or ''. */
  search: string;
}

export type RedirectReason = 'www' | 'trailing-slash' | 'locale-case' | 'legacy' | 'root';

export interface Redirect {
  status: 307;
  location: string;
  reason: RedirectReason;
}

/** The redirect to answer for a request, or null when the request is served as it is. */
export function resolveRedirect(req: RedirectRequest, ctx: RedirectContext): Redirect | null {
  const { pathname } = req;
  // Every rule below derives its Location from the request path; a path that could leave the
  // site (request-target refuses these already) gets no redirect at all.
  // Stryker disable next-line ConditionalExpression: isSitePath refuses what is not text too; the test is for the type
  if (typeof pathname !== 'string') return null;
  if (!isSitePath(pathname)) return null;
  const { search } = req;
  const host = normaliseHost(req.host);

  // a. www.<configured host> → the configured host, absolute.
  if (host.startsWith('www.')) {
    const locale = configuredLocaleOf(host.slice(4), ctx.hosts);
    if (locale !== undefined) {
      const target = ctx.hosts[locale];
      return { status: 307, location: appendQuery(`${ctx.scheme ?? 'https'}://${target}${encodePath(pathname)}`, search), reason: 'www' };
    }
  }

  // b. trailing slash → without it.
  if (pathname !== '/' && pathname.endsWith('/')) {
    // a site path other than '/' has a part before its trailing slashes
    return relative(pathname.replace(/\/+$/, ''), search, 'trailing-slash');
  }

  // c. prefix strategy: a locale prefix in the wrong case, or the default locale written out.
  if (ctx.strategy === 'prefix') {
    const recased = recasedPrefix(pathname);
    if (recased !== null) return relative(recased, search, 'locale-case');
  }

  const { locale, path } = localeAndPath(pathname, host, ctx);

  // d. root redirect.
  // Stryker disable next-line ConditionalExpression,StringLiteral: isSitePath refuses what is not text and '' alike; the test is for the type
  const root = typeof ctx.rootRedirect === 'string' ? ctx.rootRedirect : '';
  if (path === '/' && root !== '/' && isSitePath(root)) {
    return relative(hrefWithin(root, locale, ctx.strategy), search, 'root');
  }

  // e. legacy table of the request's locale, exact match.
  // Stryker disable next-line OptionalChaining: the tables name every locale (RedirectContext)
  const target = ctx.tables[locale]?.get(path);
  // Stryker disable next-line ConditionalExpression: neither test below takes undefined; this one is for the type
  if (target !== undefined) {
    if (isSitePath(target)) return relative(hrefWithin(target, locale, ctx.strategy), search, 'legacy');
    if (isHttpsUrl(target)) return { status: 307, location: appendQuery(target, search), reason: 'legacy' };
  }
  return null;
}

/** '/en-eu/x' → '/en-EU/x', '/fi-FI/x' → '/x'; null when the prefix is already canonical or absent. */
function recasedPrefix(pathname: string): string | null {
  // the rest is every character after the prefix, a line separator too (`s`)
  const match = /^\/([A-Za-z]{2}-[A-Za-z]{2})(?=\/|$)(.*)/s.exec(pathname);
  if (!match) return null;
  // Stryker disable next-line StringLiteral: both groups always take part in a match, so the defaults are never used
  const [, segment = '', rest = ''] = match;
  const locale = localeFromSegment(segment);
  if (locale === undefined) return null;
  if (locale === defaultLocale) return rest === '' ? '/' : rest;
  if (segment === locale) return null;
  // Stryker disable next-line StringLiteral: localePrefix writes a prefix under any strategy but 'domain'
  return `${localePrefix(locale, 'prefix')}${rest}`;
}

function hrefWithin(path: string, locale: LocaleCode, strategy: RedirectContext['strategy']): string {
  // Stryker disable next-line StringLiteral: localizedHref writes a prefix under any strategy but 'domain'
  return strategy === 'prefix' ? localizedHref(path, locale, 'prefix') : path;
}

function relative(path: string, search: string, reason: RedirectReason): Redirect | null {
  // Last line of defence: whatever the rule computed, a relative Location is one site path.
  if (!isSitePath(path)) return null;
  return { status: 307, location: appendQuery(encodePath(path), search), reason };
}

function isHttpsUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.href === target;
  } catch /* Stryker disable next-line BlockStatement: an empty block returns undefined, which the caller reads as false */ {
    return false;
  }
}
