/**
 * `tsx scripts/support/compare-builds.ts <dist-a> <dist-b>`: whether two builds give the same site.
 * It compares the set of files of the two output folders and every file byte for byte (each HTML
 * page, its compressed copies, the locator's data files, the browser assets, the nginx export),
 * prints each difference (a file only one build has; for a page or other text, its first differing
 * line on both sides), and exits with 1 on any, 0 when there is none. For a change meant to leave
 * behaviour unchanged: build before and after against the same content (README "Commands": the
 * embedded backend, then `npm run build` with `CMS_BASE_URL` and a `DIST_DIR` each) and compare.
 *
 * Two builds of one commit against one content differ only in what names the build itself, so
 * only that is set aside:
 * - the build's own records: `manifest.json`, `build-state.json`, `feed-cursor.json` and the build
 *   metadata under `client/builds/` (spec 7.6), which carry the build id and times;
 * - the compiled server (`server/`), whose chunk names are content hashes of code that embeds the
 *   build's own manifest: it is compared through the pages it rendered;
 * - the output folder's own path, which the nginx example names (`nginx/site.conf.example`): each
 *   folder's path is read as `<DIST_DIR>`.
 * A browser asset's hashed name (`_astro/Header.Cq1x2b_Z.js`) is compared as it is: the same
 * code gives the same name, so a different name is a different asset.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Every compared file of an output folder, as paths relative to it. */
async function filesOf(dir: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (isCompared(path)) out.add(path);
  }
  return out;
}

/** How a file differs between the folders, or null when it is the same (after the own-path reading). */
async function fileDifference(dirA: string, dirB: string, path: string): Promise<string | null> {
  const [a, b] = await Promise.all([readFile(join(dirA, path)), readFile(join(dirB, path))]);
  if (a.equals(b)) return null;
  if (!TEXT.test(path)) return `differs  ${path} (${a.length} B and ${b.length} B)`;
  const found = firstDifference(withoutOwnPath(a.toString('utf8'), dirA), withoutOwnPath(b.toString('utf8'), dirB));
  return found ? `differs  ${path}:${found.line}\n  a: ${found.a.slice(0, 300)}\n  b: ${found.b.slice(0, 300)}` : null;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 2) {
    console.error('usage: tsx scripts/support/compare-builds.ts <dist-a> <dist-b>');
    return 2;
  }
  const [dirA, dirB] = argv.map((d) => resolve(d)) as [string, string];
  const [a, b] = await Promise.all([filesOf(dirA), filesOf(dirB)]);
  const { onlyA, onlyB } = unmatched(a, b);
  for (const path of onlyA) console.log(`only in a  ${path}`);
  for (const path of onlyB) console.log(`only in b  ${path}`);
  const common = [...a].filter((p) => b.has(p)).sort();
  let differing = 0;
  for (const path of common) {
    const found = await fileDifference(dirA, dirB, path);
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
