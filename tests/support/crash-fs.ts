/**
 * A process that can be killed between any two of its writes, for the model-based test of
 * regeneration (tests/unit/server/regen/regen-model.test.ts; docs/architecture.md "Incremental regeneration"). The test
 * replaces `node:fs/promises` with `crashingFs(original)` (vi.mock), so the real code's own writes
 * (the atomic writes' temporary files and renames, page removals, the manifest journal's appends,
 * the compaction, the feed cursor, the parked list) are the crash points: no copy of their logic.
 *
 * Each instance of the site runs inside its own SimProcess (AsyncLocalStorage carries it through
 * timers and promises). When the process reaches its `crashAt`-th write it dies, as under SIGKILL:
 * that write never happens (an append is torn: a prefix of its bytes lands, as a crash during
 * write(2) can leave), and from then on every file call of that process never settles, so nothing
 * it had in memory reaches the disk. Calls outside any process (the test's own) pass through.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type FsPromises = typeof import('node:fs/promises');

export class SimProcess {
  dead = false;
  /** writes made so far */
  writes = 0;
  /** dies before this write (counted from the start); null: never */
  crashAt: number | null = null;
  /** resolves when the process dies */
  readonly died: Promise<void>;
  private resolveDied!: () => void;

  constructor() {
    this.died = new Promise((resolve) => (this.resolveDied = resolve));
  }

  /** Arms a crash `after` writes from now. */
  crashAfter(after: number): void {
    this.crashAt = this.writes + after;
  }

  /** The process ends (SIGKILL, or an exit after a clean stop): none of its calls goes on. */
  kill(): void {
    this.dead = true;
    this.resolveDied();
  }

  /** Runs `fn` as this process: every timer and promise it starts stays in it. */
  run<T>(fn: () => T): T {
    return current.run(this, fn);
  }
}

const current = new AsyncLocalStorage<SimProcess>();
const never = <T>() => new Promise<T>(() => undefined);

/** `node:fs/promises` with every call of a SimProcess gated: writes counted and crashable, a dead process's calls hanging. */
export function crashingFs(fs: FsPromises): FsPromises {
  const read =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const proc = current.getStore();
      return proc?.dead ? never() : fn(...args);
    };
  const write =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, torn?: (...args: A) => Promise<unknown>) =>
    async (...args: A): Promise<R> => {
      const proc = current.getStore();
      if (!proc) return fn(...args);
      if (proc.dead) return never();
      if (proc.crashAt !== null && proc.writes >= proc.crashAt) {
        if (torn) await torn(...args);
        proc.kill();
        return never();
      }
      proc.writes += 1;
      return fn(...args);
    };
  const appendFile = fs.appendFile as (path: string, data: string | Uint8Array) => Promise<void>;
  const gated = {
    ...fs,
    readFile: read(fs.readFile as (...args: unknown[]) => Promise<never>),
    readdir: read(fs.readdir as (...args: unknown[]) => Promise<never>),
    stat: read(fs.stat as (...args: unknown[]) => Promise<never>),
    open: write(fs.open),
    mkdir: write(fs.mkdir),
    rename: write(fs.rename),
    rm: write(fs.rm),
    unlink: write(fs.unlink),
    writeFile: write(fs.writeFile),
    // a crash during an append leaves the first half of its bytes (a torn last line)
    appendFile: write(appendFile, (path, data) => {
      const bytes = Buffer.from(data);
      return appendFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    }),
  } as FsPromises;
  return { ...gated, default: gated } as FsPromises;
}
