/**
 * The static output folder: where each page's HTML lives, and how it is written. Every file is
 * written to a temporary name and renamed into place, so a reader sees the old file or the new one,
 * never half of either (design.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { writeAtomic, writeAtomicSync } from '../lib/fs/atomic-write';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** '/' → 'index.html'; '/en-EU/article/x' → 'en-EU/article/x.html' (build.format 'file'). */
export function htmlFileFor(pathname: string): string {
  if (pathname === '/' || pathname === '') return 'index.html';
  return `${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}.html`;
}

/** Paths the output folder must never hold pages at (build assets, files of the public folder). */
export function isReservedPath(pathname: string): boolean {
  return /^\/(_astro|assets|api|proxy|builds)(\/|$)/.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname);
}

/**
 * gzip level of the stored `.gz` files. Level 6 (zlib's default) against 9, measured on 300 station
 * pages of about 32 KB: 0.31 ms against 1.04 ms of CPU per page for 0.6 % more bytes (7,099 B
 * against 7,060 B). Every page of a build and of a pass is compressed once, so the CPU counts
 * (design.md, performance targets: the full build); brotli carries the smaller transfer.
 */
export const GZIP_LEVEL = 6;

export interface Encoded {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * Compresses in the calling thread. Build workers use this: each worker compresses its own pages,
 * rather than every page's compression queueing on libuv's shared thread pool.
 */
export function encodeSync(body: string | Buffer, brotliQuality: number): Encoded {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw,
    gzip: gzipSync(raw, { level: GZIP_LEVEL }),
    brotli: brotliCompressSync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  };
}

/** Compresses a body once, for every later request (compress once, serve many: design.md). */
export async function encode(body: string | Buffer, brotliQuality: number): Promise<Encoded> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: GZIP_LEVEL }),
    brotliAsync(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  return { raw, gzip: gz, brotli: br };
}

/** Writes a page's HTML with its .gz and .br siblings (nginx gzip_static/brotli_static can use them). */
export async function writePage(clientDir: string, pathname: string, encoded: Encoded): Promise<string> {
  const rel = htmlFileFor(pathname);
  const file = join(clientDir, rel);
  // the compressed siblings first: a reader that finds the new .html finds matching .gz/.br
  await writeAtomic(`${file}.gz`, encoded.gzip);
  await writeAtomic(`${file}.br`, encoded.brotli);
  await writeAtomic(file, encoded.raw);
  return rel;
}

/**
 * The page writers of a render worker, a thread that does nothing but render, compress and write:
 * synchronous writes, without a round trip to libuv's shared thread pool per file (see
 * writeAtomicSync). `staging` writes into a folder nobody serves yet (the build): plain writes, no
 * temporary files, each folder made once. Otherwise each file is written atomically, in the order
 * writePage uses, because the folder is live.
 */
export function workerPageWriter(clientDir: string, staging: boolean): (pathname: string, encoded: Encoded) => string {
  const made = new Set<string>();
  return (pathname, encoded) => {
    const rel = htmlFileFor(pathname);
    const file = join(clientDir, rel);
    if (!staging) {
      writeAtomicSync(`${file}.gz`, encoded.gzip);
      writeAtomicSync(`${file}.br`, encoded.brotli);
      writeAtomicSync(file, encoded.raw);
      return rel;
    }
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, encoded.raw);
    writeFileSync(`${file}.gz`, encoded.gzip);
    writeFileSync(`${file}.br`, encoded.brotli);
    return rel;
  };
}

/** Removes a page's files (a deleted CMS page). */
export async function removePage(clientDir: string, pathname: string): Promise<void> {
  const file = join(clientDir, htmlFileFor(pathname));
  await Promise.all([rm(file, { force: true }), rm(`${file}.gz`, { force: true }), rm(`${file}.br`, { force: true })]);
}
