/**
 * Which third parties a locale loads (spec 7.6): the tag manager (TAG_MANAGER_ID_<LOCALE>, e.g.
 * TAG_MANAGER_ID_FI_FI) and the cookie-consent script (COOKIE_CONSENT_ID). Each loads only when
 * configured; with nothing configured no third-party script, request or cookie reaches a page.
 * A malformed tag-manager id is reported (with its corrected form) and not loaded.
 */
import type { Config } from '../../config/config';
import { getLocale, type LocaleCode } from '../../config/locales';
import { checkTagManagerId } from './tag-manager-id';

export interface TagManagerConfig {
  id: string;
  /** the container script (?id= is added) */
  src: string;
}

export interface ConsentConfig {
  id: string;
  src: string;
  /** the language part of the locale (spec 7.6) */
  culture: string;
}

export interface ThirdPartyConfig {
  tagManager: TagManagerConfig | null;
  consent: ConsentConfig | null;
  /** configuration problems, each naming the variable */
  errors: string[];
}

export const DEFAULT_TAG_MANAGER_SRC = 'https://www.googletagmanager.com/gtm.js';
export const DEFAULT_CONSENT_SRC = 'https://consent.cookiebot.com/uc.js';

const LOOPBACK_HTTP = /^http:\/\/(?:127(?:\.\d{1,3}){3}|localhost)(?::\d+)?\//;

/** A script URL a page may load: https, or http on loopback (local tests of the loaders). */
function scriptUrl(value: string | undefined, fallback: string, name: string, errors: string[]): string | null {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || LOOPBACK_HTTP.test(url.href)) return url.href;
  } catch {
    // reported below
  }
  errors.push(`${name}: "${value.slice(0, 80)}" is not an https URL`);
  return null;
}

export const tagManagerVariable = (locale: LocaleCode) => `TAG_MANAGER_ID_${locale.replace('-', '_').toUpperCase()}`;

/** What the third parties need of the configuration (src/config/schema.ts). */
export type ThirdPartySettings = Pick<Config, 'tagManagerIds' | 'TAG_MANAGER_URL' | 'COOKIE_CONSENT_ID' | 'COOKIE_CONSENT_URL'>;

/**
 * The third parties of a locale under a configuration. The schema leaves these variables as text:
 * a bad one is reported here and its script not loaded, rather than stopping the site (the design's
 * "reported, not loaded" for a third party's settings).
 */
export function thirdPartyConfig(locale: LocaleCode, source: ThirdPartySettings): ThirdPartyConfig {
  const errors: string[] = [];
  let tagManager: TagManagerConfig | null = null;
  const rawId = source.tagManagerIds[locale]?.trim();
  if (rawId) {
    const check = checkTagManagerId(rawId);
    const src = scriptUrl(source.TAG_MANAGER_URL, DEFAULT_TAG_MANAGER_SRC, 'TAG_MANAGER_URL', errors);
    if (!check.ok) errors.push(`${tagManagerVariable(locale)}: ${check.error}`);
    else if (src) tagManager = { id: check.id, src };
  }
  let consent: ConsentConfig | null = null;
  const consentId = source.COOKIE_CONSENT_ID?.trim();
  if (consentId) {
    const src = scriptUrl(source.COOKIE_CONSENT_URL, DEFAULT_CONSENT_SRC, 'COOKIE_CONSENT_URL', errors);
    if (!/^[A-Za-z0-9-]{1,64}$/.test(consentId)) errors.push(`COOKIE_CONSENT_ID: "${consentId.slice(0, 80)}" is not a consent id (letters, digits and -)`);
    else if (src) consent = { id: consentId, src, culture: getLocale(locale).language };
  }
  return { tagManager, consent, errors };
}

const reported = new Set<string>();

/** Logs each configuration problem once per process. */
export function reportConfigErrors(config: ThirdPartyConfig): void {
  for (const error of config.errors) {
    if (reported.has(error)) continue;
    reported.add(error);
    console.error(`[third-party] ${error}`);
  }
}
