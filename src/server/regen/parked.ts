/**
 * Parked pages (docs/architecture.md "Incremental regeneration"): a page that failed every attempt of its pass is
 * parked here with its error, and the change feed's cursor moves on without it (feed-follower.ts),
 * so one page that always fails never holds back the rest of the site's freshness. A parked page
 * keeps its old output, is tried again with backoff, shows on /healthz and the status endpoint,
 * and leaves the list once a pass renders or removes it. The list is kept next to the manifest, so
 * a restart tries its pages again too (the cursor no longer brings them back).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomic } from '../../lib/fs/atomic-write';
import { outputPathProblem } from '../output/files';

export const PARKED_FILE = 'regen-parked.json';

/** Waits before the retries of a parked page; the last one repeats. */
export const DEFAULT_PARK_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000];

const parkedSchema = z.object({
  path: z.string(),
  reason: z.string(),
  since: z.string(),
  /** passes that failed it so far */
  failures: z.number().int().min(1),
  /** when it is tried again (ms since the epoch) */
  retryAt: z.number(),
});
export type ParkedPage = z.infer<typeof parkedSchema>;
const fileSchema = z.object({ parked: z.array(parkedSchema) });

/** The wait before the next try of a page that has failed `failures` passes. Pure. */
export function backoffMs(failures: number, schedule: readonly number[] = DEFAULT_PARK_BACKOFF_MS): number {
  return schedule[Math.min(failures, schedule.length) - 1] ?? schedule.at(-1) ?? 0;
}

export class ParkedPages {
  private readonly pages = new Map<string, ParkedPage>();

  constructor(
    /** the folder the list is kept in (the output folder, next to the manifest); none: memory only */
    private readonly dir: string | undefined,
    private readonly schedule: readonly number[] = DEFAULT_PARK_BACKOFF_MS,
  ) {}

  /**
   * Loads the list kept by an earlier run; every page on it is due at once. A page at a path the
   * site does not keep (the page-path rule, src/cms/path-rule.ts: an older site parked it) is no
   * page of the site and would fail every try: it is dropped, and a resync removes what it left.
   */
  async load(now = Date.now()): Promise<void> {
    if (!this.dir) return;
    const text = await readFile(join(this.dir, PARKED_FILE), 'utf8').catch(() => null);
    if (!text) return;
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = fileSchema.safeParse(json);
    if (!parsed.success) return;
    for (const page of parsed.data.parked) if (outputPathProblem(page.path) === null) this.pages.set(page.path, { ...page, retryAt: now });
  }

  /**
   * Notes what a pass did: its failures are parked (or stay parked, waiting longer), and the pages
   * it rendered or removed leave the list. Answers whether the list changed.
   */
  record(failed: readonly { path: string; reason: string }[], done: Iterable<string>, now = Date.now()): boolean {
    let changed = false;
    for (const path of done) changed = this.pages.delete(path) || changed;
    for (const f of failed) {
      const before = this.pages.get(f.path);
      const failures = (before?.failures ?? 0) + 1;
      this.pages.set(f.path, {
        path: f.path,
        reason: f.reason,
        since: before?.since ?? new Date(now).toISOString(),
        failures,
        retryAt: now + backoffMs(failures, this.schedule),
      });
      changed = true;
    }
    return changed;
  }

  /** The pages due for a try at `now`. */
  due(now = Date.now()): string[] {
    return [...this.pages.values()].filter((p) => p.retryAt <= now).map((p) => p.path);
  }

  /** When the next parked page is due (ms since the epoch), or null with none parked. */
  nextRetryAt(): number | null {
    let next: number | null = null;
    for (const p of this.pages.values()) if (next === null || p.retryAt < next) next = p.retryAt;
    return next;
  }

  list(): ParkedPage[] {
    return [...this.pages.values()].sort((a, b) => a.path.localeCompare(b.path));
  }

  get size(): number {
    return this.pages.size;
  }

  async save(): Promise<void> {
    if (!this.dir) return;
    await writeAtomic(join(this.dir, PARKED_FILE), JSON.stringify({ parked: this.list() }));
  }
}
