/**
 * The localized path table (spec 2.2) and the one link builder: every internal link of the site
 * is made by `localizedHref` or `pathFor`, never by concatenating strings.
 */
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from '../config/locales';
import { processLocaleStrategy, type LocaleStrategy } from '../config/locale-strategy';

/** Keys of spec 2.2, plus the base paths of article and station pages and the checkout and account pages. */
export const pathTable = {
  landingPage: { 'fi-FI': '/', 'en-EU': '/', 'sv-SE': '/', 'no-NO': '/' },
  stationLocator: { 'fi-FI': '/asemahaku', 'en-EU': '/stationsearch', 'sv-SE': '/hitta-station', 'no-NO': '/finn-stasjon' },
  b2b: { 'fi-FI': '/yrityksille', 'en-EU': '/company', 'sv-SE': '/foretag', 'no-NO': '/befrift' },
  terms: { 'fi-FI': '/kayttoehdot', 'en-EU': '/terms', 'sv-SE': '/allmanna-villkor', 'no-NO': '/vilkar-for-bruk' },
  contact: {
    'fi-FI': '/yksityisille/ota-yhteytta/asiakaspalvelu',
    'en-EU': '/about-us/company-info/contact-us',
    'sv-SE': '/privat/kundservice',
    'no-NO': '/privat/kundservice',
  },
  articles: { 'fi-FI': '/artikkeli', 'en-EU': '/article', 'sv-SE': '/artikel', 'no-NO': '/artikkel' },
  /** a query, not a path; not applicable in sv-SE and no-NO (spec 2.2) */
  service: { 'fi-FI': '?service=MAIN', 'en-EU': '?service=MAIN' },
  /** base path of station pages (a station's page is `${stations}/${slug}`) */
  stations: { 'fi-FI': '/asemat', 'en-EU': '/stations', 'sv-SE': '/stationer', 'no-NO': '/stasjoner' },
  /**
   * the checkout: a CMS page (a standard page whose body is one checkout block, placed by the
   * content generator at these paths), pre-rendered and linked like any page; the payment step
   * returns here with ?order=…&payment=paid|failed
   */
  checkout: { 'fi-FI': '/kassa', 'en-EU': '/checkout', 'sv-SE': '/kassan', 'no-NO': '/kassen' },
  /** the account area: a CMS page per locale (customer details and the payment-cards list) */
  account: { 'fi-FI': '/oma-tili', 'en-EU': '/account', 'sv-SE': '/mitt-konto', 'no-NO': '/min-konto' },
} as const satisfies Record<string, Partial<Record<LocaleCode, string>>>;

export type PathKey = keyof typeof pathTable;

/** Keys that are real pages (service is a query), used to generate and check block pages. */
export const pageKeys = ['landingPage', 'stationLocator', 'b2b', 'terms', 'contact', 'articles'] as const;

/** The locale's path for a key; an unknown key or locale, or a key not applicable there, gives '/'. */
export function pathFor(key: string, locale: string): string {
  if (!isLocaleCode(locale) || !Object.hasOwn(pathTable, key)) return '/';
  const row = pathTable[key as PathKey] as Partial<Record<LocaleCode, string>>;
  return row[locale] ?? '/';
}

/**
 * Locale routing strategy (spec 2.1): 'prefix' puts every locale but the default under /<code>;
 * 'domain' gives each locale its own host and no prefix. The default of the functions below is the
 * process's parsed LOCALE_STRATEGY (src/config/locale-strategy.ts); browser code passes the
 * strategy its page was rendered with.
 */
export type { LocaleStrategy };

export const configuredStrategy: LocaleStrategy = processLocaleStrategy;

/** Prefix of a locale's links: none for the default locale, none at all under the domain strategy. */
export function localePrefix(locale: LocaleCode, strategy: LocaleStrategy = configuredStrategy): string {
  return strategy === 'domain' || locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * Turns a path within a locale ('/asemahaku', '/article/x', '?service=MAIN') into the site's href.
 * Paths are expected to be site-relative; anything else is rejected to '/' of the locale.
 */
export function localizedHref(path: string, locale: LocaleCode, strategy: LocaleStrategy = configuredStrategy): string {
  const prefix = localePrefix(locale, strategy);
  if (path.startsWith('?')) return `${prefix || '/'}${path}`;
  if (!isSitePath(path)) return prefix || '/';
  if (path === '/') return prefix || '/';
  return `${prefix}${path.replace(/\/+$/, '')}`;
}

/**
 * The server's internal name of a page: its path in the prefix form, whatever the strategy. Output
 * files, the manifest and the renderer all use it, so four locales' '/' never collide.
 */
export function internalPath(path: string, locale: LocaleCode): string {
  return localizedHref(path, locale, 'prefix');
}

/** Builds the href for a key of the path table in a locale. */
export function hrefFor(key: string, locale: LocaleCode): string {
  return localizedHref(pathFor(key, locale), locale);
}

/** A site-relative path: starts with one '/', never '//' or '/\' (which browsers treat as a host). */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\u0000-\u001f\\]/.test(path);
}

/** Splits a request path into its locale and the path within that locale (prefix strategy). */
export function splitLocale(pathname: string): { locale: LocaleCode; path: string; prefixed: boolean } {
  const match = /^\/([A-Za-z]{2}-[A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocaleCode(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] || '/', prefixed: true };
  }
  return { locale: defaultLocale, path: pathname || '/', prefixed: false };
}

/** Where the language switcher's links go: it sets the locale cookie, then redirects (spec 4). */
export const LOCALE_SWITCH_PATH = '/api/v1/locale';

/** The language switcher's link to a locale's page at `path` (a path within that locale). */
export function localeSwitchHref(to: LocaleCode, path: string): string {
  return `${LOCALE_SWITCH_PATH}?${new URLSearchParams({ to, path })}`;
}

/**
 * A switch link carrying the query of the page it is followed from (`?filters=open24h`), so the
 * locator's state, which lives in its URL, survives the switch (spec 4 "Locale detection": the
 * matching localised path). The page's HTML is shared by every query, so this is set in the browser.
 */
export function withPageQuery(switchHref: string, pageSearch: string): string {
  const url = new URL(switchHref, 'http://switch.invalid');
  const query = new URLSearchParams(pageSearch).toString();
  if (query) url.searchParams.set('search', query);
  else url.searchParams.delete('search');
  return `${url.pathname}${url.search}`;
}

/** The query a switch passes on, re-serialized so nothing but a query can reach the Location: `?a=1` or ''. */
export function switchQuery(search: string): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
}

/** A locale's option in the language switcher: the translation of the page, else that locale's front page. */
interface LanguageOption {
  code: LocaleCode;
  /** the path within that locale */
  path: string;
  /** false: the page has no translation in that locale, and the option leads to its front page */
  translated: boolean;
}

/** The switcher's options, in the locale table's order (spec 4: switching goes to the matching localised path). */
export function languageOptions(localizedPagePaths: Partial<Record<LocaleCode, string>>): LanguageOption[] {
  return localeCodes.map((code) => {
    const path = localizedPagePaths[code];
    return path ? { code, path, translated: true } : { code, path: '/', translated: false };
  });
}
