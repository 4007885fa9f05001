import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/output/folder-claim';
import { startTestSite } from '../support/site-process';

// One live instance per output folder (docs/operations.md "Several instances"): a second server started on the
// folder the stack's site serves stops at once with one clear line, and the folder stays the first's.

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const sitePid = inject('sitePid');

it("refuses to serve an output folder another running site serves, naming that site's process", async () => {
  expect(existsSync(join(distDir, LOCK_FILE))).toBe(true);
  const second = startTestSite(distDir, { DIST_DIR: distDir, CMS_BASE_URL: backendUrl });
  await expect(second).rejects.toThrow(/site exited with 1:[\s\S]*is served by another running site process \(pid \d+\)/);
  if (sitePid > 0) await expect(second).rejects.toThrow(`(pid ${sitePid})`);
  // the stack's site still holds it
  expect(existsSync(join(distDir, LOCK_FILE))).toBe(true);
});
