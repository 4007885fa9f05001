/**
 * Locale detection (spec 4): the locale cookie first, then the browser's language list (an exact
 * match scores higher than a language-only match), then a fallback, then the default locale.
 *
 * "First access and later navigation apply detection differently" is read as: the browser's
 * language list (Accept-Language) is consulted only on a first access, i.e. a request for the
 * landing page ('/') that carries no valid locale cookie; if it names another locale, the server
 * redirects there (307) and sets the cookie. Every later navigation follows the URL (its locale
 * prefix or host) and the cookie only: a visitor who opened '/en-EU/x' or switched language is
 * never pushed elsewhere by their browser settings. Switching locale writes the cookie
 * (`localeCookie`) and goes to the matching localized path.
 */
import { defaultLocale, isLocaleCode, localeCodes, locales, type LocaleCode } from '../config/locales';

/** Name of the locale cookie. */
export const LOCALE_COOKIE = 'locale';
/** Lifetime of the locale cookie: 365 days (spec 9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Bounds on the Accept-Language header taken into account; the rest is ignored, not an error. */
export const ACCEPT_LANGUAGE_MAX_BYTES = 1024;
export const ACCEPT_LANGUAGE_MAX_ENTRIES = 32;

export interface LanguageRange {
  tag: string;
  q: number;
}

const tagShape = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const qShape = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Parses Accept-Language into language ranges sorted by q (highest first, then header order).
 * Entries with a malformed tag or an invalid q are dropped rather than guessed at; q=0 ("not
 * acceptable") entries are dropped too. Only the first 1 KB and 32 entries are read.
 */
export function parseAcceptLanguage(header: string): LanguageRange[] {
  // '' reads as no ranges below, like any text without a language tag
  if (typeof header !== 'string') return [];
  let text = header;
  if (text.length > ACCEPT_LANGUAGE_MAX_BYTES) {
    // Cut at the last whole entry so a truncated tag ('sv-S') is not read as a real one.
    text = text.slice(0, ACCEPT_LANGUAGE_MAX_BYTES);
    text = text.slice(0, Math.max(0, text.lastIndexOf(',')));
  }
  const ranges: LanguageRange[] = [];
  for (const part of text.split(',').slice(0, ACCEPT_LANGUAGE_MAX_ENTRIES)) {
    const range = parseRange(part);
    if (range !== null && range.q > 0) ranges.push(range);
  }
  // Array.prototype.sort is stable, so equal q keeps header order.
  return ranges.sort((a, b) => b.q - a.q);
}

function parseRange(part: string): LanguageRange | null {
  // Stryker disable next-line StringLiteral: split gives at least one part, so the default is never used
  const [rawTag = '', ...params] = part.split(';').map((p) => p.trim());
  if (!tagShape.test(rawTag)) return null;
  let q = 1;
  for (const param of params) {
    const eq = param.indexOf('=');
    const name = (eq === -1 ? param : param.slice(0, eq)).trim().toLowerCase();
    if (name !== 'q') continue;
    // Stryker disable next-line ConditionalExpression,StringLiteral: no text without '=' reads as a q value, the empty one nor the name itself
    const value = eq === -1 ? '' : param.slice(eq + 1).trim();
    if (!qShape.test(value)) return null;
    q = Number(value);
  }
  return { tag: rawTag, q };
}

// Exact matches name language and region (or are the locale's own tag): 'sv-SE', 'en', 'no'.
const exactTags = new Map<string, LocaleCode>([
  ...locales.flatMap((l): [string, LocaleCode][] => [
    [l.code.toLowerCase(), l.code],
    [l.iso.toLowerCase(), l.code],
  ]),
  ['nb-no', 'no-NO'],
  ['nn-no', 'no-NO'],
  ['no', 'no-NO'],
  ['en', 'en-EU'],
]);

// Language-only matches: the primary subtag alone ('sv', 'sv-FI' → sv-SE; 'nb', 'nn' → no-NO).
const languageTags = new Map<string, LocaleCode>([...locales.map((l): [string, LocaleCode] => [l.language, l.code]), ['nb', 'no-NO'], ['nn', 'no-NO']]);

/** The locale an Accept-Language entry maps to, and whether it matched exactly. */
export function matchLanguageTag(tag: string): { locale: LocaleCode; exact: boolean } | null {
  const lower = tag.toLowerCase();
  const exact = exactTags.get(lower);
  if (exact) return { locale: exact, exact: true };
  // Stryker disable next-line StringLiteral: split gives at least one part, so the default is never used
  const language = languageTags.get(lower.split('-')[0] ?? '');
  return language ? { locale: language, exact: false } : null;
}

/**
 * The best locale for an Accept-Language header, or null. Ranked by q first (the visitor's
 * preference), then an exact match above a language-only one, then header order.
 */
export function localeFromAcceptLanguage(header: string): LocaleCode | null {
  let best: { locale: LocaleCode; q: number; exact: boolean } | null = null;
  for (const { tag, q } of parseAcceptLanguage(header)) {
    const match = matchLanguageTag(tag);
    if (!match) continue;
    // the ranges come highest q first, so a later one only wins at the same q, by matching exactly
    if (best === null || (q === best.q && match.exact && !best.exact)) best = { ...match, q };
  }
  return best?.locale ?? null;
}

// Cookie pairs are trimmed of spaces and tabs only (RFC 6265 5.2's whitespace), the rule the edge
// repeats in VCL (src/server/edge/varnish.ts): a broader trim would let the two read different values.
const trimWhitespace = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, '');

/** Reads the first locale cookie's value from a whole Cookie header; null when absent. */
export function readLocaleCookie(cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && trimWhitespace(pair.slice(0, eq)) === LOCALE_COOKIE) return trimWhitespace(pair.slice(eq + 1));
  }
  return null;
}

/**
 * Detects the locale: cookie (its value, or a whole Cookie header), then Accept-Language, then
 * the fallback, then the default (fi-FI). Invalid values at any step are skipped.
 */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null; fallback?: LocaleCode | null }): LocaleCode {
  const { cookie, acceptLanguage, fallback } = input;
  if (typeof cookie === 'string') {
    const value = cookie.includes('=') ? readLocaleCookie(cookie) : cookie.trim();
    if (isLocaleCode(value)) return value;
  }
  // Stryker disable next-line ConditionalExpression: parseAcceptLanguage reads what is not text as no ranges; the test is for the type
  if (typeof acceptLanguage === 'string') {
    const fromHeader = localeFromAcceptLanguage(acceptLanguage);
    if (fromHeader) return fromHeader;
  }
  if (isLocaleCode(fallback)) return fallback;
  return defaultLocale;
}

/** The Set-Cookie value that remembers a locale for 365 days (spec 9: path /, SameSite Lax). */
export function localeCookie(locale: LocaleCode, options: { secure?: boolean } = {}): string {
  // Never write anything but a known code into a header.
  const code = localeCodes.includes(locale) ? locale : defaultLocale;
  const secure = options.secure ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}
