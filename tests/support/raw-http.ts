/**
 * A raw HTTP/1.1 client for bad-input tests: it sends the request target and headers exactly as
 * given (fetch and node:http normalise or refuse them), over a fresh connection, and reads the
 * whole answer. One request per connection (Connection: close).
 */
import { connect } from 'node:net';

export interface RawRequest {
  method?: string;
  /** the request target, sent as is */
  target: string;
  /** as a record, or as lines in order (a name may repeat: a header sent on several lines) */
  headers?: Record<string, string> | [string, string][];
  body?: Buffer | string;
  /** send the body's first half, then the rest this many ms later (a client still sending) */
  pauseMidBodyMs?: number;
}

export interface RawResponse {
  status: number;
  /** header names lower-cased; repeated headers joined with ', ' */
  headers: Record<string, string>;
  body: Buffer;
  /** the connection ended without any response (a crash or a reset) */
  dropped: boolean;
  /** with `pauseMidBodyMs`: some of the answer arrived before the body's second half was sent */
  answeredMidBody?: boolean;
}

function parse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: raw, dropped: true };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, body, dropped: status === 0 };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Sends one request to `origin` (http://host:port) and resolves with the parsed answer. */
export function rawRequest(origin: string, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const given = Array.isArray(request.headers) ? request.headers : Object.entries(request.headers ?? {});
  const has = (name: string) => given.some(([k]) => k.toLowerCase() === name);
  const lines: [string, string][] = [
    ...(has('host') ? [] : [['host', `${hostname}:${port}`] as [string, string]]),
    ...(has('connection') ? [] : [['connection', 'close'] as [string, string]]),
    ...given,
  ];
  if (body && !has('content-length')) lines.push(['content-length', String(body.length)]);
  const head = `${request.method ?? 'GET'} ${request.target} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;

  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${request.method ?? 'GET'} ${JSON.stringify(request.target.slice(0, 200))}`));
    }, timeoutMs);
    let answeredMidBody: boolean | undefined;
    socket.on('connect', () => {
      socket.write(Buffer.from(head, 'latin1'));
      if (!body) return;
      if (request.pauseMidBodyMs === undefined) return void socket.write(body);
      const half = Math.floor(body.length / 2);
      socket.write(body.subarray(0, half));
      setTimeout(() => {
        answeredMidBody = chunks.length > 0;
        if (!socket.destroyed) socket.write(body.subarray(half));
      }, request.pauseMidBodyMs);
    });
    socket.on('data', (d) => chunks.push(d));
    // a reset after a complete answer is fine; without one it is a dropped request
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const res = parse(Buffer.concat(chunks));
      // closed before the pause ended: the answer (or a reset) came mid-body
      if (request.pauseMidBodyMs !== undefined && body) answeredMidBody ??= chunks.length > 0;
      resolve(answeredMidBody === undefined ? res : { ...res, answeredMidBody });
    });
  });
}
