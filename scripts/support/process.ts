/** Child processes for tests: the site server or the build with their own environment. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

export function runTs(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number>((ok) => child.on('exit', (code) => ok(code ?? 1)));
  return { process: child, output: () => out, exited };
}

/** Starts `src/server/main.ts` on an ephemeral port and resolves with its URL. */
export async function startSiteProcess(env: Record<string, string>): Promise<{ url: string; child: Child; stop: () => Promise<void> }> {
  const child = runTs('src/server/main.ts', { PORT: '0', LOG_LEVEL: 'warn', ...env });
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`site did not start:\n${child.output()}`)), 30_000);
    const check = () => {
      const match = /Site ready at (http:\/\/\S+)/.exec(child.output());
      if (match) {
        clearTimeout(timer);
        ok(match[1]!);
      }
    };
    child.process.stdout!.on('data', check);
    void child.exited.then((code) => fail(new Error(`site exited with ${code}:\n${child.output()}`)));
  });
  return {
    url,
    child,
    stop: async () => {
      child.process.kill('SIGTERM');
      await child.exited;
    },
  };
}
