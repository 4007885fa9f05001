import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeLog, changeLogPath } from '../../../../scripts/backend/server/change-log';
import type { WebhookChange } from '../../../../src/cms/webhook';

let dir = '';
const CONTENT = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const edit = (path: string): WebhookChange => ({ type: 'page', action: 'updated', locale: 'fi-FI', path, contentType: 'standardPage', tags: [] });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'change-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the embedded backend's change feed on disk", () => {
  it('keeps its epoch over a restart with no change in between: a cursor from before stays covered', async () => {
    const first = await ChangeLog.open(dir, CONTENT);
    const cursor = first.read(null).next;
    const again = await ChangeLog.open(dir, CONTENT);
    expect(again.epoch).toBe(first.epoch);
    expect(again.read(cursor)).toMatchObject({ resync: false, changes: [] });
  });

  it('keeps the changes over a restart, and starts a new epoch for other content', async () => {
    const first = await ChangeLog.open(dir, CONTENT);
    const cursor = first.read(null).next;
    await first.append([edit('/yksityisille'), edit('/tietoa')]);
    const again = await ChangeLog.open(dir, CONTENT);
    const page = again.read(cursor);
    expect(page.resync ? [] : page.changes.map((e) => e.change.path)).toEqual(['/yksityisille', '/tietoa']);
    const other = await ChangeLog.open(dir, OTHER);
    expect(other.epoch).not.toBe(first.epoch);
    expect(other.read(cursor)).toMatchObject({ resync: true });
    expect((await readFile(changeLogPath(dir), 'utf8')).split('\n')[0]).toContain(OTHER);
  });
});
