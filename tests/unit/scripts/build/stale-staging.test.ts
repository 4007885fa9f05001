import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { processRunning, removeStaleStaging, staleStagingFolders } from '../../../../scripts/build/stale-staging';

describe("a stopped build's staging folders", () => {
  const stamp = '20261130141312';

  it("are the output folder's own staging folders and bundles whose process is gone, never another folder's or this process's", () => {
    const running = (pid: number) => pid === 200;
    const siblings = [
      `dist-staging-${stamp}-100`,
      `dist-staging-${stamp}-100-server-bundle`,
      `dist-staging-${stamp}-200`,
      `dist-staging-${stamp}-${process.pid}`,
      `dist-b-staging-${stamp}-100`,
      `dist-bench-100`,
      'dist',
      `dist-staging-2026113014-100`,
      `dist-staging-${stamp}-100-other`,
      `notdist-staging-${stamp}-100`,
    ];
    expect(staleStagingFolders('/work/site/dist', siblings, running)).toEqual([`dist-staging-${stamp}-100`, `dist-staging-${stamp}-100-server-bundle`]);
    expect(staleStagingFolders('/work/site/dist-b', siblings, running)).toEqual([`dist-b-staging-${stamp}-100`]);
  });

  it('for any names and processes: exactly the model’s (name = base + "-staging-" + 14 digits + "-" + pid, optional bundle; pid not running, not ours)', () => {
    const base = fc.constantFrom('dist', 'dist-b', 'out');
    const name = fc.oneof(
      fc
        .record({ base, pid: fc.integer({ min: 1, max: 50 }), bundle: fc.boolean() })
        .map(({ base: b, pid, bundle }) => `${b}-staging-${stamp}-${pid}${bundle ? '-server-bundle' : ''}`),
      fc.string(),
    );
    fc.assert(
      fc.property(base, fc.array(name), fc.uniqueArray(fc.integer({ min: 1, max: 50 })), fc.integer({ min: 1, max: 50 }), (dist, siblings, alive, self) => {
        const running = (pid: number) => alive.includes(pid);
        const model = siblings.filter((n) => {
          const m = new RegExp(`^${dist}-staging-\\d{14}-(\\d+)(-server-bundle)?$`).exec(n);
          return m !== null && Number(m[1]) !== self && !running(Number(m[1]));
        });
        expect(staleStagingFolders(`/x/${dist}`, siblings, running, self)).toEqual(model);
      }),
    );
  });

  it('are removed from disk; a running build’s and other folders stay', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'stale-staging-'));
    // a process that has exited: its id is free (until reused, when its folder is kept: the safe side)
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    expect(processRunning(Number(gone))).toBe(false);
    expect(processRunning(process.pid)).toBe(true);
    for (const name of [
      'dist',
      `dist-staging-${stamp}-${gone}`,
      `dist-staging-${stamp}-${gone}-server-bundle`,
      `dist-staging-${stamp}-${process.pid}`,
      'dist-b',
    ])
      mkdirSync(join(parent, name));
    expect((await removeStaleStaging(join(parent, 'dist'))).sort()).toEqual([`dist-staging-${stamp}-${gone}`, `dist-staging-${stamp}-${gone}-server-bundle`]);
    expect(readdirSync(parent).sort()).toEqual(['dist', 'dist-b', `dist-staging-${stamp}-${process.pid}`]);
    expect(await removeStaleStaging(join(parent, 'missing', 'dist'))).toEqual([]);
  });
});
