/**
 * A small registering router over node:http: routes are added with `router.on(method, pattern,
 * handler)` (patterns like '/assets/:kind/:file'), so order, account and edit routes can be added
 * by later modules without touching this file. Every handler runs wrapped: a thrown HttpError
 * becomes its JSON error, anything else a 500 JSON and one log line, and the process stays up.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../../src/lib/http/errors';
import { sendError } from '../../../src/lib/http/json';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler gets: the raw request and response, the parsed URL and the pattern's params. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Readonly<Record<string, string>>;
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

interface Route {
  method: Method;
  segments: readonly string[];
  handler: Handler;
}

/** Writes one line about an unexpected error; replaceable so tests can capture it. */
export type ErrorLogger = (line: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (line, error) => console.error(`[backend] ${line}`, error);

/** Routes requests to registered handlers; answers 404 / 405 JSON for the rest. */
export class Router {
  private readonly routes: Route[] = [];
  private fallback: Handler | null = null;

  constructor(private readonly logError: ErrorLogger = defaultLogger) {}

  /**
   * Answers a request no route has: the handler may answer (the editor's page answers a browser
   * with its HTML 404 page) or throw, and what it throws is answered as any handler's error.
   */
  otherwise(handler: Handler): this {
    this.fallback = handler;
    return this;
  }

  /** Registers a handler; ':name' segments match one path segment and land in ctx.params. */
  on(method: Method, pattern: string, handler: Handler): this {
    if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with '/': ${pattern}`);
    this.routes.push({ method, segments: pattern.split('/').slice(1), handler });
    return this;
  }

  /** The node:http request listener. */
  readonly handle = (req: IncomingMessage, res: ServerResponse): void => {
    void this.dispatch(req, res);
  };

  private async dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    // every answer, JSON or not, tells the browser not to guess its type
    res.setHeader('x-content-type-options', 'nosniff');
    try {
      const url = parseRequestUrl(req.url ?? '/');
      const segments = decodeSegments(url.pathname);
      const allowed = new Set<string>();
      for (const route of this.routes) {
        const params = matchSegments(route.segments, segments);
        if (!params) continue;
        allowed.add(route.method);
        if (route.method === 'GET') allowed.add('HEAD');
        // HEAD is answered by the GET handler; the JSON helpers leave out the body.
        if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
          await route.handler({ req, res, url, params });
          return;
        }
      }
      if (allowed.size > 0) {
        const allow = [...allowed].join(', ');
        throw new HttpError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname} (allowed: ${allow})`, {
          allow,
        });
      }
      if (this.fallback) {
        await this.fallback({ req, res, url, params: {} });
        if (res.headersSent || res.writableEnded) return;
      }
      throw new HttpError(404, 'not_found', `No route for ${method} ${url.pathname}`);
    } catch (error) {
      this.fail(req, res, error);
    }
  }

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (res.headersSent) {
      // Too late for an error body: cut the connection so the client sees a failure, not a short body.
      if (!(error instanceof HttpError)) this.logError(`${req.method} ${req.url} failed mid-response`, error);
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      // the rest of an oversized body is not read: this connection cannot carry another request
      const headers = error.status === 413 ? { ...error.headers, connection: 'close' } : error.headers;
      sendError(res, error.status, error.code, error.message, headers);
      return;
    }
    this.logError(`${req.method} ${req.url} failed`, error);
    sendError(res, 500, 'internal_error', 'Internal server error');
  }
}

/** Parses the request target; only origin-form targets ('/path?query') are accepted. */
function parseRequestUrl(target: string): URL {
  if (!target.startsWith('/')) throw new HttpError(400, 'bad_request', 'Request target must be a path');
  try {
    // A fixed origin: '//x' must stay a path, never become a host.
    return new URL(`http://backend${target}`);
  } catch {
    throw new HttpError(400, 'bad_request', 'Request target is not a valid URL');
  }
}

/** Splits a pathname into percent-decoded segments ('%2F' stays inside its segment). */
function decodeSegments(pathname: string): string[] {
  try {
    return pathname
      .split('/')
      .slice(1)
      .map((s) => decodeURIComponent(s));
  } catch {
    throw new HttpError(400, 'bad_request', 'Request path has a malformed percent-encoding');
  }
}

function matchSegments(pattern: readonly string[], actual: readonly string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] ?? '';
    const got = actual[i] ?? '';
    if (want.startsWith(':')) {
      if (got === '') return null;
      params[want.slice(1)] = got;
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}
