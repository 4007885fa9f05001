/**
 * The HTTP client every backend call goes through: a timeout, and one retry for safe methods on the
 * statuses of spec 7.6 (and, beyond the spec, when no answer came at all: README "Where the site
 * differs from the spec"), never for write methods.
 * Every call made while serving a request carries that request's id (src/lib/http/request-context.ts).
 */
import { currentRequest, REQUEST_ID_HEADER } from './request-context';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export type UpstreamFailure = 'unreachable' | 'timeout' | 'status' | 'invalid';

/** A failed backend call, naming the call, the path and the locale (conventions: errors carry context). */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly call: string,
    readonly detail: { path?: string; locale?: string; status?: number; attempts: number },
    readonly failure: UpstreamFailure,
    reason: string,
  ) {
    const where = [detail.path ? `"${detail.path}"` : '', detail.locale ? `(${detail.locale})` : ''].filter(Boolean).join(' ');
    const retries = detail.attempts > 1 ? ` after ${detail.attempts - 1} retry` : '';
    super(`[${service}] ${call}${where ? ` ${where}` : ''}: ${reason}${retries}`);
    this.name = 'UpstreamError';
  }

  /** The status the site should answer with when this error ends a page render. */
  get siteStatus(): number {
    if (this.failure === 'unreachable' || this.failure === 'timeout') return 503;
    if (this.failure === 'status' && this.detail.status === 404) return 404;
    return 500;
  }
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** a fetch to use instead of the global one (tests) */
  fetchImpl?: typeof fetch;
}

export interface CallContext {
  service: string;
  call: string;
  path?: string;
  locale?: string;
}

/** Whether a failed attempt may be retried (spec 7.6). */
export function isRetryable(method: string, status: number | 'network'): boolean {
  if (!SAFE_METHODS.has(method.toUpperCase())) return false;
  return status === 'network' || RETRY_STATUSES.has(status);
}

/**
 * Sends a request and returns the response of the last attempt. Throws UpstreamError when the
 * backend cannot be reached or keeps answering with an error status.
 */
export async function request(url: string, options: RequestOptions, ctx: CallContext): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const doFetch = options.fetchImpl ?? fetch;
  const id = currentRequest()?.id;
  const headers = id === undefined || options.headers?.[REQUEST_ID_HEADER] !== undefined ? options.headers : { ...options.headers, [REQUEST_ID_HEADER]: id };
  let attempts = 0;
  for (;;) {
    attempts += 1;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: options.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (attempts === 1 && isRetryable(method, 'network')) continue;
      const failure: UpstreamFailure = timedOut ? 'timeout' : 'unreachable';
      const reason = timedOut ? `no answer within ${options.timeoutMs} ms` : `upstream unreachable (${causeOf(error)})`;
      throw new UpstreamError(ctx.service, ctx.call, { path: ctx.path, locale: ctx.locale, attempts }, failure, reason);
    }
    if (response.ok) return response;
    if (attempts === 1 && isRetryable(method, response.status)) {
      await response.body?.cancel();
      continue;
    }
    return response;
  }
}

function causeOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
