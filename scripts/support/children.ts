/**
 * Child processes of the project's commands (`npm start`, `npm run edge`): TypeScript entry points
 * run through tsx with their own environment, waited for by exit code or health URL, and stopped
 * together on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { describeStop } from './restart-policy';

export const repoRoot = resolve(import.meta.dirname, '../..');

export class Children {
  private readonly all: ChildProcess[] = [];

  /** Runs a TypeScript entry point with the process's environment and `env` on top. */
  tsx(script: string, env: Record<string, string> = {}): ChildProcess {
    return this.spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, script)], env);
  }

  /** Runs any program, its output on this terminal. */
  spawn(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    this.all.push(child);
    return child;
  }

  /** Stops this child with the others. */
  adopt(child: ChildProcess): void {
    this.all.push(child);
  }

  /** Stops every child still running. */
  stop(): void {
    for (const child of this.all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }

  /**
   * Stops one child with SIGTERM (a site instance drains on it: src/server/shutdown.ts) and resolves
   * with its exit code once it has exited; after `timeoutMs` it is killed.
   */
  async end(child: ChildProcess, timeoutMs: number): Promise<number | null> {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves when every child has exited. */
  async exited(): Promise<void> {
    await Promise.all(this.all.map((c) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((ok) => c.once('exit', ok)))));
  }
}

/** Resolves when the child exits with 0; rejects otherwise. */
export function finished(child: ChildProcess): Promise<void> {
  return new Promise((ok, fail) => {
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${child.spawnargs.slice(2).join(' ')} exited with ${code}`))));
  });
}

/**
 * Waits until `url` answers 2xx, failing at once when the child stops: by exiting, or killed by a
 * signal (then its exit code is null and its signal says why, so both are read).
 */
export async function waitForHealth(url: string, child: ChildProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} ${describeStop(child.exitCode, child.signalCode)}`);
    try {
      // bounded, so a hung instance is asked again (and its exit seen) rather than waited on
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}
