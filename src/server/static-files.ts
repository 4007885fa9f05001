/**
 * Static files held in memory, compressed once: pre-rendered pages (with the .gz/.br written beside
 * them at build time) and the build's assets. A bounded LRU keeps memory flat however many pages
 * there are; a miss reads the files from the output folder.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import { encode, encodeAsset, outputPathProblem, pageFiles, type Encoded } from './output/files';
import { cacheControl, entityTag, RESPONSE_POLICY, type Validator } from './edge/policy';
import type { ContentCoding } from '../lib/http/accept-encoding';

export interface StaticEntry extends Encoded {
  /** each body's entity tag: each coding is a representation of its own (./edge/policy.ts entityTag) */
  etags: Readonly<Record<ContentCoding | 'identity', string>>;
  contentType: string;
  cacheControl: string;
  /**
   * whether a client that accepts a coding gets one: not for types compressed already (images),
   * nor for a body no coding makes smaller (a small icon), which then goes out as it is to everyone
   */
  compressed: boolean;
  /** extra headers to send (e.g. surrogate keys); never user-controlled */
  headers?: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico']);

/** A kept page's Cache-Control (the edge policy's: ./edge/policy.ts). */
const HTML_CACHE_CONTROL = cacheControl('page');

/** A short digest naming exact bytes (a strong entity tag's: ./edge/policy.ts entityTag). */
export const bytesDigest = (data: Buffer | string) => createHash('sha1').update(data).digest('base64url').slice(0, 22);
const digest = bytesDigest;

/**
 * A page's digest from its content. Astro gives each island render a random `uid`, so the bytes of
 * a re-render of unchanged content differ; those attributes are left out of the hash, which is
 * why a page's entity tag is weak (./edge/policy.ts).
 */
export function contentDigest(body: Buffer): string {
  return digest(body.toString('utf8').replace(/ uid="[^"]*"/g, ''));
}

/**
 * Whether a body's codings are worth sending: both smaller than the body (RFC 9110 leaves the
 * choice to the server; a gzip of a small icon is larger than the icon). Both codings or none: the
 * edge reduces Accept-Encoding to one choice before it asks (src/lib/http/accept-encoding.ts), so
 * the origin must never fall back from one coding to the other, or a visitor's own header would
 * get another body from it than through the edge.
 */
export function codingsWorthSending({ raw, gzip, brotli }: Encoded): boolean {
  return gzip.length < raw.length && brotli.length < raw.length;
}

/** A body with its codings and their tags, as `sendEntry` (./respond.ts) sends it. */
export function staticEntry(
  encoded: Encoded,
  options: { contentType: string; cacheControl: string; compressible: boolean; validator: Validator; headers?: Record<string, string> },
): StaticEntry {
  const { raw, gzip, brotli } = encoded;
  const compressed = options.compressible && codingsWorthSending(encoded);
  let etags: StaticEntry['etags'];
  if (options.validator === 'weak') {
    const content = contentDigest(raw);
    etags = { identity: entityTag('weak', content, null), gzip: entityTag('weak', content, 'gzip'), br: entityTag('weak', content, 'br') };
  } else {
    const identity = entityTag('strong', digest(raw), null);
    etags = compressed
      ? { identity, gzip: entityTag('strong', digest(gzip), 'gzip'), br: entityTag('strong', digest(brotli), 'br') }
      : { identity, gzip: identity, br: identity };
  }
  return {
    ...encoded,
    etags,
    contentType: options.contentType,
    cacheControl: options.cacheControl,
    compressed,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

/** A kept page's entry. */
function pageEntry(encoded: Encoded, headers?: Record<string, string>): StaticEntry {
  return staticEntry(encoded, {
    contentType: TYPES['.html']!,
    cacheControl: HTML_CACHE_CONTROL,
    compressible: true,
    validator: RESPONSE_POLICY.page.validator,
    ...(headers ? { headers } : {}),
  });
}

export function contentTypeFor(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export class StaticFiles {
  private readonly cache: LRUCache<string, StaticEntry>;
  private readonly root: string;

  constructor(
    clientDir: string,
    private readonly brotliQuality: number,
    maxBytes = 256 * 1024 * 1024,
  ) {
    this.root = resolve(clientDir);
    this.cache = new LRUCache<string, StaticEntry>({
      maxSize: maxBytes,
      sizeCalculation: (e) => e.raw.length + e.gzip.length + e.brotli.length + 256,
    });
  }

  /**
   * A page already in memory, or undefined: no I/O and no promise, for the hot path of a hit.
   * Pages are cached under their path itself (it starts with '/'); assets under 'asset:…'.
   */
  cachedPage(pathname: string): StaticEntry | undefined {
    return this.cache.get(pathname);
  }

  /** A pre-rendered page by its path, or null when there is no file for it. */
  async page(pathname: string): Promise<StaticEntry | null> {
    const key = pathname;
    const hit = this.cache.get(key);
    if (hit) return hit;
    // a path that may have no file ('/a//b', '/a/../b') finds none: the one mapping decides (output.ts)
    const file = outputPathProblem(pathname) === null ? pageFiles(this.root, pathname).html : null;
    if (!file) return null;
    const raw = await readFile(file).catch(() => null);
    if (!raw) return null;
    const [gz, br] = await Promise.all([readFile(`${file}.gz`).catch(() => null), readFile(`${file}.br`).catch(() => null)]);
    const encoded = gz && br ? { raw, gzip: gz, brotli: br } : await encode(raw, this.brotliQuality);
    const entry = pageEntry(encoded);
    this.cache.set(key, entry);
    return entry;
  }

  /** Puts a freshly written page in memory (after an on-demand render or a regeneration). */
  setPage(pathname: string, encoded: Encoded, headers?: Record<string, string>): StaticEntry {
    const entry = pageEntry(encoded, headers);
    this.cache.set(pathname, entry);
    return entry;
  }

  /** Forgets a page (deleted, or to be re-read from disk). */
  forgetPage(pathname: string): void {
    this.cache.delete(pathname);
  }

  /** A build asset or public file ('/_astro/x.js', '/favicon.ico'), or null. */
  async asset(pathname: string): Promise<StaticEntry | null> {
    const key = `asset:${pathname}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const file = this.inside(pathname.replace(/^\/+/, ''));
    if (!file || extname(file) === '.html' || /\.(gz|br|tmp)$/.test(file)) return null;
    const raw = await readFile(file).catch(() => null);
    if (!raw) return null;
    const ext = extname(file).toLowerCase();
    const encoded = COMPRESSIBLE.has(ext) ? await encodeAsset(raw) : { raw, gzip: raw, brotli: raw };
    const kind = pathname.startsWith('/_astro/') ? 'hashedAsset' : 'publicFile';
    const entry = staticEntry(encoded, {
      contentType: contentTypeFor(file),
      cacheControl: cacheControl(kind),
      compressible: COMPRESSIBLE.has(ext),
      validator: RESPONSE_POLICY[kind].validator,
    });
    this.cache.set(key, entry);
    return entry;
  }

  /** The absolute file for a path relative to the output folder, or null if it would leave it. */
  private inside(relative: string): string | null {
    const file = resolve(this.root, relative);
    return file.startsWith(this.root + sep) ? file : null;
  }
}
