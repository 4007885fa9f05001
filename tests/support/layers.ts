/**
 * The layers of the codebase and which way imports may point (docs/architecture.md, "Layers"). A module may
 * import its own layer and the layers below it, never one above:
 *
 *   config → i18n → cms/lib → features → views → server → scripts
 *
 * The stand-in backend (`scripts/backend/`, its own package) may import only config, i18n and
 * cms/lib (the shared content schemas and rules), and only the project's commands may start it.
 * Nothing outside `tests/` imports from `tests/`, except the test command itself. Features hold
 * islands and client rules only: no Node built-in. Every file of the site belongs to a layer.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

export const layers = [
  { name: 'config', rank: 0, folders: ['src/config/', 'src/contract/'] },
  { name: 'i18n', rank: 1, folders: ['src/i18n/'] },
  { name: 'cms/lib', rank: 2, folders: ['src/cms/', 'src/lib/', 'redirects/'] },
  { name: 'features', rank: 3, folders: ['src/features/'] },
  { name: 'views', rank: 4, folders: ['src/blocks/', 'src/components/', 'src/layouts/', 'src/pages/', 'src/scripts/', 'src/styles/'] },
  // the build's integration (src/integrations/) writes what the server's renderer reads
  { name: 'server', rank: 5, folders: ['src/server/', 'src/integrations/'] },
  { name: 'backend', rank: null, folders: ['scripts/backend/'] },
  { name: 'scripts', rank: 6, folders: ['scripts/'] },
  { name: 'tests', rank: null, folders: ['tests/'] },
] as const;

/** The layer of a repository path ('src/server/pipeline.ts'), or null for files outside every layer. */
export function layerOf(path: string): (typeof layers)[number] | null {
  // compared by folder prefix; the first match wins (the backend before the other scripts)
  const p = path.endsWith('/') ? path : `${path}/`;
  return layers.find((l) => l.folders.some((f) => p.startsWith(f))) ?? null;
}

/** Files of the site that belong to no layer: ambient type declarations, which import nothing. */
const UNLAYERED = new Set(['src/env.d.ts']);

/** Node's built-in modules, by the names an import may give them ('fs', 'node:fs', 'fs/promises'). */
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isBuiltin = (specifier: string): boolean => builtins.has(specifier) || specifier.startsWith('node:');

/** The test command starts the test stack, so it alone among the commands imports from tests/. */
const TEST_COMMAND = 'scripts/test.ts';

/** Why an import from one repository path to another breaks the layer order, or null when it may. */
export function layerViolation(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b || a === b) return null;
  if (a.name === 'tests') return null;
  if (b.name === 'tests') return from === TEST_COMMAND ? null : `${a.name} imports tests`;
  if (a.name === 'backend') return b.rank !== null && b.rank <= 2 ? null : `the stand-in backend imports ${b.name}`;
  if (b.name === 'backend') return a.name === 'scripts' ? null : `${a.name} imports the stand-in backend`;
  if (a.rank === null || b.rank === null) return null;
  return b.rank <= a.rank ? null : `${a.name} imports ${b.name}, a layer above it`;
}

/** The code of a file that can import: a whole TypeScript file, or an Astro file's frontmatter and scripts. */
function codeOf(path: string, source: string): string {
  if (!path.endsWith('.astro')) return source;
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (front) parts.push(front[1]!);
  for (const m of source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n');
}

/** Every specifier a file imports (static, dynamic, re-exports, `new URL('./x', import.meta.url)`). */
export function specifiersOf(path: string, source: string): string[] {
  const code = codeOf(path, source);
  const specifiers = ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
  for (const m of code.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g)) specifiers.push(m[1]!);
  return specifiers;
}

/**
 * The workspace's own packages by name, and the folder each is (the site at the root, the stand-in
 * backend in scripts/backend/): an import by package name reaches a layer as a relative one does.
 */
export type Packages = ReadonlyMap<string, string>;

export function workspacePackages(root: string): Packages {
  const nameOf = (folder: string) => (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string }).name;
  return new Map([
    [nameOf('.'), ''],
    [nameOf('scripts/backend'), 'scripts/backend/'],
  ]);
}

/** The repository paths a file imports: relative specifiers, and those that name a workspace package. */
export function relativeImportsOf(path: string, source: string, packages: Packages = new Map()): string[] {
  return pathsOf(path, specifiersOf(path, source), packages);
}

/** The repository paths among a file's specifiers (relative, or naming a workspace package). */
function pathsOf(path: string, specifiers: readonly string[], packages: Packages): string[] {
  const out: string[] = [];
  for (const raw of specifiers) {
    const s = raw.replace(/\?.*$/, '');
    if (s.startsWith('./') || s.startsWith('../')) {
      out.push(normalize(join(dirname(path), s)));
      continue;
    }
    for (const [name, folder] of packages) {
      if (s === name || s.startsWith(`${name}/`)) out.push(normalize(`${folder}${s.slice(name.length + 1)}`));
    }
  }
  return out;
}

export interface Violation {
  from: string;
  to: string;
  reason: string;
}

/** Why a file's own place or its imports of other packages break the rules, or null: a file outside every layer, Node in features. */
export function placeViolation(path: string, specifiers: readonly string[]): Violation | null {
  const layer = layerOf(path);
  if (!layer) return UNLAYERED.has(path) ? null : { from: path, to: path, reason: 'a file outside every layer (docs/architecture.md, "Layers")' };
  const node = layer.name === 'features' ? specifiers.find(isBuiltin) : undefined;
  return node ? { from: path, to: node, reason: 'features import Node: server code belongs in src/server' } : null;
}

/** Every import against the layer order among the given repository files (paths relative to `root`). */
export function layerViolations(root: string, files: readonly string[]): Violation[] {
  const out: Violation[] = [];
  const packages = workspacePackages(root);
  for (const from of files) {
    const specifiers = specifiersOf(from, readFileSync(join(root, from), 'utf8'));
    const place = placeViolation(from, specifiers);
    if (place) out.push(place);
    for (const to of pathsOf(from, specifiers, packages)) {
      const reason = layerViolation(from, to);
      if (reason) out.push({ from, to, reason });
    }
  }
  return out;
}

/** The folder of a path among its layer's folders ('src/cms/'), or null outside every layer. */
function folderOf(path: string): string | null {
  const p = path.endsWith('/') ? path : `${path}/`;
  return layerOf(path)?.folders.find((f) => p.startsWith(f)) ?? null;
}

/**
 * The two sibling folders an import runs between, or null when it stays in one folder's files or
 * leaves the layer: across two folders of a layer, those folders (`src/cms/` and `src/lib/`); within
 * one, the subfolders below the deepest folder both paths share (`src/server/edge/` and
 * `src/server/regen/` for an import between them, `src/server/api/account/` and
 * `src/server/api/orders/` one level down). A file directly in the shared folder is no subfolder.
 */
export function siblingFolders(from: string, to: string): [string, string] | null {
  const a = folderOf(from);
  const b = folderOf(to);
  if (!a || !b || layerOf(from) !== layerOf(to)) return null;
  if (a !== b) return [a, b];
  const x = from.slice(a.length).split('/');
  const y = to.slice(a.length).split('/');
  let i = 0;
  while (i < x.length - 1 && i < y.length - 1 && x[i] === y[i]) i++;
  // past the shared folders, both paths must go on into a folder of their own
  if (i >= x.length - 1 || i >= y.length - 1) return null;
  const shared = `${a}${x
    .slice(0, i)
    .map((part) => `${part}/`)
    .join('')}`;
  return [`${shared}${x[i]}/`, `${shared}${y[i]}/`];
}

/**
 * Pairs of sibling folders of one layer that import each other, directly: two folders of the layer
 * (`src/cms/` and `src/lib/`, `src/blocks/` and `src/components/`), or two subfolders of one folder
 * (`src/server/edge/` and `src/server/regen/`). The layer order says nothing between them, so each
 * pair must still keep one direction. Each pair is sorted, with one import each way as an example.
 */
export function twoWayFolders(imports: readonly { from: string; to: string }[]): { folders: [string, string]; examples: [string, string] }[] {
  const seen = new Map<string, string>();
  for (const { from, to } of imports) {
    const pair = siblingFolders(from, to);
    if (pair && !seen.has(pair.join('|'))) seen.set(pair.join('|'), `${from} → ${to}`);
  }
  const out: { folders: [string, string]; examples: [string, string] }[] = [];
  for (const [key, example] of seen) {
    const [a, b] = key.split('|') as [string, string];
    const back = seen.get(`${b}|${a}`);
    if (back && a < b) out.push({ folders: [a, b], examples: [example, back] });
  }
  return out;
}

/** Every import among the given repository files that reaches a repository path. */
export function importsAmong(root: string, files: readonly string[]): { from: string; to: string }[] {
  const packages = workspacePackages(root);
  return files.flatMap((from) => relativeImportsOf(from, readFileSync(join(root, from), 'utf8'), packages).map((to) => ({ from, to })));
}
