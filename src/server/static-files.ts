/**
 * Static files held in memory, compressed once: pre-rendered pages (with the .gz/.br written beside
 * them at build time) and the build's assets. A bounded LRU keeps memory flat however many pages
 * there are; a miss reads the files from the output folder.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import { encode, outputPathProblem, pageFiles, type Encoded } from './output/files';
import { cacheControl } from './edge/policy';

export interface StaticEntry extends Encoded {
  etag: string;
  contentType: string;
  cacheControl: string;
  /** false for already-compressed types (images): gzip/brotli then hold the raw bytes */
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

/**
 * An ETag from the content. Astro gives each island render a random `uid`, so the bytes of a
 * re-render of unchanged content differ; those attributes are left out of the hash.
 */
export function contentEtag(body: Buffer): string {
  const stable = body.toString('utf8').replace(/ uid="[^"]*"/g, '');
  return `"${createHash('sha1').update(stable).digest('base64url').slice(0, 22)}"`;
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
    const entry: StaticEntry = { ...encoded, etag: contentEtag(raw), contentType: TYPES['.html']!, cacheControl: HTML_CACHE_CONTROL, compressed: true };
    this.cache.set(key, entry);
    return entry;
  }

  /** Puts a freshly written page in memory (after an on-demand render or a regeneration). */
  setPage(pathname: string, encoded: Encoded, headers?: Record<string, string>): StaticEntry {
    const entry: StaticEntry = {
      ...encoded,
      etag: contentEtag(encoded.raw),
      contentType: TYPES['.html']!,
      cacheControl: HTML_CACHE_CONTROL,
      compressed: true,
      ...(headers ? { headers } : {}),
    };
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
    const encoded = COMPRESSIBLE.has(ext) ? await encode(raw, 11) : { raw, gzip: raw, brotli: raw };
    const entry: StaticEntry = {
      ...encoded,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
      contentType: contentTypeFor(file),
      cacheControl: cacheControl(pathname.startsWith('/_astro/') ? 'hashedAsset' : 'publicFile'),
      compressed: COMPRESSIBLE.has(ext),
    };
    this.cache.set(key, entry);
    return entry;
  }

  /** The absolute file for a path relative to the output folder, or null if it would leave it. */
  private inside(relative: string): string | null {
    const file = resolve(this.root, relative);
    return file.startsWith(this.root + sep) ? file : null;
  }
}
