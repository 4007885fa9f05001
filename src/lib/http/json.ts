/**
 * JSON answers, for the site server and the stand-in backend alike: never cached, a HEAD answer
 * carries the GET answer's headers and no body. The site server adds its security headers first
 * (src/server/respond.ts).
 */
import type { ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a serialized JSON body (the text or the bytes of one). */
export function sendJsonText(res: ServerResponse, status: number, body: string | Buffer, headers: Readonly<Record<string, string>> = {}): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'content-type': JSON_TYPE, 'content-length': bytes.length, 'cache-control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/** Serializes a value and sends it as JSON. */
export function sendJsonValue(res: ServerResponse, status: number, value: unknown, headers: Readonly<Record<string, string>> = {}): void {
  sendJsonText(res, status, JSON.stringify(value), headers);
}

/** Sends the error body `{ error, message }` (the shape of every error answer of the site and the stand-in backend). */
export function sendError(res: ServerResponse, status: number, code: string, message: string, headers: Readonly<Record<string, string>> = {}): void {
  sendJsonText(res, status, JSON.stringify({ error: code, message }), headers);
}
