/**
 * The site server compiled for production: `src/server/main.ts` bundled by esbuild into
 * `<output>/server/site-server.mjs`, and the render worker its regeneration passes start into
 * `render-worker.mjs` beside it (packages stay imports, resolved from the project's node_modules).
 * `npm start`, `npm run serve` and `npm run edge` run these with plain Node, not through tsx.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** File names of the compiled server and render worker within `<output>/server/`. */
export const SITE_SERVER_FILE = 'site-server.mjs';
export const RENDER_WORKER_FILE = 'render-worker.mjs';

/** The compiled site server of an output folder. */
export const siteServerOf = (distDir: string) => join(distDir, 'server', SITE_SERVER_FILE);

/**
 * Node's arguments for the compiled site server of an output folder: how `npm start`, `npm run
 * serve`, `npm run edge` and the bench (scripts/bench/stack.ts) run it, so the bench measures what runs.
 */
export const siteServerArgs = (distDir: string) => ['--enable-source-maps', siteServerOf(distDir)];

/**
 * Bundles the site server and the render worker into `<outputDir>/server/`. The build runs it into a
 * folder of its own while `astro build` runs (the two do not depend on each other), then moves the
 * files beside Astro's with moveServerBundle.
 */
export async function bundleServer(outputDir: string): Promise<void> {
  const { build } = await import('esbuild');
  const entries = [
    { in: join(root, 'src/server/main.ts'), out: SITE_SERVER_FILE.replace(/\.mjs$/, '') },
    { in: join(root, 'src/server/render-workers/render-worker.ts'), out: RENDER_WORKER_FILE.replace(/\.mjs$/, '') },
  ];
  await build({
    entryPoints: entries,
    outdir: join(outputDir, 'server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // each entry is whole: a shared chunk would be one more file name to keep apart from Astro's
    splitting: false,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Moves what bundleServer wrote into `from` to `<to>/server/`, and removes `from`. */
export async function moveServerBundle(from: string, to: string): Promise<void> {
  const dir = join(from, 'server');
  for (const file of await readdir(dir)) await rename(join(dir, file), join(to, 'server', file));
  await rm(from, { recursive: true, force: true });
}
