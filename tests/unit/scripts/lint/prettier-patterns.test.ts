import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoredGlobs, prettierArgs } from '../../../../scripts/lint/prettier';

const root = resolve(import.meta.dirname, '../../../..');
const prettier = resolve(root, 'node_modules/.bin/prettier');

/** The paths git ignores among `paths` under `cwd`'s .gitignore (the files need not exist). */
function gitIgnores(cwd: string, paths: readonly string[]): Set<string> {
  try {
    return new Set(
      execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean),
    );
  } catch (error) {
    // exit 1: none of them is ignored
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

/** A path for each entry of a .gitignore: its wildcards filled in, a file inside when it names a folder, at the root and deeper. */
function samplesOf(gitignore: string): string[] {
  const entries = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const samples = entries.flatMap((entry) => {
    const path = entry.replace(/\*/g, 'any').replace(/\/+$/, '');
    const inside = entry.endsWith('/') ? `${path}/deeper/file.ts` : path;
    return entry.replace(/\/+$/, '').includes('/') ? [inside.replace(/^\//, '')] : [inside, `src/some/${inside}`];
  });
  return [...new Set(samples)];
}

describe('the files Prettier formats (scripts/lint/prettier.ts)', () => {
  it("keeps out of what the repository's .gitignore names, as git reads it, by its patterns alone", async () => {
    const gitignore = await readFile(resolve(root, '.gitignore'), 'utf8');
    const dir = await mkdtemp(join(tmpdir(), 'prettier-patterns-'));
    try {
      execFileSync('git', ['init', '--quiet'], { cwd: dir });
      await writeFile(join(dir, '.gitignore'), gitignore);
      // Prettier's own reading of .gitignore is switched off: only the patterns may keep a file out
      await writeFile(join(dir, '.no-ignore'), '');
      const samples = samplesOf(gitignore);
      expect([...gitIgnores(dir, samples)].sort()).toEqual([...samples].sort());
      const unformatted = 'const  x  =  1\n';
      for (const path of [...samples, 'src/kept.ts']) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), unformatted);
      }
      const args = prettierArgs('--list-different', gitignore);
      const listed = (() => {
        try {
          return execFileSync(prettier, [...args, '--ignore-path', '.no-ignore'], { cwd: dir, encoding: 'utf8' });
        } catch (error) {
          // exit 1: some file is not formatted (the one that should be listed)
          return (error as { stdout?: string }).stdout ?? '';
        }
      })();
      expect(listed.split('\n').filter(Boolean)).toEqual(['src/kept.ts']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads gitignore entries as git does: anchored with an inner slash, at any depth without, a folder with a trailing one', () => {
    expect(ignoredGlobs('# built\n\n/out/\nlogs/*.log\n.env\n.env\ndist-*/\n')).toEqual(['out/**', 'logs/*.log', '**/.env', '**/dist-*/**']);
    const gitignore = '/out/\nlogs/*.log\n.env\ndist-*/\n';
    expect(samplesOf(gitignore)).toEqual([
      'out/deeper/file.ts',
      'logs/any.log',
      '.env',
      'src/some/.env',
      'dist-any/deeper/file.ts',
      'src/some/dist-any/deeper/file.ts',
    ]);
  });

  it('refuses a negated entry, which a negative pattern cannot express', () => {
    expect(() => ignoredGlobs('dist/\n!dist/keep.txt\n')).toThrow(/negated entry/);
  });

  it('gives Prettier the mode, the root and each left-out glob negated', () => {
    const args = prettierArgs('--check', 'dist/\n');
    expect(args.slice(0, 2)).toEqual(['--check', '.']);
    expect(args).toContain('!**/*.md');
    expect(args.at(-1)).toBe('!**/dist/**');
  });
});
