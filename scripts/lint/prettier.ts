/**
 * Prettier over the repository: `npm run lint` runs it with `--check`, `npm run format` with
 * `--write`, so both format the same files, listed once here:
 *
 *   tsx scripts/lint/prettier.ts --check|--write
 *
 * Left out: what Prettier does not format here (Markdown, Astro components, and generated data
 * kept as written), and every git-ignored path. Prettier skips files `.gitignore` names by itself,
 * but only after walking their folders (a leftover build or test folder holds thousands of files),
 * so `.gitignore`'s entries are also given as negative patterns, which keep the walk out of them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

/** Files Prettier does not format here (globs from the repository's root). */
const NOT_FORMATTED = [
  '**/*.md',
  '**/*.astro',
  'tests/fixtures/**',
  // generated data, kept as written
  'src/features/locator/outlines.json',
  'src/lib/phone-metadata.json',
  'scripts/mutate/stryker-incremental.json',
];

/**
 * `.gitignore`'s entries as globs from the repository's root, in gitignore's reading: an entry with
 * a slash before its end is anchored at the root, any other matches at any depth; a trailing slash
 * names a folder, whose every file the glob then takes. Comments and blank lines are skipped; a
 * negated entry (`!…`) cannot be a negative pattern's negation, so it is refused.
 */
export function ignoredGlobs(gitignore: string): string[] {
  const globs: string[] = [];
  for (const raw of gitignore.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('!')) throw new Error(`[prettier] .gitignore's "${line}": a negated entry is not supported here (scripts/lint/prettier.ts)`);
    const folder = line.endsWith('/');
    const path = line.replace(/\/+$/, '');
    const anchored = path.includes('/');
    const glob = `${anchored ? path.replace(/^\//, '') : `**/${path}`}${folder ? '/**' : ''}`;
    if (!globs.includes(glob)) globs.push(glob);
  }
  return globs;
}

/** Prettier's arguments for a mode: everything from the root, less the files and folders above. */
export function prettierArgs(mode: '--check' | '--write' | '--list-different', gitignore: string): string[] {
  return [mode, '.', ...[...NOT_FORMATTED, ...ignoredGlobs(gitignore)].map((glob) => `!${glob}`)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2];
  if (mode !== '--check' && mode !== '--write') throw new Error('usage: tsx scripts/lint/prettier.ts --check|--write');
  const args = prettierArgs(mode, readFileSync(resolve(root, '.gitignore'), 'utf8'));
  // only what is wrong is printed, not a line per file
  const cli = fileURLToPath(import.meta.resolve('prettier/bin/prettier.cjs'));
  const child = spawn(process.execPath, [cli, ...args, '--log-level', 'warn'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
