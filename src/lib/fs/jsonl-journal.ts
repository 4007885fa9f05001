/**
 * The one JSONL journal: a header line naming what the journal belongs to, then one JSON line per
 * entry, appended in order. Used by the site's manifest journal (src/server/output/manifest-journal.ts),
 * the embedded CMS's change feed and its edit journal (scripts/backend/server/change-log.ts,
 * edit-journal.ts): each appends what changed instead of rewriting a large file (design.md
 * "Performance targets").
 *
 * Crash rules, the same for all three: a line counts only once its newline is on disk, so a crash
 * mid-append leaves at most one line cut short at the end; replay stops at the first line that is
 * cut short or does not parse, and `keepWhole` cuts the file back to the lines before it, so the
 * next append starts on a line of its own. Compaction replaces the file atomically (a reader sees
 * the old journal or the new one, never a mix).
 */
import { appendFile, readFile, rename } from 'node:fs/promises';
import type { ZodType, ZodTypeDef } from 'zod';
import { writeAtomic, writeAtomicWith } from './atomic-write';

/** One value as a journal line. */
export const jsonLine = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** What a journal's text holds. */
export interface JournalReplay<H, E> {
  /** the header line, when there is one and it parses with the header schema */
  header: H | null;
  /** the entries after the header, in order, up to the first that is cut short or does not parse */
  entries: E[];
  /** the text of the header and those entries' lines, newlines included: what stays after `keepWhole` */
  whole: string;
  /** something followed those lines (a line cut short, or one that does not parse) and was not replayed */
  torn: boolean;
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Replays a journal's text. Empty lines are skipped. Without a readable header there are no
 * entries (the journal belongs to nothing the caller knows: it decides to drop or set it aside).
 */
export function replayJournal<H, E>(
  text: string,
  schemas: { header: ZodType<H, ZodTypeDef, unknown>; entry: ZodType<E, ZodTypeDef, unknown> },
): JournalReplay<H, E> {
  const lines = text.split('\n');
  // the text after the last newline is a line cut short, or '' when the text ends cleanly
  const tail = lines.pop()!;
  const out: JournalReplay<H, E> = { header: null, entries: [], whole: '', torn: tail !== '' };
  if (lines.length === 0) return out;
  const header = schemas.header.safeParse(parseLine(lines[0]!));
  if (!header.success) return out;
  out.header = header.data;
  let whole = lines[0]!.length + 1;
  for (const line of lines.slice(1)) {
    if (line !== '') {
      const entry = schemas.entry.safeParse(parseLine(line));
      // appends are sequential: only the end can be damaged, and nothing after it is trusted
      if (!entry.success) {
        out.torn = true;
        break;
      }
      out.entries.push(entry.data);
    }
    whole += line.length + 1;
  }
  out.whole = text.slice(0, whole);
  return out;
}

/** A journal file's text, or null when there is none. */
export async function readJournal(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
}

/** Cuts the file back to its whole lines (after a replay that found it torn), atomically. */
export async function keepWhole(file: string, replay: Pick<JournalReplay<unknown, unknown>, 'whole'>): Promise<void> {
  await writeAtomic(file, replay.whole);
}

/** Moves a journal that belongs to something else out of the way, keeping it for a look; returns its new name. */
export async function setAside(file: string): Promise<string> {
  const aside = `${file}.${Date.now()}.orphaned`;
  await rename(file, aside);
  return aside;
}

/** Compaction's last step: the journal becomes exactly `pieces` (a header and the lines to keep, or nothing), atomically. */
export async function rewriteJournal(file: string, pieces: readonly Buffer[]): Promise<void> {
  await writeAtomicWith(file, async (handle) => {
    if (pieces.length > 0) await handle.writev([...pieces]);
  });
}

/**
 * A journal's writes, one after another in the order asked (appends, and a compaction's rewrite).
 * After a write fails nothing more is written (a later line after a missing one would replay a
 * history that never was) and every `flush` rejects with that failure, so a caller that must not
 * lose a change (the change feed answers an edit only once it is on disk) learns of it.
 */
export class JournalWriter {
  private writing: Promise<void> = Promise.resolve();
  private failure: Error | null = null;

  constructor(readonly file: string) {}

  /** Queues `text` for appending after every earlier write. */
  append(text: string | Buffer): Promise<void> {
    return this.run(() => appendFile(this.file, text));
  }

  /** Queues any write of the journal (a rewrite) in the same order as the appends. */
  run(write: () => Promise<void>): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.failure) return;
      try {
        await write();
      } catch (error) {
        this.failure = error instanceof Error ? error : new Error(String(error));
      }
    });
    return this.flush();
  }

  /** Resolves once every write so far is done; rejects with the first write that failed. */
  async flush(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
  }
}
