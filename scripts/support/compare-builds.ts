/**
 * `tsx scripts/support/compare-builds.ts [--ignore-asset-hashes] <dist-a> <dist-b>`: whether two
 * builds give the same site. It compares the set of files of the two output folders and every file
 * (each HTML page, its compressed copies, the locator's data files, the browser assets, the nginx
 * export), prints each difference (a file only one build has; for a page or other text, its first
 * differing line on both sides), and exits with 1 on any, 0 when there is none. For a change meant
 * to leave behaviour unchanged: build before and after against the same content (docs/running.md
 * "Other commands": the embedded backend, then `npm run build` with `CMS_BASE_URL` and a `DIST_DIR`
 * each), both from the same folder (an island's `astro-island uid` is a hash that includes its
 * component's absolute source path, so the same code built in two checkouts differs there), and
 * compare.
 *
 * Two builds of one commit against one content differ only in what names the build itself, so
 * only that is set aside:
 * - the build's own records: `manifest.json`, `build-state.json`, `feed-cursor.json` and the build
 *   metadata under `client/builds/` (spec 7.6), which carry the build id and times;
 * - the compiled server (`server/`), whose chunk names are content hashes of code that embeds the
 *   build's own manifest: it is compared through the pages it rendered;
 * - the output folder's own path, which the nginx example names (`nginx/site.conf.example`): each
 *   folder's path is read as `<DIST_DIR>`.
 * A browser asset's hashed name (`_astro/Header.Cq1x2b_Z.js`) is compared as it is: the same code
 * gives the same name. A change of code that alters one browser chunk gives it a new name, and so
 * the chunks that import it and every page that links them: `--ignore-asset-hashes` reads those
 * names as `[hash]` (in file names and in every text), so the pages are compared apart from them
 * while each chunk is still compared by its content. A compressed copy (`.gz`, `.br`) that differs
 * byte for byte is compared as what it decompresses to.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The build's own records and its compiled server: not the site's output (see the header). */
const SET_ASIDE = /^(?:manifest\.json|build-state\.json|feed-cursor\.json|client\/builds\/.*|server\/.*)$/;

/** Whether a file of an output folder (its path relative to the folder, `/`-separated) is compared. */
export function isCompared(path: string): boolean {
  return !SET_ASIDE.test(path);
}

/** A file's text with the output folder's own path read as `<DIST_DIR>`. */
export function withoutOwnPath(text: string, dir: string): string {
  return text.split(dir).join('<DIST_DIR>');
}

/** The content hash Vite puts in a browser asset's name (8 URL-safe characters), where a page or a chunk names it. */
const ASSET_HASH = /((?:_astro\/|\.\/)[\w.-]+?)\.[\w-]{8}\.(js|css)\b/g;

/** A path or a text with each browser asset's content hash read as `[hash]`. */
export function withoutAssetHashes(text: string): string {
  return text.replace(ASSET_HASH, '$1.[hash].$2');
}

/** The first line on which two texts differ (1-based) and that line on each side, or null when equal. */
export function firstDifference(a: string, b: string): { line: number; a: string; b: string } | null {
  if (a === b) return null;
  const la = a.split('\n');
  const lb = b.split('\n');
  let i = 0;
  while (i < la.length && i < lb.length && la[i] === lb[i]) i++;
  return { line: i + 1, a: la[i] ?? '(end of file)', b: lb[i] ?? '(end of file)' };
}

/** The files only one side has, each side's in sorted order. */
export function unmatched(a: ReadonlySet<string>, b: ReadonlySet<string>): { onlyA: string[]; onlyB: string[] } {
  return { onlyA: [...a].filter((p) => !b.has(p)).sort(), onlyB: [...b].filter((p) => !a.has(p)).sort() };
}

/** Whether a file is read as text when it differs (to show the line), by its name. */
const TEXT = /\.(?:html|json|js|mjs|css|svg|xml|txt|conf|example|webmanifest)$/;

interface Options {
  ignoreAssetHashes: boolean;
}

/**
 * Every compared file of an output folder: the name it is compared by → its path relative to the
 * folder. Two chunks of one name (two `Locator.<hash>.js`) have one hash-free name: they are told
 * apart as `name (1)`, `name (2)` in the order of their hash-free contents, so equal chunks pair up.
 */
async function filesOf(dir: string, options: Options): Promise<Map<string, string>> {
  const byName = new Map<string, string[]>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!isCompared(path)) continue;
    const name = options.ignoreAssetHashes ? withoutAssetHashes(path) : path;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const out = new Map<string, string>();
  for (const [name, paths] of byName) {
    if (paths.length === 1) {
      out.set(name, paths[0]!);
      continue;
    }
    const keyed = await Promise.all(paths.map(async (path) => ({ path, key: read(decompressed(path, await readFile(join(dir, path))), dir, options) })));
    keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    keyed.forEach(({ path }, i) => out.set(`${name} (${i + 1})`, path));
  }
  return out;
}

/** A file's text as it is compared: the folder's own path and (when asked) the assets' hashes read as the header says. */
function read(bytes: Buffer, dir: string, options: Options): string {
  const text = withoutOwnPath(bytes.toString('utf8'), dir);
  return options.ignoreAssetHashes ? withoutAssetHashes(text) : text;
}

/** A compressed copy's content, or the file as it is. */
function decompressed(name: string, bytes: Buffer): Buffer {
  if (name.endsWith('.gz')) return gunzipSync(bytes);
  if (name.endsWith('.br')) return brotliDecompressSync(bytes);
  return bytes;
}

/** How a file differs between the folders, or null when it is the same (read as the header says). */
async function fileDifference(dirA: string, dirB: string, name: string, pathA: string, pathB: string, options: Options): Promise<string | null> {
  const [rawA, rawB] = await Promise.all([readFile(join(dirA, pathA)), readFile(join(dirB, pathB))]);
  if (rawA.equals(rawB)) return null;
  const a = decompressed(pathA, rawA);
  const b = decompressed(pathB, rawB);
  const inner = pathA.replace(/\.(?:gz|br)$/, '');
  if (!TEXT.test(inner)) return a.equals(b) ? null : `differs  ${name} (${a.length} B and ${b.length} B)`;
  const found = firstDifference(read(a, dirA, options), read(b, dirB, options));
  return found ? `differs  ${name}:${found.line}\n  a: ${found.a.slice(0, 300)}\n  b: ${found.b.slice(0, 300)}` : null;
}

async function main(argv: string[]): Promise<number> {
  const options: Options = { ignoreAssetHashes: argv.includes('--ignore-asset-hashes') };
  const dirs = argv.filter((arg) => arg !== '--ignore-asset-hashes');
  if (dirs.length !== 2) {
    console.error('usage: tsx scripts/support/compare-builds.ts [--ignore-asset-hashes] <dist-a> <dist-b>');
    return 2;
  }
  const [dirA, dirB] = dirs.map((d) => resolve(d)) as [string, string];
  const [a, b] = await Promise.all([filesOf(dirA, options), filesOf(dirB, options)]);
  const { onlyA, onlyB } = unmatched(new Set(a.keys()), new Set(b.keys()));
  for (const path of onlyA) console.log(`only in a  ${path}`);
  for (const path of onlyB) console.log(`only in b  ${path}`);
  const common = [...a.keys()].filter((name) => b.has(name)).sort();
  let differing = 0;
  for (const name of common) {
    const found = await fileDifference(dirA, dirB, name, a.get(name)!, b.get(name)!, options);
    if (found) {
      differing++;
      console.log(found);
    }
  }
  const pages = common.filter((p) => p.endsWith('.html')).length;
  const differences = onlyA.length + onlyB.length + differing;
  console.log(`${a.size} files in a, ${b.size} in b; ${common.length} compared (${pages} HTML pages); ${differences} differences`);
  return differences === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
