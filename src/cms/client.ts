/**
 * The content client: the calls of spec 7.2/7.3 to the content backend (cms-view), each response
 * parsed with its zod schema. Every call sends the locale header; failures name the call, the path
 * and the locale.
 */
import type { ZodType, ZodTypeDef } from 'zod';
import type { LocaleCode } from '../config/locales';
import { describeZodError } from '../config/zod-issues';
import { request, RETRY_STATUSES, UpstreamError } from '../lib/http/client';
import { backendFetch } from '../lib/http/transport';
import {
  layoutSchema,
  pageIndexingSchema,
  pageResponseSchema,
  pathListingSchema,
  searchResponseSchema,
  type Layout,
  type PageIndexing,
  type PageResponse,
  type PathListing,
  type SearchRequest,
  type SearchResponse,
} from './schemas';

export interface CmsClientOptions {
  baseUrl: string;
  timeoutMs: number;
  /** default: undici's request as a fetch (src/lib/http/transport.ts) */
  fetchImpl?: typeof fetch;
}

const LOCALE_HEADER = 'locale';
/** Statuses that refuse the caller, not the path asked for. */
const CALLER_REFUSED = new Set([401, 403]);
const PREVIEW_HEADER = 'preview';

export interface CmsClient {
  layout(locale: LocaleCode): Promise<Layout>;
  /**
   * The page at a path within the locale, asked for exactly as given (no segment is removed: spec
   * 7.2's path handling belongs to the `/proxy/page` call, src/cms/page-path.ts); null when the
   * backend has no page there. `preview` sends the preview header (drafts).
   */
  page(path: string, locale: LocaleCode, options?: { preview?: boolean }): Promise<PageResponse | null>;
  /** The same page call, read only for what decides whether it is an indexable page (schemas.ts pageIndexingSchema). */
  pageIndexing(path: string, locale: LocaleCode): Promise<PageIndexing | null>;
  search(body: SearchRequest, locale: LocaleCode): Promise<SearchResponse>;
  paths(locale: LocaleCode): Promise<PathListing>;
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? backendFetch;

  async function call<T>(
    name: string,
    url: string,
    schema: ZodType<T, ZodTypeDef, unknown>,
    init: { method?: string; body?: string; headers: Record<string, string>; path?: string; locale: LocaleCode; absentOn4xx?: boolean },
  ): Promise<T | null> {
    const ctx = { service: 'cms', call: name, path: init.path, locale: init.locale };
    const response = await request(url, { method: init.method, body: init.body, headers: init.headers, timeoutMs: options.timeoutMs, fetchImpl }, ctx);
    // the page call: a refusal of the path itself (400 for a path it will not take, 404, 410, 414 …)
    // means there is no page there; a transient status (408, 429 …) stays an error, and so does a
    // refusal of the caller (401, 403): the page may well be there, the site is not let in (spec 8,
    // first row: the account area shows that status; a regeneration pass must not drop the page)
    if (init.absentOn4xx && response.status >= 400 && response.status < 500 && !RETRY_STATUSES.has(response.status) && !CALLER_REFUSED.has(response.status)) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError('cms', name, { ...ctx, status: response.status, attempts: 1 }, 'status', `upstream ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new UpstreamError('cms', name, { ...ctx, attempts: 1 }, 'invalid', 'response is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamError('cms', name, { ...ctx, attempts: 1 }, 'invalid', `invalid response: ${describeZodError(parsed.error, { max: 5 })}`);
    }
    return parsed.data;
  }

  const headers = (locale: LocaleCode, extra: Record<string, string> = {}) => ({
    accept: 'application/json',
    [LOCALE_HEADER]: locale,
    ...extra,
  });

  return {
    async layout(locale) {
      const result = await call('layout', `${base}/cms-view/v1/content/layout`, layoutSchema, {
        headers: headers(locale),
        locale,
      });
      return result as Layout;
    },
    async page(path, locale, { preview = false } = {}) {
      const url = `${base}/cms-view/v1/content/page?path=${encodeURIComponent(path)}`;
      return call('page', url, pageResponseSchema, {
        headers: headers(locale, preview ? { [PREVIEW_HEADER]: 'true' } : {}),
        path,
        locale,
        absentOn4xx: true,
      });
    },
    async pageIndexing(path, locale) {
      const url = `${base}/cms-view/v1/content/page?path=${encodeURIComponent(path)}`;
      return call('page', url, pageIndexingSchema, { headers: headers(locale), path, locale, absentOn4xx: true });
    },
    async search(body, locale) {
      const result = await call('search', `${base}/cms-view/v1/search`, searchResponseSchema, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: headers(locale, { 'content-type': 'application/json' }),
        locale,
      });
      return result as SearchResponse;
    },
    async paths(locale) {
      const result = await call('paths', `${base}/cms-view/v1/content/paths`, pathListingSchema, {
        headers: headers(locale),
        locale,
      });
      return result as PathListing;
    },
  };
}
