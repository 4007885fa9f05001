/**
 * The render protocol: what one render's answer means for the site, decided in one place for the
 * build, an on-demand miss and a regeneration pass (design.md: one renderer, so they cannot
 * differ).
 *
 *   page      200, made with its layout, at a path the output folder may hold, under the page's
 *             canonical path (src/cms/canonical.ts), with its dependency header → kept as a file
 *   redirect  3xx (a card list's redirect component, spec 2.5) → a 307, recorded in the manifest
 *   absent    404 → not a page (the build fails, a miss serves the 404 page, a pass removes it)
 *   error     anything else (a 5xx, a page made without its layout, a page that must not be kept)
 *             → served as it is on a miss, never kept; a pass retries and keeps the old file
 */
import { classifyHref } from '../lib/safe-url';
import { isReservedPath, outputPathProblem } from './output';
import { isOwnPath, recordFromRender, type PageRecord } from './page-index';
import type { RenderResult } from './renderer';

export type RenderVerdict =
  | { kind: 'page'; body: string; record: (file: string) => PageRecord }
  | { kind: 'redirect'; location: string }
  | { kind: 'absent'; status: 404; body: string }
  | { kind: 'error'; status: number; body: string; retryAfter: string | null; reason: string };

/** Header the route sets on a page made without its layout (spec 8: layout errors are swallowed). */
export const DEGRADED_HEADER = 'x-render-degraded';

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
  if (isReservedPath(pathname)) return error('reserved path');
  const probe = recordFromRender(headers, '');
  if (!probe) return error('rendered without its dependency header');
  // the route checks the canonical path already; this is the last line before a file is written
  if (!isOwnPath(pathname, probe)) return error(`not the canonical path (${JSON.stringify(probe.alternates)})`, 404);
  // a path the CMS path rule refuses is no page of the site, whatever the backend answered for it
  const fileProblem = outputPathProblem(pathname);
  if (fileProblem) return error(`no file may hold this path: it ${fileProblem}`, 404);
  return { kind: 'page', body, record: (file) => ({ ...probe, file }) };
}
