/** Child processes for tests: the site server or the build with their own environment. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { siteServerArgs } from '../build/server-bundle';

const root = resolve(import.meta.dirname, '../..');

export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number>;
}

export function runTs(script: string, env: Record<string, string>): Child {
  return runNode(['--import', 'tsx', resolve(root, script)], env);
}

/** Runs Node with these arguments (a compiled module, say) in the repository, with its own environment. */
export function runNode(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number>((ok) => child.on('exit', (code) => ok(code ?? 1)));
  return { process: child, output: () => out, exited };
}

/**
 * Starts the site server on an ephemeral port (unless `env` names one) and resolves with its URL:
 * `src/server/main.ts` through tsx, or with `compiledIn` the compiled server of that output folder
 * with plain Node, with the arguments `npm start` runs it with (siteServerArgs).
 */
export async function startSiteProcess(
  env: Record<string, string>,
  options: { compiledIn?: string } = {},
): Promise<{ url: string; child: Child; stop: () => Promise<void> }> {
  const siteEnv = { PORT: '0', LOG_LEVEL: 'warn', ...env };
  const child = options.compiledIn ? runNode(siteServerArgs(options.compiledIn), siteEnv) : runTs('src/server/main.ts', siteEnv);
  const url = await new Promise<string>((ok, fail) => {
    // generous: under a loaded machine tsx alone may take tens of seconds to load the server
    const timer = setTimeout(() => fail(new Error(`site did not start:\n${child.output()}`)), 90_000);
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
