/**
 * The embedded CMS's change feed on disk (src/cms/change-feed.ts): `changes.jsonl` beside the edit
 * journal, one line per change, appended before an edit is answered (and before its webhook), so
 * a change the feed has shown is never forgotten by a restart.
 *
 * The first line names the feed's epoch and the content file it belongs to (its sha256, like the
 * edit journal): new generated content starts a new epoch, and a site holding a cursor of the old
 * one is told to resync. The last `RETAINED` changes are served; a cursor older than those is told
 * to resync too. A torn last line is dropped (src/lib/fs/jsonl-journal.ts, the site's one JSONL journal).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { answerFeed, feedEntrySchema, formatCursor, type FeedEntry, type FeedPage } from '../../../src/cms/change-feed';
import type { WebhookChange } from '../../../src/cms/webhook';
import { writeAtomic } from '../../../src/lib/fs/atomic-write';
import { jsonLine, JournalWriter, keepWhole, readJournal, replayJournal, setAside } from '../../../src/lib/fs/jsonl-journal';

/** Changes the feed keeps in memory and serves. */
export const RETAINED = 50_000;

const baseLine = z.object({ op: z.literal('base'), epoch: z.string().regex(/^[0-9a-z]{4,32}$/), contentSha256: z.string() }).strict();

export function changeLogPath(dataDir: string): string {
  return join(dataDir, 'changes.jsonl');
}

export class ChangeLog {
  private readonly writer: JournalWriter | null;

  private constructor(
    file: string | null,
    readonly epoch: string,
    private head: number,
    private readonly entries: FeedEntry[],
  ) {
    this.writer = file === null ? null : new JournalWriter(file);
  }

  /** A feed kept in memory only (a shared test fixture). */
  static inMemory(): ChangeLog {
    return new ChangeLog(null, randomBytes(6).toString('hex'), 0, []);
  }

  /** Loads the data folder's feed for the content with this digest (a new epoch for other content). */
  static async open(dataDir: string, contentSha256: string, log: (m: string) => void = () => undefined): Promise<ChangeLog> {
    const file = changeLogPath(dataDir);
    const text = await readJournal(file);
    const replay = replayJournal(text ?? '', { header: baseLine, entry: feedEntrySchema });
    if (replay.header === null || replay.header.contentSha256 !== contentSha256) {
      if (text) {
        const aside = await setAside(file);
        log(`[backend] ${file} belongs to other content; set aside as ${aside} (a new feed epoch: sites resync)`);
      }
      const epoch = randomBytes(6).toString('hex');
      // the epoch is on disk before any change: a backend restarted with no edit in between keeps
      // it, so a site's cursor stays covered and its restart renders nothing (design.md, targets)
      await writeAtomic(file, jsonLine({ op: 'base', epoch, contentSha256 }));
      return new ChangeLog(file, epoch, 0, []);
    }
    if (replay.torn) {
      await keepWhole(file, replay);
      log(`[backend] ${file}: an unreadable line was dropped after ${replay.entries.length} changes`);
    }
    const head = replay.entries.at(-1)?.seq ?? 0;
    return new ChangeLog(file, replay.header.epoch, head, replay.entries.slice(-RETAINED));
  }

  /**
   * Records changes (one seq each) and resolves once they are on disk, with the cursor just past
   * them (a site whose cursor has reached it has them live: src/server/regen/feed-follower.ts) and
   * when they were recorded.
   */
  async append(changes: readonly WebhookChange[]): Promise<{ cursor: string; at: string }> {
    const at = new Date().toISOString();
    const added = changes.map((change) => ({ seq: ++this.head, at, change }));
    const cursor = formatCursor({ epoch: this.epoch, seq: this.head });
    this.entries.push(...added);
    if (this.entries.length > RETAINED) this.entries.splice(0, this.entries.length - RETAINED);
    await this.writer?.append(added.map(jsonLine).join(''));
    return { cursor, at };
  }

  /** The feed's answer for a cursor (null: the current head). */
  read(since: string | null, limit?: number): FeedPage {
    return answerFeed({ epoch: this.epoch, head: this.head, entries: this.entries }, since, limit);
  }
}
