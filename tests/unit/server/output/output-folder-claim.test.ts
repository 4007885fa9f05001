import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimOutputFolder, LOCK_FILE, lockHolder, OutputFolderInUse } from '../../../../src/server/output/folder-claim';

// One live instance per output folder (docs/operations.md "Several instances"): the lock names its process,
// a second claim fails while that process runs, and a lock whose process is gone is taken over.

let dir: string;
const lockFile = () => join(dir, LOCK_FILE);
const writeLock = (pid: number) => writeFile(lockFile(), JSON.stringify({ pid, startedAt: new Date().toISOString() }));

/** A process that runs until killed. */
const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });

/** The id of a process that has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the output folder lock', () => {
  it('names this process, and its release removes it', async () => {
    const release = claimOutputFolder(dir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    // this process's own lock is no other holder
    expect(lockHolder(dir)).toBeNull();
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder whose lock names another running process, and leaves its lock alone', async () => {
    const other = sleeper();
    try {
      await writeLock(other.pid!);
      expect(lockHolder(dir)).toBe(other.pid);
      expect(() => claimOutputFolder(dir)).toThrow(OutputFolderInUse);
      expect(() => claimOutputFolder(dir)).toThrow(new RegExp(`pid ${other.pid}\\b.*Several instances`));
      expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: other.pid });
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, or that cannot be read', async () => {
    for (const left of [JSON.stringify({ pid: await endedPid(), startedAt: 'then' }), '{"pid":', 'not json', JSON.stringify({ pid: -4 })]) {
      await writeFile(lockFile(), left);
      const release = claimOutputFolder(dir);
      expect(JSON.parse(await readFile(lockFile(), 'utf8')), left).toMatchObject({ pid: process.pid });
      release();
    }
  });

  it('does not remove a lock another process took since', async () => {
    const release = claimOutputFolder(dir);
    await writeLock(process.pid + 100_000);
    release();
    expect(existsSync(lockFile())).toBe(true);
  });

  it('claims nothing where there is no folder', () => {
    const release = claimOutputFolder(join(dir, 'no-build-here'));
    expect(existsSync(join(dir, 'no-build-here'))).toBe(false);
    release();
  });
});
