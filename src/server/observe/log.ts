/**
 * The site server's log (docs/operations.md "Logs"): pino, one JSON object a line for machines,
 * or pino-pretty's lines for people. `LOG_FORMAT` chooses; unset, a terminal gets pretty lines and
 * anything else (a file, a log shipper, a test's pipe) JSON. `LOG_LEVEL` filters both.
 *
 * Every line carries `time` (ISO 8601), `level` (its name) and `msg`; what a line is about is in
 * its fields (`event`: request, pass, pull, purge, render), so a line can be filtered by field
 * rather than by parsing its text.
 */
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { jsonRequestLog, loggerRequestLog, type RequestLog } from './request-line';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LogOptions {
  level: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** unset: pretty when standard output is a terminal, else JSON */
  format?: LogFormat | undefined;
  /** where lines go (default standard output, buffered: see LOG_BUFFER; tests pass their own) */
  destination?: DestinationStream;
}

/**
 * The JSON log's buffer, as nginx buffers its access log (`buffer=64k flush=1s`; design.md
 * "Performance targets": the request log may cost at most 5 % of a page hit's throughput). Lines
 * are written once `minBytes` have gathered, or every `flushMs`, in writes of at most `maxWrite`
 * bytes, off the serving thread. A reader slower than the lines come (a stalled pipe, a full disk)
 * makes the buffer grow up to `maxBytes` and no further: a line that would pass it is dropped and
 * counted (`nordic_site_log_lines_dropped_total`), so a slow reader never grows the heap.
 */
export const LOG_BUFFER = { minBytes: 32 * 1024, maxWrite: 64 * 1024, maxBytes: 8 * 1024 * 1024, flushMs: 1_000 } as const;

export type LogBuffer = { readonly minBytes: number; readonly maxWrite: number; readonly maxBytes: number; readonly flushMs: number };

/** The format of the log: the configured one, else pretty only for a terminal. */
export function logFormat(configured: LogFormat | undefined, isTty: boolean): LogFormat {
  return configured ?? (isTty ? 'pretty' : 'json');
}

/** A buffered, asynchronous destination with a hard cap (see LOG_BUFFER). */
export interface BufferedDestination {
  stream: DestinationStream;
  /** lines dropped so far because the buffer was full */
  dropped: () => number;
  /** bytes waiting in the buffer now (never more than `maxBytes`) */
  buffered: () => number;
  /** writes what is buffered; resolves once it is written, or after `timeoutMs` (a reader that does not read) */
  flush: (timeoutMs: number) => Promise<void>;
  /** stops the periodic flush (what is buffered is still written at exit) */
  stop: () => void;
}

/** Lines to a file descriptor (standard output by default) through a bounded buffer. */
export function bufferedDestination(fd: number, buffer: LogBuffer = LOG_BUFFER): BufferedDestination {
  // written off the serving thread: lines gather until minBytes (or the next flush) and go out in
  // a few large writes, not a write per request; pino writes what is left when the process exits.
  // Gathered as bytes: in its text mode the buffer measures the UTF-8 length of all it holds again
  // at every line (up to maxWrite, a copy of a rope each time), which was about a twentieth of a
  // page hit's CPU; a line encoded once costs only its own length
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: buffer.minBytes,
    maxWrite: buffer.maxWrite,
    maxLength: buffer.maxBytes,
    contentMode: 'buffer',
  });
  const writeBytes = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
  (stream as { write: (line: string) => boolean }).write = (line) => writeBytes(Buffer.from(line));
  let dropped = 0;
  stream.on('drop', () => (dropped += 1));
  // what SonicBoom keeps of its state but its types leave out: the bytes it holds, and whether it is closed
  const state = stream as unknown as { _len?: number; destroyed?: boolean };
  const timer = setInterval(() => {
    if (!state.destroyed) stream.flush();
  }, buffer.flushMs);
  timer.unref();
  return {
    stream,
    dropped: () => dropped,
    buffered: () => state._len ?? 0,
    flush: async (timeoutMs) => {
      // SonicBoom's flush calls back at its next 'drain', which may leave a tail shorter than
      // minBytes behind when a write was under way: asked again until it holds nothing
      const deadline = Date.now() + timeoutMs;
      while (!state.destroyed && (state._len ?? 0) > 0 && Date.now() < deadline) {
        await new Promise<void>((ok) => {
          const limit = setTimeout(ok, Math.max(0, deadline - Date.now()));
          limit.unref();
          // (the callback's error is fsync's, which a pipe or terminal refuses: the lines are out)
          stream.flush(() => {
            clearTimeout(limit);
            ok();
          });
        });
      }
    },
    stop: () => clearInterval(timer),
  };
}

/** The site's log, with what its buffer reports (the metrics read `droppedLines`) and a flush for shutdown. */
export interface SiteLog {
  logger: Logger;
  /** the request lines, in the logger's format and destination (./request-line.ts) */
  requests: RequestLog;
  /** lines the buffered destination dropped (0 when lines go elsewhere) */
  droppedLines: () => number;
  /** writes every buffered line (shutdown: src/server/site.ts close) */
  flush: (timeoutMs?: number) => Promise<void>;
}

/** How long a shutdown waits for the log's reader to take the buffered lines. */
const FLUSH_LIMIT_MS = 5_000;

/**
 * pino's settings for the site's log. ./request-line.ts writes request lines in the bytes these
 * settings give (its tests compare the two).
 */
export function logSettings(level: LogOptions['level'], timestamp: () => string = stdTimeFunctions.isoTime) {
  return {
    level,
    // no pid or hostname on every line: one process writes this log, and its supervisor knows which
    base: undefined,
    timestamp,
    formatters: { level: (label: string) => ({ level: label }) },
  };
}

export function createSiteLog(options: LogOptions): SiteLog {
  const format = logFormat(options.format, process.stdout.isTTY);
  const settings = logSettings(options.level);
  if (format === 'json') {
    if (options.destination) {
      const logger = pino(settings, options.destination);
      return {
        logger,
        requests: jsonRequestLog(logger, options.destination),
        droppedLines: () => 0,
        flush: () => new Promise((ok) => logger.flush(() => ok())),
      };
    }
    const destination = bufferedDestination(1);
    const logger = pino(settings, destination.stream);
    return {
      logger,
      requests: jsonRequestLog(logger, destination.stream),
      droppedLines: destination.dropped,
      flush: async (timeoutMs = FLUSH_LIMIT_MS) => {
        await destination.flush(timeoutMs);
        destination.stop();
      },
    };
  }
  // in the server's thread, not a transport's worker: lines come out in order with the startup
  // lines; a person reads these at a terminal's pace, so they are written as they come
  const pretty = PinoPretty({
    sync: true,
    colorize: options.destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    // a request's fields are all in its message already (requests.ts): one line a request
    ignore: 'event,id,method,path,status,kind,ms,bytes,cache',
    destination: options.destination ?? 1,
  });
  const logger = pino(settings, pretty);
  return { logger, requests: loggerRequestLog(logger), droppedLines: () => 0, flush: async () => undefined };
}

export function createLogger(options: LogOptions): Logger {
  return createSiteLog(options).logger;
}

/** A free-text message as a line of the log (the components' `log` callbacks). */
export function textLog(logger: Logger): (message: string) => void {
  return (message) => logger.info(message);
}
