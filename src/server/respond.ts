/** Response helpers of the site server: static entries with content negotiation, JSON, redirects. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { codingsWorthSending, type StaticEntry } from './static-files';
import { encode, type Encoded } from './output/files';
import { chooseCoding, type ContentCoding } from '../lib/http/accept-encoding';
import { namesCurrent } from '../lib/http/conditional';
import { escapeUriReference } from '../lib/location';
import { sendJsonValue } from '../lib/http/json';
import { baseHeaders, DOCUMENT_ONLY_HEADERS, isSubresourceType, policyForEntry, policyForHtml, subresourceHeaders } from './security/headers';
import { cacheControl } from './edge/policy';

/** Security headers sent with every response (src/server/security/); HTML replaces the CSP with its own. */
export const BASE_HEADERS = baseHeaders;

/** Sets the headers every response carries (the pipeline calls it first; the helpers below again). */
export function applyBase(res: ServerResponse): void {
  for (const [k, v] of Object.entries(BASE_HEADERS())) res.setHeader(k, v);
}

const isHtml = (contentType: string) => contentType.startsWith('text/html');

/**
 * chooseCoding (src/lib/http/accept-encoding.ts), remembered per header value: browsers send a
 * handful of distinct values, so the parse runs once per value, not once per request (design.md
 * "Performance targets"). Bounded: a client inventing values only ever costs the parse.
 */
const codingByHeader = new Map<string, ContentCoding | null>();
function codingFor(acceptEncoding: string | undefined): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  let coding = codingByHeader.get(acceptEncoding);
  if (coding === undefined) {
    coding = chooseCoding(acceptEncoding);
    if (codingByHeader.size >= 256) codingByHeader.clear();
    codingByHeader.set(acceptEncoding, coding);
  }
  return coding;
}

/** A response's header fields as node:http's flat list (name, value, name, value …). */
type HeaderList = (string | number)[];

/** By Vary: with `Vary: Accept-Encoding`, and without it (a route set its own Vary). */
type ByVary = [HeaderList, HeaderList];
type Representation = ContentCoding | 'identity';

/** Every header list a static entry can be answered with, made once per entry (and per extra headers). */
interface EntryWire {
  extra: Readonly<Record<string, string>> | undefined;
  /** a script, stylesheet, font or raster image: without a document's headers (./security/headers.ts) */
  subresource: boolean;
  /** the 200 of each coding */
  ok: Record<Representation, ByVary>;
  /** the 304 of each coding: its own tag (RFC 9110 15.4.5) */
  notModified: Record<Representation, ByVary>;
}

const wires = new WeakMap<StaticEntry, EntryWire>();

/**
 * The headers of an entry, precomputed: the security headers every response carries (the entry's
 * own CSP for an HTML document), its type, caching and ETag, the extra headers (surrogate keys),
 * Vary, and per coding its tag, Content-Encoding and Content-Length. The lists depend only on the
 * entry and the extra object, so a hit sends a ready list instead of building ~20 headers again.
 */
function wireFor(entry: StaticEntry, extra: Readonly<Record<string, string>> | undefined): EntryWire {
  const cached = wires.get(entry);
  if (cached && cached.extra === extra) return cached;
  const subresource = isSubresourceType(entry.contentType);
  const common: Record<string, string> = { ...(subresource ? subresourceHeaders() : BASE_HEADERS()) };
  common['content-type'] = entry.contentType;
  common['cache-control'] = entry.cacheControl;
  if (isHtml(entry.contentType)) common['content-security-policy'] = policyForEntry(entry);
  Object.assign(common, entry.headers, extra);
  const list = (fields: Record<string, string | number>): HeaderList => Object.entries(fields).flat();
  const both = (fields: Record<string, string | number>): ByVary => {
    const withVary = entry.compressed && !('vary' in fields) ? { ...fields, vary: 'Accept-Encoding' } : fields;
    return [list(withVary), list(fields)];
  };
  const { etags } = entry;
  const wire: EntryWire = {
    extra,
    subresource,
    ok: {
      br: both({ ...common, etag: etags.br, 'content-encoding': 'br', 'content-length': entry.brotli.length }),
      gzip: both({ ...common, etag: etags.gzip, 'content-encoding': 'gzip', 'content-length': entry.gzip.length }),
      identity: both({ ...common, etag: etags.identity, 'content-length': entry.raw.length }),
    },
    notModified: {
      br: both({ ...common, etag: etags.br }),
      gzip: both({ ...common, etag: etags.gzip }),
      identity: both({ ...common, etag: etags.identity }),
    },
  };
  wires.set(entry, wire);
  return wire;
}

const bodyOf = (entry: Encoded, representation: Representation): Buffer =>
  representation === 'br' ? entry.brotli : representation === 'gzip' ? entry.gzip : entry.raw;

/**
 * Sends a static entry: the coding Accept-Encoding chooses (when the entry is sent compressed), its
 * own ETag, 304 when If-None-Match names it (RFC 9110 13.1.2), body omitted for HEAD. `extra` must
 * be the same object for the same headers (callers keep it; see page-handler.ts) so the entry's
 * precomputed header lists are reused.
 */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status = 200, extra?: Readonly<Record<string, string>>): void {
  const wire = wireFor(entry, extra);
  // the pipeline put a document's headers on every response before it knew this one's kind
  if (wire.subresource) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  // a route that decided its own Vary (the landing page's entry decision) keeps it
  const variant = res.hasHeader('vary') ? 1 : 0;
  const representation: Representation = (entry.compressed ? codingFor(req.headers['accept-encoding']) : null) ?? 'identity';
  if (status === 200 && namesCurrent(req.headers['if-none-match'], entry.etags[representation])) {
    res.writeHead(304, wire.notModified[representation][variant]);
    res.end();
    return;
  }
  res.writeHead(status, wire.ok[representation][variant]);
  res.end(req.method === 'HEAD' ? undefined : bodyOf(entry, representation));
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

/** Brotli quality of HTML compressed while a visitor waits (a kept page's is the build's: BROTLI_QUALITY). */
const UNKEPT_BROTLI_QUALITY = 5;

interface HtmlBodies {
  encoded: Encoded;
  /** whether a coding is worth sending (./static-files.ts codingsWorthSending) */
  compressed: boolean;
  csp: string;
}

/**
 * HTML that is not kept as a file (an error page, a render not kept), compressed once per distinct
 * body: the 404 memory hands the same string again and again (./page-handler.ts), so a flood of
 * missing paths costs no compression after the first. Bounded by bytes.
 */
const unkeptHtml = new LRUCache<string, Promise<HtmlBodies>>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_bodies, html) => html.length * 2 + 256 });

function htmlBodies(html: string): Promise<HtmlBodies> {
  let bodies = unkeptHtml.get(html);
  if (!bodies) {
    bodies = encode(html, UNKEPT_BROTLI_QUALITY).then(
      (encoded) => ({ encoded, compressed: codingsWorthSending(encoded), csp: policyForHtml(encoded.raw) }),
      () => {
        // (compression does not fail on a string; should it, the body goes out as it is)
        unkeptHtml.delete(html);
        const raw = Buffer.from(html);
        return { encoded: { raw, gzip: raw, brotli: raw }, compressed: false, csp: policyForHtml(raw) };
      },
    );
    unkeptHtml.set(html, bodies);
  }
  return bodies;
}

/**
 * Sends an HTML body rendered on demand and not kept (an error page, a preview), compressed as a
 * kept page is when the client accepts a coding (RFC 9110 12.5.3). No ETag: nothing of it is kept.
 */
export async function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): Promise<void> {
  applyBase(res);
  const { encoded, compressed, csp } = await htmlBodies(html);
  const representation: Representation = (compressed ? codingFor(req.headers['accept-encoding']) : null) ?? 'identity';
  const body = bodyOf(encoded, representation);
  res.setHeader('content-security-policy', csp);
  const fields: Record<string, string | number> = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...headers };
  if (representation !== 'identity') fields['content-encoding'] = representation;
  // a route that decided its own Vary (the landing page's entry decision) names Accept-Encoding already
  if (compressed && !res.hasHeader('vary') && !('vary' in headers)) fields.vary = 'Accept-Encoding';
  res.writeHead(status, fields);
  res.end(req.method === 'HEAD' ? undefined : body);
}
