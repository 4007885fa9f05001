/**
 * The output lock: one writer of a page at a time (design.md: the output folder and its manifest
 * agree). The owner of the output (./owner.ts) takes it for every keep and removal; two parts of
 * the server ask it to write a page's files and then its manifest record: a regeneration pass and
 * the page handler's keep of an on-demand render. Interleaved, a pass's removal could land between a
 * keep's file write and its record (the manifest listing a page whose file is gone, with no delete
 * in its journal: the path was not listed when the pass removed it), or a keep whose render began
 * before a pass could put back a page the pass had just removed or turned into a redirect.
 *
 * So each path's write of files and record runs alone (`exclusive`), and a keep is dropped when a
 * pass claimed its path after its render began (`begin`, `claim`, `keep`): the pass renders from
 * the CMS as it is after the change, the keep from what it was before.
 */

/** An on-demand render of one path under way (begin → keep or end). */
export interface KeepTicket {
  readonly path: string;
  /** a pass claimed the path after the render began: its result is served, never kept */
  stale: boolean;
}

export class OutputLock {
  /** the last write queued for each path (settled: removed) */
  private readonly tails = new Map<string, Promise<void>>();
  /** on-demand renders under way, by path */
  private readonly renders = new Map<string, Set<KeepTicket>>();

  /** Runs `write` once no other write of `path` runs, and before any queued after it. */
  exclusive<T>(path: string, write: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(path) ?? Promise.resolve()).then(write);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(path, tail);
    void tail.then(() => {
      if (this.tails.get(path) === tail) this.tails.delete(path);
    });
    return result;
  }

  /** A pass is about to decide these paths: renders of them under way are no longer kept. */
  claim(paths: Iterable<string>): void {
    for (const path of paths) for (const ticket of this.renders.get(path) ?? []) ticket.stale = true;
  }

  /** An on-demand render of `path` begins. */
  begin(path: string): KeepTicket {
    const ticket: KeepTicket = { path, stale: false };
    const open = this.renders.get(path) ?? new Set();
    open.add(ticket);
    this.renders.set(path, open);
    return ticket;
  }

  /** The render ended without a keep (an error, a 404). */
  end(ticket: KeepTicket): void {
    const open = this.renders.get(ticket.path);
    open?.delete(ticket);
    if (open?.size === 0) this.renders.delete(ticket.path);
  }

  /** Keeps a render's result (`write`) unless a pass claimed its path meanwhile; answers whether it did. */
  keep(ticket: KeepTicket, write: () => Promise<void>): Promise<boolean> {
    return this.exclusive(ticket.path, async () => {
      this.end(ticket);
      if (ticket.stale) return false;
      await write();
      return true;
    });
  }
}
