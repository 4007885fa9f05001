/** Reading requests: bodies with a size cap, JSON bodies and query strings with a zod schema, the method. */
import type { IncomingMessage } from 'node:http';
import type { ZodType, ZodTypeDef } from 'zod';
import { describeZodError } from '../../config/zod-issues';
import { HttpError } from './errors';

/**
 * Reads the whole body; more than `limit` bytes is a 413. A body a little over the limit is read
 * to its end and thrown away, so the client reads the 413 instead of a reset connection; one far
 * over it (more than `drainLimit`) is cut off.
 */
export function readBody(req: IncomingMessage, limit: number, drainLimit = limit * 16): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', `Body over ${limit} bytes`);
  const declared = Number(req.headers['content-length']);
  return new Promise((resolve, reject) => {
    if (Number.isFinite(declared) && declared > drainLimit) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > drainLimit) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
      }
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks, size))));
    req.on('error', reject);
  });
}

/** Reads a JSON body without checking its type or shape; malformed JSON is a 400. */
export async function readJsonValue(req: IncomingMessage, limit: number): Promise<unknown> {
  const raw = await readBody(req, limit);
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'Body is not valid JSON');
  }
}

/** Reads and validates a JSON body; malformed JSON or a schema failure is a 400 naming the problem. */
export async function readJson<T>(req: IncomingMessage, schema: ZodType<T, ZodTypeDef, unknown>, limit = 64 * 1024): Promise<T> {
  const type = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'unsupported_media_type', 'Expected application/json');
  const json = await readJsonValue(req, limit);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, 'invalid_body', describeZodError(parsed.error, { root: '(body)', max: 5 }));
  return parsed.data;
}

/** Validates a request's query string; a failure is a 400 naming every problem. */
export function readQuery<T>(url: URL, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, 'invalid_query', describeZodError(parsed.error, { root: 'query' }));
  return parsed.data;
}

/** Refuses any method but GET and HEAD with a 405 (the pipeline adds `Allow`). */
export function getOnly(req: IncomingMessage): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
}
