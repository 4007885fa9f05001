import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonLine, JournalWriter, keepWhole, readJournal, replayJournal, rewriteJournal, setAside } from '../../../../src/lib/fs/jsonl-journal';

const schemas = { header: z.object({ base: z.string() }), entry: z.object({ k: z.string(), v: z.number() }) };
type Entry = z.infer<typeof schemas.entry>;

const entry = fc.record({ k: fc.string({ maxLength: 6 }), v: fc.integer() });

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jsonl-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('replaying a JSONL journal', () => {
  it('for any entries and any crash point: the entries whose lines are whole, and the text of exactly those lines', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.nat(), (entries, cutAt) => {
        const header = jsonLine({ base: 'b1' });
        const lines = entries.map(jsonLine);
        const text = header + lines.join('');
        const cut = text.slice(0, cutAt % (text.length + 1));
        const replay = replayJournal(cut, schemas);
        // the model: whole lines are those whose newline made it
        const wholeLines = cut.split('\n').slice(0, -1);
        if (wholeLines.length === 0) {
          expect(replay.header).toBeNull();
          expect(replay.entries).toEqual([]);
        } else {
          expect(replay.header).toEqual({ base: 'b1' });
          expect(replay.entries).toEqual(entries.slice(0, wholeLines.length - 1));
          expect(replay.whole).toBe(`${wholeLines.join('\n')}\n`);
        }
        expect(replay.torn).toBe(!cut.endsWith('\n') && cut !== '');
      }),
      { numRuns: 300 },
    );
  });

  it('stops at a line that does not parse, trusting nothing after it', () => {
    const text = `${jsonLine({ base: 'b' })}${jsonLine({ k: 'a', v: 1 })}{"k":"b","v":"x"}\n${jsonLine({ k: 'c', v: 3 })}`;
    const replay = replayJournal(text, schemas);
    expect(replay.entries).toEqual([{ k: 'a', v: 1 }]);
    expect(replay.torn).toBe(true);
    expect(replay.whole).toBe(`${jsonLine({ base: 'b' })}${jsonLine({ k: 'a', v: 1 })}`);
  });

  it('gives no entries without a header its caller knows', () => {
    expect(replayJournal(`${jsonLine({ other: 1 })}${jsonLine({ k: 'a', v: 1 })}`, schemas)).toMatchObject({ header: null, entries: [] });
  });

  it('skips empty lines', () => {
    const replay = replayJournal(`${jsonLine({ base: 'b' })}\n${jsonLine({ k: 'a', v: 1 })}`, schemas);
    expect(replay.entries).toEqual([{ k: 'a', v: 1 }]);
    expect(replay.torn).toBe(false);
  });
});

describe('writing a JSONL journal', () => {
  it('a torn journal is cut back to its whole lines, so the next append starts on a line of its own', async () => {
    const file = join(dir, 'j.jsonl');
    await writeFile(file, `${jsonLine({ base: 'b' })}${jsonLine({ k: 'a', v: 1 })}{"k":"b","v`);
    const replay = replayJournal((await readJournal(file))!, schemas);
    expect(replay.torn).toBe(true);
    await keepWhole(file, replay);
    const writer = new JournalWriter(file);
    await writer.append(jsonLine({ k: 'c', v: 3 }));
    expect(replayJournal((await readJournal(file))!, schemas)).toMatchObject({
      entries: [
        { k: 'a', v: 1 },
        { k: 'c', v: 3 },
      ],
      torn: false,
    });
  });

  it('appends in the order asked, however the writes are queued', async () => {
    const file = join(dir, 'j.jsonl');
    const writer = new JournalWriter(file);
    const entries: Entry[] = Array.from({ length: 50 }, (_, i) => ({ k: `k${i}`, v: i }));
    await Promise.all([writer.append(jsonLine({ base: 'b' })), ...entries.map((e) => writer.append(jsonLine(e)))]);
    expect(replayJournal((await readJournal(file))!, schemas).entries).toEqual(entries);
  });

  it('after a failed write writes nothing more, and every flush says why', async () => {
    const file = join(dir, 'missing-folder', 'j.jsonl');
    const writer = new JournalWriter(file);
    await expect(writer.append('a\n')).rejects.toThrow(/ENOENT/);
    let ran = false;
    await expect(
      writer.run(async () => {
        ran = true;
      }),
    ).rejects.toThrow(/ENOENT/);
    expect(ran).toBe(false);
    await expect(writer.flush()).rejects.toThrow(/ENOENT/);
  });

  it('a compaction replaces the journal whole, or empties it', async () => {
    const file = join(dir, 'j.jsonl');
    await writeFile(file, `${jsonLine({ base: 'old' })}${jsonLine({ k: 'a', v: 1 })}`);
    await rewriteJournal(file, [Buffer.from(jsonLine({ base: 'new' })), Buffer.from(jsonLine({ k: 'b', v: 2 }))]);
    expect(replayJournal((await readJournal(file))!, schemas)).toMatchObject({ header: { base: 'new' }, entries: [{ k: 'b', v: 2 }] });
    await rewriteJournal(file, []);
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('sets a journal of something else aside, and reads a missing one as none', async () => {
    const file = join(dir, 'j.jsonl');
    await writeFile(file, jsonLine({ base: 'other' }));
    const aside = await setAside(file);
    expect(await readJournal(file)).toBeNull();
    expect(await readdir(dir)).toEqual([aside.slice(dir.length + 1)]);
    expect(aside).toMatch(/j\.jsonl\.\d+\.orphaned$/);
  });
});
