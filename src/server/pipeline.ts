/**
 * The request pipeline of the site server, in the order of design.md: request-target checks →
 * health → redirects (legacy tables, trailing slash, www., locale prefix case) → build assets and
 * public files → image proxy and API routes → pages (static file, else on-demand render) → error.
 *
 * What is the site's own and what is a page is decided by one list (src/config/site-routes.ts),
 * the list the page-path rule refuses pages under (src/cms/path-rule.ts): a path at or below one
 * of the site's routes is answered by that route or not at all, never by the page handler, and
 * every other path is a page's, whatever it looks like ('/erbjudanden/v.47' is a page, not a
 * file). Every API route must lie under one of the routes (checked when the pipeline is made).
 */
import { sendHealth } from './health';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CmsClient } from '../cms/client';
import type { LocaleCode } from '../config/locales';
import { parseRequestTarget } from '../lib/request-target';
import { requestHeadProblem } from '../lib/http/request-head';
import { resolveRedirect, type RedirectContext } from '../lib/redirect-rules';
import { HttpError } from '../lib/http/errors';
import { noteRoute } from '../lib/http/request-context';
import type { Logger } from './observe/log';
import { handleProxy, type ProxyDeps } from './api/proxy';
import type { StaticFiles } from './static-files';
import { applyBase, sendEntry, sendJson, sendRedirect, sendText } from './respond';
import { badTargetPagePath } from './bad-target-page';
import { entryKey, entryRedirect, errorPageLocale, pageKey } from '../lib/request-locale';
import { matchRoute, type ApiHandler } from './api/index';
import type { PreviewSessions } from './preview/session';
import { previewedPath } from '../lib/preview';
import { cacheControl, EDGE_HEADERS, PREVIEW_HEADERS } from './edge/policy';
import { ENTRY_DECISION_KEY, ENTRY_DECISION_MAX_AGE, ENTRY_DECISION_PATH, ENTRY_KEY_HEADER, ENTRY_VARY } from './locale-entry';
import { fileRoutes, siteRouteOf, siteRoutes } from '../config/site-routes';
import { appendQuery } from '../lib/location';

export interface PipelineOptions {
  files: StaticFiles;
  cms: CmsClient;
  redirects: RedirectContext;
  pages: {
    /** `search` is the request's raw query: a kept redirect appends it (spec 2.6, 9) */
    handle(req: IncomingMessage, res: ServerResponse, pathname: string, search?: string): Promise<void>;
    /** answers from memory, synchronously, or returns false having sent nothing (page-handler.ts) */
    serveKept?(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
    notFound(req: IncomingMessage, res: ServerResponse, pathname: string, locale: LocaleCode): Promise<void>;
    preview(req: IncomingMessage, res: ServerResponse, pathname: string, search?: string): Promise<void>;
  };
  /** editors' preview sessions (src/server/preview/session.ts); null when preview is not configured */
  previewSessions?: PreviewSessions | null;
  assets: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
  /** the order and account services behind /proxy/* (src/server/api/proxy.ts) */
  proxy: Omit<ProxyDeps, 'cms'>;
  /** API routes by path (src/server/api/index.ts) */
  api?: Record<string, ApiHandler>;
  buildId: () => string;
  /** more of the health answer (the change feed's cursor, last pull, lag and last failure), for operators only */
  health?: () => Record<string, unknown>;
  /** the operators' bearer token that shows the whole health answer (src/server/health.ts) */
  adminToken?: string | undefined;
  /** true while the instance drains: /healthz answers 503 (src/server/shutdown.ts) */
  draining?: () => boolean;
  /** where an unexpected error is logged (default: standard error) */
  logger?: Logger;
}

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** How many request targets the route memo keeps before it starts again (see below). */
const ROUTE_MEMO_MAX = 20_000;

export function createPipeline(options: PipelineOptions) {
  const { files, cms, redirects, pages, assets, api = {}, previewSessions = null } = options;
  // an API route outside the site's routes would be a path a page may take: the list must say so first
  for (const key of Object.keys(api)) {
    if (siteRouteOf(key.replace(/\/\*$/, '')) === null)
      throw new Error(`[server] API route ${key} lies under none of the site's routes (src/config/site-routes.ts)`);
  }
  const proxyDeps: ProxyDeps = { cms, ...options.proxy };
  /**
   * The route memo: host and raw request target (newline between) → the page it was routed to, for requests
   * whose whole route decision (target checks, redirect rules, API routes, page key) depended on
   * the host and the target alone. Those rules are fixed for the life of the process, so a repeat
   * of such a request skips straight to the page (design.md "Performance targets": the origin at
   * Node's speed). Not memoised: '/' (the entry decision reads cookies and Accept-Language),
   * targets with a query, anything that was not routed to a page. The page handler still checks
   * the page's own redirect and whether it is in memory; otherwise the full pipeline runs.
   */
  // by host, then raw target: no key is put together per request
  const routeMemo = new Map<string, Map<string, string>>();
  let memoSize = 0;
  const remember = (req: IncomingMessage, pathname: string, search: string, key: string) => {
    if (pathname === '/' || search !== '' || !pages.serveKept) return;
    if (memoSize >= ROUTE_MEMO_MAX) {
      routeMemo.clear();
      memoSize = 0;
    }
    const host = req.headers.host ?? '';
    let targets = routeMemo.get(host);
    if (targets === undefined) routeMemo.set(host, (targets = new Map<string, string>()));
    if (!targets.has(req.url!)) memoSize += 1;
    targets.set(req.url!, key);
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const target = parseRequestTarget(req.url ?? '/');
    if (!target.ok) {
      // a slash run: sent on to its collapsed path before any lookup, so it holds no file or cache slot
      if (target.status === 307) return sendRedirect(res, target.location);
      // a malformed page path is a route failing validation: the 404 error page (spec 2.1, 8)
      const shown = badTargetPagePath(req.url ?? '/', method, target.status);
      if (shown !== null) return pages.notFound(req, res, shown, errorPageLocale(String(req.headers.host ?? ''), shown, redirects));
      return sendText(res, target.status, target.status === 414 ? 'URI Too Long' : 'Bad Request');
    }
    const { pathname, search } = target;
    const url = new URL(`${pathname}${search}`, 'http://site.invalid');

    if (pathname === siteRoutes.health) {
      noteRoute('api');
      return sendHealth(req, res, options);
    }
    if (pathname === ENTRY_DECISION_PATH && redirects.strategy === 'prefix') {
      noteRoute('api');
      if (!PAGE_METHODS.has(method)) throw new HttpError(405, 'method_not_allowed', 'Use GET');
      const key = entryKey(req.headers, { strategy: redirects.strategy, secure: redirects.scheme !== 'http' });
      // the edge keeps a decision briefly, under a key a PURGE can name (src/server/edge/varnish.ts)
      res.writeHead(204, {
        [ENTRY_KEY_HEADER]: key,
        vary: ENTRY_VARY,
        'cache-control': cacheControl('entryDecision'),
        [EDGE_HEADERS.lifetime.toLowerCase()]: `max-age=${ENTRY_DECISION_MAX_AGE}`,
        [EDGE_HEADERS.keys.toLowerCase()]: ENTRY_DECISION_KEY,
      });
      return void res.end();
    }

    if (PAGE_METHODS.has(method)) {
      const redirect = resolveRedirect({ host: String(req.headers.host ?? ''), pathname, search }, redirects);
      if (redirect) return sendRedirect(res, redirect.location);
      const entry = entryRedirect(pathname, req.headers, { strategy: redirects.strategy, secure: redirects.scheme !== 'http' });
      if (entry) {
        res.setHeader('vary', ENTRY_VARY);
        if (entry.cookie) res.setHeader('set-cookie', entry.cookie);
        return sendRedirect(res, appendQuery(entry.location, search));
      }
    }

    const host = String(req.headers.host ?? '');
    const siteRoute = siteRouteOf(pathname);
    if (siteRoute !== null && fileRoutes.has(siteRoute)) {
      noteRoute('asset');
      if (!PAGE_METHODS.has(method)) throw new HttpError(405, 'method_not_allowed', 'Use GET');
      const entry = await files.asset(pathname);
      if (!entry) throw new HttpError(404, 'not_found', 'No such file');
      return sendEntry(req, res, entry);
    }
    if (siteRoute === 'imageProxy') {
      noteRoute('asset');
      if (!PAGE_METHODS.has(method)) throw new HttpError(405, 'method_not_allowed', 'Use GET');
      return assets(req, res, url);
    }
    if (siteRoute === 'proxy') {
      noteRoute('proxy');
      return handleProxy(req, res, url, proxyDeps, previewSessions?.active(req) ?? false);
    }
    if (siteRoute !== null && siteRoute !== 'preview') {
      const route = matchRoute(api, pathname);
      if (route) {
        noteRoute('api');
        return route(req, res, url);
      }
      if (siteRoute === 'api') {
        noteRoute('api');
        throw new HttpError(404, 'not_found', 'Unknown API route');
      }
      // the site's own path, with nothing there: no page may be, so no page is asked for
      if (!PAGE_METHODS.has(method)) throw new HttpError(405, 'method_not_allowed', 'Use GET');
      return pages.notFound(req, res, pathname, errorPageLocale(host, pathname, redirects));
    }

    if (!PAGE_METHODS.has(method)) throw new HttpError(405, 'method_not_allowed', 'Use GET');
    // an editor's preview (spec 7.2): a page with drafts for a preview session, else no page at all
    if (siteRoute === 'preview') {
      // (the preview route is '/preview' and what lies below it: the path it shows is never null)
      const previewed = previewedPath(pathname) ?? '/';
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
      const previewKey = previewSessions?.active(req) ? pageKey(host, previewed, redirects) : null;
      if (previewKey === null) return pages.notFound(req, res, pathname, errorPageLocale(host, previewed, redirects));
      noteRoute('render');
      return pages.preview(req, res, previewKey, search);
    }
    const key = pageKey(host, pathname, redirects);
    // a page route that fails validation is the 404 error page in the host's locale (spec 8)
    if (key === null) return pages.notFound(req, res, pathname, errorPageLocale(host, pathname, redirects));
    // the landing page's answer depends on the entry decision above: caches must keep them apart
    if (pathname === '/' && redirects.strategy === 'prefix') res.setHeader('vary', ENTRY_VARY);
    if (PAGE_METHODS.has(method)) remember(req, pathname, search, key);
    noteRoute('page');
    return pages.handle(req, res, key, search);
  }

  /**
   * The hot path: a repeat of a page request, answered from memory with its precomputed headers (the
   * security headers are in them: respond.ts sendEntry), synchronously; false when it was not (then
   * nothing was sent, and `handle` answers). Its route is 'page' (the caller notes it).
   */
  function fromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || memoSize === 0) return false;
    const key = routeMemo.get(req.headers.host ?? '')?.get(req.url!);
    if (key === undefined) return false;
    // what RFC 9112 refuses and Node's parser lets through is refused by the full pipeline
    if (requestHeadProblem(req) !== null) return false;
    try {
      return pages.serveKept!(req, res, key);
    } catch (error) {
      // nothing may escape the request listener; before any byte is sent the full pipeline answers
      if (!res.headersSent) return false;
      res.destroy(error instanceof Error ? error : undefined);
      return true;
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
    if (fromMemory(req, res)) return noteRoute('page');
    return afterMemory(req, res);
  }

  /** Every request `fromMemory` did not answer (the site's request observer asks that first itself). */
  function afterMemory(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
    // what RFC 9112 refuses and Node's parser lets through: a second Host line, a Host value that is
    // no host[:port], a request line of another HTTP version (src/lib/http/request-head.ts)
    const problem = requestHeadProblem(req);
    if (problem !== null) return sendText(res, 400, `Bad Request: ${problem}`, { connection: 'close' });
    return handleFully(req, res);
  }
  return Object.assign(handle, { fromMemory, afterMemory });

  async function handleFully(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // security headers on every response, whichever route writes it
    applyBase(res);
    try {
      await dispatch(req, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        // a 405 names what is allowed: the route's own `allow` (a POST-only route), else GET and HEAD
        const headers: Record<string, string> = { ...(error.status === 405 ? { allow: 'GET, HEAD' } : {}), ...error.headers };
        // the rest of an oversized body is not read: this connection cannot carry another request
        if (error.status === 413) headers.connection = 'close';
        sendJson(res, error.status, { ...error.detail, error: error.code, message: error.message }, headers);
        return;
      }
      // the path without its query, which may carry a secret (the request's own log line does the same)
      const path = (req.url ?? '/').split('?')[0]!.slice(0, 200);
      if (options.logger) options.logger.error({ err: error, method: req.method, path }, `[server] ${req.method} ${JSON.stringify(path)}: ${String(error)}`);
      else console.error(`[server] ${req.method} ${JSON.stringify(req.url?.slice(0, 200))}:`, error);
      sendJson(res, 500, { error: 'internal_error', message: 'Internal server error' });
    }
  }
}
