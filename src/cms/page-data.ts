/**
 * Route data: everything one page render needs, assembled before any markup is made (the model of
 * Starlight's routing/data.ts). The on-demand route, the build's pre-render and the webhook
 * re-render all go through this one function, so they cannot differ.
 */
import type { Config } from '../config/config';
import { isLocaleCode, type LocaleCode } from '../config/locales';
import { pathTable, splitLocale } from '../i18n/paths';
import { UpstreamError } from '../lib/http/client';
import { isServerError } from '../lib/error-page';
import { oncePerObject } from '../lib/once-per-object';
import { createCmsClient, type CmsClient } from './client';
import { isCanonicalPath } from './canonical';
import { MAX_PAGE_PATH } from './path-rule';
import { articleListBlocks, redirectLocation, resolveArticleLists } from './queries';
import { indexableTranslations, type IndexableTranslations } from './translations';
import type { StationLocatorBlock } from './blocks/station-locator';
import type { Layout, PageContent } from './schemas';

export type PageKind = 'landing' | 'standard' | 'article' | 'station';

export interface PageData {
  kind: 'page';
  locale: LocaleCode;
  /** path within the locale */
  path: string;
  pageKind: PageKind;
  content: PageContent;
  layout: Layout | null;
  /** rendered for an editor's preview session (drafts; never kept) */
  preview: boolean;
  /** the translations that are indexable pages, for the head's hreflang alternates (none asked for a page not indexed) */
  indexableTranslations: IndexableTranslations;
}

export interface ErrorData {
  kind: 'error';
  locale: LocaleCode;
  path: string;
  status: number;
  /** technical detail for the collapsible details (never a stack trace) */
  detail: string;
  layout: Layout | null;
  /** the account area's rule (spec 8, first row): the message is the translated HTTP message of the status */
  httpMessage?: true;
}

export interface RedirectData {
  kind: 'redirect';
  location: string;
}

export type RouteData = PageData | ErrorData | RedirectData;

/** The slug of the landing page (spec 2.3: a page whose slug is the root slug becomes `landing`). */
export const ROOT_SLUG = '/';

/** The content client of a configuration, made once per configuration object (renders reuse it). */
export const cmsClientFor = oncePerObject((config: Pick<Config, 'CMS_BASE_URL' | 'BACKEND_TIMEOUT_MS'>): CmsClient =>
  createCmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.BACKEND_TIMEOUT_MS }),
);

export function pageKindOf(content: PageContent): PageKind {
  if (content.contentType === 'articlePage') return 'article';
  if (content.contentType === 'stationPage') return 'station';
  return content.slug === ROOT_SLUG ? 'landing' : 'standard';
}

/** The error page's data for a path: its locale's layout (when it loads) and the status. */
function decodedForDisplay(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loadErrorData(
  pathname: string,
  status: number,
  options: { client: CmsClient; layoutRevision?: string | null; locale?: string | null },
): Promise<ErrorData> {
  const split = splitLocale(pathname);
  // a named locale shows the path as it was asked (its own prefix is the route's to add back);
  // otherwise the path within its own locale
  const named = isLocaleCode(options.locale) ? options.locale : null;
  const { locale, path: asked } = named ? { locale: named, path: split.locale === named ? split.path : pathname } : split;
  // shown as a visitor reads it ('…', not '%E2%80%A6'); Astro escapes it as text
  const path = decodedForDisplay(asked);
  const layout = await layoutFor(options.client, locale, options.layoutRevision ?? null).catch(() => null);
  const detail = status >= 500 ? 'The page could not be rendered' : pathname;
  return { kind: 'error', locale, path, status, detail, layout };
}

/**
 * Layouts by locale and revision. Four locales share four layouts across thousands of pages, so a
 * render asks for the layout only when the server's layout revision (sent by the renderer as a
 * render's ask; see src/server/render-protocol.ts) is new. Without a revision nothing is cached.
 */
const layouts = new Map<string, Promise<Layout>>();

function layoutFor(client: CmsClient, locale: LocaleCode, revision: string | null): Promise<Layout> {
  if (revision === null) return client.layout(locale);
  const key = `${locale}|${revision}`;
  let pending = layouts.get(key);
  if (!pending) {
    if (layouts.size > 64) layouts.clear();
    pending = client.layout(locale);
    // a failed load is not remembered: the next render asks again
    pending.catch(() => layouts.delete(key));
    layouts.set(key, pending);
  }
  return pending;
}

/** Loads the layout and the page for a request path (spec 2.5 step 3, keyed by the full path). */
/**
 * A step the caller adds to a page's content after it is loaded, e.g. the site's renderer gives a
 * station locator the stations from the output folder it renders for. Returns new content; the
 * loaded content is not changed.
 */
export type Enrich = (content: PageContent, locale: LocaleCode) => Promise<PageContent>;

export async function loadRouteData(
  pathname: string,
  options: { client: CmsClient; layoutRevision?: string | null; enrich?: Enrich; preview?: boolean },
): Promise<RouteData> {
  const preview = options.preview ?? false;
  const client = options.client;
  const { locale, path } = splitLocale(pathname);
  // no page path is that long: a 404 without asking the content backend (bounded work per request)
  const tooLong = path.length > MAX_PAGE_PATH;
  const [layoutResult, pageResult] = await Promise.allSettled([
    layoutFor(client, locale, options.layoutRevision ?? null),
    tooLong ? Promise.resolve(null) : client.page(path, locale, { preview }),
  ]);

  // spec 8: a layout load error is swallowed (the page renders without navigation and footer);
  // the pipeline sees `layout: null` and does not keep such a page as static output.
  const layout = layoutResult.status === 'fulfilled' ? layoutResult.value : null;
  if (layoutResult.status === 'rejected') console.warn(String(layoutResult.reason));

  // spec 8, first row: in the account area a failed page or layout call is the page's error, with
  // the response's status and its translated HTTP message ('Access Forbidden', 'Unauthorized')
  if (path === pathTable.account[locale]) {
    const failed = [pageResult, layoutResult].find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) return accountAreaError(failed.reason, locale, path, layout);
  }

  if (pageResult.status === 'rejected') return errorFromFailure(pageResult.reason, locale, path, layout);
  const response = pageResult.value;
  // a path the backend resolves to an entry whose canonical path is another is not a page of the
  // site (src/cms/canonical.ts): '/Asemahaku', '/preview/asemahaku' … are 404s, never kept. A
  // preview is never kept either: it shows whatever entry the CMS finds there in preview
  if (!response || (!preview && !isCanonicalPath(path, response, locale))) {
    return { kind: 'error', locale, path, status: 404, detail: pathname, layout };
  }
  let content = response.content;

  // spec 2.5 step 1: a card list whose display component is a redirect sends the visitor on (307).
  const location = redirectLocation(content, locale);
  if (location !== null) return { kind: 'redirect', location };

  let translations: IndexableTranslations = {};
  try {
    // a page that is not indexed lists no alternates (src/lib/alternates.ts): nothing to ask
    const listed = !content.noIndex && !preview;
    [translations] = await Promise.all([listed ? indexableTranslations(content, locale, client) : {}, resolveArticleLists(content, client, locale)]);
    if (options.enrich) content = await options.enrich(content, locale);
  } catch (error) {
    return errorFromFailure(error, locale, path, layout);
  }
  return { kind: 'page', locale, path, pageKind: pageKindOf(content), content, layout, preview, indexableTranslations: translations };
}

/**
 * The account area's status for a failed call (spec 8, first row): the response's own status, 500
 * when it gave none that is an error; an unreachable or silent backend stays the site's 503.
 */
export function accountAreaStatus(error: unknown): number {
  if (!(error instanceof UpstreamError)) return 500;
  if (error.failure !== 'status') return error.siteStatus;
  const status = error.detail.status;
  return status !== undefined && status >= 400 && status <= 599 ? status : 500;
}

function accountAreaError(error: unknown, locale: LocaleCode, path: string, layout: Layout | null): ErrorData {
  const status = accountAreaStatus(error);
  const line = error instanceof Error ? error.message : `[render] account page "${path}" (${locale}): ${String(error)}`;
  // spec 8 and 9: status >= 500 is fatal, the site's own failure; a refusal (401, 403) is the answer
  // for this visitor's request, shown as it is, and only noted
  if (isServerError(status)) console.error(line);
  else console.warn(line);
  const detail = error instanceof UpstreamError ? error.message : 'Unexpected error while rendering';
  return { kind: 'error', locale, path, status, detail, layout, httpMessage: true };
}

function errorFromFailure(error: unknown, locale: LocaleCode, path: string, layout: Layout | null): ErrorData {
  if (error instanceof UpstreamError) {
    console.error(error.message);
    return { kind: 'error', locale, path, status: error.siteStatus, detail: error.message, layout };
  }
  console.error(`[render] page "${path}" (${locale}):`, error);
  return { kind: 'error', locale, path, status: 500, detail: 'Unexpected error while rendering', layout };
}

/** A page's station dependency (manifest deps.station) meaning "every station of its locale": the locator. */
export const ALL_STATIONS = '*';

/** The station locator blocks of a page. */
export function stationLocatorBlocks(content: PageContent): StationLocatorBlock[] {
  if (content.contentType === 'articlePage') return [];
  return content.body.filter((b): b is StationLocatorBlock => b.contentType === 'stationLocator');
}

/** The content entries and queries a page was made from (the regeneration manifest's input). */
export function pageDeps(data: PageData): { id: string; locale: LocaleCode; tags: string[]; station?: string } {
  // an article list without tags shows every article: it depends on all of them ('*')
  const tags = [...new Set(articleListBlocks(data.content).flatMap((b) => (b.display.tags.length ? b.display.tags : ['*'])))].sort();
  // a station locator lists every station of its locale: it depends on all of them ('*')
  const station =
    data.content.contentType === 'stationPage' ? data.content.station.code : stationLocatorBlocks(data.content).length > 0 ? ALL_STATIONS : undefined;
  return station ? { id: data.content.id, locale: data.locale, tags, station } : { id: data.content.id, locale: data.locale, tags };
}
