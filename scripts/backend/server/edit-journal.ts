/**
 * The embedded CMS's edits on disk: an append-only journal (`edits.jsonl`) beside the generated
 * `content.json`. Rewriting the whole content file per edit costs seconds at 10× content (~120 MB)
 * and blocks the backend meanwhile; a journal line costs what the edited entry costs. The content
 * file stays exactly as generated (so `npm start` still sees it as up to date), and the edits
 * survive a restart: loading replays the journal over it.
 *
 * The first line names the content file the edits apply to (its sha256); the file is made with the
 * first edit, so a backend nobody edits leaves its data folder as it found it. A journal written
 * over other content (the generator wrote new content) is set aside, not replayed. A torn last line
 * (the process died mid-write) is dropped; everything before it is kept (src/lib/fs/jsonl-journal.ts,
 * the site's one JSONL journal).
 *
 * Drafts (drafts.ts) are journaled too (`draft` lines, null when dropped), so a restart keeps them;
 * they never reach the change feed.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { localeCodes } from '../../../src/config/locales';
import { jsonLine, JournalWriter, keepWhole, readJournal, replayJournal, setAside } from '../../../src/lib/fs/jsonl-journal';
import { layoutSchema, pageContentSchema } from '../../../src/cms/schemas';
import { contentFilePath, journalFilePath } from './content-file';
import { pageDraftSchema } from './drafts';
import type { ContentChange, ContentStore } from './store';

const locale = z.enum(localeCodes);

const baseLine = z.object({ op: z.literal('base'), contentSha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();
const editLine = z.discriminatedUnion('op', [
  z.object({ op: z.literal('page'), locale, page: pageContentSchema }).strict(),
  z.object({ op: z.literal('remove'), locale, slug: z.string().min(1) }).strict(),
  z.object({ op: z.literal('layout'), locale, layout: layoutSchema }).strict(),
  z.object({ op: z.literal('draft'), locale, path: z.string().min(1), draft: pageDraftSchema.nullable() }).strict(),
]);
type EditLine = z.infer<typeof editLine>;

/** sha256 of the data folder's content.json, read as a stream. */
export async function contentDigest(dataDir: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(contentFilePath(dataDir))) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function apply(store: ContentStore, line: EditLine): void {
  if (line.op === 'page') store.putPage(line.locale, line.page);
  else if (line.op === 'remove') store.removePage(line.locale, line.slug);
  else if (line.op === 'draft') store.putDraft(line.locale, line.path, line.draft);
  else store.putLayout(line.locale, line.layout);
}

/** What loading found in the journal. */
export interface JournalReplay {
  replayed: number;
  /** a torn or unreadable line (and what followed it) was dropped */
  dropped: boolean;
  /** the journal belonged to other content and was set aside */
  setAside: string | null;
}

export class EditJournal {
  private readonly writer: JournalWriter;

  private constructor(
    file: string,
    private readonly store: ContentStore,
    /** the first line, still to be written with the first edit */
    private header: string | null,
  ) {
    this.writer = new JournalWriter(file);
  }

  /**
   * Replays the data folder's journal into the store, then records every later change of the
   * store. Call once, right after loading the store.
   */
  static async open(store: ContentStore, log: (message: string) => void = () => undefined): Promise<{ journal: EditJournal; replay: JournalReplay }> {
    const file = journalFilePath(store.dataDir);
    const digest = await contentDigest(store.dataDir);
    const replay: JournalReplay = { replayed: 0, dropped: false, setAside: null };
    const text = await readJournal(file);
    const header = jsonLine({ op: 'base', contentSha256: digest });
    let pendingHeader: string | null = null;
    if (text === null || text === '') {
      pendingHeader = header;
    } else {
      const lines = replayJournal(text, { header: baseLine, entry: editLine });
      if (lines.header === null || lines.header.contentSha256 !== digest) {
        replay.setAside = await setAside(file);
        pendingHeader = header;
        log(`[backend] ${file} holds edits of other content; set aside as ${replay.setAside}`);
      } else {
        for (const line of lines.entries) apply(store, line);
        replay.replayed = lines.entries.length;
        replay.dropped = lines.torn;
        if (lines.torn) {
          // keep what was whole; the rest was a write the process did not finish
          await keepWhole(file, lines);
          log(`[backend] ${file}: an unreadable line was dropped after ${replay.replayed} edits`);
        }
      }
    }
    if (replay.replayed > 0) log(`[backend] ${replay.replayed} edits replayed from ${file}`);
    const journal = new EditJournal(file, store, pendingHeader);
    store.onChange((change) => journal.record(change));
    return { journal, replay };
  }

  /** Resolves once every change so far is on disk; rejects if a write failed. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  private record(change: ContentChange): void {
    let line: EditLine | null;
    if (change.kind === 'draft') {
      line = { op: 'draft', locale: change.locale, path: change.slug, draft: this.store.draft(change.locale, change.slug) ?? null };
    } else if (change.kind === 'layout') {
      const layout = this.store.layout(change.locale);
      line = layout ? { op: 'layout', locale: change.locale, layout } : null;
    } else if (change.removed) {
      line = { op: 'remove', locale: change.locale, slug: change.slug };
    } else {
      const page = this.store.page(change.locale, change.slug);
      line = page ? { op: 'page', locale: change.locale, page } : null;
    }
    if (!line) return;
    const text = `${this.header ?? ''}${jsonLine(line)}`;
    this.header = null;
    // failures surface through flush()
    this.writer.append(text).catch(() => undefined);
  }
}
