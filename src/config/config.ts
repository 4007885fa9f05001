/**
 * The site's configuration: the environment parsed once with the schema (src/config/schema.ts) into
 * one typed object. The entry points (src/server/main.ts, scripts/start.ts, scripts/edge.ts,
 * scripts/build/index.ts, the test and bench stacks) parse it at startup (src/config/load.ts) and
 * pass it to what they create. No module outside src/config reads the environment; the link
 * builder's default LOCALE_STRATEGY is parsed here too (./locale-strategy.ts; docs/configuration.md, "Configuration"). Every default points
 * at the embedded backend, so a fresh checkout works with no settings at all.
 */
import { localeCodes, type LocaleCode } from './locales';
import { hubKeys, type HubKey } from './site';
import { environmentSchema, localeSuffix, type ParsedEnvironment } from './schema';
import { zodIssueLines } from './zod-issues';

type PerLocale<T> = Record<LocaleCode, T>;

/** The fixed variables as parsed, with the per-locale families gathered into records below. */
type Fixed = Omit<ParsedEnvironment, `SITE_URL_${string}` | `TAG_MANAGER_ID_${string}` | `HUB_${string}`>;

export interface Config extends Omit<Fixed, 'SITE_URL' | 'ASSET_ORIGIN' | 'ORDER_BASE_URL' | 'ACCOUNT_BASE_URL'> {
  /** public origin of the default locale (SITE_URL, else http://127.0.0.1:4321) */
  SITE_URL: string;
  ASSET_ORIGIN: string;
  ORDER_BASE_URL: string;
  ACCOUNT_BASE_URL: string;
  /** each locale's public origin: SITE_URL_<LOCALE>, else SITE_URL */
  siteOrigins: PerLocale<string>;
  /**
   * the origins the environment names (SITE_URL_<LOCALE> or SITE_URL); a locale without one has
   * none, and the login callback and the payment return use the address the server was reached on
   */
  configuredOrigins: Partial<PerLocale<string>>;
  /** TAG_MANAGER_ID_<LOCALE>, unchecked (src/features/third-party/config.ts reports a bad one) */
  tagManagerIds: Partial<PerLocale<string>>;
  /** HUB_<KEY>_<LOCALE> or their placeholders; a market without the hub has none */
  hubs: Record<HubKey, Partial<PerLocale<string>>>;
}

const DEFAULT_SITE_URL = 'http://127.0.0.1:4321';

/** Parses an environment object; throws one error listing every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(source);
  const issues = result.success ? [] : zodIssueLines(result.error, { root: '' }).map((line) => `  ${line}`);
  if (result.success && result.data.EDGE_PURGE_URL && !result.data.EDGE_PURGE_TOKEN) issues.push('  EDGE_PURGE_TOKEN: required with EDGE_PURGE_URL');
  if (!result.success || issues.length > 0) throw new Error(`Invalid configuration:\n${issues.join('\n')}`);
  const raw = result.data as ParsedEnvironment & Record<string, string | undefined>;

  const siteUrl = raw.SITE_URL ?? DEFAULT_SITE_URL;
  const siteOrigins = {} as PerLocale<string>;
  const configuredOrigins: Partial<PerLocale<string>> = {};
  const tagManagerIds: Partial<PerLocale<string>> = {};
  const hubs = Object.fromEntries(hubKeys.map((k) => [k, {}])) as Config['hubs'];
  for (const code of localeCodes) {
    const suffix = localeSuffix(code);
    const own = raw[`SITE_URL_${suffix}`] ?? raw.SITE_URL;
    siteOrigins[code] = own ?? siteUrl;
    if (own) configuredOrigins[code] = own;
    const tagManager = raw[`TAG_MANAGER_ID_${suffix}`];
    if (tagManager) tagManagerIds[code] = tagManager;
    for (const key of hubKeys) {
      const hub = raw[`HUB_${key.toUpperCase()}_${suffix}`];
      if (hub) hubs[key][code] = hub;
    }
  }
  const fixed = Object.fromEntries(Object.entries(raw).filter(([k]) => !/^(SITE_URL_|TAG_MANAGER_ID_|HUB_)/.test(k))) as Fixed;
  return {
    ...fixed,
    SITE_URL: siteUrl,
    ASSET_ORIGIN: raw.ASSET_ORIGIN ?? raw.CMS_BASE_URL,
    ORDER_BASE_URL: raw.ORDER_BASE_URL ?? raw.CMS_BASE_URL,
    ACCOUNT_BASE_URL: raw.ACCOUNT_BASE_URL ?? raw.CMS_BASE_URL,
    siteOrigins,
    configuredOrigins,
    tagManagerIds,
    hubs,
  };
}

/** The configuration of an environment with nothing set: every default (tests, tools). */
export const defaultConfig = (): Config => parseConfig({});
