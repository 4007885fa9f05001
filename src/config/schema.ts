/**
 * Every environment variable the site reads, in one zod schema: each with its description and
 * default. `.env.example` and the configuration table (docs/configuration.md) are written from this list
 * (`npm run env:example`), and unit tests fail when either differs from it.
 *
 * The per-locale families (SITE_URL_<LOCALE>, TAG_MANAGER_ID_<LOCALE>, HUB_<KEY>_<LOCALE>) are
 * generated from the locale table, so a fifth locale gets its variables without an edit here.
 * An empty value counts as unset, as `VAR= npm start` means in a shell.
 */
import { z } from 'zod';
import { localeCodes, type LocaleCode } from './locales';
import { hubDefaults, hubKeys, type HubKey } from './site';

/** The variable suffix of a locale: 'sv-SE' → 'SV_SE'. */
export type LocaleSuffix<C extends string = LocaleCode> = C extends `${infer A}-${infer B}` ? Uppercase<`${A}_${B}`> : never;
export const localeSuffix = <C extends LocaleCode>(code: C) => code.replace('-', '_').toUpperCase() as LocaleSuffix<C>;

const url = z
  .string()
  .url()
  .transform((s) => s.replace(/\/+$/, ''));
const port = z.coerce.number().int().min(0).max(65535);
const secret = z.string().min(16, 'use at least 16 characters');
const httpsUrl = z.string().regex(/^https:\/\/[^/\s]+/, 'use an https URL');

const httpsOrigin = z
  .string()
  .url()
  .transform((s) => new URL(s))
  .refine((u) => u.protocol === 'https:' && u.pathname === '/' && !u.search && !u.hash, 'an https origin')
  .transform((u) => u.origin)
  // nothing but a host may reach the header: a policy delimiter in a "host" would add directives
  .refine((o) => /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o), 'a plain host');

/** CSP_THIRD_PARTY_ORIGINS: space-separated https origins, each checked. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const out: string[] = [];
    for (const part of value.split(/\s+/).filter(Boolean)) {
      const parsed = httpsOrigin.safeParse(part);
      if (parsed.success) out.push(parsed.data);
      else ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${part.slice(0, 80)}" is not an https origin` });
    }
    return out;
  });

/** What the documentation shows of a variable besides its schema. */
export interface VariableDoc {
  description: string;
  /** the default as the docs show it, when the schema has none of its own (e.g. another variable) */
  shownDefault?: string;
  /** the family row of the configuration table (`SITE_URL_<LOCALE>`), for per-locale variables */
  family?: string;
  /** the default the family row shows, when the locales' defaults differ */
  familyDefault?: string;
}

type Entry<S extends z.ZodTypeAny> = { schema: S } & VariableDoc;
const v = <S extends z.ZodTypeAny>(schema: S, description: string, extra: Omit<VariableDoc, 'description'> = {}): Entry<S> => ({
  schema,
  description,
  ...extra,
});

/** The variables of one value each. */
const fixed = {
  PORT: v(port.default(4321), 'port of the site server'),
  HOST: v(z.string().default('127.0.0.1'), 'interface of the site server'),
  SITE_URL: v(
    url.optional(),
    'public origin, for canonicals, hreflang, the sitemap, the login callback and the payment return; unset, canonicals use the default and the login and payment return use the address the server was reached on',
    {
      shownDefault: 'http://127.0.0.1:4321',
    },
  ),
  LOCALE_STRATEGY: v(
    z.enum(['prefix', 'domain']).default('prefix'),
    'locale routing (spec 2.1): `prefix` (`/en-EU/…`, default locale unprefixed) or `domain` (one host per locale from `SITE_URL_<LOCALE>`)',
  ),
  ROOT_REDIRECT: v(z.string().startsWith('/', 'a path within the site, starting with /').optional(), 'path within a locale that the root `/` redirects to'),
  CMS_BASE_URL: v(
    url.default('http://127.0.0.1:4322'),
    'content backend (cms-view) base URL; when unset, `npm start` and `npm run edge` start the embedded one',
  ),
  ASSET_ORIGIN: v(url.optional(), "where `/assets/*` is proxied (the CMS's asset host)", { shownDefault: 'CMS_BASE_URL' }),
  ORDER_BASE_URL: v(url.optional(), 'orders backend (digital-order) base URL', { shownDefault: 'CMS_BASE_URL' }),
  ACCOUNT_BASE_URL: v(url.optional(), 'account backend base URL', { shownDefault: 'CMS_BASE_URL' }),
  BACKEND_TIMEOUT_MS: v(z.coerce.number().int().min(100).max(60_000).default(5_000), 'timeout of one backend call, in milliseconds'),
  THEME: v(z.enum(['energy', 'carwash']).default('energy'), 'colour theme (spec 9): `energy` (#2863bf/#ddd/#ec8601) or `carwash` (#ffca00/#f3f3f3/#ed1b2e)'),
  DIST_DIR: v(z.string().default('dist'), 'build output folder (server bundle and static output)'),
  BUILD_CONCURRENCY: v(z.coerce.number().int().min(1).max(64).default(8), 'pages rendered at once during the build'),
  REGEN_WORKERS: v(
    z.enum(['standing', 'on-demand']).default('standing'),
    "render workers of regeneration passes and on-demand misses: `standing` start with the server and stay up, so no pass renders on its thread (about 90 MB each, one per core up to 4); `on-demand` start for a pass of over 40 pages and stop after 5 idle minutes (misses render on the server's thread meanwhile)",
  ),
  BROTLI_QUALITY: v(
    z.coerce.number().int().min(1).max(11).default(5),
    'brotli quality of pre-compressed HTML and regenerated files (5 ≈ 1.4 ms a page, 9 ≈ 10 ms, 11 ≈ 40 ms here)',
  ),
  LOG_LEVEL: v(
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    'log level of the site server: `debug`, `info`, `warn`, `error`, `silent`',
  ),
  LOG_FORMAT: v(
    z.enum(['json', 'pretty']).optional(),
    'log format of the site server: `json` (one JSON object a line, for machines) or `pretty` (for people); unset, `pretty` when standard output is a terminal, else `json`',
    { shownDefault: 'pretty in a terminal, else json' },
  ),
  DRAIN_DELAY_MS: v(
    z.coerce.number().int().min(0).max(120_000).default(3_000),
    "on SIGTERM, how long `/healthz` answers 503 while the instance still serves, before it takes no new connection (the edge's probe takes it out after two failures 1 s apart); the requests in flight then get up to 10 s to finish",
  ),
  METRICS_PORT: v(
    port.optional(),
    "port of the Prometheus metrics (`GET /metrics`) on `HOST`, apart from the visitors' port (which answers `/metrics` with a 404); unset, no metrics are served (`npm run edge`: 4341, 4342; `0`: any free port)",
  ),
  CMS_WEBHOOK_SECRET: v(
    secret.optional(),
    'shared secret of the CMS webhook (HMAC-SHA256, 16+ characters); unset, the webhook answers 503 (`npm start`, `npm run edge`: random)',
  ),
  ADMIN_TOKEN: v(
    secret.optional(),
    'bearer token of `GET /api/v1/regeneration/status` (16+ characters); with neither it nor the webhook secret set, it answers 503',
    { shownDefault: 'CMS_WEBHOOK_SECRET' },
  ),
  CMS_SYNC_INTERVAL_S: v(
    z.coerce.number().min(0).max(86_400).default(30),
    "seconds between pulls of the CMS's change feed (0: only at startup and on a webhook)",
  ),
  FORCE_BUILD: v(
    z
      .enum(['1', 'true', '0', 'false'])
      .optional()
      .transform((s) => s === '1' || s === 'true'),
    '`npm start`, `npm run edge`: build even when the sources and the content backend are unchanged (`1`)',
  ),
  PURGE_URL: v(url.optional(), 'called after each regeneration pass with `{ paths, urls, keys, buildId }` (a CDN purge)'),
  EDGE_PURGE_URL: v(
    url.optional(),
    "the Varnish edge in front of this instance: after each regeneration pass the pass's paths are purged there (`PURGE` with their `xkey`s, in the background, retried)",
  ),
  EDGE_PURGE_TOKEN: v(
    secret.optional(),
    "the token the edge's VCL wants with a `PURGE` (16+ characters); required with `EDGE_PURGE_URL` (`npm run edge`: random)",
  ),
  PREVIEW_SECRET: v(
    secret.optional(),
    "editors' preview (spec 7.2): `GET /api/v1/preview?secret=…&path=/x` opens a preview session (16+ characters); unset, preview answers 503 (`npm run edge`: random)",
  ),
  CMS_EDITOR_TOKEN: v(
    secret.optional(),
    "embedded CMS only: the login of its editor's page (a form; an HttpOnly SameSite=Strict cookie) and its edit API (`Authorization: Bearer …`), 16+ characters; `npm run cms` sends it. Unset, `npm start` and `npm run edge` make a random one and print it",
  ),
  CMS_LANG: v(
    z.string().max(40).optional(),
    "the language `npm run cms` speaks to the editor: `fi`, `en`, `sv` or `no` (the editor's page's languages; `--lang` wins over it). Unset, the system's (LC_ALL, LC_MESSAGES, LANG) when it is one of them, else English",
  ),
  SESSION_SECRET: v(
    z.string().min(32, 'use at least 32 characters').optional(),
    'seals the login-session cookie (AES-256-GCM), 32+ characters; unset, a random secret is made at start: sessions end on restart and are not shared between processes, so set it in production',
    {
      shownDefault: 'random per process',
    },
  ),
  MAP_TILE_URL: v(
    z
      .string()
      .url()
      .refine((s) => /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/.test(s), 'use https (or http on loopback)')
      .refine((s) => ['{z}', '{x}', '{y}'].every((p) => s.includes(p)), 'needs {z}, {x} and {y}')
      .optional(),
    'map tiles of the locator and station maps: a URL template with `{z}`, `{x}`, `{y}`, optionally `{s}` (https; http only on loopback); unset, the maps draw their offline base layer (country outlines)',
  ),
  MAP_TILE_ATTRIBUTION: v(z.string().max(300).default(''), 'the credit the tile provider asks for, shown on the maps with the tiles'),
  COOKIE_CONSENT_ID: v(
    z.string().trim().optional(),
    "loads the cookie-consent script (culture = the locale's language) and shows the footer's cookie-settings button; unset, neither (a malformed id is logged and not loaded)",
  ),
  COOKIE_CONSENT_URL: v(z.string().optional(), 'the consent script (https; http only on loopback, for local tests)', {
    shownDefault: 'https://consent.cookiebot.com/uc.js',
  }),
  TAG_MANAGER_URL: v(z.string().optional(), 'the tag-manager script (`?id=` is added; https, http only on loopback)', {
    shownDefault: 'https://www.googletagmanager.com/gtm.js',
  }),
  CSP_THIRD_PARTY_ORIGINS: v(
    originList,
    "space-separated https origins the configured third parties load from in turn (the tag manager's and consent script's own origins are allowed already): added to the pages' `script-src`, `style-src`, `connect-src`, `frame-src`",
  ),
  BACKEND_PORT: v(port.default(4322), '`npm start`: port of the embedded backend it starts when `CMS_BASE_URL` is unset (`npm run edge`: 4333)'),
  EDGE_PORT: v(port.default(4330), "`npm run edge` only: Varnish's port (the instances take `PORT`, default 4331, and the next one)"),
  PROMETHEUS_PORT: v(port.default(4390), '`npm run edge -- --monitor` only: the port of the Prometheus it starts (scraping both instances and Varnish)'),
};

const hubTitles: Record<HubKey, string> = { accountHub: 'the account hub', myPages: 'my pages', carWash: 'the car-wash site' };

/** The per-locale variables, generated from the locale table. */
function perLocale() {
  const out: Record<string, Entry<z.ZodTypeAny>> = {};
  for (const code of localeCodes) {
    const s = localeSuffix(code);
    out[`SITE_URL_${s}`] = v(url.optional(), `public origin of ${code} (domain strategy)`, { shownDefault: 'SITE_URL', family: 'SITE_URL_<LOCALE>' });
    out[`TAG_MANAGER_ID_${s}`] = v(
      z.string().trim().optional(),
      `tag-manager container of ${code} (spec 5: \`GTM-\` or \`G-\` + uppercase letters/digits; a wrong id is logged with its corrected form and not loaded)`,
      {
        family: 'TAG_MANAGER_ID_<LOCALE>',
      },
    );
    for (const key of hubKeys) {
      const fallback = hubDefaults[key][code];
      out[`HUB_${key.toUpperCase()}_${s}`] = v(
        fallback ? httpsUrl.default(fallback) : httpsUrl.optional(),
        `${hubTitles[key]} of ${code} (spec 2.2, https)${fallback ? '' : '; unset, the market has none'}`,
        {
          family: `HUB_${key.toUpperCase()}_<LOCALE>`,
          familyDefault: key === 'accountHub' ? 'https://account.nordicenergy.example/<fi|en|sv|no>' : 'fi-FI, en-EU: .example hosts; others: none',
        },
      );
    }
  }
  return out as Record<`SITE_URL_${LocaleSuffix}` | `TAG_MANAGER_ID_${LocaleSuffix}`, Entry<z.ZodOptional<z.ZodString>>> &
    Record<`HUB_${Uppercase<HubKey>}_${LocaleSuffix}`, Entry<z.ZodOptional<z.ZodString>>>;
}

/** Every variable of the site, in the order the docs list them. */
export const variables = { ...fixed, ...perLocale() };
export type VariableName = keyof typeof variables;

type Shapes<T extends Record<string, Entry<z.ZodTypeAny>>> = { [K in keyof T]: T[K]['schema'] };
const shape = Object.fromEntries(
  Object.entries(variables).map(([name, entry]) => [name, z.preprocess((x) => (x === '' ? undefined : x), entry.schema)]),
) as unknown as Shapes<typeof variables>;

/** The schema of the raw environment: one key per variable. */
export const environmentSchema = z.object(shape);
export type ParsedEnvironment = z.infer<typeof environmentSchema>;

/** The default a variable shows in the docs: the schema's own, else the documented one, else none. */
export function shownDefault(name: VariableName): string | undefined {
  const entry: Entry<z.ZodTypeAny> = variables[name];
  if (entry.shownDefault !== undefined) return entry.shownDefault;
  let schema: z.ZodTypeAny = entry.schema;
  while (schema instanceof z.ZodEffects) schema = (schema as z.ZodEffects<z.ZodTypeAny>).innerType();
  if (schema instanceof z.ZodDefault) {
    const value = String(schema._def.defaultValue());
    return value === '' ? undefined : value;
  }
  return undefined;
}
