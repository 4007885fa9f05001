import fc from 'fast-check';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestKinds } from '../../../../src/lib/http/request-kind';
import { logSettings } from '../../../../src/server/observe/log';
import { formatRequestLine, jsonRequestLog, loggerRequestLog, type RequestLine, type RequestLineLevel } from '../../../../src/server/observe/request-line';

// The JSON log writes a request's line itself (src/server/observe/request-line.ts); it must be the
// line pino writes for the same fields under the site's settings, byte for byte, whatever the fields.

/** What pino writes for a request line logged through the logger, at a fixed time. */
function pinoLine(level: RequestLineLevel, time: string, line: RequestLine): string {
  let written = '';
  const logger = pino(
    logSettings('debug', () => `,"time":"${time}"`),
    {
      write: (text: string) => {
        written += text;
      },
    },
  );
  loggerRequestLog(logger)(level, line);
  return written;
}

/** Any string, lone surrogates and control characters included. */
const anyText = fc.string({ unit: 'binary', maxLength: 60 });

const requestLine: fc.Arbitrary<RequestLine> = fc
  .record({
    id: fc.oneof(fc.uuid(), anyText),
    method: fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PURGE'), anyText),
    path: fc.oneof(fc.webPath(), anyText, fc.constant('/en-EU/company')),
    status: fc.oneof(fc.constantFrom(200, 304, 404, 499, 503), fc.integer()),
    kind: fc.constantFrom(...requestKinds),
    ms: fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10),
    ),
    bytes: fc.oneof(fc.nat(), fc.double()),
    ending: fc.oneof(
      fc.record({ cache: fc.constantFrom('hit', 'miss', 'revalidated', 'pass' as const) }),
      fc.record({ aborted: fc.constant(true as const), sentStatus: fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }) }),
    ),
  })
  .map(({ ending, ...rest }) => {
    if ('cache' in ending) return { ...rest, cache: ending.cache };
    return { ...rest, aborted: true as const, ...(ending.sentStatus === undefined ? {} : { sentStatus: ending.sentStatus }) };
  });

describe('a request line in the JSON log', () => {
  it('is the line pino writes for the same fields, byte for byte, for any fields', () => {
    fc.assert(
      fc.property(fc.constantFrom<RequestLineLevel>('info', 'debug'), fc.date({ noInvalidDate: true }), requestLine, (level, date, line) => {
        const time = date.toISOString();
        expect(formatRequestLine(level, time, line)).toBe(pinoLine(level, time, line));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads back as the request it describes', () => {
    const line: RequestLine = { id: 'trace-1', method: 'GET', path: '/sv-SE/"citat"\\x', status: 200, kind: 'static_page', ms: 0.4, bytes: 7920, cache: 'hit' };
    const parsed = JSON.parse(formatRequestLine('info', '2026-11-30T00:00:00.000Z', line)) as Record<string, unknown>;
    expect(parsed).toEqual({
      level: 'info',
      time: '2026-11-30T00:00:00.000Z',
      event: 'request',
      ...line,
      msg: 'GET /sv-SE/"citat"\\x 200 static_page in 0.4 ms (trace-1)',
    });
  });

  it("is written only when the logger's level lets it through, at the current time", () => {
    const written: string[] = [];
    const sink = { write: (text: string) => written.push(text) };
    const line: RequestLine = { id: 'a', method: 'GET', path: '/healthz', status: 200, kind: 'api', ms: 0.1, bytes: 100, cache: 'pass' };
    const logger = pino(logSettings('info'), sink);
    const log = jsonRequestLog(logger, sink);
    const before = Date.now();
    log('debug', line);
    expect(written).toEqual([]);
    log('info', line);
    expect(written).toHaveLength(1);
    const time = Date.parse((JSON.parse(written[0]!) as { time: string }).time);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
    logger.level = 'warn';
    log('info', line);
    expect(written).toHaveLength(1);
    logger.level = 'debug';
    log('debug', line);
    expect(written).toHaveLength(2);
  });
});
