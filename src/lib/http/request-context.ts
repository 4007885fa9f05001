/**
 * The request id that follows one request from the edge through the site to its backend calls
 * (docs/operations.md "Operating the site"). An incoming `X-Request-Id` is kept when it is a short token;
 * anything else (absent, too long, spaces, quotes, control characters) is replaced by a new one, so
 * a visitor cannot write arbitrary text into the logs or the backends' headers.
 *
 * The id of the request being served travels in an AsyncLocalStorage: the HTTP client
 * (src/lib/http/client.ts) sends it on with every backend call made while serving that request,
 * however deep in the page code the call is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestRoute } from './request-kind';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Longest request id kept from a client. */
export const REQUEST_ID_MAX = 128;

const TOKEN = /^[A-Za-z0-9._-]+$/;

/** Whether a client's request id may be kept as it is. */
export function isValidRequestId(value: string): boolean {
  return value.length > 0 && value.length <= REQUEST_ID_MAX && TOKEN.test(value);
}

/** The request id of a request: its own `X-Request-Id` when valid (the first, if repeated), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && isValidRequestId(value) ? value : randomUUID();
}

/** What is known of the request being served, for the code that serves it. */
export interface RequestContext {
  readonly id: string;
  /** the route of the pipeline that answered it (noteRoute), for its kind (src/lib/http/request-kind.ts) */
  route: RequestRoute | undefined;
  /** the server's structured log, for what goes wrong while serving it (src/server/observe/request-problem.ts) */
  readonly log?: { error(fields: object, message: string): void };
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` as part of serving the request with this context. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being served, when the caller runs on behalf of one. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes which route of the pipeline answers the request being served (the last note counts). */
export function noteRoute(route: RequestRoute): void {
  const context = storage.getStore();
  if (context) context.route = route;
}
