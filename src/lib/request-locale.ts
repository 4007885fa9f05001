/**
 * Which locale a request is in, decided in this one module for every caller (spec 2.1, 4, 7):
 *
 *   page path   the locale prefix (prefix strategy) or the configured host (domain strategy):
 *               `localeAndPath`, `pageKey`, `errorPageLocale` (the pipeline, the redirect rules)
 *   API call    the `locale` header of a browser or proxy call (spec 7: default fi-FI):
 *               `localeFromHeader`; an unknown value is a 400 `invalid_locale` everywhere, the
 *               answer the backends' contract gives too (src/contract/backends.openapi.json;
 *               README "Where the site differs from the spec")
 *   entry       a first access to the default locale's landing page: the locale cookie, then
 *               Accept-Language, unless Sec-Fetch-Site says the visitor came from inside the site:
 *               `entryInputs`, `entryRedirect`, `entryKey` (the pipeline and the edge, design.md
 *               "The edge")
 *
 * Parsing the cookie and Accept-Language is src/lib/locale-detection.ts's; this module only decides.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { defaultLocale, isLocaleCode, localeCodes, localeFromSegment, type LocaleCode } from '../config/locales';
import { hrefFor, internalPath, splitLocale } from '../i18n/paths';
import { HttpError } from './http/errors';
import { detectLocale, localeCookie, readLocaleCookie } from './locale-detection';

/** What the path's locale depends on: the strategy (spec 2.1) and, under 'domain', the hosts. */
export interface LocaleRouting {
  strategy: 'prefix' | 'domain';
  /** Canonical host per locale (no www., optional port); equal for all locales under 'prefix'. */
  hosts: Record<LocaleCode, string>;
  /** Host whose locale a request on an unknown Host gets (domain strategy). */
  defaultHost: string;
}

// A host name or IP literal with an optional port; anything else is not trusted as a configured host.
const hostShape = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/i;

/** A Host header as compared: trimmed, lower case, without a trailing dot. */
export function normaliseHost(host: string): string {
  return typeof host === 'string' ? host.trim().toLowerCase().replace(/\.$/, '') : '';
}

/** The locale whose configured host is `host` (normalised; compared with or without the port). */
export function configuredLocaleOf(host: string, hosts: Record<LocaleCode, string>): LocaleCode | undefined {
  const bare = host.replace(/:\d+$/, '');
  for (const locale of localeCodes) {
    const configured = hosts[locale];
    // Stryker disable next-line ConditionalExpression: the type gives every locale a string; the test is for a configuration read from outside
    if (typeof configured !== 'string') continue;
    if (!hostShape.test(configured)) continue;
    const wanted = configured.toLowerCase();
    if (wanted === host || wanted === bare) return locale;
  }
  return undefined;
}

/** The locale and the path within it: from the prefix, or (domain) from the host. */
export function localeAndPath(pathname: string, host: string, routing: LocaleRouting): { locale: LocaleCode; path: string } {
  if (routing.strategy === 'prefix') {
    const { locale, path } = splitLocale(pathname);
    return { locale, path };
  }
  const locale =
    configuredLocaleOf(normaliseHost(host), routing.hosts) ?? configuredLocaleOf(normaliseHost(routing.defaultHost), routing.hosts) ?? defaultLocale;
  return { locale, path: pathname };
}

/**
 * The page a request names, as the server's internal path (src/i18n/paths.ts internalPath), or
 * null when it can name none: under the domain strategy a locale segment is never part of a page
 * path ('/en-EU/x' on any host would otherwise reach another locale's page).
 */
export function pageKey(host: string, pathname: string, routing: LocaleRouting): string | null {
  if (routing.strategy === 'prefix') return pathname;
  // Stryker disable next-line Regex: a request path starts with '/', so its first '/' is at the start anyway
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  if (first && localeFromSegment(first)) return null;
  const { locale, path } = localeAndPath(pathname, host, routing);
  return internalPath(path, locale);
}

/** The locale whose 404 page answers a request that names no page: the host's under the domain strategy. */
export function errorPageLocale(host: string, pathname: string, routing: LocaleRouting): LocaleCode {
  return localeAndPath(pathname, host, routing).locale;
}

/**
 * The locale of an API or proxy call from its `locale` header (spec 7: "every call sends the current
 * locale in a locale header (default fi-FI)"): absent is the default; a known code is itself;
 * anything else (an unknown code, a header sent twice) is a 400, as bad input is everywhere.
 */
export function localeFromHeader(value: string | readonly string[] | undefined): LocaleCode {
  if (value === undefined) return defaultLocale;
  // Stryker disable next-line ConditionalExpression: isLocaleCode takes no list either; the test is for the type
  if (typeof value === 'string' && isLocaleCode(value)) return value;
  throw new HttpError(400, 'invalid_locale', 'Unknown locale header');
}

/** The entry decision's redirect: where to, and the Set-Cookie value when the visitor had no locale cookie. */
export interface EntryDecision {
  location: string;
  cookie: string | null;
}

/**
 * What the entry decision reads, in its one normal form. The edge keys its copy of '/' on the same
 * form, computed the same way in VCL (src/server/edge/varnish.ts): a header sent on several lines
 * counts as its lines joined, as Node joins them (', ', and '; ' for Cookie); the locale cookie is
 * the first `locale` pair.
 */
export interface EntryInputs {
  /** Sec-Fetch-Site is exactly `same-origin` (one line, or its lines joined say so) */
  sameOrigin: boolean;
  /** the first `locale` cookie pair: its value when it names a locale, 'other' when it does not, null when absent */
  cookie: LocaleCode | 'other' | null;
  /** Accept-Language, its lines joined with ', ' ('' when absent) */
  acceptLanguage: string;
}

function header(headers: IncomingHttpHeaders, name: 'sec-fetch-site' | 'cookie' | 'accept-language'): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

export function entryInputs(headers: IncomingHttpHeaders): EntryInputs {
  const cookie = readLocaleCookie(header(headers, 'cookie'));
  return {
    sameOrigin: header(headers, 'sec-fetch-site') === 'same-origin',
    cookie: cookie === null ? null : isLocaleCode(cookie) ? cookie : 'other',
    acceptLanguage: header(headers, 'accept-language'),
  };
}

/**
 * The redirect for an entry request to `pathname`, or null to serve the page as asked (spec 4):
 * only the default locale's landing page under the prefix strategy, only from outside the site
 * (navigation inside it never redirects: the URL wins), to the locale of the cookie, else of
 * Accept-Language.
 */
export function entryRedirect(
  pathname: string,
  headers: IncomingHttpHeaders,
  options: { strategy: 'prefix' | 'domain'; secure: boolean },
): EntryDecision | null {
  if (options.strategy !== 'prefix' || pathname !== '/') return null;
  const inputs = entryInputs(headers);
  if (inputs.sameOrigin) return null;
  const fromCookie = inputs.cookie === 'other' ? null : inputs.cookie;
  const locale: LocaleCode = fromCookie ?? detectLocale({ acceptLanguage: inputs.acceptLanguage });
  if (locale === defaultLocale) return null;
  // Stryker disable next-line StringLiteral: pathFor gives '/' for a key it does not know, which is the landing page's path too
  return { location: hrefFor('landingPage', locale), cookie: inputs.cookie !== null ? null : localeCookie(locale, { secure: options.secure }) };
}

/**
 * The decision's key: 'stay' (the default locale's landing page), '<locale>' (a redirect there), or
 * '<locale>+cookie' (a redirect that also sets the locale cookie, which no cache may keep).
 */
export function entryKey(headers: IncomingHttpHeaders, options: { strategy: 'prefix' | 'domain'; secure: boolean }): string {
  const decision = entryRedirect('/', headers, options);
  if (!decision) return 'stay';
  // Stryker disable next-line StringLiteral: a landing page's href is '/<locale>', so the part is always there
  const locale = decision.location.split('/')[1] ?? '';
  return decision.cookie ? `${locale}+cookie` : locale;
}
