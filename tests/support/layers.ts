/**
 * The layers of the codebase and which way imports may point (README, "Layers"). A module may
 * import its own layer and the layers below it, never one above:
 *
 *   config → i18n → cms/lib → features → views → server → scripts
 *
 * The stand-in backend (`scripts/backend/`, its own package) may import only config, i18n and
 * cms/lib (the shared content schemas and rules), and only the project's commands may start it.
 * Nothing outside `tests/` imports from `tests/`, except the test command itself.
 */
import { readFileSync } from 'node:fs';
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

/** The repository paths a file imports with a relative specifier (static, dynamic, re-exports, `new URL('./x', import.meta.url)`). */
export function relativeImportsOf(path: string, source: string): string[] {
  const code = codeOf(path, source);
  const specifiers = ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
  for (const m of code.matchAll(/new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g)) specifiers.push(m[1]!);
  return specifiers.filter((s) => s.startsWith('./') || s.startsWith('../')).map((s) => normalize(join(dirname(path), s.replace(/\?.*$/, ''))));
}

export interface Violation {
  from: string;
  to: string;
  reason: string;
}

/** Every import against the layer order among the given repository files (paths relative to `root`). */
export function layerViolations(root: string, files: readonly string[]): Violation[] {
  const out: Violation[] = [];
  for (const from of files) {
    for (const to of relativeImportsOf(from, readFileSync(join(root, from), 'utf8'))) {
      const reason = layerViolation(from, to);
      if (reason) out.push({ from, to, reason });
    }
  }
  return out;
}
