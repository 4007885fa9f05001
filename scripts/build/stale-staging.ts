/**
 * A build's staging folder (`<DIST_DIR>-staging-<time>-<pid>`, and its `-server-bundle` beside it)
 * is removed by the build itself when it fails; a build whose process was stopped (a SIGTERM or
 * Ctrl-C to `npm start` or `npm run build` while it built) leaves it behind, a full copy of the
 * output. The next build of the same output folder removes those whose process is gone.
 */
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const STAGING = /^-staging-\d{14}-(\d+)(?:-server-bundle)?$/;

/**
 * The names among `siblings` (the entries of the output folder's parent) that are staging folders
 * of `distDir`'s builds whose process is no longer running (`running(pid)`); never this process's.
 */
export function staleStagingFolders(distDir: string, siblings: readonly string[], running: (pid: number) => boolean, self = process.pid): string[] {
  const base = basename(distDir);
  return siblings.filter((name) => {
    if (!name.startsWith(base)) return false;
    const pid = STAGING.exec(name.slice(base.length))?.[1];
    return pid !== undefined && Number(pid) !== self && !running(Number(pid));
  });
}

/** Whether a process of this id is running (one that is not ours to signal is running too). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the staging folders stopped builds of `distDir` left; returns their names. */
export async function removeStaleStaging(distDir: string): Promise<string[]> {
  const parent = dirname(distDir);
  const stale = staleStagingFolders(distDir, await readdir(parent).catch(() => []), processRunning);
  await Promise.all(stale.map((name) => rm(join(parent, name), { recursive: true, force: true })));
  return stale;
}
