/**
 * Run-time configuration, parsed once from the environment with zod. Every default points at the
 * embedded backend (scripts/backend), so a fresh checkout works with no settings at all.
 * The README's configuration table lists the same variables; keep the two in step.
 */
import { z } from 'zod';
import { localeCodes, type LocaleCode } from './locales';
import { zodIssueLines } from './zod-issues';

const url = z.string().url().transform((s) => s.replace(/\/+$/, ''));
const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  /** Port of the site server (npm start). */
  PORT: port.default(4321),
  HOST: z.string().default('127.0.0.1'),
  /** Public origin of the default locale, used for canonicals, hreflang and the sitemap. */
  SITE_URL: url.default('http://127.0.0.1:4321'),
  /** Content backend (cms-view) base URL. */
  CMS_BASE_URL: url.default('http://127.0.0.1:4322'),
  /** Origin the site's /assets/* image proxy forwards to. */
  ASSET_ORIGIN: url.optional(),
  /** Orders backend (digital-order) base URL. */
  ORDER_BASE_URL: url.optional(),
  /** Account backend base URL. */
  ACCOUNT_BASE_URL: url.optional(),
  /** Timeout of one backend call, in milliseconds. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Where the built site lives (server bundle and static output). */
  DIST_DIR: z.string().default('dist'),
  /** Colour theme (spec 9). */
  THEME: z.enum(['energy', 'carwash']).default('energy'),
  /** Locale routing strategy (spec 2.1): path prefixes, or one host per locale. */
  LOCALE_STRATEGY: z.enum(['prefix', 'domain']).default('prefix'),
  /** Concurrency of page renders during the build. */
  BUILD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Brotli quality of pre-compressed HTML: 5 costs ~1.4 ms a page, 9 ~10 ms, 11 ~40 ms (measured here). */
  BROTLI_QUALITY: z.coerce.number().int().min(1).max(11).default(5),
  /** Shared secret of the CMS webhook (HMAC-SHA256); without it the webhook answers 503. */
  CMS_WEBHOOK_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  /** Seconds between pulls of the CMS's change feed (0: startup and webhook pulls only). */
  CMS_SYNC_INTERVAL_S: z.coerce.number().min(0).max(86_400).default(30),
  /**
   * Bearer token of the site's operator endpoints (the regeneration status); unset, the webhook
   * secret serves. Without either, those endpoints answer 503.
   */
  ADMIN_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** Called with the changed paths and surrogate keys after each regeneration pass (a CDN purge). */
  PURGE_URL: url.optional(),
  /** The Varnish edge in front of this instance: after each pass its paths' keys are purged there (PURGE + xkey). */
  EDGE_PURGE_URL: url.optional(),
  /** The token the edge's VCL wants with a PURGE. */
  EDGE_PURGE_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /**
   * Editors' preview secret (spec 7.2): `/api/v1/preview?secret=…&path=…` opens a preview session
   * (a sealed cookie) in which `/preview/...` shows drafts. Unset: preview answers 503.
   */
  PREVIEW_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  /**
   * Map tiles of the station locator and station pages: an https (or loopback http) URL template
   * with {z}, {x} and {y}, optionally {s}. Unset: the maps draw their offline base layer only.
   */
  MAP_TILE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(v), 'use https (or http on loopback)')
      .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'needs {z}, {x} and {y}')
      .optional(),
  ),
  /** Attribution the tile provider asks for (shown on the maps when tiles are configured). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  /** Log level of the site server. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & {
  ASSET_ORIGIN: string;
  ORDER_BASE_URL: string;
  ACCOUNT_BASE_URL: string;
};

/** Parses an environment object; throws one error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = zodIssueLines(result.error, { root: '' }).map((line) => `  ${line}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.EDGE_PURGE_URL && !env.EDGE_PURGE_TOKEN) throw new Error('Invalid configuration:\n  EDGE_PURGE_TOKEN: required with EDGE_PURGE_URL');
  return {
    ...env,
    ASSET_ORIGIN: env.ASSET_ORIGIN ?? env.CMS_BASE_URL,
    ORDER_BASE_URL: env.ORDER_BASE_URL ?? env.CMS_BASE_URL,
    ACCOUNT_BASE_URL: env.ACCOUNT_BASE_URL ?? env.CMS_BASE_URL,
  };
}

let cached: Env | undefined;

/** The process's configuration (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Public origin per locale: SITE_URL_<CODE> (e.g. SITE_URL_SV_SE) or SITE_URL for all. */
export function siteOrigins(source: Record<string, string | undefined> = process.env): Record<LocaleCode, string> {
  const base = env().SITE_URL;
  const out = {} as Record<LocaleCode, string>;
  for (const code of localeCodes) {
    const key = `SITE_URL_${code.replace('-', '_').toUpperCase()}`;
    const value = source[key];
    out[code] = value ? url.parse(value) : base;
  }
  return out;
}
