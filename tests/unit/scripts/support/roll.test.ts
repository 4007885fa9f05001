import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { besideFolder, buildPattern, copyFolder, onlyVanishedFiles, rollingDeploy, type RollingInstances } from '../../../../scripts/support/roll';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { LOCK_FILE } from '../../../../src/server/output/folder-claim';

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'roll-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** An output folder as far as the roll reads it: a manifest, and a hashed asset. */
async function outputFolder(dir: string, buildId: string, asset: string): Promise<void> {
  await mkdir(join(dir, 'client', '_astro'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify({ buildId, builtAt: new Date(0).toISOString(), pages: {}, redirects: {} }));
  await writeFile(join(dir, 'client', '_astro', asset), asset);
}

/** Two instances and an edge as a model: who serves which folder, what the probe says, what happened in which order. */
function model(dirs: string[], options: { failStartOn?: string } = {}) {
  const events: string[] = [];
  const up = dirs.map(() => true);
  const serving = [...dirs];
  const instances: RollingInstances = {
    dirs: serving,
    stop: async (i) => {
      // the rule the roll keeps: never an instance out while another is
      expect(up.filter((u, j) => j !== i && !u)).toEqual([]);
      up[i] = false;
      events.push(`stop ${i}`);
    },
    start: async (i, dir) => {
      events.push(`start ${i} ${dir}`);
      if (options.failStartOn && dir.includes(options.failStartOn)) throw new Error('did not come up');
      serving[i] = dir;
      up[i] = true;
    },
    varnish: {
      backendHealth: async () => Object.fromEntries(up.map((u, i) => [`site_${i + 1}`, u ? 'healthy' : 'sick'])),
      banUnless: async (header, pattern) => {
        events.push(`ban ${header} ${pattern}`);
      },
    },
  };
  return { instances, events, serving };
}

describe('the rolling deploy (scripts/support/roll.ts)', () => {
  it('names each new folder beside the old one, once, whatever roll made the old one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z0-9/-]{1,30}$/), fc.stringMatching(/^[0-9a-z]{1,10}$/), fc.stringMatching(/^[0-9a-z]{1,10}$/), (dir, a, b) => {
        const once = besideFolder(dir, a);
        expect(once).toBe(`${dir}.roll-${a}`);
        expect(besideFolder(once, b)).toBe(`${dir}.roll-${b}`);
      }),
    );
  });

  it("matches a build's answers and its passes' in x-build, and refuses an id that is not a token", () => {
    const pattern = new RegExp(buildPattern('20261127-123-r4'));
    expect(pattern.test('20261127-123')).toBe(true);
    expect(pattern.test('20261127-123-r17')).toBe(true);
    expect(pattern.test('20261127-1234')).toBe(false);
    expect(pattern.test('x20261127-123')).toBe(false);
    expect(() => buildPattern('a" b')).toThrow(/unusable build id/);
  });

  it('builds beside, rolls one instance at a time, bans the old copies last and removes the old folders', async () => {
    const dirs = [join(root, 'site-a'), join(root, 'site-b')];
    for (const dir of dirs) await outputFolder(dir, 'old-1-r3', 'old.js');
    const { instances, events, serving } = model(dirs);
    const result = await rollingDeploy(instances, { makeBuild: (dir) => outputFolder(dir, 'new-2', 'new.js'), log: () => undefined });
    expect(result.buildId).toBe('new-2');
    expect(events).toEqual([`stop 0`, `start 0 ${result.dirs[0]}`, `stop 1`, `start 1 ${result.dirs[1]}`, 'ban x-build ^new-2(-r[0-9]+)?$']);
    expect(serving).toEqual(result.dirs);
    for (const dir of dirs) expect(existsSync(dir)).toBe(false);
    // the new folders keep the old build's hashed assets for pages still open
    for (const dir of result.dirs) expect(['old.js', 'new.js'].every((f) => existsSync(join(dir, 'client', '_astro', f)))).toBe(true);
  });

  it('puts an instance that does not come up back on its old folder, and stops there', async () => {
    const dirs = [join(root, 'site-a'), join(root, 'site-b')];
    for (const dir of dirs) await outputFolder(dir, 'old-1', 'old.js');
    const { instances, events, serving } = model(dirs, { failStartOn: 'site-a.roll-' });
    await expect(rollingDeploy(instances, { makeBuild: (dir) => outputFolder(dir, 'new-2', 'new.js'), log: () => undefined })).rejects.toThrow(
      'did not come up',
    );
    expect(serving).toEqual(dirs);
    expect(events.some((e) => e.startsWith('ban') || e === 'stop 1')).toBe(false);
    for (const dir of dirs) expect(existsSync(dir)).toBe(true);
    expect((await readdir(root)).sort()).toEqual(['site-a', 'site-b']);
  });

  it('removes a half-made new build and leaves every instance alone when the build fails', async () => {
    const dirs = [join(root, 'site-a'), join(root, 'site-b')];
    for (const dir of dirs) await outputFolder(dir, 'old-1', 'old.js');
    const { instances, events } = model(dirs);
    const made: string[] = [];
    const failing = async (dir: string) => {
      made.push(dir);
      await mkdir(dir, { recursive: true });
      throw new Error('build failed');
    };
    await expect(rollingDeploy(instances, { makeBuild: failing, log: () => undefined })).rejects.toThrow('build failed');
    expect(events).toEqual([]);
    for (const dir of made) expect(existsSync(dir)).toBe(false);
  });
});

describe('copying a folder an instance may be writing (copyFolder)', () => {
  it('copies the folder whole, without the lock of the instance serving it', async () => {
    const from = join(root, 'dist');
    await outputFolder(from, 'b1', 'x.js');
    await writeFile(join(from, LOCK_FILE), 'pid');
    await copyFolder(from, join(root, 'copy'));
    expect((await readdir(join(root, 'copy'), { recursive: true })).sort()).toEqual(
      (await readdir(from, { recursive: true })).filter((f) => f !== LOCK_FILE).sort(),
    );
  });

  it('takes a copy whose only complaints are files gone since (a temporary file renamed into place) as complete, and nothing else', () => {
    const gone = (path: string) => path === '/keep/page.html';
    const vanished = "cp: cannot stat '/out/feed-cursor.json.28050.e4c4afd5.tmp': No such file or directory\n";
    expect(onlyVanishedFiles(vanished, gone)).toBe(true);
    expect(onlyVanishedFiles(`${vanished}cp: cannot open '/out/a.html.1.tmp' for reading: No such file or directory\n`, gone)).toBe(true);
    // a file that is there after all, a full disk, or no complaint at all is a failed copy
    expect(onlyVanishedFiles("cp: cannot stat '/keep/page.html': No such file or directory", gone)).toBe(false);
    expect(onlyVanishedFiles(`${vanished}cp: error writing '/copy/x.html': No space left on device`, gone)).toBe(false);
    expect(onlyVanishedFiles('', gone)).toBe(false);
  });
});
