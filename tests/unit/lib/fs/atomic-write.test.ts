import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAtomic, writeAtomicSync, writeAtomicWith } from '../../../../src/lib/fs/atomic-write';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-write-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeAtomic', () => {
  it('writes into a folder it makes, and replaces an existing file', async () => {
    const file = join(dir, 'a', 'b', 'x.json');
    await writeAtomic(file, '{"v":1}');
    expect(await readFile(file, 'utf8')).toBe('{"v":1}');
    await writeAtomic(file, new TextEncoder().encode('{"v":2}'), { fsync: true });
    expect(await readFile(file, 'utf8')).toBe('{"v":2}');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['x.json']);
  });

  it('gives a new file the mode asked for', async () => {
    const file = join(dir, 'secret');
    await writeAtomic(file, 'x', { mode: 0o600 });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('leaves the old file and no temporary file when the write fails', async () => {
    const file = join(dir, 'x.txt');
    await writeFile(file, 'old');
    const failure = writeAtomicWith(file, async (handle) => {
      await handle.write('half of the n');
      throw new Error('disk full');
    });
    await expect(failure).rejects.toThrow('disk full');
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['x.txt']);
  });

  it('shows a reader the old file until the new one is complete', async () => {
    const file = join(dir, 'x.txt');
    await writeFile(file, 'old');
    let seen = '';
    await writeAtomicWith(file, async (handle) => {
      await handle.write('new, first half; ');
      seen = await readFile(file, 'utf8');
      await handle.write('second half');
    });
    expect(seen).toBe('old');
    expect(await readFile(file, 'utf8')).toBe('new, first half; second half');
  });
});

describe('writeAtomicSync', () => {
  it('writes into a folder it makes and replaces an existing file, leaving no temporary file', async () => {
    const file = join(dir, 'a', 'x.html');
    writeAtomicSync(file, 'one');
    writeAtomicSync(file, Buffer.from('two'));
    expect(await readFile(file, 'utf8')).toBe('two');
    expect(await readdir(join(dir, 'a'))).toEqual(['x.html']);
  });

  it('leaves the old file and no temporary file when the rename fails', async () => {
    // a folder where the file should go: the temporary file is written, the rename cannot replace it
    const target = join(dir, 'taken');
    await writeFile(join(dir, 'keep.txt'), 'old');
    await mkdir(join(target, 'inside'), { recursive: true });
    expect(() => writeAtomicSync(target, 'new')).toThrow();
    expect((await readdir(dir)).sort()).toEqual(['keep.txt', 'taken']);
    expect(await readFile(join(dir, 'keep.txt'), 'utf8')).toBe('old');
  });
});
