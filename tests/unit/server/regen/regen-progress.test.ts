/**
 * The regeneration status says how far the running pass is (pages done of pages to do): what the
 * CMS's editor shows while a change is on its way to the site, a layout change above all.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { SiteOutput } from '../../../../src/server/output/owner';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';
import { manifestOf, pageRecord } from '../../../support/page-record';

const PATHS = ['/a', '/b', '/c', '/d'];
let dir = '';
/** each render waits for its own release, so the test sees the pass between pages */
let releases: (() => void)[] = [];

const render: Render = async (pathname) => {
  await new Promise<void>((resolve) => releases.push(resolve));
  const headers = new Headers({
    'x-content-version': '2026-02-02T00:00:00Z',
    'x-page-kind': 'standard',
    'x-page-deps': encodeURIComponent(JSON.stringify({ id: pathname, locale: 'fi-FI', tags: [] })),
  });
  return { status: 200, headers, body: `<p>${pathname}</p>` };
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-progress-'));
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(Object.fromEntries(PATHS.map((p) => [p, pageRecord({ id: p })])))));
  releases = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the running pass’s progress', () => {
  it('counts pages done of pages to do, page by page, and is null between passes', async () => {
    const regen = new Regenerator({
      render,
      output: new SiteOutput({
        clientDir: join(dir, 'client'),
        index: await PageIndex.load(dir),
        files: new StaticFiles(join(dir, 'client'), 5),
        brotliQuality: 5,
      }),
      log: () => undefined,
      coalesceMs: 0,
      retryDelaysMs: [],
    });
    expect(regen.status().progress).toBeNull();
    const changes: WebhookChange[] = PATHS.map((path) => ({
      type: 'page',
      action: 'updated',
      locale: 'fi-FI',
      id: path,
      path,
      contentType: 'standardPage',
      tags: [],
    }));
    regen.enqueue(changes);
    const seen: number[] = [];
    for (let i = 0; i < PATHS.length; i++) {
      await until(() => releases.length > i, `render ${i + 1}`);
      const progress = regen.status().progress;
      expect(progress).toEqual({ done: i, total: PATHS.length });
      seen.push(progress!.done);
      releases[i]!();
    }
    await regen.idle();
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(regen.status().progress).toBeNull();
    expect(regen.status().lastPass?.renderedCount).toBe(PATHS.length);
  });
});
