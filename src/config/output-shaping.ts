/**
 * Which configuration values shape the output a build keeps (the pages' HTML, the locator's data
 * files, the sitemap, robots.txt, the redirect table): a restart whose value of one of them differs
 * from the build's renders again (scripts/build/state.ts, design.md "a restart with unchanged
 * content renders 0 pages" — and with changed configuration, every page). Every variable of the
 * schema (./schema.ts) is in exactly one of the two lists below; a unit test fails when a new
 * variable is in neither, so none can be forgotten, and another when the code that renders pages
 * names a variable listed as not shaping them.
 */
import type { Config } from './config';
import { localeCodes } from './locales';
import { localeSuffix, type VariableName } from './schema';
import { hubKeys } from './site';

const perLocale = (prefix: string) => localeCodes.map((code) => `${prefix}_${localeSuffix(code)}` as VariableName);

/** The variables whose value is written into kept output. */
export const shapesKeptOutput: readonly VariableName[] = [
  'SITE_URL',
  'LOCALE_STRATEGY',
  'CMS_BASE_URL',
  // the images' blur placeholders are fetched from it while a page renders and kept in its HTML
  'ASSET_ORIGIN',
  'THEME',
  'MAP_TILE_URL',
  'MAP_TILE_ATTRIBUTION',
  'COOKIE_CONSENT_ID',
  'COOKIE_CONSENT_URL',
  'TAG_MANAGER_URL',
  ...perLocale('SITE_URL'),
  ...perLocale('TAG_MANAGER_ID'),
  ...hubKeys.flatMap((key) => perLocale(`HUB_${key.toUpperCase()}`)),
];

/** The variables that do not reach kept output, each with why. */
export const notShapingKeptOutput: Partial<Record<VariableName, string>> = {
  PORT: 'the origins the pages name are SITE_URL / SITE_URL_<LOCALE> (which npm start derives from it)',
  HOST: 'where the server listens',
  ROOT_REDIRECT: 'answered by the server per request',
  ORDER_BASE_URL: 'proxied per request',
  ACCOUNT_BASE_URL: 'proxied per request',
  BACKEND_TIMEOUT_MS: 'how long a call may take, not what it answers',
  DIST_DIR: 'where the output is, not what',
  BUILD_CONCURRENCY: 'how fast the build renders',
  REGEN_WORKERS: 'which thread renders',
  BROTLI_QUALITY: 'the compression of the same bytes',
  LOG_LEVEL: 'the log only',
  LOG_FORMAT: 'the log only',
  METRICS_PORT: 'where the metrics are served',
  DRAIN_DELAY_MS: 'how the server stops',
  CMS_WEBHOOK_SECRET: 'checks requests',
  ADMIN_TOKEN: 'checks requests',
  CMS_EDITOR_TOKEN: "the stand-in CMS's login, not the site's output",
  CMS_LANG: 'the words of `npm run cms` only',
  CMS_SYNC_INTERVAL_S: 'when the feed is pulled',
  FORCE_BUILD: 'whether to build',
  PURGE_URL: 'called after a pass',
  EDGE_PURGE_URL: 'called after a pass',
  EDGE_PURGE_TOKEN: 'called after a pass',
  PREVIEW_SECRET: 'preview sessions are never kept',
  SESSION_SECRET: 'cookies, per request',
  CSP_THIRD_PARTY_ORIGINS: 'a response header, made per request',
  BACKEND_PORT: 'the embedded backend is CMS_BASE_URL',
  EDGE_PORT: 'the edge in front of the site',
  PROMETHEUS_PORT: 'the Prometheus `npm run edge -- --monitor` starts',
};

/** A variable's value as the parsed configuration holds it (the per-locale families are gathered into records there). */
function valueOf(config: Config, name: VariableName): unknown {
  if (Object.hasOwn(config, name)) return (config as unknown as Record<string, unknown>)[name];
  const code = localeCodes.find((c) => name.endsWith(`_${localeSuffix(c)}`));
  if (!code) return undefined;
  if (name.startsWith('SITE_URL_')) return config.siteOrigins[code];
  if (name.startsWith('TAG_MANAGER_ID_')) return config.tagManagerIds[code];
  const key = hubKeys.find((k) => name === `HUB_${k.toUpperCase()}_${localeSuffix(code)}`);
  return key ? config.hubs[key][code] : undefined;
}

/** The values of the variables that shape kept output, as JSON text, by name. */
export function keptOutputValues(config: Config): Record<string, string> {
  return Object.fromEntries(shapesKeptOutput.map((name) => [name, JSON.stringify(valueOf(config, name) ?? null)]));
}
