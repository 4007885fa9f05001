/**
 * Throughput and latency with wrk (Debian's `wrk`), the load generator of every req/s figure
 * (design.md "Performance targets": autocannon saturates near 4k req/s on these machines, so it
 * measured itself, not the servers). One URL, keep-alive connections, `--latency` percentiles.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { LoadFigures } from './report';

export const WRK_BIN = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const WRK_MISSING = `wrk not found at ${WRK_BIN}: every req/s figure needs it — apt-get install -y wrk (or set WRK_PATH)`;

/** Fails loudly when wrk is missing: a req/s figure from anything else would mislead. */
export function requireWrk(): string {
  if (!existsSync(WRK_BIN)) throw new Error(WRK_MISSING);
  const out = spawnSync(WRK_BIN, ['--version'], { encoding: 'utf8' });
  return /wrk (\S+)/.exec(`${out.stdout}${out.stderr}`)?.[1] ?? 'unknown';
}

export interface WrkOptions {
  threads?: number;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

/** A wrk duration ('823.00us', '1.02ms', '1.5s', '2m') in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk: unreadable duration "${text}"`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(out: string): LoadFigures {
  const pct = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    if (!m) throw new Error(`wrk: no ${p}% latency in:\n${out}`);
    return wrkMs(m[1]!);
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const total = /(\d+) requests in/.exec(out);
  if (!rps || !total) throw new Error(`wrk: unreadable output:\n${out}`);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = sock ? sock.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(rps[1])),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    requests: Number(total[1]),
    errors,
    non2xx,
  };
}

/** CPU ms (user + system) a process has used so far, from /proc; null elsewhere. */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux)
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Runs wrk against one URL (gzip accepted unless the headers say otherwise); with `serverPid`, also the server's CPU per request. */
export async function wrk(url: string, options: WrkOptions & { serverPid?: number }): Promise<LoadFigures> {
  const before = cpuMs(options.serverPid);
  const figures = await runWrk(url, options);
  const after = cpuMs(options.serverPid);
  if (before !== null && after !== null && figures.requests > 0) figures.cpuUsPerRequest = Math.round((((after - before) * 1000) / figures.requests) * 10) / 10;
  return figures;
}

function runWrk(url: string, options: WrkOptions): Promise<LoadFigures> {
  const headers = { 'accept-encoding': 'gzip', ...options.headers };
  const args = ['-t', String(options.threads ?? 2), '-c', String(options.connections), '-d', `${options.durationSeconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return new Promise((ok, fail) => {
    const child = spawn(WRK_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`wrk exited with ${code}:\n${out}`));
      try {
        ok(parseWrk(out));
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
