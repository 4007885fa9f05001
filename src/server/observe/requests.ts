/**
 * Observing each request (docs/operations.md "Operating the site"): its id (taken from a valid `X-Request-Id`,
 * else made; echoed in the answer and sent on with its backend calls: src/lib/http/request-context.ts),
 * one log line when it is answered, and the request metrics. Wraps the pipeline from outside, so
 * the hot path of a page from memory is observed as any other request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestContext, type RequestContext } from '../../lib/http/request-context';
import { cacheStatus, requestKind } from '../../lib/http/request-kind';
import type { Logger } from './log';
import { loggerRequestLog, type RequestLog } from './request-line';
import type { SiteMetrics } from './metrics';
import { carryHeader } from '../site-response';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
/** Answers a request synchronously from memory, or returns false having sent nothing (src/server/pipeline.ts fromMemory). */
type FromMemory = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The status a request's log line gives when its client closed the connection before the answer was sent (nginx's). */
export const ABORTED_STATUS = 499;

/** The longest path a log line keeps (request targets may be up to the server's header limit). */
const PATH_MAX = 512;

export function observeRequests(
  handler: Handler,
  options: {
    logger: Logger;
    /** where request lines go (default: through `logger`); the site's JSON log formats them itself (./log.ts) */
    requestLog?: RequestLog;
    metrics: SiteMetrics | null;
    /**
     * a page from memory, answered in the same tick: it calls no backend, so it runs outside the
     * request's async context (entering one costs every hit); its route is 'page'
     */
    fromMemory?: FromMemory;
  },
): (req: IncomingMessage, res: ServerResponse) => void {
  const { logger, metrics, fromMemory } = options;
  const requestLog = options.requestLog ?? loggerRequestLog(logger);
  const logRequests = logger.isLevelEnabled('info');
  return (req, res) => {
    const started = performance.now();
    const context: RequestContext = { id: requestIdFrom(req.headers[REQUEST_ID_HEADER]), route: undefined, log: logger };
    carryHeader(res, REQUEST_ID_HEADER, context.id);
    const socket = req.socket;
    const writtenBefore = socket.bytesWritten;
    // (`on`, not `once`: a response closes once, and a wrapper per request is garbage per request)
    res.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      // bytes on the wire for this answer, headers included (one request at a time on a connection)
      const bytes = Math.max(0, socket.bytesWritten - writtenBefore);
      const finished = res.writableFinished;
      const kind = requestKind(context.route, res.statusCode);
      if (finished) metrics?.request(kind, res.statusCode, seconds, bytes);
      if (!logRequests) return;
      // a request whose client went away before its answer was all sent is logged as aborted, with
      // nginx's 499 ("client closed request") as its status, never as the 200 it did not receive;
      // the status it was being answered with, if its head had gone out, is `sentStatus`
      const status = finished ? res.statusCode : ABORTED_STATUS;
      // the path without its query: a query may carry a secret or a one-time code (a preview link, the login callback)
      const target = req.url ?? '/';
      const query = target.indexOf('?');
      const ms = Math.round(seconds * 10_000) / 10;
      const path = (query === -1 ? target : target.slice(0, query)).slice(0, PATH_MAX);
      // the edge's health probe asks every second: a healthy answer is a debug line, not the log's bulk
      const level = path === '/healthz' && status < 400 ? 'debug' : 'info';
      requestLog(
        level,
        finished
          ? { id: context.id, method: req.method ?? '', path, status, kind, ms, bytes, cache: cacheStatus(kind, status) }
          : {
              id: context.id,
              method: req.method ?? '',
              path,
              status,
              kind,
              ms,
              bytes,
              aborted: true,
              ...(res.headersSent ? { sentStatus: res.statusCode } : {}),
            },
      );
    });
    if (fromMemory !== undefined && fromMemory(req, res)) {
      context.route = 'page';
      return;
    }
    withRequestContext(context, () => handler(req, res));
  };
}
