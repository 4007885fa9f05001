/**
 * A command's entry point (scripts/cms.ts, scripts/start.ts, src/server/main.ts, …) compiled once
 * per test file by esbuild into one module, for the tests that run the command many times as a
 * process of its own. Through tsx every such process resolves, compiles and loads each of the
 * command's modules afresh (a second or more of CPU per run on a loaded machine); plain Node loads
 * the one file. The code is the same: esbuild is the compiler tsx uses, packages stay imports, and
 * the sources' own places (`import.meta.dirname`, `.filename`, `.url`) are written into each
 * module, so paths the command finds from its file (the repository's root, a worker's script)
 * are those of its sources.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Loader } from 'esbuild';

const root = resolve(import.meta.dirname, '../../..');
/** Inside node_modules, so that the bundle's imports of packages resolve as the sources' do. */
const CACHE = join(root, 'node_modules', '.cache', 'compiled-entries');

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js' };

/** The entry (relative to the repository) compiled into a module of its own; `remove` deletes it. */
export async function compileEntry(entry: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = join(CACHE, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  const file = join(dir, `${entry.replace(/[/.]/g, '-')}.mjs`);
  await mkdir(dir, { recursive: true });
  await build({
    entryPoints: [join(root, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'source-places',
        setup(b) {
          b.onLoad({ filter: /\.(ts|mts|tsx|js|mjs)$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const contents = source
              .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
              .replaceAll('import.meta.filename', JSON.stringify(args.path))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents, loader: LOADERS[extname(args.path)] ?? 'ts' };
          });
        },
      },
    ],
  });
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
