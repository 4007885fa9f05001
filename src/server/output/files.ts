/**
 * The static output folder's files: where each page's HTML lives, and how it is written. Every file
 * is written to a temporary name and renamed into place, so a reader sees the old file or the new
 * one, never half of either (design.md). The server writes through the owner (./owner.ts), which
 * keeps the files, the manifest record and the memory together; the render workers write here directly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { pagePathProblem, pathProblemText } from '../../cms/path-rule';
import { splitLocale } from '../../i18n/paths';
import { tempPathFor, writeAtomicSync } from '../../lib/fs/atomic-write';
import type { PageRecord } from './manifest';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Why a page's internal path (src/i18n/paths.ts internalPath: '/x', '/en-EU/x') may not have files
 * in the output folder, or null when it may: the path within its locale breaks the page-path rule
 * (src/cms/path-rule.ts; it refuses the site's own routes and files too). Every accepted path has
 * a file of its own.
 */
export function outputPathProblem(pathname: string): string | null {
  if (pathname === '/') return null;
  const { locale, path, prefixed } = splitLocale(pathname);
  // '/en-EU' is that locale's landing page ('en-EU.html'); '/en-EU/' is no page of it
  const problem = prefixed && path === '/' && pathname.endsWith('/') ? { code: 'empty-segment' as const } : pagePathProblem(path, locale);
  return problem === null ? null : pathProblemText(problem);
}

/** A page path that may not have files: thrown by the one mapping from paths to files (pageFiles). */
export class PagePathError extends Error {
  constructor(pathname: string, problem: string) {
    super(`[output] page path ${JSON.stringify(pathname.slice(0, 200))} has no file: ${problem}`);
    this.name = 'PagePathError';
  }
}

/**
 * '/' → 'index.html'; '/en-EU/article/x' → 'en-EU/article/x.html' (build.format 'file'). Throws
 * PagePathError for a path that may not have files (outputPathProblem): the path rule makes this
 * one-to-one (no two paths share a file) and keeps every file inside the output folder.
 */
export function htmlFileFor(pathname: string): string {
  const problem = outputPathProblem(pathname);
  if (problem) throw new PagePathError(pathname, problem);
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

export interface PageFiles {
  /** relative to the output folder, as the manifest records it */
  rel: string;
  html: string;
  gzip: string;
  brotli: string;
}

/**
 * The one mapping from a page's path to its files in `clientDir`: every write and delete of a page
 * goes through it (the build's workers, the on-demand keep, a regeneration pass, a deletion, a
 * resync). Throws PagePathError unless the path may have files and they lie inside `clientDir`,
 * exactly at the name htmlFileFor gives (resolving changed nothing).
 */
export function pageFiles(clientDir: string, pathname: string): PageFiles {
  const rel = htmlFileFor(pathname);
  const root = resolve(clientDir);
  const html = resolve(root, rel);
  const inside = relative(root, html);
  if (inside !== rel || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw new PagePathError(pathname, 'it would leave the output folder');
  return { rel, html, gzip: `${html}.gz`, brotli: `${html}.br` };
}

/**
 * gzip level of the stored `.gz` files. Level 6 (zlib's default) rather than 9: on a station page
 * of about 32 KB, 9 costs over three times the CPU for 0.6 % fewer bytes. Every page of a build and of a pass is compressed once, so the CPU counts
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

/** Files up to this size get the brotli settings search of `encodeSmallest`. */
const SEARCHED_BROTLI_MAX = 16 * 1024;

/**
 * Brotli 11's output for a small file moves by a few per cent with its window and distance
 * parameters, and which setting is smallest changes with the bytes (a chunk's file name inside the
 * page shell's script moved it by 27 B). For a file of at most 16 KB, served to every first visit
 * (the page shell's script: design.md, ≤ 2 KB before interaction), the smallest of 18 settings is
 * kept: about 75 ms of CPU once per file, on libuv's pool, one setting at a time.
 */
export async function smallestBrotli(raw: Buffer): Promise<Buffer> {
  const base = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length };
  if (raw.length > SEARCHED_BROTLI_MAX) return brotliAsync(raw, { params: base });
  // the default setting (window 22, postfix 0, direct 0) is one of the 18, so the result is never
  // larger than brotli 11's default. One setting after another: a file holds one of libuv's pool
  // threads at a time, never all of them, so the file reads of other requests do not queue behind it
  let best: Buffer | undefined;
  for (const lgwin of [12, 16, 22])
    for (const postfix of [0, 1, 2])
      for (const direct of [0, 12]) {
        const params = { ...base, [zlib.BROTLI_PARAM_LGWIN]: lgwin, [zlib.BROTLI_PARAM_NPOSTFIX]: postfix, [zlib.BROTLI_PARAM_NDIRECT]: direct << postfix };
        const candidate = await brotliAsync(raw, { params });
        if (!best || candidate.length < best.length) best = candidate;
      }
  return best!;
}

/** A build's file, compressed once for every later request: gzip, and the smallest brotli (above). */
export async function encodeAsset(raw: Buffer): Promise<Encoded> {
  const [gz, br] = await Promise.all([gzipAsync(raw, { level: GZIP_LEVEL }), smallestBrotli(raw)]);
  return { raw, gzip: gz, brotli: br };
}

/**
 * Writes a page's HTML with its .gz and .br siblings (nginx gzip_static/brotli_static can use them).
 * All three are written to temporary names first and only then renamed into place, so a write that
 * fails (a full disk, a folder in the way) changes none of the page's files: the owner
 * (./owner.ts) then leaves its record and memory as they were too.
 */
export async function writePage(clientDir: string, pathname: string, encoded: Encoded): Promise<string> {
  const files = pageFiles(clientDir, pathname);
  await mkdir(dirname(files.html), { recursive: true });
  const staged: [tmp: string, file: string][] = [];
  try {
    // the compressed siblings first: a reader that finds the new .html finds matching .gz/.br
    for (const [file, data] of [
      [files.gzip, encoded.gzip],
      [files.brotli, encoded.brotli],
      [files.html, encoded.raw],
    ] as const) {
      const tmp = tempPathFor(file);
      staged.push([tmp, file]);
      await writeFile(tmp, data);
    }
    for (const [tmp, file] of staged) await rename(tmp, file);
  } catch (error) {
    await Promise.all(staged.map(([tmp]) => rm(tmp, { force: true })));
    throw error;
  }
  return files.rel;
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
    const files = pageFiles(clientDir, pathname);
    if (!staging) {
      writeAtomicSync(files.gzip, encoded.gzip);
      writeAtomicSync(files.brotli, encoded.brotli);
      writeAtomicSync(files.html, encoded.raw);
      return files.rel;
    }
    const dir = dirname(files.html);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(files.html, encoded.raw);
    writeFileSync(files.gzip, encoded.gzip);
    writeFileSync(files.brotli, encoded.brotli);
    return files.rel;
  };
}

/**
 * Removes a page's files (a deleted CMS page). Each name is looked at first: when one of them is in
 * the way (a folder where a file belongs), nothing is removed and the call throws, so the owner
 * (./owner.ts) leaves the page's record and memory as they were too.
 */
export async function removePage(clientDir: string, pathname: string): Promise<void> {
  const files = pageFiles(clientDir, pathname);
  const names = [files.html, files.gzip, files.brotli];
  const found = await Promise.all(names.map((name) => lstat(name).catch(() => null)));
  for (const [i, stat] of found.entries())
    if (stat && !stat.isFile()) throw new Error(`[output] ${names[i]} is not a file: the page's files were left as they were`);
  await Promise.all(names.map((name) => rm(name, { force: true })));
}

/**
 * The page paths that have files in `clientDir` (an .html, or the .gz or .br a write cut short by a
 * crash left without it): the reverse of pageFiles, so only names it would give count, never an
 * asset, a data file or a temporary file. A resync compares them with the CMS (regen/resync.ts).
 */
export async function pagePathsOnDisk(clientDir: string): Promise<string[]> {
  const root = resolve(clientDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const paths = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const rel = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    const html = /^(.+\.html)(\.gz|\.br)?$/.exec(rel)?.[1];
    if (!html) continue;
    const pathname = html === 'index.html' ? '/' : `/${html.slice(0, -'.html'.length)}`;
    if (outputPathProblem(pathname) === null && htmlFileFor(pathname) === html) paths.add(pathname);
  }
  return [...paths].sort();
}

/** What a render worker made of a path: a page it wrote (with its record), a redirect, or nothing. */
export type WorkerOutcome = { kind: 'page'; record: PageRecord } | { kind: 'redirect'; location: string } | { kind: 'absent' };
