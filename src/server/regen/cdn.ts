/**
 * What a CDN in front of the site needs: cache headers and surrogate keys per page, and the purge
 * hook called after every regeneration pass.
 *
 * Pages are served to browsers with `max-age=0, must-revalidate` (an ETag makes that cheap) and
 * to the CDN with `CDN-Cache-Control` / `Surrogate-Control` of a day: the CDN keeps pages until the
 * purge hook says otherwise. Surrogate keys let one purge call drop every page a change touched:
 * `page-<id>`, `locale-<code>` (a layout change purges the locale), `tag-<tag>`, `station-<code>`.
 */
import type { PageRecord } from '../manifest';

export const CDN_PAGE_MAX_AGE = 86_400;
/** Seconds a CDN may serve a page past its TTL while it fetches a fresh copy. */
export const CDN_STALE_WHILE_REVALIDATE = 60;
/** Seconds a CDN may serve a page past its TTL while the site cannot answer. */
export const CDN_STALE_IF_ERROR = 86_400;

// header-safe: keys are space-separated tokens
const token = (key: string) => key.replace(/[^\w./-]/g, '_');

/** The key naming one path alone: what a purge of that path's page drops. */
export function pathKey(path: string): string {
  return token(`path-${path}`);
}

/** The surrogate keys of one page. */
export function surrogateKeys(path: string, record: PageRecord | undefined): string[] {
  if (!record) return [pathKey(path)];
  const { deps } = record;
  const keys = [`page-${deps.id}`, `locale-${deps.locale}`, `path-${path}`];
  for (const tag of deps.tags) keys.push(`tag-${tag === '*' ? 'all' : tag}`);
  if (deps.station) keys.push(`station-${deps.station}`);
  return keys.map(token);
}

/** Headers for a page response that a CDN acts on. */
export function cdnHeaders(path: string, record: PageRecord | undefined): Record<string, string> {
  const keys = surrogateKeys(path, record).join(' ');
  return {
    'cdn-cache-control': `public, max-age=${CDN_PAGE_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`,
    'surrogate-control': `max-age=${CDN_PAGE_MAX_AGE}`,
    'surrogate-key': keys,
    'cache-tag': keys.replace(/ /g, ','),
  };
}

/** Calls the configured purge hook with the changed URLs and keys; failures are logged, not thrown. */
export async function callPurgeHook(
  url: string | undefined,
  body: { paths: string[]; urls: string[]; keys: string[]; buildId: string },
  log: (m: string) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!url) return false;
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) log(`[purge] hook answered ${res.status}`);
    return res.ok;
  } catch (error) {
    log(`[purge] hook failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
