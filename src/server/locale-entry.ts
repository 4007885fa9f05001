/**
 * Locale detection at the entry point (spec 4), in the server pipeline: a visitor who arrives at
 * the default locale's landing page from outside the site (typed address, bookmark, search result:
 * Sec-Fetch-Site is not same-origin) is sent to the landing page of the locale detected from the
 * locale cookie, then Accept-Language. Navigation inside the site never redirects: the URL wins.
 * Pre-rendered pages stay static files; only this one decision runs per request.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { defaultLocale, type LocaleCode } from '../config/locales';
import { hrefFor } from '../i18n/paths';
import { detectLocale, localeCookie, readLocaleCookie } from '../lib/locale-detection';

export interface EntryDecision {
  location: string;
  /** Set-Cookie value when the visitor had no locale cookie yet */
  cookie: string | null;
}

/**
 * Where an edge asks which way the entry goes (src/server/edge/varnish.ts): 204 with the decision's
 * key in ENTRY_KEY_HEADER, so the edge can keep '/' once per decision instead of once per raw
 * Accept-Language and Cookie.
 */
export const ENTRY_DECISION_PATH = '/_edge/entry-decision';
export const ENTRY_KEY_HEADER = 'x-entry-key';

/**
 * The decision's key: 'stay' (the default locale's landing page), '<locale>' (a redirect there), or
 * '<locale>+cookie' (a redirect that also sets the locale cookie, which no cache may keep).
 */
export function entryKey(headers: IncomingHttpHeaders, options: { strategy: 'prefix' | 'domain'; secure: boolean }): string {
  const decision = entryRedirect('/', headers, options);
  if (!decision) return 'stay';
  const locale = decision.location.split('/')[1] ?? '';
  return decision.cookie ? `${locale}+cookie` : locale;
}

/** Vary header for responses whose answer depends on the entry decision. */
export const ENTRY_VARY = 'Accept-Encoding, Cookie, Accept-Language, Sec-Fetch-Site';

/** The redirect for an entry request to `pathname`, or null to serve the page as asked. */
export function entryRedirect(
  pathname: string,
  headers: IncomingHttpHeaders,
  options: { strategy: 'prefix' | 'domain'; secure: boolean },
): EntryDecision | null {
  if (options.strategy !== 'prefix' || pathname !== '/') return null;
  if (headers['sec-fetch-site'] === 'same-origin') return null;
  const cookieHeader = typeof headers.cookie === 'string' ? headers.cookie : '';
  const accept = typeof headers['accept-language'] === 'string' ? headers['accept-language'] : null;
  const locale: LocaleCode = detectLocale({ cookie: cookieHeader, acceptLanguage: accept });
  if (locale === defaultLocale) return null;
  const hadCookie = readLocaleCookie(cookieHeader) !== null;
  return { location: hrefFor('landingPage', locale), cookie: hadCookie ? null : localeCookie(locale, { secure: options.secure }) };
}
