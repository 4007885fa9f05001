/**
 * The editor's page speaks the editor's language, one of the four the string tables have (Finnish,
 * Swedish, Norwegian, English): chosen on the page (a cookie), else the browser's Accept-Language,
 * else English. It is the language of the page's words only; which market's pages are edited is
 * chosen apart from it (an English-speaking editor may edit the Swedish pages).
 */
import type { IncomingMessage } from 'node:http';
import { getLocale, isLocaleCode, localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { localeFromAcceptLanguage } from '../../../../src/lib/locale-detection';
import { parseCookies, serializeCookie } from '../../../../src/lib/http/cookies';
import { t, type Params, type StringKey } from '../../../../src/i18n/t';

export const LANGUAGE_COOKIE = 'cms_editor_lang';
/** When no choice and no Accept-Language match says otherwise. */
export const FALLBACK_LANGUAGE: LocaleCode = 'en-EU';
/** The languages offered, in the chooser's order, each named in its own words. */
export const editorLanguages = localeCodes;

/** The editor's language for a request: the cookie, else Accept-Language, else English. */
export function editorLanguage(req: Pick<IncomingMessage, 'headers'>): LocaleCode {
  const chosen = parseCookies(req.headers.cookie)[LANGUAGE_COOKIE];
  if (isLocaleCode(chosen)) return chosen;
  const header = req.headers['accept-language'];
  return (typeof header === 'string' ? localeFromAcceptLanguage(header) : null) ?? FALLBACK_LANGUAGE;
}

/** The Set-Cookie value that keeps the chosen language for a year (loopback http: not Secure). */
export function languageCookie(lang: LocaleCode): string {
  return serializeCookie(LANGUAGE_COOKIE, lang, { maxAge: 365 * 24 * 3600, secure: false, sameSite: 'Strict' });
}

/** The editor's words in one language, with the formats its numbers and times are written in. */
export interface Words {
  (key: StringKey, params?: Params): string;
  lang: LocaleCode;
  /** the `lang` attribute of the page */
  iso: string;
  /** a timestamp as the editor's language writes a date and time ('' when it is none) */
  time(iso: string): string;
  /** milliseconds as seconds, one decimal ('0,4' in Finnish) */
  seconds(ms: number): string;
  /** a whole number ('1 204' in Finnish) */
  count(n: number): string;
  /** a market (the locale whose pages are edited) in words */
  market(locale: LocaleCode): string;
}

const marketKeys: Record<LocaleCode, StringKey> = {
  'fi-FI': 'editor.market.fiFI',
  'en-EU': 'editor.market.enEU',
  'sv-SE': 'editor.market.svSE',
  'no-NO': 'editor.market.noNO',
};

const cache = new Map<LocaleCode, Words>();

export function wordsFor(lang: LocaleCode): Words {
  const found = cache.get(lang);
  if (found) return found;
  const intl = getLocale(lang).intl;
  // the editors work in the company's home zone, as its articles are dated (src/lib/format.ts)
  const times = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Helsinki' });
  const secs = new Intl.NumberFormat(intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(intl, { maximumFractionDigits: 0 });
  const words = Object.assign((key: StringKey, params?: Params) => t(lang, key, params), {
    lang,
    iso: getLocale(lang).iso,
    time(value: string) {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : times.format(date);
    },
    seconds: (ms: number) => secs.format(Math.max(0, ms) / 1000),
    count: (n: number) => whole.format(n),
    market: (locale: LocaleCode) => t(lang, marketKeys[locale]),
  });
  cache.set(lang, words);
  return words;
}
