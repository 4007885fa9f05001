/**
 * The embedded CMS's edit journal: edits survive a restart without rewriting content.json, a torn
 * last line loses only itself, and edits of other content are never replayed.
 */
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFilePath, journalFilePath } from '../../../../scripts/backend/server/content-file';
import { EditJournal, contentDigest } from '../../../../scripts/backend/server/edit-journal';
import { ContentStore } from '../../../../scripts/backend/server/store';
import { fixtureDataCopy, removeFixtureDataCopies } from '../../../fixtures/backend';

afterAll(async () => {
  await removeFixtureDataCopies();
});

/** A data folder holding a copy of the fixture content. */
const dataDir = (): Promise<string> => fixtureDataCopy('edit-journal-');

/** Loads the folder as the backend does: content.json, then the journal. */
async function load(dir: string) {
  const store = await ContentStore.load(dir);
  const { journal, replay } = await EditJournal.open(store);
  return { store, journal, replay };
}

/** Three edits: a page changed, a page removed, a layout changed. */
async function editSome(store: ContentStore, journal: EditJournal): Promise<{ changed: string; removed: string }> {
  const [first, second] = store.pagesOf('fi-FI').filter((p) => p.slug !== '/');
  store.putPage('fi-FI', { ...first!, title: 'Muokattu otsikko', version: '2026-11-22T06:00:00.000Z' });
  store.removePage('fi-FI', second!.slug);
  store.putLayout('fi-FI', { ...store.layout('fi-FI')!, logo: { ...store.layout('fi-FI')!.logo, alt: 'Uusi logo' } });
  await journal.flush();
  return { changed: first!.slug, removed: second!.slug };
}

describe('the edit journal', () => {
  it('brings every edit back after a restart, and leaves content.json as generated', async () => {
    const dir = await dataDir();
    const original = await readFile(contentFilePath(dir));
    const first = await load(dir);
    expect(first.replay).toEqual({ replayed: 0, dropped: false, setAside: null });
    // nothing is written until there is an edit
    expect(await readdir(dir)).toEqual(['content.json']);
    const { changed, removed } = await editSome(first.store, first.journal);

    const again = await load(dir);
    expect(again.replay.replayed).toBe(3);
    expect(again.store.snapshot()).toEqual(first.store.snapshot());
    expect(again.store.page('fi-FI', changed)?.title).toBe('Muokattu otsikko');
    expect(again.store.page('fi-FI', removed)).toBeUndefined();
    expect(again.store.layout('fi-FI')?.logo.alt).toBe('Uusi logo');
    expect(await readFile(contentFilePath(dir))).toEqual(original);
    expect((await readdir(dir)).sort()).toEqual(['content.json', 'edits.jsonl']);
  });

  it('keeps the whole edits before a torn last line, and drops that line', async () => {
    const dir = await dataDir();
    const first = await load(dir);
    const { changed } = await editSome(first.store, first.journal);
    await appendFile(journalFilePath(dir), '{"op":"page","locale":"fi-FI","page":{"slug":"/x","ti');

    const again = await load(dir);
    expect(again.replay).toEqual({ replayed: 3, dropped: true, setAside: null });
    expect(again.store.page('fi-FI', changed)?.title).toBe('Muokattu otsikko');
    // the torn line is gone from the file, so the next edit starts on a clean line
    const lines = (await readFile(journalFilePath(dir), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(() => lines.map((l) => JSON.parse(l) as unknown)).not.toThrow();
  });

  it('sets aside a journal of other content instead of replaying it', async () => {
    const dir = await dataDir();
    const first = await load(dir);
    await editSome(first.store, first.journal);
    const edited = await readFile(journalFilePath(dir), 'utf8');
    // the generator wrote other content: the journal names another digest
    await writeFile(contentFilePath(dir), JSON.stringify({ ...JSON.parse(await readFile(contentFilePath(dir), 'utf8')), seed: 99 }));

    const again = await load(dir);
    expect(again.replay.replayed).toBe(0);
    expect(again.replay.setAside).toMatch(/edits\.jsonl\.\d+\.orphaned$/);
    expect(await readFile(again.replay.setAside!, 'utf8')).toBe(edited);
    // the next edit starts a journal for the content now in the folder
    again.store.putLayout('fi-FI', again.store.layout('fi-FI')!);
    await again.journal.flush();
    const [base, edit] = (await readFile(journalFilePath(dir), 'utf8')).trimEnd().split('\n');
    expect(JSON.parse(base!)).toEqual({ op: 'base', contentSha256: await contentDigest(dir) });
    expect(JSON.parse(edit!)).toMatchObject({ op: 'layout', locale: 'fi-FI' });
  });
});
