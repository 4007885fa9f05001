/**
 * A small pool of worker threads running a TypeScript module (through tsx, or bundled into plain
 * JavaScript first), each with a bounded number of jobs in flight. Rendering is CPU-bound, so the
 * build spreads it over the cores.
 */
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeAtomic } from '../../lib/fs/atomic-write';

// the repository root (this file is src/server/render-workers/worker-pool.ts)
const root = resolve(import.meta.dirname, '../../..');
const bundles = new Map<string, Promise<URL | null>>();

/**
 * A worker's TypeScript module bundled into one plain ES module (esbuild, installed with Vite; the
 * packages stay imports), or null when that fails (the pool then runs the module through tsx).
 * Under tsx each worker's hooks thread spends seconds of CPU transpiling the same sources again,
 * and every import of a page module takes a round trip to that thread; a plain module needs
 * neither (design.md, performance targets: the full build). Written under node_modules/.cache, so its package imports resolve.
 */
export function plainWorkerModule(module: URL): Promise<URL | null> {
  let pending = bundles.get(module.href);
  if (!pending) {
    pending = (async () => {
      try {
        const { build } = await import('esbuild');
        const result = await build({
          entryPoints: [fileURLToPath(module)],
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          packages: 'external',
          write: false,
          logLevel: 'silent',
        });
        const code = result.outputFiles[0]!.contents;
        const dir = join(root, 'node_modules', '.cache', 'nordic-workers');
        const file = join(dir, `${basename(fileURLToPath(module)).replace(/\.ts$/, '')}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
        await writeAtomic(file, code);
        return pathToFileURL(file);
      } catch {
        return null;
      }
    })();
    bundles.set(module.href, pending);
  }
  return pending;
}

interface Pending<R> {
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface PoolOptions {
  /** module URL of the worker (a .ts file; see worker entry below) */
  module: URL;
  /** the same module bundled into plain JavaScript (plainWorkerModule): run without tsx */
  plain?: URL | null;
  size: number;
  /** jobs in flight per worker (renders wait on the content backend, so a few overlap well) */
  perWorker: number;
  /** the first message each worker receives */
  init: unknown;
  /** a worker that had jobs in hand has none left: how long it had some, in seconds (the site's metrics) */
  onBusy?: (seconds: number) => void;
}

export class WorkerPool<J, R> {
  /** each worker, with its jobs in hand and since when it has had any (performance.now()) */
  private readonly workers: { worker: Worker; busy: number; since: number }[] = [];
  private readonly pending = new Map<number, Pending<R>>();
  private readonly queue: { id: number; job: J }[] = [];
  private nextId = 0;
  private failure: Error | null = null;
  private readyCount = 0;
  private readonly readyWaiters: { resolve(): void; reject(error: unknown): void }[] = [];

  constructor(private readonly options: PoolOptions) {
    // Node 20 applies no module hooks to workers: the entry registers tsx, then loads the module.
    const code = options.plain
      ? `import(${JSON.stringify(options.plain.href)})`
      : `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(options.module.href)}); })`;
    for (let i = 0; i < options.size; i++) {
      const worker = new Worker(code, { eval: true, workerData: options.init });
      const slot = { worker, busy: 0, since: 0 };
      worker.on('message', (message: { id: number; result?: R; error?: string } | { ready: true }) => {
        if ('ready' in message) {
          this.readyCount += 1;
          if (this.readyCount === options.size) for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
          return;
        }
        slot.busy -= 1;
        if (slot.busy === 0) options.onBusy?.((performance.now() - slot.since) / 1000);
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.result as R);
        this.pump();
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`build worker exited with ${code}`));
      });
      this.workers.push(slot);
    }
  }

  /**
   * Resolves once every worker has loaded its module and said so (a worker module that posts
   * `{ ready: true }` first, as the render worker does); rejects if the pool fails first.
   */
  ready(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.readyCount === this.options.size) return Promise.resolve();
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** How many jobs the workers hold at once (size × jobs in flight per worker). */
  get capacity(): number {
    return this.options.size * this.options.perWorker;
  }

  /** A worker failed or exited: every job after that is refused, and the pool should be replaced. */
  get failed(): boolean {
    return this.failure !== null;
  }

  run(job: J): Promise<R> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, job });
      this.pump();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }

  private pump(): void {
    for (const slot of this.workers) {
      while (slot.busy < this.options.perWorker && this.queue.length > 0) {
        const next = this.queue.shift()!;
        if (slot.busy === 0) slot.since = performance.now();
        slot.busy += 1;
        slot.worker.postMessage(next);
      }
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(error);
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
