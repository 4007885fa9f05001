/** Starting Debian's varnishd for the edge (`npm run edge`, the edge tests and benchmarks). */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const VARNISH_INSTALL = 'sudo apt-get install -y varnish varnish-modules';

/** The varnishd binary, or a clear error saying how to install it. */
export function varnishd(): string {
  for (const candidate of ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`varnishd is not installed. Install it with: ${VARNISH_INSTALL}`);
  }
}

/** varnishd's arguments: in the foreground, its own working folder, gzip left to the origin. */
export function varnishArgs(options: { vclFile: string; workDir: string; listen: string; memory?: string }): string[] {
  return [
    '-F',
    ...['-n', options.workDir],
    ...['-a', options.listen],
    ...['-f', options.vclFile],
    ...['-s', `malloc,${options.memory ?? '256m'}`],
    // the origin keeps br, gzip and plain bodies; Varnish stores the variant asked for as it is
    ...['-p', 'http_gzip_support=off'],
  ];
}

export interface RunningVarnish {
  url: string;
  /** varnishd's `-n` folder: varnishstat and varnishadm find this instance by it */
  workDir: string;
  child: ChildProcess;
  output: () => string;
  /** each backend's health as Varnish's probes see it now (`varnishadm backend.list`) */
  backendHealth: () => Promise<Record<string, 'healthy' | 'sick'>>;
  /**
   * Drops every stored object whose `header` does not match `pattern` (`varnishadm ban`): a hard
   * invalidation, never served again, not even from grace. `pattern` is a VCL regular expression
   * without quotes or backslashes.
   */
  banUnless: (header: string, pattern: string) => Promise<void>;
  /** a counter of `varnishstat` now (`MAIN.n_object`: the objects in the store) */
  counter: (name: string) => Promise<number>;
  stop: () => Promise<void>;
}

/** Reads `varnishadm backend.list`: the backend's name (without the VCL's) → its probed health. */
function parseBackendList(text: string): Record<string, 'healthy' | 'sick'> {
  const health: Record<string, 'healthy' | 'sick'> = {};
  for (const line of text.split('\n')) {
    const match = /^(?:[\w-]+\.)?(\w+)\s.*\s(healthy|sick)\b/.exec(line.trim());
    if (match) health[match[1]!] = match[2] as 'healthy' | 'sick';
  }
  return health;
}

/**
 * Starts varnishd in the foreground with a VCL text, in a working folder of its own under `dir`,
 * and resolves once it answers on `port` (any status: the backends may not be up).
 */
export async function startVarnish(options: { vcl: string; port: number; dir: string; memory?: string }): Promise<RunningVarnish> {
  const daemon = varnishd();
  await mkdir(options.dir, { recursive: true });
  // run as root, varnishd compiles the VCL as its own unprivileged user: it must be able to read it
  await chmod(options.dir, 0o755);
  const vclFile = join(options.dir, 'site.vcl');
  await writeFile(vclFile, options.vcl);
  const workDir = join(options.dir, 'work');
  const child = spawn(daemon, varnishArgs({ vclFile, workDir, listen: `127.0.0.1:${options.port}`, memory: options.memory }), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  // generous: varnishd compiles the VCL with cc first, seconds on a loaded machine
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        // the caller never gets a handle to stop it: stop it here
        child.kill('SIGTERM');
        throw new Error(`varnishd did not answer within 120 s:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const varnishadm = async (args: string[]): Promise<string> => {
    const { stdout } = await promisify(execFile)(join(daemon, '..', '..', 'bin', 'varnishadm'), ['-n', workDir, ...args], { timeout: 10_000 });
    return stdout;
  };
  return {
    url,
    workDir,
    child,
    output: () => out,
    backendHealth: async () => parseBackendList(await varnishadm(['backend.list'])),
    banUnless: async (header, pattern) => {
      // varnishadm joins its arguments with spaces into one CLI line: nothing here may end the
      // quoted regular expression or the line
      if (!/^[\w-]+$/.test(header) || /["\\\s]/.test(pattern)) throw new Error(`[varnish] refusing to ban on ${header} !~ ${pattern}`);
      await varnishadm(['ban', `obj.http.${header}`, '!~', `"${pattern}"`]);
    },
    counter: async (name) => {
      if (!/^[\w.]+$/.test(name)) throw new Error(`[varnish] no such counter: ${name}`);
      const { stdout } = await promisify(execFile)(join(daemon, '..', '..', 'bin', 'varnishstat'), ['-n', workDir, '-1', '-f', name], { timeout: 10_000 });
      const value = new RegExp(`^${name.replace(/\./g, '\\.')}\\s+(\\d+)`, 'm').exec(stdout)?.[1];
      if (value === undefined) throw new Error(`[varnish] varnishstat has no ${name}:\n${stdout}`);
      return Number(value);
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
