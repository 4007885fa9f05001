/**
 * HTTP helpers of the embedded backend: JSON answers, the error shape `{ error, message }` and
 * body reading with a size cap (zod issues are put into words by src/config/zod-issues.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error a handler throws to answer with a given status and error code. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Headers every answer carries. */
const baseHeaders = { 'x-content-type-options': 'nosniff' } as const;

/** Sends a pre-serialized JSON body (a string or the bytes of one). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Readonly<Record<string, string>> = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, {
    ...baseHeaders,
    'content-type': JSON_TYPE,
    'content-length': String(bytes.length),
    'cache-control': 'no-store',
    ...headers,
  });
  // HEAD answers carry the headers of the GET answer and no body.
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/** Serializes a value and sends it as JSON. */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers?: Record<string, string>): void {
  sendJsonText(res, status, JSON.stringify(value), headers);
}

/** Sends the error shape of the backend's contract. */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers?: Readonly<Record<string, string>>,
): void {
  sendJsonText(res, status, JSON.stringify({ error: code, message }), headers);
}

/**
 * Reads a request body of at most `limit` bytes. A larger body is a 413; the excess is still read
 * and thrown away up to `drainLimit` bytes so the client gets to read the answer instead of a reset.
 */
export function readBody(req: IncomingMessage, limit: number, drainLimit = limit * 16): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', `Request body exceeds ${limit} bytes`, { connection: 'close' });
  const declared = Number(req.headers['content-length']);
  return new Promise((resolve, reject) => {
    if (Number.isFinite(declared) && declared > drainLimit) {
      // No point reading it: answer now and let the router close the connection.
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (over) {
        chunks.length = 0;
        if (size > drainLimit) {
          req.removeAllListeners('data');
          req.pause();
          reject(tooLarge());
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks, size))));
    req.on('error', reject);
  });
}

/** Reads and parses a JSON body; malformed JSON is a 400. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, 'invalid_json', `Request body is not valid JSON: ${reason}`);
  }
}
