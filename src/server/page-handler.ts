/**
 * Pages: a pre-rendered file from memory or disk; otherwise an on-demand render through the same
 * renderer, kept as a static file when it is a good page. Concurrent misses of one path share one
 * render; a page rendered without its layout, or an error, is served but never kept, and so is a
 * page a regeneration pass took up while it rendered (./output/lock.ts: the pass has the newer content).
 * Keeping goes through the owner of the output (./output/owner.ts): file, record and memory in one step.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Render } from './renderer';
import type { StaticFiles } from './static-files';
import type { PageRecord } from './output/manifest';
import type { SiteOutput } from './output/owner';
import type { KeepTicket } from './output/lock';
import { sendEntry, sendHtml, sendRedirect } from './respond';
import { classifyRender } from './render-protocol';
import type { LocaleCode } from '../config/locales';
import { NO_STORE, pageHeaders, PREVIEW_HEADERS } from './edge/policy';
import { noteRoute } from '../lib/http/request-context';
import { appendQuery } from '../lib/location';
import { outputWriteFailedLine } from './observe/site-events';

type Outcome =
  | { type: 'entry'; entry: Awaited<ReturnType<StaticFiles['page']>> & object }
  | { type: 'redirect'; location: string }
  /** a good page that was not kept: served once, from memory of this request only */
  | { type: 'unkept'; html: string }
  | { type: 'error'; status: number; html: string; retryAfter: string | null };

export interface PageHandlerOptions {
  render: Render;
  /** the owner of the output, the regenerator's too: a page's files and record are written by one of them at a time */
  output: SiteOutput;
  log: (message: string) => void;
  /** each on-demand render's outcome (the site's metrics and log); unset, a line of `log` */
  onRender?: (render: RenderEvent) => void;
  /** a rendered page or redirect the output could not keep (a full disk): it is served all the same */
  onKeepFailed?: (path: string, error: unknown) => void;
}

/** One on-demand render of a page not in the output: kept as a file, not kept (a 404 or an error), or a redirect. */
export interface RenderEvent {
  path: string;
  outcome: 'kept' | 'not_kept' | 'redirect';
  status: number;
  ms: number;
  /** why an error was not kept */
  reason?: string;
  /** the file it was kept as */
  file?: string;
}

const renderLine = (r: RenderEvent) =>
  r.outcome === 'kept'
    ? `[render] ${r.path} → 200 in ${r.ms.toFixed(0)} ms, kept as ${r.file}`
    : `[render] ${r.path} → ${r.status} in ${r.ms.toFixed(0)} ms (not kept${r.reason === undefined ? '' : `: ${r.reason}`})`;

/** What a visitor gets when even the error page cannot be rendered: plain, with no detail. */
const FALLBACK_ERROR_HTML = '<!doctype html><html lang="en"><meta charset="utf-8"><title>500</title><h1>Internal server error</h1></html>';

/** How long a 404 answer is reused before the content backend is asked again. */
const NOT_FOUND_TTL_MS = 10_000;

export function createPageHandler(options: PageHandlerOptions) {
  const { render, output, log } = options;
  const { files, index } = output;
  const rendered = options.onRender ?? ((r: RenderEvent) => log(renderLine(r)));
  const keepFailed = options.onKeepFailed ?? ((path: string, error: unknown) => log(outputWriteFailedLine('on_demand', path, error)));
  /**
   * A page's CDN headers, one object per manifest record: a record is replaced (never changed in
   * place) when its page is rendered again, so the object also keys the precomputed header lists
   * of sendEntry (respond.ts) and a hit builds no header at all.
   */
  const cdnByRecord = new WeakMap<PageRecord, { path: string; headers: Record<string, string> }>();
  function cdnFor(pathname: string): Record<string, string> {
    const record = index.get(pathname);
    if (!record) return pageHeaders(pathname, undefined);
    const cached = cdnByRecord.get(record);
    if (cached && cached.path === pathname) return cached.headers;
    const headers = pageHeaders(pathname, record);
    cdnByRecord.set(record, { path: pathname, headers });
    return headers;
  }
  const inflight = new Map<string, Promise<Outcome>>();
  // bounded by count and bytes: a flood of distinct missing paths costs at most this much memory
  const notFound = new LRUCache<string, Outcome>({
    max: 2_000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (outcome, key) => key.length + (outcome.type === 'error' ? outcome.html.length : 64),
    ttl: NOT_FOUND_TTL_MS,
  });

  async function renderAndKeep(pathname: string): Promise<Outcome> {
    const ticket = output.begin(pathname);
    try {
      return await renderOnce(pathname, ticket);
    } finally {
      // (after a keep the ticket is gone already)
      output.end(ticket);
    }
  }

  async function renderOnce(pathname: string, ticket: KeepTicket): Promise<Outcome> {
    const started = performance.now();
    const verdict = classifyRender(pathname, await render(pathname));
    const ms = performance.now() - started;
    if (verdict.kind === 'redirect') {
      // a redirect the output cannot record is answered all the same (asked again next time)
      await output.keepRedirect(ticket, verdict.location).catch((error: unknown) => keepFailed(pathname, error));
      rendered({ path: pathname, outcome: 'redirect', status: 307, ms });
      return { type: 'redirect', location: verdict.location };
    }
    if (verdict.kind !== 'page') {
      const retryAfter = verdict.kind === 'error' ? verdict.retryAfter : null;
      rendered({ path: pathname, outcome: 'not_kept', status: verdict.status, ms, ...(verdict.kind === 'error' ? { reason: verdict.reason } : {}) });
      // a component that threw leaves Astro's bare 500: the visitor gets the error page (spec 8);
      // a page the site does not keep at this path (not its canonical path, or one the page-path
      // rule refuses) is a 404 whose body would be that page: the visitor gets the 404 page instead
      const html =
        verdict.status >= 500 && !/<html/i.test(verdict.body)
          ? await errorPageHtml(pathname, 500)
          : verdict.kind === 'error' && verdict.status === 404
            ? await errorPageHtml(pathname, 404)
            : verdict.body;
      return { type: 'error', status: verdict.status, html, retryAfter };
    }
    let kept: Awaited<ReturnType<SiteOutput['keepRendered']>>;
    try {
      kept = await output.keepRendered(ticket, await output.encode(verdict.body), verdict.record);
    } catch (error) {
      // the output could not keep it (a full disk: its files, record and memory are as they were):
      // the visitor still gets the page, rendered again on the next request until space returns
      keepFailed(pathname, error);
      rendered({
        path: pathname,
        outcome: 'not_kept',
        status: 200,
        ms,
        reason: `the output could not keep it: ${error instanceof Error ? error.message : String(error)}`,
      });
      return { type: 'unkept', html: verdict.body };
    }
    if (!kept) {
      rendered({ path: pathname, outcome: 'not_kept', status: 200, ms, reason: 'a regeneration pass took the page up meanwhile' });
      return { type: 'unkept', html: verdict.body };
    }
    rendered({ path: pathname, outcome: 'kept', status: 200, ms, file: kept.file });
    return { type: 'entry', entry: kept.entry };
  }

  /** The error page for a path and status, rendered by the page route itself (its locale's strings and layout). */
  async function errorPageHtml(pathname: string, status: 404 | 500, locale?: LocaleCode): Promise<string> {
    try {
      const result = await render(pathname, { error: { status, locale: locale ?? null } });
      if (/<html/i.test(result.body)) return result.body;
    } catch (error) {
      log(`[render] the error page for ${pathname} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
    }
    return FALLBACK_ERROR_HTML;
  }

  /** Renders a path once for all concurrent requests of it. */
  function renderShared(pathname: string): Promise<Outcome> {
    const cached = notFound.get(pathname);
    if (cached) return Promise.resolve(cached);
    let pending = inflight.get(pathname);
    if (!pending) {
      pending = renderAndKeep(pathname)
        .then((outcome) => {
          if (outcome.type === 'error' && outcome.status === 404) notFound.set(pathname, outcome);
          return outcome;
        })
        .finally(() => inflight.delete(pathname));
      inflight.set(pathname, pending);
    }
    return pending;
  }

  return {
    /**
     * Answers a GET/HEAD for a page that is in memory, synchronously; false (nothing sent) when it
     * is not, or when the path is a recorded redirect: then `handle` decides.
     */
    serveKept(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      if (index.redirectFor(pathname) !== undefined) return false;
      const entry = files.cachedPage(pathname);
      if (!entry) return false;
      sendEntry(req, res, entry, 200, cdnFor(pathname));
      return true;
    },
    /**
     * Answers a GET/HEAD for a page path. A redirect kept for it (a slug change's, or its redirect
     * component's: spec 2.5) keeps the request's raw query `search` (spec 2.6, 9).
     */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string, search = ''): Promise<void> {
      const redirect = index.redirectFor(pathname);
      if (redirect) return sendRedirect(res, appendQuery(redirect, search));
      const entry = files.cachedPage(pathname) ?? (await files.page(pathname));
      if (entry) return sendEntry(req, res, entry, 200, cdnFor(pathname));
      const outcome = await renderShared(pathname);
      noteRoute('render');
      if (outcome.type === 'entry') return sendEntry(req, res, outcome.entry, 200, cdnFor(pathname));
      if (outcome.type === 'redirect') return sendRedirect(res, appendQuery(outcome.location, search));
      if (outcome.type === 'unkept') return sendHtml(req, res, 200, outcome.html, NO_STORE);
      const headers: Record<string, string> = { ...NO_STORE };
      if (outcome.retryAfter) headers['retry-after'] = outcome.retryAfter;
      return sendHtml(req, res, outcome.status, outcome.html, headers);
    },
    /** Answers with the 404 error page for a request that names no page (spec 8: route validation fails). */
    async notFound(req: IncomingMessage, res: ServerResponse, pathname: string, locale: LocaleCode): Promise<void> {
      const key = `!${locale}!${pathname}`;
      const cached = notFound.get(key);
      const html = cached?.type === 'error' ? cached.html : await errorPageHtml(pathname, 404, locale);
      if (!cached) notFound.set(key, { type: 'error', status: 404, html, retryAfter: null });
      return sendHtml(req, res, 404, html, NO_STORE);
    },
    /**
     * Answers a page of an editor's preview session (spec 7.2): rendered on demand with drafts, and
     * never written to disk, the manifest or the sitemap, nor shared between requests.
     */
    async preview(req: IncomingMessage, res: ServerResponse, pathname: string, search = ''): Promise<void> {
      const result = await render(pathname, { preview: true });
      const location = result.headers.get('location');
      if (result.status >= 300 && result.status < 400 && location) return sendRedirect(res, appendQuery(location, search), 307, PREVIEW_HEADERS);
      const html = result.status >= 500 && !/<html/i.test(result.body) ? await errorPageHtml(pathname, 500) : result.body;
      return sendHtml(req, res, result.status, html, PREVIEW_HEADERS);
    },
    /** The 404 memory's size now (the site's metrics). */
    notFoundMemory(): { entries: number; bytes: number } {
      return { entries: notFound.size, bytes: notFound.calculatedSize };
    },
    /** Forgets a cached 404 (a page was created). */
    forgetNotFound(pathname: string): void {
      notFound.delete(pathname);
    },
  };
}
