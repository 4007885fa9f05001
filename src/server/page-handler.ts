/**
 * Pages: a pre-rendered file from memory or disk; otherwise an on-demand render through the same
 * renderer, kept as a static file when it is a good page. Concurrent misses of one path share one
 * render; a page rendered without its layout, or an error, is served but never kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Render } from './renderer';
import type { StaticFiles } from './static-files';
import type { PageIndex } from './page-index';
import { encode, writePage } from './output';
import { sendEntry, sendHtml, sendRedirect } from './respond';
import { classifyRender } from './render-protocol';
import { cdnHeaders } from './regen/cdn';

type Outcome =
  | { type: 'entry'; entry: Awaited<ReturnType<StaticFiles['page']>> & object }
  | { type: 'redirect'; location: string }
  | { type: 'error'; status: number; html: string; retryAfter: string | null };

export interface PageHandlerOptions {
  clientDir: string;
  render: Render;
  files: StaticFiles;
  index: PageIndex;
  brotliQuality: number;
  log: (message: string) => void;
}

/** How long a 404 answer is reused before the content backend is asked again. */
const NOT_FOUND_TTL_MS = 10_000;

export function createPageHandler(options: PageHandlerOptions) {
  const { render, files, index, clientDir, brotliQuality, log } = options;
  const inflight = new Map<string, Promise<Outcome>>();
  // bounded by count and bytes: a flood of distinct missing paths costs at most this much memory
  const notFound = new LRUCache<string, Outcome>({
    max: 2_000,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (outcome, key) => key.length + (outcome.type === 'error' ? outcome.html.length : 64),
    ttl: NOT_FOUND_TTL_MS,
  });

  async function renderAndKeep(pathname: string): Promise<Outcome> {
    const started = performance.now();
    const verdict = classifyRender(pathname, await render(pathname));
    const ms = (performance.now() - started).toFixed(0);
    if (verdict.kind === 'redirect') {
      index.setRedirect(pathname, verdict.location);
      return { type: 'redirect', location: verdict.location };
    }
    if (verdict.kind !== 'page') {
      const retryAfter = verdict.kind === 'error' ? verdict.retryAfter : null;
      log(`[render] ${pathname} → ${verdict.status} in ${ms} ms (not kept${verdict.kind === 'error' ? `: ${verdict.reason}` : ''})`);
      return { type: 'error', status: verdict.status, html: verdict.body, retryAfter };
    }
    const encoded = await encode(verdict.body, brotliQuality);
    const file = await writePage(clientDir, pathname, encoded);
    index.set(pathname, verdict.record(file));
    log(`[render] ${pathname} → 200 in ${ms} ms, kept as ${file}`);
    return { type: 'entry', entry: files.setPage(pathname, encoded) };
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
    /** Answers a GET/HEAD for a page path. */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      const redirect = index.redirectFor(pathname);
      if (redirect) return sendRedirect(res, redirect);
      const entry = await files.page(pathname);
      if (entry) return sendEntry(req, res, entry, 200, cdnHeaders(pathname, index.get(pathname)));
      const outcome = await renderShared(pathname);
      if (outcome.type === 'entry') return sendEntry(req, res, outcome.entry, 200, cdnHeaders(pathname, index.get(pathname)));
      if (outcome.type === 'redirect') return sendRedirect(res, outcome.location);
      const headers: Record<string, string> = { 'cache-control': 'no-store' };
      if (outcome.retryAfter) headers['retry-after'] = outcome.retryAfter;
      return sendHtml(req, res, outcome.status, outcome.html, headers);
    },
    /** Forgets a cached 404 (a page was created). */
    forgetNotFound(pathname: string): void {
      notFound.delete(pathname);
    },
  };
}
