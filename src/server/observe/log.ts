/**
 * The site server's log (docs/operations.md "Operating the site"): pino, one JSON object a line for machines,
 * or pino-pretty's lines for people. `LOG_FORMAT` chooses; unset, a terminal gets pretty lines and
 * anything else (a file, a log shipper, a test's pipe) JSON. `LOG_LEVEL` filters both.
 *
 * Every line carries `time` (ISO 8601), `level` (its name) and `msg`; what a line is about is in
 * its fields (`event`: request, pass, pull, purge, render), so a line can be filtered by field
 * rather than by parsing its text.
 */
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LogOptions {
  level: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** unset: pretty when standard output is a terminal, else JSON */
  format?: LogFormat | undefined;
  /** where lines go (default standard output; tests pass their own) */
  destination?: DestinationStream;
}

/** The format of the log: the configured one, else pretty only for a terminal. */
export function logFormat(configured: LogFormat | undefined, isTty: boolean): LogFormat {
  return configured ?? (isTty ? 'pretty' : 'json');
}

export function createLogger(options: LogOptions): Logger {
  const format = logFormat(options.format, process.stdout.isTTY);
  const settings = {
    level: options.level,
    // no pid or hostname on every line: one process writes this log, and its supervisor knows which
    base: undefined,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // written asynchronously: lines that come while a write is under way go out together with the next
  // one, so a busy server makes a few large writes instead of a blocking write per request (which
  // would cost about half its throughput); pino writes what is left when the process exits
  if (format === 'json') return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: false }));
  // in the server's thread, not a transport's worker: lines come out in order with the startup lines
  const pretty = PinoPretty({
    sync: true,
    colorize: options.destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss.l',
    // a request's fields are all in its message already (requests.ts): one line a request
    ignore: 'event,id,method,path,status,kind,ms,bytes,cache',
    destination: options.destination ?? 1,
  });
  return pino(settings, pretty);
}

/** A free-text message as a line of the log (the components' `log` callbacks). */
export function textLog(logger: Logger): (message: string) => void {
  return (message) => logger.info(message);
}
