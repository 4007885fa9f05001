/**
 * Atomic file writes (Node only): the data goes to a temporary file in the target's folder, then a
 * rename puts it in place, so a reader sees the old file or the new one, never half of either
 * (design.md). The one writer of the site server, the build and the embedded backend.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface AtomicWriteOptions {
  /** flush the data to disk before the rename, so a crash cannot leave the new name on an empty file */
  fsync?: boolean;
  /** permission bits of a new file (default 0o666, less the umask) */
  mode?: number;
}

/** A temporary name beside `file`, unique per process and write; it always ends in `.tmp`. */
export function tempPathFor(file: string): string {
  return `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/**
 * Writes a file through `write`, which gets the open temporary file (for output made in pieces, such
 * as a large JSON written chunk by chunk), then renames it into place. The folder is made when
 * missing. On any failure the temporary file is removed and the old file is left as it was.
 */
export async function writeAtomicWith(file: string, write: (handle: FileHandle) => Promise<void>, options: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = tempPathFor(file);
  try {
    const handle = await open(tmp, 'w', options.mode);
    try {
      await write(handle);
      if (options.fsync) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Writes `data` to `file` atomically (see writeAtomicWith). */
export function writeAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  return writeAtomicWith(file, (handle) => handle.writeFile(data), options);
}

/**
 * writeAtomic for a worker thread that does nothing else meanwhile (the render workers): the same
 * temporary file and rename, without a round trip to libuv's thread pool per step: a page's three
 * files cost about 0.1 ms of CPU this way against 0.5–1 ms through fs/promises, whose pool the
 * build's workers and the server all share (design.md, performance targets: the full build).
 */
export function writeAtomicSync(file: string, data: string | Uint8Array, options: Pick<AtomicWriteOptions, 'mode'> = {}): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempPathFor(file);
  try {
    writeFileSync(tmp, data, { mode: options.mode });
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}
