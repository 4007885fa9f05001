/** Response helpers of the site server: static entries with content negotiation, JSON, redirects. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticEntry } from './static-files';
import { escapeUriReference } from '../lib/location';
import { baseSecurityHeaders, policyForEntry, policyForHtml, securitySettings } from './security/headers';

/** Security headers sent with every response (src/server/security/); HTML replaces the CSP with its own. */
export const BASE_HEADERS: Readonly<Record<string, string>> = baseSecurityHeaders(securitySettings());

/** Sets the headers every response carries (the pipeline calls it first; the helpers below again). */
export function applyBase(res: ServerResponse): void {
  for (const [k, v] of Object.entries(BASE_HEADERS)) res.setHeader(k, v);
}

const isHtml = (contentType: string) => contentType.startsWith('text/html');

/** The best encoding the client accepts (q > 0): br, then gzip, then none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? (q.has('*') ? q.get('*')! : 0)) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Sends a static entry: ETag/304, compressed by Accept-Encoding, body omitted for HEAD. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200, extra: Record<string, string> = {}): void {
  applyBase(res);
  res.setHeader('content-type', entry.contentType);
  res.setHeader('cache-control', entry.cacheControl);
  res.setHeader('etag', entry.etag);
  if (isHtml(entry.contentType)) res.setHeader('content-security-policy', policyForEntry(entry));
  for (const [k, v] of Object.entries({ ...entry.headers, ...extra })) res.setHeader(k, v);
  if (entry.compressed && !res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = entry.compressed ? pickEncoding(req.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.raw;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  applyBase(res);
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  applyBase(res);
  const body = Buffer.from(text);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store', ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * Every redirect of the site leaves through here (307 by default, spec 2.6). The caller vets where
 * it goes (a site path, a configured host); this escapes what may not stand in a URI, so a Location
 * is always a header-safe ASCII string (src/lib/location.ts).
 */
export function sendRedirect(res: ServerResponse, location: string, status = 307, headers: Record<string, string | string[]> = {}): void {
  applyBase(res);
  res.writeHead(status, { 'cache-control': 'no-store', ...headers, location: escapeUriReference(location), 'content-length': 0 });
  res.end();
}

/** Sends an HTML body rendered on demand (not kept), e.g. an error page. */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  applyBase(res);
  const body = Buffer.from(html);
  res.setHeader('content-security-policy', policyForHtml(body));
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}
