/**
 * A content build without the bundler: when the sources are those the live build was compiled from
 * (and for the same SITE_URL, which `astro build` reads), its compiled site — Astro's server
 * bundle and browser assets, the site server and render worker bundles — is copied into the new
 * build's staging folder instead of running `astro build` again, and only the pages are rendered
 * (design.md: a layout change re-renders every page without a bundler run; the same holds for a
 * full render of new content). `npm run build -- --recompile` always compiles.
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readBuildState, serverDigest } from './state';

/** Whether `distDir` holds a compiled site made from sources of digest `sourceDigest` for `siteUrl`, unchanged since. */
export async function compiledSiteReusable(distDir: string, wanted: { sourceDigest: string; siteUrl: string }): Promise<boolean> {
  const state = await readBuildState(distDir);
  if (!state || state.sourceDigest !== wanted.sourceDigest || state.siteUrl !== wanted.siteUrl) return false;
  const assets = await readdir(join(distDir, 'client', '_astro')).catch(() => null);
  // the server folder's digest is what the build recorded: nothing in it was changed or lost since
  return assets !== null && (await serverDigest(distDir)) === state.serverDigest;
}

/**
 * Copies what `astro build` and the server bundle made into `staging`: `server/`, the hashed
 * browser assets in `client/_astro/` and the public folder's files (what Astro copies into
 * `client/`). Pages, data files and the manifest are the render's to write.
 */
export async function copyCompiledSite(distDir: string, staging: string, publicDir: string): Promise<void> {
  await mkdir(join(staging, 'client'), { recursive: true });
  await Promise.all([
    cp(join(distDir, 'server'), join(staging, 'server'), { recursive: true }),
    cp(join(distDir, 'client', '_astro'), join(staging, 'client', '_astro'), { recursive: true }),
    cp(publicDir, join(staging, 'client'), { recursive: true }),
  ]);
}
