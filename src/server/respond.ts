/** Response helpers of the site server: static entries with content negotiation, JSON, redirects. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticEntry } from './static-files';
import { escapeUriReference } from '../lib/location';
import { sendJsonValue } from '../lib/http/json';
import { baseHeaders, policyForEntry, policyForHtml } from './security/headers';
import { cacheControl } from './edge/policy';

/** Security headers sent with every response (src/server/security/); HTML replaces the CSP with its own. */
export const BASE_HEADERS = baseHeaders;

/** Sets the headers every response carries (the pipeline calls it first; the helpers below again). */
export function applyBase(res: ServerResponse): void {
  for (const [k, v] of Object.entries(BASE_HEADERS())) res.setHeader(k, v);
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

/**
 * pickEncoding, remembered per header value: browsers send a handful of distinct values, so the
 * parse runs once per value, not once per request (design.md "Performance targets"). Bounded: a
 * client inventing values only ever costs the parse.
 */
const encodingByHeader = new Map<string, 'br' | 'gzip' | null>();
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined) return null;
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding);
    if (encodingByHeader.size >= 256) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** A response's header fields as node:http's flat list (name, value, name, value …). */
type HeaderList = (string | number)[];

/** Every header list a static entry can be answered with, made once per entry (and per extra headers). */
interface EntryWire {
  extra: Readonly<Record<string, string>> | undefined;
  /** by encoding, then with Vary: Accept-Encoding or without it (a route set its own Vary) */
  br: [HeaderList, HeaderList];
  gzip: [HeaderList, HeaderList];
  identity: [HeaderList, HeaderList];
  notModified: [HeaderList, HeaderList];
}

const wires = new WeakMap<StaticEntry, EntryWire>();

/**
 * The headers of an entry, precomputed: the security headers every response carries (the entry's
 * own CSP for an HTML document), its type, caching and ETag, the extra headers (surrogate keys),
 * Vary, and per encoding Content-Encoding and Content-Length. The lists depend only on the entry
 * and the extra object, so a hit sends a ready list instead of building ~20 headers again.
 */
function wireFor(entry: StaticEntry, extra: Readonly<Record<string, string>> | undefined): EntryWire {
  const cached = wires.get(entry);
  if (cached && cached.extra === extra) return cached;
  const common: Record<string, string> = { ...BASE_HEADERS() };
  common['content-type'] = entry.contentType;
  common['cache-control'] = entry.cacheControl;
  common.etag = entry.etag;
  if (isHtml(entry.contentType)) common['content-security-policy'] = policyForEntry(entry);
  Object.assign(common, entry.headers, extra);
  const list = (fields: Record<string, string | number>): HeaderList => Object.entries(fields).flat();
  const both = (fields: Record<string, string | number>): [HeaderList, HeaderList] => {
    const withVary = entry.compressed && !('vary' in fields) ? { ...fields, vary: 'Accept-Encoding' } : fields;
    return [list(withVary), list(fields)];
  };
  const wire: EntryWire = {
    extra,
    br: both({ ...common, 'content-encoding': 'br', 'content-length': entry.brotli.length }),
    gzip: both({ ...common, 'content-encoding': 'gzip', 'content-length': entry.gzip.length }),
    identity: both({ ...common, 'content-length': entry.raw.length }),
    notModified: both(common),
  };
  wires.set(entry, wire);
  return wire;
}

/**
 * Sends a static entry: ETag/304, compressed by Accept-Encoding, body omitted for HEAD. `extra`
 * must be the same object for the same headers (callers keep it; see page-handler.ts) so the
 * entry's precomputed header lists are reused.
 */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200, extra?: Readonly<Record<string, string>>): void {
  const wire = wireFor(entry, extra);
  // a route that decided its own Vary (the landing page's entry decision) keeps it
  const variant = res.hasHeader('vary') ? 1 : 0;
  if (status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, wire.notModified[variant]);
    res.end();
    return;
  }
  const encoding = entry.compressed ? encodingFor(req.headers['accept-encoding']) : null;
  if (encoding === 'br') {
    res.writeHead(status, wire.br[variant]);
    res.end(req.method === 'HEAD' ? undefined : entry.brotli);
  } else if (encoding === 'gzip') {
    res.writeHead(status, wire.gzip[variant]);
    res.end(req.method === 'HEAD' ? undefined : entry.gzip);
  } else {
    res.writeHead(status, wire.identity[variant]);
    res.end(req.method === 'HEAD' ? undefined : entry.raw);
  }
}

/** A JSON answer with the site's security headers (src/lib/http/json.ts). */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  applyBase(res);
  sendJsonValue(res, status, value, headers);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  applyBase(res);
  const body = Buffer.from(text);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length, 'cache-control': cacheControl('uncached'), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * Every redirect of the site leaves through here (307 by default, spec 2.6). The caller vets where
 * it goes (a site path, a configured host); this escapes what may not stand in a URI, so a Location
 * is always a header-safe ASCII string (src/lib/location.ts).
 */
export function sendRedirect(res: ServerResponse, location: string, status = 307, headers: Record<string, string | string[]> = {}): void {
  applyBase(res);
  res.writeHead(status, { 'cache-control': cacheControl('uncached'), ...headers, location: escapeUriReference(location), 'content-length': 0 });
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
