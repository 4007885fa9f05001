/**
 * What kind of answer a request got, for the request metrics and log lines (docs/operations.md "Operating
 * the site"). The pipeline notes the route it took (src/server/pipeline.ts); the status decides the
 * rest: a 3xx of a page route is a redirect, and a page route that answers 4xx/5xx sent the error page.
 */

/** The route of the pipeline that answered. */
export type RequestRoute = 'page' | 'render' | 'asset' | 'api' | 'proxy';

/** The kinds the request metrics and logs are broken down by. */
export const requestKinds = ['static_page', 'render', 'redirect', 'api', 'proxy', 'asset', 'error_page'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The kind of an answered request, from the route it took (none noted: answered before any route) and its status. */
export function requestKind(route: RequestRoute | undefined, status: number): RequestKind {
  // API and proxy answers keep their kind whatever the status: a 401 of /api is an API answer
  if (route === 'api' || route === 'proxy') return route;
  if (route === 'asset') return status >= 300 && status < 400 && status !== 304 ? 'redirect' : 'asset';
  if (status >= 300 && status < 400 && status !== 304) return 'redirect';
  if (status >= 400) return 'error_page';
  if (route === 'render') return 'render';
  return 'static_page';
}

/** The status classes of the request metrics, in the order of statusClassIndex. */
export const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx', 'other'] as const;
export type StatusClass = (typeof statusClasses)[number];

/** A status's class as an index into statusClasses (the metrics count by index: src/server/observe/metrics.ts). */
export function statusClassIndex(status: number): number {
  return status >= 100 && status < 600 ? Math.floor(status / 100) - 1 : statusClasses.length - 1;
}

/** `2xx` … `5xx`, the status class of the request metrics. */
export function statusClass(status: number): StatusClass {
  return statusClasses[statusClassIndex(status)]!;
}

/** How the origin came by an answer, for its log line: from its output (`hit`), a render (`miss`), a 304 (`revalidated`), or none kept (`pass`). */
export type CacheStatus = 'hit' | 'miss' | 'revalidated' | 'pass';

export function cacheStatus(kind: RequestKind, status: number): CacheStatus {
  if (status === 304) return 'revalidated';
  if (kind === 'static_page' || kind === 'asset') return status < 300 ? 'hit' : 'pass';
  if (kind === 'render') return 'miss';
  return 'pass';
}
