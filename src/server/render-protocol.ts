/**
 * The render protocol between the site's renderer (./renderer.ts) and the one page route
 * (src/pages/[...url].astro), in one place for the build, an on-demand miss and a regeneration pass
 * (design.md: one renderer, so they cannot differ):
 *
 *   ask      the renderer hands the route a `RenderLocals` as Astro.locals.render: the decoded path,
 *            the layout revision, the error page asked for itself, a preview render, a form post
 *            to show on its page. Only the
 *            renderer makes renders, so no visitor can set any of it.
 *   answer   the route records on that object what a page was made from (`PageFacts`), or that it
 *            was made without its layout; the renderer turns it into internal response headers
 *            (`answerHeaders`), which cross the render workers' thread boundary with the result and
 *            never leave the server (the pipeline sends only its own headers).
 *   verdict  what one render's answer means for the site (`classifyRender`):
 *
 *   page      200, made with its layout, at a path the output folder may hold, under the page's
 *             canonical path (src/cms/canonical.ts), with its page facts → kept as a file
 *   redirect  3xx (a card list's redirect component, spec 2.5) → a 307, recorded in the manifest
 *   absent    404 → not a page (the build fails, a miss serves the 404 page, a pass removes it)
 *   error     anything else (a 5xx, a page made without its layout, a page that must not be kept)
 *             → served as it is on a miss, never kept; a pass retries and keeps the old file
 */
import { z } from 'zod';
import { isLocaleCode, type LocaleCode } from '../config/locales';
import { internalPath } from '../i18n/paths';
import { normalizeCmsPath } from '../cms/canonical';
import { stationSummarySchema } from '../cms/blocks/station-summary';
import { classifyHref } from '../lib/safe-url';
import type { StationSummary } from '../features/locator/types';
import type { FormEcho } from '../features/forms/echo';
import { pageDepsSchema, type PageRecord } from './output/manifest';
import { outputPathProblem } from './output/files';
import type { RenderResult } from './renderer';

/** The error pages the renderer may ask the route for (spec 8: route validation fails, a component threw, a backend is down). */
export type ForcedError = 404 | 500 | 503;

/** What the renderer asks of one render. */
export interface RenderAsk {
  /** the decoded path being rendered (the server's internal path) */
  path: string;
  /** the layout revision: layouts are loaded once per locale and revision (src/cms/page-data.ts) */
  layoutRevision: string;
  /** the error page itself, in `locale` when the path names none (null: the path's own locale) */
  error: { status: ForcedError; locale: LocaleCode | null } | null;
  /** an editor's preview render (spec 7.2): drafts, never kept */
  preview: boolean;
  /** a form post without script that did not go through, shown on its page (the form route's answer; never kept) */
  form: FormEcho | null;
}

/** What a page was made from: its manifest record without the file (./manifest.ts). */
export type PageFacts = Omit<PageRecord, 'file'>;

/** Astro.locals.render: the ask, and the answer the route fills in. */
export interface RenderLocals extends RenderAsk {
  answer: { page: PageFacts | null; degraded: boolean };
}

/** The locals of one render. */
export function renderLocals(ask: RenderAsk): RenderLocals {
  return { ...ask, answer: { page: null, degraded: false } };
}

/** Header on a page made without its layout (spec 8: layout errors are swallowed); never kept. */
export const DEGRADED_HEADER = 'x-render-degraded';
const PAGE_HEADERS = {
  deps: 'x-page-deps',
  kind: 'x-page-kind',
  version: 'x-content-version',
  noIndex: 'x-page-noindex',
  alternates: 'x-page-alternates',
  indexable: 'x-page-indexable-translations',
  locator: 'x-station-summary',
} as const;

/** Internal headers carry URI-encoded JSON (header values must be Latin-1). */
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Writes the route's answer into the render's response headers. */
export function answerHeaders(headers: Headers, answer: RenderLocals['answer']): void {
  if (answer.degraded) headers.set(DEGRADED_HEADER, 'layout');
  const page = answer.page;
  if (!page) return;
  headers.set(PAGE_HEADERS.version, page.version);
  headers.set(PAGE_HEADERS.kind, page.kind);
  headers.set(PAGE_HEADERS.noIndex, page.noIndex ? '1' : '0');
  headers.set(PAGE_HEADERS.alternates, encoded(page.alternates));
  if (page.indexableTranslations) headers.set(PAGE_HEADERS.indexable, encoded(page.indexableTranslations));
  headers.set(PAGE_HEADERS.deps, encoded(page.deps));
  if (page.locator) headers.set(PAGE_HEADERS.locator, encoded(page.locator));
}

function decoded(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(decodeURIComponent(text));
  } catch {
    return null;
  }
}

/** The station summary a render carried, or null (not a station page, or malformed). */
export function summaryFromHeaders(headers: Headers): StationSummary | null {
  const parsed = stationSummarySchema.safeParse(decoded(headers.get(PAGE_HEADERS.locator)));
  return parsed.success ? parsed.data : null;
}

/** Reads a render's page facts into a manifest record, or null when it carries none. */
export function recordFromRender(headers: Headers, file: string): PageRecord | null {
  const deps = pageDepsSchema.safeParse(decoded(headers.get(PAGE_HEADERS.deps)));
  if (!deps.success) return null;
  const locator = summaryFromHeaders(headers);
  const indexable = z.record(z.string()).safeParse(decoded(headers.get(PAGE_HEADERS.indexable)));
  return {
    file,
    kind: headers.get(PAGE_HEADERS.kind) ?? 'standard',
    version: headers.get(PAGE_HEADERS.version) ?? '',
    noIndex: headers.get(PAGE_HEADERS.noIndex) === '1',
    deps: deps.data,
    alternates: z
      .record(z.string())
      .catch({})
      .parse(decoded(headers.get(PAGE_HEADERS.alternates))),
    ...(indexable.success ? { indexableTranslations: indexable.data } : {}),
    ...(locator ? { locator } : {}),
  };
}

/**
 * Whether a page record is kept under its own canonical path: the localized path it names for its
 * locale (src/cms/canonical.ts) is `pathname`. A record that names none is taken at its word.
 */
export function isOwnPath(pathname: string, record: Pick<PageRecord, 'deps' | 'alternates'>): boolean {
  const locale = record.deps.locale;
  if (!isLocaleCode(locale)) return true;
  const own = record.alternates[locale];
  return own === undefined || internalPath(normalizeCmsPath(own), locale) === pathname;
}

export type RenderVerdict =
  | { kind: 'page'; body: string; record: (file: string) => PageRecord }
  | { kind: 'redirect'; location: string }
  | { kind: 'absent'; status: 404; body: string }
  | { kind: 'error'; status: number; body: string; retryAfter: string | null; reason: string };

/** Classifies one render of `pathname` (the server's internal path). */
export function classifyRender(pathname: string, result: RenderResult): RenderVerdict {
  const { status, headers, body } = result;
  if (status >= 300 && status < 400) {
    const target = classifyHref(headers.get('location') ?? '');
    const location = target.kind === 'external' ? target.href : target.kind === 'internal' ? target.path : '/';
    return { kind: 'redirect', location };
  }
  if (status === 404) return { kind: 'absent', status, body };
  const error = (reason: string, answer = status): RenderVerdict => ({ kind: 'error', status: answer, body, retryAfter: headers.get('retry-after'), reason });
  if (status !== 200) return error(`render answered ${status}`);
  if (headers.has(DEGRADED_HEADER)) return error('layout could not be loaded');
  const probe = recordFromRender(headers, '');
  if (!probe) return error('rendered without its dependency header');
  // the route checks the canonical path already; this is the last line before a file is written
  if (!isOwnPath(pathname, probe)) return error(`not the canonical path (${JSON.stringify(probe.alternates)})`, 404);
  // a path the CMS path rule refuses is no page of the site, whatever the backend answered for it
  const fileProblem = outputPathProblem(pathname);
  if (fileProblem) return error(`no file may hold this path: ${fileProblem}`, 404);
  return { kind: 'page', body, record: (file) => ({ ...probe, file }) };
}
