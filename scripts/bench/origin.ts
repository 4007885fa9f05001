/**
 * The origin's static serving beside its two references, in one run (design.md "Performance
 * targets"): nginx (1 worker, `gzip_static`), a bare `node:http` server answering the same gzip
 * bytes from memory (./bare-node.ts), and the site's own pipeline — all under wrk on one page.
 *
 *   tsx scripts/bench/origin.ts --dist DIR [--duration 12] [--connections 64] [--path /en-EU/company]
 *
 * starts the site over an existing build (CMS_BASE_URL must reach its backend) and prints the
 * table; `npm run bench` calls `compareOrigin` on its own stack.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { htmlFileFor } from '../../src/server/output/files';
import { startNginx, nginxVersion, NGINX_MISSING } from './nginx';
import type { LoadFigures } from './report';
import { benchPort } from './stack';
import { ratio } from './stats';
import { originTable } from './table';
import { requireWrk, wrk, type WrkOptions } from './wrk';

const root = resolve(import.meta.dirname, '../..');

export interface OriginFigures {
  path: string;
  gzipBytes: number;
  threads: number;
  connections: number;
  durationSeconds: number;
  nginx: LoadFigures | null;
  bareNode: LoadFigures;
  pipeline: LoadFigures;
  /** pipeline req/s ÷ bare node req/s (target ≥ 0.6) */
  pipelineToBareNode: number | null;
  /** pipeline req/s ÷ nginx req/s */
  pipelineToNginx: number | null;
  /** bare node CPU per request ÷ the pipeline's: the same ratio from CPU time, steadier on a busy machine */
  cpuRatio: number | null;
}

/** The bare node:http reference as a child process. */
async function startBareNode(gzFile: string): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await benchPort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench/bare-node.ts'), gzFile, String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && ok());
    child.once('exit', (code) => fail(new Error(`bare node server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** nginx, the bare node server and the pipeline, one after the other on the same page. */
export async function compareOrigin(options: {
  clientDir: string;
  siteUrl: string;
  /** the site process, for its CPU per request */
  sitePid?: number;
  path: string;
  load: WrkOptions;
  log: (m: string) => void;
  notes: string[];
}): Promise<OriginFigures> {
  const { clientDir, siteUrl, path, load, log } = options;
  requireWrk();
  const gzFile = join(clientDir, `${htmlFileFor(path)}.gz`);
  const { statSync } = await import('node:fs');
  const gzipBytes = statSync(gzFile).size;
  const warm = { ...load, durationSeconds: Math.min(2, load.durationSeconds) };

  log(`[bench] origin: bare node:http on ${gzipBytes} B`);
  const bare = await startBareNode(gzFile);
  let bareNode: LoadFigures;
  try {
    await wrk(`${bare.url}${path}`, warm);
    bareNode = await wrk(`${bare.url}${path}`, { ...load, serverPid: bare.pid });
  } finally {
    await bare.stop();
  }

  log(`[bench] origin: the site's pipeline ${siteUrl}${path}`);
  await wrk(`${siteUrl}${path}`, warm);
  const pipeline = await wrk(`${siteUrl}${path}`, { ...load, serverPid: options.sitePid });

  let nginx: LoadFigures | null = null;
  if (await nginxVersion()) {
    const server = await startNginx(clientDir, await benchPort(), `${clientDir}-nginx-${process.pid}`);
    try {
      log(`[bench] origin: nginx ${server.version}`);
      await wrk(`${server.url}${path}`, warm);
      nginx = await wrk(`${server.url}${path}`, load);
    } finally {
      await server.stop();
    }
  } else {
    options.notes.push(NGINX_MISSING);
  }
  return {
    path,
    gzipBytes,
    threads: load.threads ?? 2,
    connections: load.connections,
    durationSeconds: load.durationSeconds,
    nginx,
    bareNode,
    pipeline,
    pipelineToBareNode: ratio(pipeline.requestsPerSecond, bareNode.requestsPerSecond),
    pipelineToNginx: ratio(pipeline.requestsPerSecond, nginx?.requestsPerSecond),
    cpuRatio: ratio(bareNode.cpuUsPerRequest, pipeline.cpuUsPerRequest),
  };
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      duration: { type: 'string', default: '12' },
      connections: { type: 'string', default: '64' },
      path: { type: 'string', default: '/en-EU/company' },
      site: { type: 'string' },
    },
  });
  if (!values.dist) throw new Error('--dist DIR: an existing build');
  const distDir = resolve(values.dist);
  const { startSiteProcess } = await import('../support/process');
  const { siteServerOf } = await import('../build/server-bundle');
  const site: { url: string; child?: { process: { pid?: number } }; stop(): Promise<void> } = values.site
    ? { url: values.site, stop: async () => undefined }
    : await startSiteProcess(
        { DIST_DIR: distDir, NODE_ENV: 'production', ...(process.env.BENCH_PORTS ? { PORT: String(await benchPort()) } : {}) },
        { compiled: siteServerOf(distDir) },
      );
  try {
    const notes: string[] = [];
    const figures = await compareOrigin({
      clientDir: join(distDir, 'client'),
      siteUrl: site.url,
      sitePid: site.child?.process.pid,
      path: values.path,
      load: { connections: Number(values.connections), durationSeconds: Number(values.duration) },
      log: (m) => console.error(m),
      notes,
    });
    console.log(originTable(figures).join('\n'));
    for (const n of notes) console.log(`!! ${n}`);
  } finally {
    await site.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  cli().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
