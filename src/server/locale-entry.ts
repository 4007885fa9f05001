/**
 * Locale detection at the entry point (spec 4), in the server pipeline: a visitor who arrives at
 * the default locale's landing page from outside the site (typed address, bookmark, search result:
 * Sec-Fetch-Site is not same-origin) is sent to the landing page of the locale detected from the
 * locale cookie, then Accept-Language. Navigation inside the site never redirects: the URL wins.
 * Pre-rendered pages stay static files; only this one decision runs per request.
 *
 * The decision reads one normal form of the request's headers (`entryInputs`), and the edge keys
 * its copy of '/' on the same form, computed the same way in VCL (src/server/edge/varnish.ts,
 * design.md "The edge"): a header sent on several lines counts as its lines joined, as Node joins
 * them (', ', and '; ' for Cookie); the locale cookie is the first `locale` pair.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { defaultLocale, isLocaleCode, type LocaleCode } from '../config/locales';
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
/** Surrogate key of every decision the edge keeps: `PURGE` with it drops them all. */
export const ENTRY_DECISION_KEY = 'entry-decision';
/**
 * Seconds the edge keeps a decision. Short: a decision is cheap to ask again, and a release that
 * changes the detection rules reaches every visitor within minutes even without a purge.
 */
export const ENTRY_DECISION_MAX_AGE = 300;

/** What the entry decision reads, in its one normal form. */
export interface EntryInputs {
  /** Sec-Fetch-Site is exactly `same-origin` (one line, or its lines joined say so) */
  sameOrigin: boolean;
  /** the first `locale` cookie pair: its value when it names a locale, 'other' when it does not, null when absent */
  cookie: LocaleCode | 'other' | null;
  /** Accept-Language, its lines joined with ', ' ('' when absent) */
  acceptLanguage: string;
}

/** One header as Node presents it: repeated lines already joined (', ', or '; ' for Cookie). */
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
  const inputs = entryInputs(headers);
  if (inputs.sameOrigin) return null;
  const fromCookie = inputs.cookie === 'other' ? null : inputs.cookie;
  const locale: LocaleCode = fromCookie ?? detectLocale({ acceptLanguage: inputs.acceptLanguage });
  if (locale === defaultLocale) return null;
  return { location: hrefFor('landingPage', locale), cookie: inputs.cookie !== null ? null : localeCookie(locale, { secure: options.secure }) };
}
