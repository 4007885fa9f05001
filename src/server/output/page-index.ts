/**
 * The page index: the output manifest (./manifest.ts) in memory, the one every page write, redirect
 * and removal goes through. Each change is applied at once and appended to the manifest's journal
 * on the next turn of the event loop (a burst becomes one append); once the journal outgrows the
 * snapshot it is compacted (./manifest-journal.ts), a few hundred records at a time, so serving goes on.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JournalWriter, jsonLine, keepWhole, rewriteJournal } from '../../lib/fs/jsonl-journal';
import { buildBase, type Manifest, type PageRecord } from './manifest';
import { applyOp, journalHeader, JOURNAL_FILE, readManifest, writeSnapshot, type JournalEntry, type LoadedManifest } from './manifest-journal';

export interface PageIndexOptions {
  /** compact once the journal holds this many bytes beyond max(snapshot ÷ 2, this) */
  compactMinBytes?: number;
  /** records written between two yields to the event loop while compacting (at most; see ./manifest-journal.ts COMPACT_SLICE_MS) */
  compactChunk?: number;
}

export class PageIndex {
  /** bumped on every change, so derived files (the sitemap) know when to be made again */
  revision = 0;
  private seq: number;
  /** the sequence number of the last change appended to the journal */
  private savedSeq: number;
  private journalBytes: number;
  private snapshotBytes: number;
  private pageCount: number;
  /** journal lines not yet appended */
  private pending: string[] = [];
  private flushScheduled = false;
  /** the journal's writes, one after another (appends, and the rewrite that ends a compaction) */
  private readonly journal: JournalWriter;
  private compaction: Promise<void> | null = null;
  /** lines appended since the running compaction took its copy (encoded once): the journal it leaves behind */
  private appendedSinceCopy: Buffer[] | null = null;
  private readonly compactMinBytes: number;
  private readonly listeners: ((path: string, before: PageRecord | undefined, after: PageRecord | undefined) => void)[] = [];
  private readonly compactChunk: number;

  constructor(
    private readonly distDir: string,
    readonly manifest: Manifest,
    loaded: Pick<LoadedManifest, 'seq' | 'journalBytes' | 'snapshotBytes'> = { seq: manifest.seq ?? 0, journalBytes: 0, snapshotBytes: 0 },
    options: PageIndexOptions = {},
  ) {
    this.journal = new JournalWriter(join(distDir, JOURNAL_FILE));
    this.seq = loaded.seq;
    this.savedSeq = loaded.seq;
    this.journalBytes = loaded.journalBytes;
    this.snapshotBytes = loaded.snapshotBytes;
    this.pageCount = Object.keys(manifest.pages).length;
    this.compactMinBytes = options.compactMinBytes ?? 1024 * 1024;
    this.compactChunk = options.compactChunk ?? 500;
  }

  static async load(distDir: string, options: PageIndexOptions = {}): Promise<PageIndex> {
    const loaded = await readManifest(distDir);
    if (loaded.torn || loaded.foreign) {
      // what follows must start on a line of its own, in a journal of this build
      await keepWhole(join(distDir, JOURNAL_FILE), { whole: loaded.foreign ? '' : loaded.journalWhole });
      if (loaded.foreign) loaded.journalBytes = 0;
    }
    return new PageIndex(distDir, loaded.manifest, loaded, options);
  }

  /** How many pages the manifest holds (kept as it changes: no walk over the manifest). */
  get size(): number {
    return this.pageCount;
  }

  get(pathname: string): PageRecord | undefined {
    return Object.hasOwn(this.manifest.pages, pathname) ? this.manifest.pages[pathname] : undefined;
  }

  /** Records a page. The record object is never changed afterwards (callers key caches on it). */
  set(pathname: string, record: PageRecord): void {
    if (!Object.hasOwn(this.manifest.pages, pathname)) this.pageCount += 1;
    this.change({ op: 'set', path: pathname, record });
  }

  /** Removes a page (deleted in the CMS), or the redirect recorded at its path. */
  delete(pathname: string): void {
    const page = Object.hasOwn(this.manifest.pages, pathname);
    if (!page && !Object.hasOwn(this.manifest.redirects, pathname)) return;
    if (page) this.pageCount -= 1;
    this.change({ op: 'delete', path: pathname });
  }

  /** A new build id after a regeneration pass: the full build's id with the pass number. */
  bumpBuild(pass: number): string {
    this.change({ op: 'build', buildId: `${buildBase(this.manifest.buildId)}-r${pass}`, builtAt: new Date().toISOString() });
    return this.manifest.buildId;
  }

  setRedirect(pathname: string, location: string): void {
    if (Object.hasOwn(this.manifest.pages, pathname)) this.pageCount -= 1;
    this.change({ op: 'redirect', path: pathname, location });
  }

  redirectFor(pathname: string): string | undefined {
    return Object.hasOwn(this.manifest.redirects, pathname) ? this.manifest.redirects[pathname] : undefined;
  }

  /** Changes applied in memory and not yet in the journal (a reader of the folder does not see them yet). */
  get unsaved(): number {
    return this.seq - this.savedSeq;
  }

  /** Makes every change so far durable: appends what the journal lacks (O(change), never the whole manifest). */
  async save(): Promise<void> {
    await this.flush();
  }

  /**
   * Writes the whole manifest as a new snapshot and drops the journal it covers. Crash-safe at
   * every step: the snapshot goes to a temporary file renamed into place (a reader, or a restart,
   * sees the old snapshot or the new one), and names the last entry it holds, so a restart between
   * the rename and the journal's rewrite skips the entries the snapshot has already. The records
   * are written a few hundred at a time with a turn of the event loop between, so serving goes on.
   */
  compact(): Promise<void> {
    this.compaction ??= this.runCompaction().finally(() => {
      this.compaction = null;
      this.appendedSinceCopy = null;
    });
    return this.compaction;
  }

  /**
   * Calls `listener` after each change of a page's record: the path, its record before (or
   * undefined) and after (or undefined: removed, or now a redirect).
   */
  onChange(listener: (path: string, before: PageRecord | undefined, after: PageRecord | undefined) => void): void {
    this.listeners.push(listener);
  }

  private change(op: JournalEntry): void {
    const path = op.op === 'build' ? null : op.path;
    const before = path === null ? undefined : this.get(path);
    applyOp(this.manifest, op);
    if (path !== null) {
      const after = this.get(path);
      if (before !== after) for (const listener of this.listeners) listener(path, before, after);
    }
    this.revision += 1;
    this.seq += 1;
    this.pending.push(jsonLine({ s: this.seq, ...op }));
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      // a burst of changes in one turn becomes one append
      setImmediate(() => void this.flush().catch((error: unknown) => console.error('[manifest] could not append to the journal:', error)));
    }
  }

  private flush(): Promise<void> {
    this.flushScheduled = false;
    const done = this.journal.run(async () => {
      if (this.pending.length === 0) return;
      const lines = Buffer.from(this.pending.join(''));
      this.pending = [];
      const through = this.seq;
      const chunk = this.journalBytes === 0 ? Buffer.concat([Buffer.from(journalHeader(this.manifest)), lines]) : lines;
      await appendFile(this.journal.file, chunk);
      this.savedSeq = through;
      this.journalBytes += chunk.length;
      this.appendedSinceCopy?.push(lines);
    });
    void done.then(
      () => {
        if (!this.compaction && this.journalBytes > Math.max(this.compactMinBytes, this.snapshotBytes / 2))
          void this.compact().catch((error: unknown) => console.error('[manifest] compaction failed:', error));
      },
      () => undefined,
    );
    return done;
  }

  private async runCompaction(): Promise<void> {
    // everything up to `seq` is in the journal; the copy below is the manifest at exactly `seq`
    await this.flush();
    const seq = this.seq;
    this.appendedSinceCopy = [];
    const { buildId, builtAt } = this.manifest;
    const redirects = { ...this.manifest.redirects };
    // records are replaced, never changed in place: the entries are a consistent copy
    const pages = Object.entries(this.manifest.pages);
    this.snapshotBytes = await writeSnapshot(this.distDir, { buildId, builtAt, seq, redirects, pages }, this.compactChunk);
    // the journal keeps only what came after the copy (in the write queue: no append interleaves);
    // those lines are bytes already, written as they are (never joined into one string again)
    await this.journal.run(async () => {
      const rest = this.appendedSinceCopy ?? [];
      const pieces = rest.length > 0 ? [Buffer.from(journalHeader(this.manifest)), ...rest] : [];
      await rewriteJournal(this.journal.file, pieces);
      this.journalBytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
    });
  }
}
