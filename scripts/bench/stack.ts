/**
 * The stack `npm run bench` and `npm run test:load` measure: demo content generated into a
 * temporary folder inside the repo (`dist-<name>-<pid>/`, git-ignored), the embedded backend as a
 * child process on a loopback port (it can be stopped and started again on the same port), a full
 * build into that folder, and the site server as a child process. Everything is removed on close.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type BuildSummary } from '../build/index';
import { loadConfig } from '../../src/config/load';
import { freePort } from '../support/ports';
import { siteServerArgs } from '../build/server-bundle';
import { waitForHealth } from '../support/children';

const root = resolve(import.meta.dirname, '../..');

export interface Backend {
  url: string;
  port: number;
  /** the editor's login its edit API wants */
  editorToken: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Site {
  url: string;
  /** the site process (its CPU time per request is a bench figure) */
  pid?: number;
  /** where its standard output and error go: its JSON log, one line per request */
  logFile?: string;
  /** its Prometheus metrics */
  metricsUrl?: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** folder name part: dist-<name>-<pid> */
  name: string;
  log: (message: string) => void;
  /** runs after the build, before the site starts (e.g. removes pages to render on demand) */
  beforeServe?: (distDir: string, backendUrl: string) => Promise<void>;
  /** extra environment of the site process */
  siteEnv?: Record<string, string>;
  /** build a second time, as a content build does: the code unchanged, so the compiled site is reused */
  contentBuild?: boolean;
}

export interface Stack {
  root: string;
  dataDir: string;
  distDir: string;
  backend: Backend;
  site: Site;
  build: BuildSummary & { workers: number };
  /** the second build of `contentBuild` */
  contentBuild: BuildSummary | null;
  close(): Promise<void>;
}

/** `BENCH_PORTS=5700-5799`: the range to take ports from (a shared machine); unset, any free port. */
let nextInRange = 0;
function portRange(): [number, number] | null {
  const m = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** A free loopback port, within BENCH_PORTS when set (the backend keeps its port across a restart). */
export async function benchPort(): Promise<number> {
  const range = portRange();
  if (!range) return freePort();
  const [low, high] = range;
  for (let tries = 0; tries <= high - low; tries++) {
    const port = low + ((nextInRange++ + process.pid) % (high - low + 1));
    const ok = await freePort(port).catch(() => null);
    if (ok !== null) return ok;
  }
  throw new Error(`BENCH_PORTS=${process.env.BENCH_PORTS}: no free port`);
}

function runNode(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Generates the demo content, reusing the test stack's rendered assets when there are any. */
async function generate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const assets = join(root, '.data-test', 'assets');
  // a head start only: the generator renders whatever is missing or changed
  if (existsSync(assets)) await cp(assets, join(dataDir, 'assets'), { recursive: true }).catch(() => undefined);
  await runNode([join(root, 'scripts/backend/generate/cli.ts'), '--out', dataDir], {});
}

/** The embedded backend as a child process on a fixed port. */
function backendProcess(dataDir: string, port: number): Backend {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const editorToken = randomBytes(24).toString('hex');
  return {
    url,
    port,
    editorToken,
    async start() {
      if (child) return;
      const proc = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/backend/serve.ts')], {
        cwd: root,
        env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, CMS_EDITOR_TOKEN: editorToken },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let out = '';
      await new Promise<void>((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`backend did not start:\n${out}`)), 60_000);
        const onData = (d: Buffer) => {
          out += d.toString();
          if (out.includes('[backend] listening on')) {
            clearTimeout(timer);
            ok();
          }
        };
        proc.stdout.on('data', onData);
        proc.stderr.on('data', onData);
        proc.once('exit', (code) => {
          clearTimeout(timer);
          fail(new Error(`backend exited with ${code}:\n${out}`));
        });
      });
    },
    async stop() {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise<void>((ok) => proc.once('exit', () => ok()));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The site server as `npm start` and `npm run edge` run it (scripts/start.ts, scripts/edge.ts): the
 * compiled server with plain Node (the same arguments), the configuration's own log level and
 * format (nothing set: `info`, JSON on a file), metrics on their port as `npm run edge` serves them,
 * and its output appended to `logFile` as a process manager would. Resolves once `/healthz` answers.
 */
export async function startSiteAsRun(distDir: string, logFile: string, env: Record<string, string>): Promise<Site> {
  const port = await benchPort();
  const metricsPort = await benchPort();
  const url = `http://127.0.0.1:${port}`;
  // appended (O_APPEND): the bench may empty the file between rounds while the site writes to it
  const out = openSync(logFile, 'a');
  const inherited = { ...process.env };
  // the bench's own shell must not turn the log down (or up): the site's defaults are what runs
  delete inherited.LOG_LEVEL;
  delete inherited.LOG_FORMAT;
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, siteServerArgs(distDir), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: {
        ...inherited,
        DIST_DIR: distDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        SITE_URL: url,
        CMS_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
        ...env,
      },
    });
  } finally {
    closeSync(out);
  }
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM drains, as a deployment stops it (src/server/shutdown.ts)
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHealth(`${url}/healthz`, child, `the site server (its output: ${logFile})`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, logFile, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, stop };
}

/** Starts the whole stack. The caller must close() it (also on failure paths). */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { log } = options;
  const dir = resolve(root, `dist-${options.name}-${process.pid}`);
  const dataDir = join(dir, 'data');
  const distDir = join(dir, 'site');
  let backend: Backend | undefined;
  let site: Site | undefined;
  const close = async () => {
    await site?.stop().catch(() => undefined);
    await backend?.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    log(`[${options.name}] generating demo content into ${dataDir}`);
    await generate(dataDir);
    backend = backendProcess(dataDir, await benchPort());
    await backend.start();
    log(`[${options.name}] backend at ${backend.url}`);

    // the build's configuration, parsed once; the site process gets the same values
    const config = loadConfig({ overrides: { CMS_BASE_URL: backend.url, DIST_DIR: distDir, LOG_LEVEL: 'silent' } });
    const workers = Math.max(1, Math.min((await import('node:os')).availableParallelism(), 8));
    log(`[${options.name}] building (${workers} workers)`);
    const summary = await build(config, { quiet: true, workers });
    log(`[${options.name}] built ${summary.pages} pages in ${(summary.totalMs / 1000).toFixed(1)} s`);
    let contentBuild: BuildSummary | null = null;
    if (options.contentBuild) {
      contentBuild = await build(config, { quiet: true, workers });
      log(`[${options.name}] built again, code unchanged (compiled site ${contentBuild.compiled}), in ${(contentBuild.totalMs / 1000).toFixed(1)} s`);
    }

    await options.beforeServe?.(distDir, backend.url);
    site = await startSiteAsRun(distDir, join(dir, 'site.log'), { CMS_BASE_URL: backend.url, ...options.siteEnv });
    log(`[${options.name}] site at ${site.url}`);
    return { root: dir, dataDir, distDir, backend, site, build: { ...summary, workers }, contentBuild, close };
  } catch (error) {
    await close();
    throw error;
  }
}
