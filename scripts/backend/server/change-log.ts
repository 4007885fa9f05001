/**
 * The embedded CMS's change feed on disk (src/cms/change-feed.ts): `changes.jsonl` beside the edit
 * journal, one line per change, appended before an edit is answered (and before its webhook), so
 * a change the feed has shown is never forgotten by a restart.
 *
 * The first line names the feed's epoch and the content file it belongs to (its sha256, like the
 * edit journal): new generated content starts a new epoch, and a site holding a cursor of the old
 * one is told to resync. The last `RETAINED` changes are served; a cursor older than those is told
 * to resync too. A torn last line is dropped.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { answerFeed, feedEntrySchema, type FeedEntry, type FeedPage } from '../../../src/cms/change-feed';
import type { WebhookChange } from '../../../src/cms/webhook';
import { writeAtomic } from '../../../src/lib/fs/atomic-write';

/** Changes the feed keeps in memory and serves. */
export const RETAINED = 50_000;

const baseLine = z.object({ op: z.literal('base'), epoch: z.string().regex(/^[0-9a-z]{4,32}$/), contentSha256: z.string() }).strict();

export function changeLogPath(dataDir: string): string {
  return join(dataDir, 'changes.jsonl');
}

export class ChangeLog {
  private writing: Promise<void> = Promise.resolve();
  private failure: Error | null = null;

  private constructor(
    private readonly file: string | null,
    readonly epoch: string,
    private head: number,
    private readonly entries: FeedEntry[],
  ) {}

  /** A feed kept in memory only (a shared test fixture). */
  static inMemory(): ChangeLog {
    return new ChangeLog(null, randomBytes(6).toString('hex'), 0, []);
  }

  /** Loads the data folder's feed for the content with this digest (a new epoch for other content). */
  static async open(dataDir: string, contentSha256: string, log: (m: string) => void = () => undefined): Promise<ChangeLog> {
    const file = changeLogPath(dataDir);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    const lines = text ? text.split('\n') : [];
    const base = baseLine.safeParse(safeJson(lines[0] ?? ''));
    if (!base.success || base.data.contentSha256 !== contentSha256) {
      if (text) {
        const aside = `${file}.${Date.now()}.orphaned`;
        await rename(file, aside);
        log(`[backend] ${file} belongs to other content; set aside as ${aside} (a new feed epoch: sites resync)`);
      }
      const epoch = randomBytes(6).toString('hex');
      // the epoch is on disk before any change: a backend restarted with no edit in between keeps
      // it, so a site's cursor stays covered and its restart renders nothing (design.md, targets)
      await writeAtomic(file, `${JSON.stringify({ op: 'base', epoch, contentSha256 })}\n`);
      return new ChangeLog(file, epoch, 0, []);
    }
    const entries: FeedEntry[] = [];
    let good = lines[0]!.length + 1;
    for (const raw of lines.slice(1)) {
      if (raw === '') continue;
      const parsed = feedEntrySchema.safeParse(safeJson(raw));
      if (!parsed.success) {
        await writeFile(file, text!.slice(0, good));
        log(`[backend] ${file}: an unreadable line was dropped after ${entries.length} changes`);
        break;
      }
      entries.push(parsed.data);
      good += raw.length + 1;
    }
    const head = entries.at(-1)?.seq ?? 0;
    return new ChangeLog(file, base.data.epoch, head, entries.slice(-RETAINED));
  }

  /** Records changes (one seq each) and resolves once they are on disk. */
  async append(changes: readonly WebhookChange[]): Promise<void> {
    const at = new Date().toISOString();
    const added = changes.map((change) => ({ seq: ++this.head, at, change }));
    this.entries.push(...added);
    if (this.entries.length > RETAINED) this.entries.splice(0, this.entries.length - RETAINED);
    if (!this.file) return;
    const text = `${added.map((e) => JSON.stringify(e)).join('\n')}\n`;
    const file = this.file;
    this.writing = this.writing.then(() =>
      appendFile(file, text).catch((error: unknown) => {
        this.failure = error instanceof Error ? error : new Error(String(error));
      }),
    );
    await this.writing;
    if (this.failure) throw this.failure;
  }

  /** The feed's answer for a cursor (null: the current head). */
  read(since: string | null, limit?: number): FeedPage {
    return answerFeed({ epoch: this.epoch, head: this.head, entries: this.entries }, since, limit);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
