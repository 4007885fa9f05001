/**
 * The manifest's journal and its compaction (design.md "Performance targets": a pass's cost follows
 * the change, not the site). Its lines are the site's one JSONL journal (src/lib/fs/jsonl-journal.ts):
 * a header naming the build, then one change a line, each with a sequence number `s`. Reading the
 * manifest is the snapshot (manifest.json) then every journal entry after the snapshot's `seq`;
 * compaction writes a new snapshot that names the last entry it holds (`writeSnapshot`) and then
 * leaves in the journal only what came after it (./page-index.ts orders the two steps).
 */
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomicWith } from '../../lib/fs/atomic-write';
import { jsonLine, replayJournal } from '../../lib/fs/jsonl-journal';
import { buildBase, emptyManifest, MANIFEST_FILE, manifestSchema, pageRecordSchema, type Manifest, type PageRecord } from './manifest';

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
export type JournalEntry = JournalOp extends infer T ? (T extends JournalOp ? Omit<T, 's'> : never) : never;

const journalOpSchema = z.discriminatedUnion('op', [
  z.object({ s: z.number().int(), op: z.literal('set'), path: z.string(), record: pageRecordSchema }),
  z.object({ s: z.number().int(), op: z.literal('delete'), path: z.string() }),
  z.object({ s: z.number().int(), op: z.literal('redirect'), path: z.string(), location: z.string() }),
  z.object({ s: z.number().int(), op: z.literal('build'), buildId: z.string(), builtAt: z.string() }),
]);

/** The journal's first line: the full build it belongs to. */
export const journalHeader = (manifest: Manifest) => jsonLine({ journal: 1, build: buildBase(manifest.buildId) });
const journalHeaderSchema = z.object({ journal: z.literal(1), build: z.string() });

/** Applies one journal entry to the manifest. */
export function applyOp(manifest: Manifest, op: JournalEntry): void {
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

/**
 * The manifest as the server last left it: the snapshot, then every journal entry after the
 * snapshot's `seq`, in order. A last line without its newline (a crash mid-append) is ignored;
 * so is a journal that belongs to another build.
 */
export async function readManifest(distDir: string): Promise<LoadedManifest> {
  const { text, journal } = await readSnapshotAndJournal(distDir);
  const parsed = text ? manifestSchema.safeParse(JSON.parse(text)) : null;
  const manifest = parsed?.success ? parsed.data : emptyManifest();
  const seq = manifest.seq ?? 0;
  // the sequence number is the snapshot's, not the manifest's: it moves on in the index
  delete manifest.seq;
  const out: LoadedManifest = { manifest, seq, journalBytes: 0, journalWhole: '', replayed: 0, torn: false, foreign: false, snapshotBytes: text?.length ?? 0 };
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

/** Reads of a pair that a compaction kept replacing, before readManifest gives up. */
const CONSISTENT_READ_ATTEMPTS = 50;

/**
 * The snapshot and the journal as one consistent pair, for a reader beside a live server (a
 * deploy's check, a test). A compaction renames its new snapshot into place and then rewrites the
 * journal: the old snapshot read with the new journal would miss the entries in between. Each
 * snapshot is a new file (written atomically), so a snapshot that is still the one read once the
 * journal has been read was read with a journal that continues it; otherwise both are read again.
 */
async function readSnapshotAndJournal(distDir: string): Promise<{ text: string | null; journal: string | null }> {
  const snapshotFile = join(distDir, MANIFEST_FILE);
  const identity = (s: { ino: number; dev: number } | null) => (s ? `${s.dev}:${s.ino}` : 'none');
  for (let attempt = 1; ; attempt++) {
    const handle = await open(snapshotFile, 'r').catch(() => null);
    let text: string | null = null;
    let read = 'none';
    if (handle) {
      try {
        read = identity(await handle.stat());
        text = await handle.readFile('utf8');
      } finally {
        await handle.close();
      }
    }
    const journal = await readFile(join(distDir, JOURNAL_FILE), 'utf8').catch(() => null);
    const now = identity(await stat(snapshotFile).catch(() => null));
    if (now === read) return { text, journal };
    if (attempt >= CONSISTENT_READ_ATTEMPTS) throw new Error(`the manifest in ${distDir} was replaced ${attempt} times while it was read`);
  }
}

/**
 * The longest the compaction works before it yields to the event loop, ms (design.md: no event-loop
 * block over 50 ms during a pass); a record count alone does not bound it, records differ in size.
 */
const COMPACT_SLICE_MS = 4;

/** What a snapshot holds: the manifest at sequence number `seq`, its pages as entries (a consistent copy). */
export interface SnapshotCopy {
  buildId: string;
  builtAt: string;
  seq: number;
  redirects: Record<string, string>;
  pages: [string, PageRecord][];
}

/**
 * Writes a new snapshot, crash-safe: to a temporary file renamed into place (a reader, or a
 * restart, sees the old snapshot or the new one), naming the last entry it holds, so a restart
 * before the journal's rewrite skips the entries it has already. The records are written at most
 * `chunk` at a time with a turn of the event loop between. Returns its size in bytes.
 */
export async function writeSnapshot(distDir: string, copy: SnapshotCopy, chunk: number): Promise<number> {
  const { buildId, builtAt, seq, redirects, pages } = copy;
  const file = join(distDir, MANIFEST_FILE);
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
      await write(`{"buildId":${JSON.stringify(buildId)},"builtAt":${JSON.stringify(builtAt)},"seq":${seq},"redirects":${JSON.stringify(redirects)},"pages":{`);
      let j = 0;
      while (j < pages.length) {
        const parts: string[] = [];
        const began = performance.now();
        for (const end = Math.min(j + chunk, pages.length); j < end && performance.now() - began < COMPACT_SLICE_MS; j++) {
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
  return bytes;
}
