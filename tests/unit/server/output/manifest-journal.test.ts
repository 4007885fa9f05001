import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE, readManifest } from '../../../../src/server/output/manifest-journal';
import { MANIFEST_FILE, type Manifest, type PageRecord } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';

// The output manifest's journal (src/server/output/page-index.ts): a change appends one line; a restart
// replays the snapshot and the journal; compaction writes a new snapshot and keeps only what came
// after it; a crash at any step leaves what a restart needs.

let dir: string;

const record = (id: string, locale = 'fi-FI'): PageRecord => ({
  file: `${id}.html`,
  kind: 'standard',
  version: 'v1',
  noIndex: false,
  deps: { id, locale, tags: [] },
  alternates: {},
});

const built = (pages: number): Manifest => ({
  buildId: '20261124000000-1',
  builtAt: '2026-11-24T00:00:00.000Z',
  pages: Object.fromEntries(Array.from({ length: pages }, (_, i) => [`/fi-FI/p${i}`, record(`p${i}`)])),
  redirects: {},
});

/** What the folder holds now, as a restart would load it. */
const reloaded = async () => (await readManifest(dir)).manifest;
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'journal-'));
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(built(50)));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the manifest journal', () => {
  it('appends each change as a line and never rewrites the snapshot during a pass', async () => {
    const snapshot = await readFile(join(dir, MANIFEST_FILE), 'utf8');
    const index = await PageIndex.load(dir);
    index.set('/fi-FI/new', record('new'));
    index.delete('/fi-FI/p1');
    index.setRedirect('/fi-FI/p2', '/fi-FI/p3');
    index.bumpBuild(1);
    // applied at once, in the journal on disk only once saved (the regeneration status tells readers)
    expect(index.unsaved).toBe(4);
    await index.save();
    expect(index.unsaved).toBe(0);

    expect(await readFile(join(dir, MANIFEST_FILE), 'utf8')).toBe(snapshot);
    const lines = (await readFile(join(dir, JOURNAL_FILE), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(5); // the header and four changes
    expect(JSON.parse(lines[0]!)).toEqual({ journal: 1, build: '20261124000000-1' });
    expect(index.size).toBe(49);

    const after = await reloaded();
    expect(after.pages['/fi-FI/new']).toEqual(record('new'));
    expect(after.pages['/fi-FI/p1']).toBeUndefined();
    expect(after.pages['/fi-FI/p2']).toBeUndefined();
    expect(after.redirects['/fi-FI/p2']).toBe('/fi-FI/p3');
    expect(after.buildId).toBe('20261124000000-1-r1');
    expect(after).toEqual(index.manifest);
  });

  it('ignores a torn last line, and the next append starts on a line of its own', async () => {
    const index = await PageIndex.load(dir);
    index.set('/fi-FI/a', record('a'));
    await index.save();
    // a crash in the middle of the next append
    await appendFile(join(dir, JOURNAL_FILE), '{"s":2,"op":"set","path":"/fi-FI/b","rec');

    const loaded = await readManifest(dir);
    expect(loaded.torn).toBe(true);
    expect(loaded.manifest.pages['/fi-FI/a']).toBeDefined();
    expect(loaded.manifest.pages['/fi-FI/b']).toBeUndefined();

    const again = await PageIndex.load(dir);
    again.set('/fi-FI/c', record('c'));
    await again.save();
    const after = await readManifest(dir);
    expect(after.torn).toBe(false);
    expect(Object.keys(after.manifest.pages)).toEqual(expect.arrayContaining(['/fi-FI/a', '/fi-FI/c']));
    expect(after.manifest.pages['/fi-FI/b']).toBeUndefined();
  });

  it('compacts into a new snapshot and keeps only the changes made during and after it', async () => {
    const index = await PageIndex.load(dir, { compactChunk: 1 });
    for (let i = 0; i < 10; i++) index.set(`/fi-FI/n${i}`, record(`n${i}`));
    await index.save();
    const compaction = index.compact();
    // a change while the snapshot is being written (its temporary file is there)
    while (!(await readdir(dir)).some((f) => f.endsWith('.tmp'))) await new Promise((r) => setImmediate(r));
    index.set('/fi-FI/during', record('during'));
    await compaction;
    await index.save();

    const snapshot = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
    expect(snapshot.pages['/fi-FI/n9']).toEqual(record('n9'));
    expect(snapshot.pages['/fi-FI/during']).toBeUndefined();
    expect(snapshot.seq).toBe(10);
    const journal = (await readFile(join(dir, JOURNAL_FILE), 'utf8')).trimEnd().split('\n');
    expect(journal.map((l) => (JSON.parse(l) as { s?: number }).s)).toEqual([undefined, 11]);
    expect(await reloaded()).toEqual(index.manifest);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('loses nothing when the process dies between the snapshot rename and the journal rewrite', async () => {
    const index = await PageIndex.load(dir);
    index.set('/fi-FI/x', record('x'));
    index.delete('/fi-FI/p0');
    await index.save();
    const journalBefore = await readFile(join(dir, JOURNAL_FILE), 'utf8');
    await index.compact();
    // as if the journal's rewrite never happened: the new snapshot beside the old, full journal
    await writeFile(join(dir, JOURNAL_FILE), journalBefore);
    expect(await reloaded()).toEqual(index.manifest);

    // and later entries still apply over it
    const restarted = await PageIndex.load(dir);
    restarted.set('/fi-FI/y', record('y'));
    await restarted.save();
    const after = await reloaded();
    expect(after.pages['/fi-FI/y']).toBeDefined();
    expect(after.pages['/fi-FI/x']).toBeDefined();
    expect(after.pages['/fi-FI/p0']).toBeUndefined();
  });

  it('loses nothing when the process dies while the snapshot is being written', async () => {
    const index = await PageIndex.load(dir);
    index.set('/fi-FI/x', record('x'));
    await index.save();
    // a half-written temporary snapshot is never read
    await writeFile(join(dir, `${MANIFEST_FILE}.123.abcd.tmp`), '{"buildId":"20261124000000-1","pages":{"/fi-');
    expect(await reloaded()).toEqual(index.manifest);
  });

  it('ignores the journal of another build (a full build replaced the snapshot)', async () => {
    const index = await PageIndex.load(dir);
    index.set('/fi-FI/old', record('old'));
    await index.save();
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify({ ...built(3), buildId: '20261125000000-2' }));
    const loaded = await readManifest(dir);
    expect(loaded.foreign).toBe(true);
    expect(Object.keys(loaded.manifest.pages)).toHaveLength(3);
    const next = await PageIndex.load(dir);
    next.set('/fi-FI/new', record('new'));
    await next.save();
    const after = await reloaded();
    expect(after.pages['/fi-FI/old']).toBeUndefined();
    expect(after.pages['/fi-FI/new']).toBeDefined();
  });

  it('compacts by itself once the journal outgrows the snapshot', async () => {
    const index = await PageIndex.load(dir, { compactMinBytes: 1 });
    for (let i = 0; i < 200; i++) index.set(`/fi-FI/m${i}`, record(`m${i}`));
    await index.save();
    for (let i = 0; i < 50 && (await readFile(join(dir, JOURNAL_FILE), 'utf8')).length > 0; i++) await settle();
    const snapshot = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
    expect(snapshot.pages['/fi-FI/m199']).toBeDefined();
    expect(await reloaded()).toEqual(index.manifest);
  });

  it('reads a whole manifest while the server compacts it (a reader beside a live server)', async () => {
    // the snapshot is renamed into place before the journal is rewritten: a reader that took the
    // old snapshot and then the new journal would miss the records in between
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(built(3000)));
    const index = await PageIndex.load(dir, { compactMinBytes: 1 << 30 });
    let stop = false;
    let reads = 0;
    const writer = (async () => {
      for (let i = 0; i < 30; i++) {
        for (let j = 0; j < 20; j++) index.set(`/fi-FI/w${i}-${j}`, record(`w${i}-${j}`));
        await index.compact();
      }
      stop = true;
    })();
    while (!stop) {
      // every record made durable before the read began is in what it reads
      await index.save();
      const durable = Object.keys(index.manifest.pages).filter((p) => p.startsWith('/fi-FI/w'));
      const read = await reloaded();
      for (const path of durable) expect(read.pages[path], `read ${reads}: ${path}`).toBeDefined();
      reads += 1;
    }
    await writer;
    expect(reads).toBeGreaterThan(5);
  });
});
