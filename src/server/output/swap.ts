/** Putting a finished build in place of the live one, keeping the previous build's hashed assets. */
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Hashed assets of the previous build stay available, so a page that is already open never meets
 * a missing chunk after a deploy.
 */
export async function keepOldAssets(distDir: string, staging: string): Promise<void> {
  const old = join(distDir, 'client', '_astro');
  if (!(await exists(old))) return;
  const target = join(staging, 'client', '_astro');
  await mkdir(target, { recursive: true });
  const present = new Set(await readdir(target));
  for (const name of await readdir(old)) {
    if (!present.has(name)) await cp(join(old, name), join(target, name));
  }
}

/** Puts the staging folder in place of the live one with two renames. */
export async function swapInto(distDir: string, staging: string): Promise<void> {
  const retired = `${distDir}-retired-${Date.now()}`;
  if (await exists(distDir)) await rename(distDir, retired);
  await rename(staging, distDir);
  await rm(retired, { recursive: true, force: true });
}
