/**
 * The output manifest: for each page file, what it was made from (its locale and path, content
 * version, page kind, and the content entries and queries it depends on). The build writes it; the
 * server adds pages rendered on demand. Regeneration (webhooks) maps changed entries through it.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomicWith } from '../lib/fs/atomic-write';
import { jsonLine, JournalWriter, keepWhole, replayJournal, rewriteJournal } from '../lib/fs/jsonl-journal';
import { isLocaleCode } from '../config/locales';
import { internalPath } from '../i18n/paths';
import { normalizeCmsPath } from '../cms/canonical';
import { stationSummarySchema } from '../cms/blocks/station-summary';
import { summaryFromHeaders } from '../features/locator/summary-header';

export const pageDepsSchema = z.object({
  /** the page entry's id */
  id: z.string(),
  locale: z.string(),
  /** tags of the article lists on the page */
  tags: z.array(z.string()).default([]),
  /** station code, for station pages */
  station: z.string().optional(),
});

export const pageRecordSchema = z.object({
  file: z.string(),
  kind: z.string(),
  version: z.string(),
  noIndex: z.boolean().default(false),
  deps: pageDepsSchema,
  /** other locales' paths of the same page (for the sitemap's alternates) */
  alternates: z.record(z.string()).default({}),
  /** a station page's summary for the station locator's data file (src/server/station-data.ts) */
  locator: stationSummarySchema.optional(),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

export const manifestSchema = z.object({
  buildId: z.string(),
  builtAt: z.string(),
  pages: z.record(pageRecordSchema),
  /** pages that answer with a redirect (card-list redirect component, spec 2.5) */
  redirects: z.record(z.string()).default({}),
  /** the last journal entry this snapshot holds (written by compaction; a full build has none) */
  seq: z.number().int().min(0).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';
/**
 * The manifest's journal: one JSON line per change since the snapshot (manifest.json). A pass
 * appends its own changes only, so its cost follows the change, not the site (design.md
 * "Performance targets": no event-loop block over 50 ms during a pass). The first line names the
 * build the journal belongs to; each later line carries a sequence number `s`.
 */
export const JOURNAL_FILE = 'manifest.journal';

type JournalOp =
  | { s: number; op: 'set'; path: string; record: PageRecord }
  | { s: number; op: 'delete'; path: string }
  | { s: number; op: 'redirect'; path: string; location: string }
  | { s: number; op: 'build'; buildId: string; builtAt: string };
type JournalEntry = JournalOp extends infer T ? (T extends JournalOp ? Omit<T, 's'> : never) : never;

const journalOpSchema = z.discriminatedUnion('op', [
  z.object({ s: z.number().int(), op: z.literal('set'), path: z.string(), record: pageRecordSchema }),
  z.object({ s: z.number().int(), op: z.literal('delete'), path: z.string() }),
  z.object({ s: z.number().int(), op: z.literal('redirect'), path: z.string(), location: z.string() }),
  z.object({ s: z.number().int(), op: z.literal('build'), buildId: z.string(), builtAt: z.string() }),
]);

/** The full build an id comes from: `<build>-r<pass>` without its pass. */
export const buildBase = (buildId: string) => buildId.replace(/-r\d+$/, '');
const journalHeader = (manifest: Manifest) => jsonLine({ journal: 1, build: buildBase(manifest.buildId) });
const journalHeaderSchema = z.object({ journal: z.literal(1), build: z.string() });

function applyOp(manifest: Manifest, op: JournalEntry): void {
  switch (op.op) {
    case 'set':
      manifest.pages[op.path] = op.record;
      delete manifest.redirects[op.path];
      break;
    case 'delete':
      // a path that goes answers 404, as a full build would: neither its page nor a redirect stays
      delete manifest.pages[op.path];
      delete manifest.redirects[op.path];
      break;
    case 'redirect':
      manifest.redirects[op.path] = op.location;
      delete manifest.pages[op.path];
      break;
    case 'build':
      manifest.buildId = op.buildId;
      manifest.builtAt = op.builtAt;
      break;
  }
}

export interface LoadedManifest {
  manifest: Manifest;
  /** the last sequence number applied */
  seq: number;
  /** bytes of the journal's whole lines (what stays after a torn last line is cut) */
  journalBytes: number;
  /** the text of those lines */
  journalWhole: string;
  /** entries of the journal applied over the snapshot */
  replayed: number;
  /** the journal ended in a line cut short (a crash during an append): that line was ignored */
  torn: boolean;
  /** the journal was of another build (a full build replaced the folder's snapshot): ignored */
  foreign: boolean;
  snapshotBytes: number;
}

const emptyManifest = (): Manifest => ({ buildId: 'none', builtAt: new Date(0).toISOString(), pages: {}, redirects: {} });

/**
 * The manifest as the server last left it: the snapshot, then every journal entry after the
 * snapshot's `seq`, in order. A last line without its newline (a crash mid-append) is ignored;
 * so is a journal that belongs to another build.
 */
export async function readManifest(distDir: string): Promise<LoadedManifest> {
  const text = await readFile(join(distDir, MANIFEST_FILE), 'utf8').catch(() => null);
  const parsed = text ? manifestSchema.safeParse(JSON.parse(text)) : null;
  const manifest = parsed?.success ? parsed.data : emptyManifest();
  const seq = manifest.seq ?? 0;
  // the sequence number is the snapshot's, not the manifest's: it moves on in the index
  delete manifest.seq;
  const out: LoadedManifest = { manifest, seq, journalBytes: 0, journalWhole: '', replayed: 0, torn: false, foreign: false, snapshotBytes: text?.length ?? 0 };
  const journal = await readFile(join(distDir, JOURNAL_FILE), 'utf8').catch(() => null);
  if (!journal) return out;
  const replay = replayJournal(journal, { header: journalHeaderSchema, entry: journalOpSchema });
  if (replay.header?.build !== buildBase(manifest.buildId)) {
    out.torn = !journal.endsWith('\n');
    out.foreign = journal.includes('\n');
    return out;
  }
  out.torn = replay.torn;
  for (const op of replay.entries) {
    if (op.s <= out.seq) continue;
    applyOp(manifest, op);
    out.seq = op.s;
    out.replayed += 1;
  }
  out.journalWhole = replay.whole;
  out.journalBytes = Buffer.byteLength(replay.whole);
  return out;
}

export interface PageIndexOptions {
  /** compact once the journal holds this many bytes beyond max(snapshot ÷ 2, this) */
  compactMinBytes?: number;
  /** records written between two yields to the event loop while compacting (at most; see COMPACT_SLICE_MS) */
  compactChunk?: number;
}

/**
 * The longest the compaction works before it yields to the event loop, ms (design.md: no event-loop
 * block over 50 ms during a pass). A record count alone did not bound it: at scale 10, 500 records
 * made about 700 KB of JSON, and writing them held the server's thread 30–40 ms.
 */
const COMPACT_SLICE_MS = 4;

export class PageIndex {
  /** bumped on every change, so derived files (the sitemap) know when to be made again */
  revision = 0;
  private seq: number;
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
      const chunk = this.journalBytes === 0 ? Buffer.concat([Buffer.from(journalHeader(this.manifest)), lines]) : lines;
      await appendFile(this.journal.file, chunk);
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
    const file = join(this.distDir, MANIFEST_FILE);
    let bytes = 0;
    await writeAtomicWith(
      file,
      async (handle) => {
        // each piece is encoded once, and written as bytes
        const write = async (text: string) => {
          const data = Buffer.from(text);
          bytes += data.length;
          await handle.write(data);
        };
        await write(
          `{"buildId":${JSON.stringify(buildId)},"builtAt":${JSON.stringify(builtAt)},"seq":${seq},"redirects":${JSON.stringify(redirects)},"pages":{`,
        );
        let j = 0;
        while (j < pages.length) {
          const parts: string[] = [];
          const began = performance.now();
          for (const end = Math.min(j + this.compactChunk, pages.length); j < end && performance.now() - began < COMPACT_SLICE_MS; j++) {
            const [path, record] = pages[j]!;
            parts.push(`${j === 0 ? '' : ','}${JSON.stringify(path)}:${JSON.stringify(record)}`);
          }
          await write(parts.join(''));
          await new Promise((r) => setImmediate(r));
        }
        await write('}}');
      },
      { fsync: true },
    );
    this.snapshotBytes = bytes;
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

/**
 * Whether a page record is kept under its own canonical path: the localized path it names for its
 * locale (src/cms/canonical.ts) is `pathname`. A record that names none is taken at its word.
 */
export function isOwnPath(pathname: string, record: Pick<PageRecord, 'deps' | 'alternates'>): boolean {
  const locale = record.deps.locale;
  if (!isLocaleCode(locale)) return true;
  const own = record.alternates[locale];
  return own === undefined || internalPath(normalizeCmsPath(own), locale) === pathname;
}

/** Reads the render's dependency header into a record (the route sets it; see [...url].astro). */
export function recordFromRender(headers: Headers, file: string): PageRecord | null {
  const deps = pageDepsSchema.safeParse(safeJson(headers.get('x-page-deps')));
  if (!deps.success) return null;
  return {
    file,
    kind: headers.get('x-page-kind') ?? 'standard',
    version: headers.get('x-content-version') ?? '',
    noIndex: headers.get('x-page-noindex') === '1',
    deps: deps.data,
    alternates: z
      .record(z.string())
      .catch({})
      .parse(safeJson(headers.get('x-page-alternates'))),
    ...withLocator(summaryFromHeaders(headers)),
  };
}

const withLocator = (locator: PageRecord['locator'] | null): Pick<PageRecord, 'locator'> => (locator ? { locator } : {});

/** Internal headers carry URI-encoded JSON (header values must be Latin-1). */
function safeJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(decodeURIComponent(text));
  } catch {
    return null;
  }
}
