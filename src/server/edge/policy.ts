/**
 * The site's cache and edge policy, in one place (design.md "The edge"): what each kind of response
 * may be kept for by a browser and by the edge (Cache-Control, the surrogate-targeted
 * Surrogate-Control / CDN-Cache-Control, stale-while-revalidate, stale-if-error), the surrogate keys
 * a page carries, and which keys a change purges. Pure. The response code (../respond.ts,
 * ../static-files.ts, ../page-handler.ts, the API routes), the regenerator's purge
 * (../regen/edge-purge.ts, ../regen/cdn.ts) and the generated VCL (./varnish.ts) and nginx example
 * (./nginx.ts) all ask it; none decides on its own.
 *
 * Pages are served to browsers with `max-age=0, must-revalidate` (an ETag makes that cheap) and to
 * the edge with a lifetime of a day: the edge keeps pages until a purge says otherwise. Surrogate
 * keys let one purge drop every page a change touched: `page-<id>`, `locale-<code>` (a layout
 * change purges the locale), `tag-<tag>`, `station-<code>`, and `path-<path>` for the path alone.
 */
import type { PageRecord } from '../output/manifest';
import type { ContentCoding } from '../../lib/http/accept-encoding';
import type { Config } from '../../config/config';
import { DRAIN_LIMIT } from '../drain';

/** Seconds the edge keeps a page (its Surrogate-Control / CDN-Cache-Control max-age). */
export const CDN_PAGE_MAX_AGE = 86_400;
/** Seconds the edge may serve a page past its TTL while it fetches a fresh copy. */
export const CDN_STALE_WHILE_REVALIDATE = 60;
/** Seconds the edge may serve a page past its TTL while the site cannot answer. */
export const CDN_STALE_IF_ERROR = 86_400;

/** The response headers the edge reads its lifetime and keys from (names as the site sends them). */
export const EDGE_HEADERS = {
  /** the edge's own lifetime, read before Cache-Control (./varnish.ts) */
  lifetime: 'Surrogate-Control',
  /** the CDN-targeted Cache-Control (RFC 9213): its stale-if-error is the edge's grace */
  cdnCacheControl: 'CDN-Cache-Control',
  /** the keys a purge names, space-separated */
  keys: 'Surrogate-Key',
  /** the same keys, comma-separated, for CDNs that read Cache-Tag */
  cacheTag: 'Cache-Tag',
} as const;

/** A header's name as a response's header object carries it (node:http's lower case). */
const field = (name: string) => name.toLowerCase();

/**
 * Every kind of response the site sends and what a browser (Cache-Control) and the edge (its own
 * lifetime, when it has one) may keep it for. A kind without `edgeMaxAge` is never given a lifetime
 * of its own at the edge: the edge follows its Cache-Control (./varnish.ts).
 */
export const RESPONSE_POLICY = {
  /**
   * a kept page (pre-rendered, or an on-demand render kept): revalidated by the browser, kept a day
   * at the edge and purged on change. Its entity tag is weak: it names the page's content, not its
   * bytes (an island's `uid` is random per render, and a re-render of unchanged content keeps its tag)
   */
  page: { cacheControl: 'public, max-age=0, must-revalidate', edgeMaxAge: CDN_PAGE_MAX_AGE, validator: 'weak' },
  /** a build asset under /_astro/ (its name is its content's hash) */
  hashedAsset: { cacheControl: 'public, max-age=31536000, immutable', validator: 'strong' },
  /** a public file (favicon, robots.txt, a data file) */
  publicFile: { cacheControl: 'public, max-age=3600', validator: 'strong' },
  /** an image from the asset proxy (its parameters choose the image) */
  image: { cacheControl: 'public, max-age=86400, stale-while-revalidate=604800', validator: 'strong' },
  /** shared JSON any visitor may reuse briefly (the layout and page proxy, the terms) */
  sharedJson: { cacheControl: 'public, max-age=60' },
  /** the locale entry's decision: the browser revalidates; the edge keeps it briefly under its key (../locale-entry.ts) */
  entryDecision: { cacheControl: 'max-age=0, must-revalidate' },
  /** the build list: revalidated on every use */
  revalidate: { cacheControl: 'no-cache' },
  /** what is never kept anywhere: an error, a render that was not kept, a redirect, an API answer */
  uncached: { cacheControl: 'no-store' },
  /** what is one visitor's alone: an editor's preview, a session */
  private: { cacheControl: 'private, no-store' },
} as const satisfies Record<string, { cacheControl: string; edgeMaxAge?: number; validator?: Validator }>;

export type ResponseKind = keyof typeof RESPONSE_POLICY;

/**
 * How a kind's entity tags compare (RFC 9110 8.8.1): a strong tag names exact bytes, so a Range of
 * it may be joined to a Range of another response with that tag (If-Range, 13.1.5); a weak one
 * names the content, answers If-None-Match alike, and never satisfies If-Range (the edge then sends
 * the whole body: Varnish compares If-Range strongly).
 */
export type Validator = 'weak' | 'strong';

/**
 * The entity tag of one coding of a body (RFC 9110 8.8.3): each coding's body is a representation
 * of its own (br, gzip, the body itself), so each has a tag of its own. A strong tag's `digest`
 * names that coding's exact bytes; a weak tag's names the content, which its codings share, and the
 * coding is added to it.
 */
export function entityTag(validator: Validator, digest: string, coding: ContentCoding | null): string {
  if (!/^[\w-]+$/.test(digest)) throw new Error(`[policy] an entity tag's digest is a token: ${JSON.stringify(digest)}`);
  return validator === 'weak' ? `W/"${digest}${coding === null ? '' : `-${coding}`}"` : `"${digest}"`;
}

/** The Cache-Control a kind of response is sent with. */
export const cacheControl = (kind: ResponseKind): string => RESPONSE_POLICY[kind].cacheControl;

/** `{ 'cache-control': … }` of a kind, for a response's headers. */
export const cacheHeaders = (kind: ResponseKind): Record<string, string> => ({ 'cache-control': cacheControl(kind) });

/** The headers of an answer nobody keeps (an error, a render not kept). */
export const NO_STORE: Readonly<Record<string, string>> = cacheHeaders('uncached');

/** An editor's preview is nobody else's: never kept by a browser or a cache, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = { ...cacheHeaders('private'), 'x-robots-tag': 'noindex' };

// header-safe: keys are space-separated tokens
const token = (key: string) => key.replace(/[^\w./-]/g, '_');

/** The key naming one path alone: what a purge of that path's page drops. */
export function pathKey(path: string): string {
  return token(`path-${path}`);
}

/** The surrogate keys of one page (a path without a record: its path key alone). */
export function surrogateKeys(path: string, record: PageRecord | undefined): string[] {
  if (!record) return [pathKey(path)];
  const { deps } = record;
  const keys = [`page-${deps.id}`, `locale-${deps.locale}`, `path-${path}`];
  for (const tag of deps.tags) keys.push(`tag-${tag === '*' ? 'all' : tag}`);
  if (deps.station) keys.push(`station-${deps.station}`);
  return keys.map(token);
}

/** The edge's headers of a kept page: its lifetime there, its grace, and its surrogate keys. */
export function pageHeaders(path: string, record: PageRecord | undefined): Record<string, string> {
  const keys = surrogateKeys(path, record).join(' ');
  const maxAge = RESPONSE_POLICY.page.edgeMaxAge;
  return {
    [field(EDGE_HEADERS.cdnCacheControl)]:
      `public, max-age=${maxAge}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`,
    [field(EDGE_HEADERS.lifetime)]: `max-age=${maxAge}`,
    [field(EDGE_HEADERS.keys)]: keys,
    [field(EDGE_HEADERS.cacheTag)]: keys.replace(/ /g, ','),
  };
}

/**
 * What the edge purges after a pass changed (rendered or removed) these pages: each path's own key,
 * so exactly the copies of those paths go, whichever instance's pages the edge fetched meanwhile.
 */
export function edgePurgeKeys(paths: readonly string[]): string[] {
  return paths.map(pathKey);
}

/**
 * The largest request body the edge sends on: what the origin reads to its end whatever it answers
 * (../drain.ts), at least the largest body a route accepts (the webhook's, 1 MiB). A larger body
 * is the edge's own 413, in the origin's words: sent on, the origin would answer early and close
 * while the edge still wrote the body, and the visitor would get a 503 instead of their 413 or 400.
 */
export const EDGE_MAX_REQUEST_BODY = DRAIN_LIMIT;

/** The hosts the edge keeps pages under (./varnish.ts). */
export interface EdgeHosts {
  /** the site's configured hosts (each locale's origin and SITE_URL's), with their ports */
  site: string[];
  /** the host any other Host is answered as: the default host, which the origin falls back to for a Host it does not know */
  canonical: string;
}

/**
 * The edge's hosts from the configuration the instances run with: a Host made up by a stranger is
 * then kept and fetched as the canonical host, never as an object of its own (2,000 made-up Hosts
 * would otherwise each store every page).
 */
export function edgeHosts(config: Pick<Config, 'SITE_URL' | 'siteOrigins'>): EdgeHosts {
  const canonical = new URL(config.SITE_URL).host;
  return { site: [...new Set([canonical, ...Object.values(config.siteOrigins).map((origin) => new URL(origin).host)])], canonical };
}
