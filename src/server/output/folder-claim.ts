/**
 * One live instance per output folder (docs/operations.md "Several instances": shared-nothing, each with its
 * own DIST_DIR). An instance's manifest journal, feed cursor and parked list are written by that
 * instance alone: a second process on the same folder would append journal lines with sequence
 * numbers of its own, which a restart's replay then skips (src/server/output/manifest-journal.ts), and the
 * folder would no longer be what its server serves. So a server claims its folder at start with a
 * lock file naming its process, and another start there stops with one clear line while that
 * process lives. A lock left by a process that is gone (a crash, a kill -9) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const LOCK_FILE = 'instance.lock';

const lockSchema = z.object({ pid: z.number().int().positive(), startedAt: z.string() });

/** Whether a process with this id runs on this machine (signal 0 tests without sending one). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process a lock file names, or null when there is none or it cannot be read. */
function lockedBy(file: string): number | null {
  try {
    const lock = lockSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return lock.success ? lock.data.pid : null;
  } catch {
    return null;
  }
}

/** The process that holds the folder's lock and still runs, if another than this one. */
export function lockHolder(distDir: string): number | null {
  const pid = lockedBy(join(distDir, LOCK_FILE));
  return pid !== null && pid !== process.pid && alive(pid) ? pid : null;
}

export class OutputFolderInUse extends Error {
  constructor(
    readonly distDir: string,
    readonly pid: number,
  ) {
    super(
      `DIST_DIR ${distDir} is served by another running site process (pid ${pid}). ` +
        'Each instance needs an output folder of its own (a copy of the build); see docs/operations.md "Several instances".',
    );
  }
}

/**
 * Claims `distDir` for this process, or throws OutputFolderInUse. Answers the release, which removes
 * the lock if it is still this process's (also called on exit).
 */
export function claimOutputFolder(distDir: string): () => void {
  const file = join(distDir, LOCK_FILE);
  const lock = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  try {
    // created only if absent: of two servers starting at once, one gets it
    writeFileSync(file, lock, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // no folder: there is no build to share (the server's start says so)
    if (code === 'ENOENT') return () => undefined;
    if (code !== 'EEXIST') throw error;
    const holder = lockHolder(distDir);
    if (holder !== null) throw new OutputFolderInUse(distDir, holder);
    // left by a process that is gone
    writeFileSync(file, lock);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // gone already, or another's now: nothing of ours to remove
    if (lockedBy(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
