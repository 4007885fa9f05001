/**
 * A request's log line (docs/operations.md "Logs"): its fields, its message, and the JSON line the
 * log writes for it. Every request writes one, so the JSON log formats it here from the fields it
 * knows, in the bytes pino writes for `logger[level](fields, message)` with the site's settings
 * (./log.ts `logSettings`), rather than through pino's general object walk, which was most of what a
 * page hit's log line cost (design.md "Performance targets": the request log at nginx's cost).
 */
import type { Logger } from 'pino';
import type { CacheStatus, RequestKind } from '../../lib/http/request-kind';

export interface RequestLine {
  id: string;
  method: string;
  /** the path without its query */
  path: string;
  status: number;
  kind: RequestKind;
  ms: number;
  bytes: number;
  /** an answer sent in full */
  cache?: CacheStatus;
  /** an answer its client went away from */
  aborted?: true;
  /** the status of an aborted answer whose head had gone out */
  sentStatus?: number;
}

export type RequestLineLevel = 'info' | 'debug';

/** Writes a request's line (the site's log, or a test's). */
export type RequestLog = (level: RequestLineLevel, line: RequestLine) => void;

/** What a person reads of a request line (pino-pretty shows the message, not the fields). */
export function requestMessage(line: RequestLine): string {
  return `${line.method} ${line.path} ${line.status} ${line.kind} in ${line.ms} ms${line.aborted ? ' (aborted by the client)' : ''} (${line.id})`;
}

/** The line's fields in the order they are written. */
function fieldsOf(line: RequestLine): Record<string, unknown> {
  const { id, method, path, status, kind, ms, bytes, cache, aborted, sentStatus } = line;
  return {
    event: 'request',
    id,
    method,
    path,
    status,
    kind,
    ms,
    bytes,
    ...(aborted ? { aborted, ...(sentStatus === undefined ? {} : { sentStatus }) } : cache === undefined ? {} : { cache }),
  };
}

/** A JSON number as pino writes one: a number that is not finite is null. */
const num = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * The JSON line (with its newline) for a request at `level`, written at `time` (ISO 8601): the same
 * bytes as pino's line for `logger[level](fieldsOf(line), requestMessage(line))` under ./log.ts's
 * settings. The strings go through JSON.stringify (a path may hold any character); status, ms and
 * bytes are numbers; kind and cache come from fixed lists.
 */
export function formatRequestLine(level: RequestLineLevel, time: string, line: RequestLine): string {
  let tail: string;
  if (line.aborted) tail = `,"aborted":true${line.sentStatus === undefined ? '' : `,"sentStatus":${num(line.sentStatus)}`}`;
  else tail = line.cache === undefined ? '' : `,"cache":${JSON.stringify(line.cache)}`;
  return (
    `{"level":"${level}","time":"${time}","event":"request","id":${JSON.stringify(line.id)},"method":${JSON.stringify(line.method)},` +
    `"path":${JSON.stringify(line.path)},"status":${num(line.status)},"kind":${JSON.stringify(line.kind)},"ms":${num(line.ms)},` +
    `"bytes":${num(line.bytes)}${tail},"msg":${JSON.stringify(requestMessage(line))}}\n`
  );
}

/** The time of a line, ISO 8601 to the millisecond, made once per millisecond however many lines it has. */
function lineClock(): () => string {
  let at = -1;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

/** Where the JSON log's lines go (pino's destination: a SonicBoom, or a test's stream). */
export interface LineSink {
  write(line: string): unknown;
}

/**
 * The request log of a JSON log: each line formatted here and written to the log's own
 * destination, after the lines pino wrote before it, when the logger's level lets it through.
 */
export function jsonRequestLog(logger: Logger, sink: LineSink): RequestLog {
  const now = lineClock();
  return (level, line) => {
    if (logger.isLevelEnabled(level)) sink.write(formatRequestLine(level, now(), line));
  };
}

/** The request log through the logger itself (the pretty format, and any logger without a known destination). */
export function loggerRequestLog(logger: Logger): RequestLog {
  return (level, line) => logger[level](fieldsOf(line), requestMessage(line));
}
