import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidRequestId, REQUEST_ID_MAX, requestIdFrom } from '../../../../src/lib/http/request-context';
import { request } from '../../../../src/lib/http/client';
import { createLogger, logFormat } from '../../../../src/server/observe/log';
import { observeRequests } from '../../../../src/server/observe/requests';
import { noteRoute } from '../../../../src/lib/http/request-context';

describe('request ids', () => {
  it('keeps a short token of letters, digits, dot, underscore and hyphen', () => {
    for (const id of ['abc', 'A-b_c.9', 'edge-32770', 'x'.repeat(REQUEST_ID_MAX)]) {
      expect(isValidRequestId(id)).toBe(true);
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it('replaces anything else with a new id', () => {
    for (const bad of ['', ' ', 'a b', 'a"b', 'a\nb', 'ä', '<script>', 'x'.repeat(REQUEST_ID_MAX + 1), undefined]) {
      const id = requestIdFrom(bad);
      expect(id).not.toBe(bad);
      expect(isValidRequestId(id)).toBe(true);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('takes the first of repeated headers', () => {
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });
});

describe('the log format', () => {
  it('is pretty in a terminal and JSON elsewhere unless configured', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });
});

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a request observed', () => {
  it('logs one JSON line with its fields, echoes its id and sends the id on to the backend', async () => {
    const seenByBackend: (string | undefined)[] = [];
    const backend = await listen(
      createServer((req, res) => {
        seenByBackend.push(req.headers['x-request-id'] as string | undefined);
        res.end('{}');
      }),
    );
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger({ level: 'info', format: 'json', destination });
    const site = await listen(
      createServer(
        observeRequests(
          async (_req, res) => {
            noteRoute('api');
            await request(`${backend}/x`, { timeoutMs: 2_000 }, { service: 'test', call: 'x' });
            res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
          },
          { logger, metrics: null },
        ),
      ),
    );

    const res = await fetch(`${site}/api/thing?secret=s3cret`, { headers: { 'x-request-id': 'trace-1' } });
    expect(await res.text()).toBe('hello');
    expect(res.headers.get('x-request-id')).toBe('trace-1');
    expect(seenByBackend).toEqual(['trace-1']);

    const other = await fetch(`${site}/api/thing`, { headers: { 'x-request-id': 'not ok!' } });
    await other.text();
    const made = other.headers.get('x-request-id')!;
    expect(made).not.toBe('not ok!');
    expect(seenByBackend[1]).toBe(made);

    await expect.poll(() => lines.length).toBe(2);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 'info', event: 'request', id: 'trace-1', method: 'GET', path: '/api/thing', status: 200, kind: 'api', cache: 'pass' });
    expect(typeof first!.ms).toBe('number');
    expect(first!.bytes).toBeGreaterThan(5);
    expect(typeof first!.time).toBe('string');
    // the query is never logged: it may carry a secret
    expect(lines[0]).not.toContain('s3cret');
    expect(second).toMatchObject({ id: made });
  });
});
