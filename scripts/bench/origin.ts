/**
 * The origin's static serving beside its references, in one run (design.md "Performance
 * targets"): nginx (1 worker, `gzip_static`, its access log on and buffered, as an operator runs
 * it), a bare `node:http` server answering the same gzip bytes from memory with six header fields
 * (./bare-node.ts), the same server answering with the site's own head for the page (so the same
 * bytes leave it as leave the site: what the head costs node:http, apart from the site's code), and
 * the site as `npm start` and `npm run edge` run it (./stack.ts startSiteAsRun: request log at
 * `info` in JSON to a file, metrics, security headers, everything on) — all under wrk on one page.
 * The four take turns round after round (the order turning each round), so a machine that other
 * work slows slows all four alike; the figures are each server's median round, and the ratios the
 * median of each round's own ratio.
 *
 *   tsx scripts/bench/origin.ts --dist DIR [--duration 12] [--connections 64] [--rounds 3] [--path /en-EU/company]
 *
 * starts the site over an existing build (CMS_BASE_URL, when set, must reach its backend) and
 * prints the table; `npm run bench` calls `compareOrigin` on its own stack.
 */
import { spawn } from 'node:child_process';
import { createReadStream, statSync, truncateSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { htmlFileFor } from '../../src/server/output/files';
import { startNginx, nginxVersion, NGINX_MISSING } from './nginx';
import type { LoadFigures } from './report';
import { benchPort, startSiteAsRun, type Site } from './stack';
import { ratio } from './stats';
import { originTable } from './table';
import { requireWrk, wrk, type WrkOptions } from './wrk';

const root = resolve(import.meta.dirname, '../..');

/** One round: each server once, in the order of that round. */
export interface OriginRound {
  nginx: LoadFigures | null;
  bareNode: LoadFigures;
  /** bare node:http answering with the site's own head for the page (./bare-node.ts) */
  bareSiteHead: LoadFigures;
  pipeline: LoadFigures;
}

/** The site's request log over the measured rounds. */
export interface OriginLog {
  /** request lines written during the rounds */
  requestLines: number;
  /** requests wrk saw answered in those rounds (lines may exceed it by the requests in flight when wrk stopped) */
  requests: number;
  /** `nordic_site_log_lines_dropped_total` after the rounds (null: not read) */
  dropped: number | null;
}

export interface OriginFigures {
  path: string;
  gzipBytes: number;
  threads: number;
  connections: number;
  durationSeconds: number;
  rounds: number;
  /** each server's median round (per figure) */
  nginx: LoadFigures | null;
  bareNode: LoadFigures;
  bareSiteHead: LoadFigures;
  /** the header fields of the site's answer, which bareSiteHead sends (node:http adds Date, Connection, Keep-Alive to both) */
  siteHeadFields: number;
  pipeline: LoadFigures;
  perRound: OriginRound[];
  /** pipeline req/s ÷ bare node req/s, the median of the rounds' (target ≥ 0.8) */
  pipelineToBareNode: number | null;
  /** pipeline req/s ÷ bareSiteHead req/s, the median of the rounds': what the site's code costs beside its head */
  pipelineToBareSiteHead: number | null;
  /** pipeline req/s ÷ nginx req/s, the median of the rounds' */
  pipelineToNginx: number | null;
  /** pipeline p99 ÷ bare node p99, the median of the rounds' (target ≤ 2) */
  p99ToBareNode: number | null;
  /** bare node CPU per request ÷ the pipeline's, the median of the rounds': the same ratio from CPU time, steadier on a busy machine */
  cpuRatio: number | null;
  log: OriginLog | null;
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

/** Each figure's median over the rounds (errors summed: one failed request in any round counts). */
export function medianFigures(rounds: readonly LoadFigures[]): LoadFigures {
  const m = (pick: (f: LoadFigures) => number | undefined) => median(rounds.map(pick)) ?? 0;
  const cpu = median(rounds.map((f) => f.cpuUsPerRequest));
  return {
    requestsPerSecond: Math.round(m((f) => f.requestsPerSecond)),
    p50Ms: m((f) => f.p50Ms),
    p99Ms: m((f) => f.p99Ms),
    requests: Math.round(m((f) => f.requests)),
    errors: rounds.reduce((n, f) => n + f.errors, 0),
    non2xx: rounds.reduce((n, f) => n + f.non2xx, 0),
    ...(cpu === null ? {} : { cpuUsPerRequest: Math.round(cpu * 10) / 10 }),
  };
}

/** The median of each round's own ratio, to two places. */
function roundRatio(rounds: readonly OriginRound[], a: (r: OriginRound) => number | undefined, b: (r: OriginRound) => number | undefined): number | null {
  const m = median(rounds.map((r) => ratio(a(r), b(r), 4)));
  return m === null ? null : Math.round(m * 100) / 100;
}

/** Request lines in a JSON log file (the site's `event: "request"` lines). */
async function countRequestLines(file: string): Promise<number> {
  let count = 0;
  let carry = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const lines = (carry + (chunk as string)).split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) if (line.includes('"event":"request"')) count += 1;
  }
  if (carry.includes('"event":"request"')) count += 1;
  return count;
}

/** A counter's value from a Prometheus text answer, or null. */
async function readCounter(metricsUrl: string, name: string): Promise<number | null> {
  const text = await fetch(metricsUrl).then(
    (r) => r.text(),
    () => '',
  );
  const m = new RegExp(`^${name}(?:\\{\\})? (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : null;
}

/** The site's log buffer is written at least every second (src/server/observe/log.ts LOG_BUFFER). */
const LOG_SETTLE_MS = 1_500;

/** Fields node:http writes itself (and a body framing the site's answer did not need). */
const CONNECTION_FIELDS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The head of the site's answer to a GET of `path` with gzip accepted, as the flat list node:http
 * takes (name, value …, in the order sent), without the fields node:http writes itself.
 */
export function siteHead(url: string): Promise<string[]> {
  return new Promise((ok, fail) => {
    // (no keep-alive: the connection must not outlive this one answer, or hold the site's drain)
    const req = httpGet(url, { agent: false, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'gzip')
        return fail(new Error(`${url}: ${res.statusCode}, ${res.headers['content-encoding'] ?? 'no coding'}`));
      ok(headFields(res.rawHeaders));
    });
    req.on('error', fail);
  });
}

/** rawHeaders (name, value …) without the fields node:http writes itself. */
export function headFields(rawHeaders: readonly string[]): string[] {
  const list: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!CONNECTION_FIELDS.has(name.toLowerCase())) list.push(name, rawHeaders[i + 1]!);
  }
  return list;
}

/** The bare node:http reference as a child process: six header fields, or the list in `headFile`. */
async function startBareNode(gzFile: string, headFile?: string): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = await benchPort();
  const args = [join(root, 'scripts/bench/bare-node.ts'), gzFile, String(port), ...(headFile ? [headFile] : [])];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
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

/** nginx, the two bare node servers and the site, round after round on the same page. */
export async function compareOrigin(options: {
  clientDir: string;
  site: Site;
  path: string;
  load: WrkOptions;
  rounds: number;
  log: (m: string) => void;
  notes: string[];
}): Promise<OriginFigures> {
  const { clientDir, site, path, load, log } = options;
  requireWrk();
  const gzFile = join(clientDir, `${htmlFileFor(path)}.gz`);
  const gzipBytes = statSync(gzFile).size;
  const warm = { ...load, durationSeconds: Math.min(2, load.durationSeconds) };

  // the site's own head for the page, for the second bare server (its id made per request there too)
  const head = await siteHead(`${site.url}${path}`);
  const headFile = `${clientDir}-head-${process.pid}.json`;
  await writeFile(headFile, JSON.stringify(head));
  const bare = await startBareNode(gzFile);
  let bareSiteHead: Awaited<ReturnType<typeof startBareNode>> | null = null;
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const nginxPrefix = `${clientDir}-nginx-${process.pid}`;
  try {
    bareSiteHead = await startBareNode(gzFile, headFile);
    if (await nginxVersion()) nginx = await startNginx(clientDir, await benchPort(), nginxPrefix, { accessLog: true });
    else options.notes.push(NGINX_MISSING);
    log(
      `[bench] origin: bare node:http (6 header fields, and the site's ${head.length / 2}), the site as npm start runs it` +
        `${nginx ? `, nginx ${nginx.version} with its access log` : ''}: ${gzipBytes} B, ${options.rounds} rounds`,
    );
    // each warmed once (the JIT, nginx's open files), then emptied logs: the rounds' lines are counted
    await wrk(`${bare.url}${path}`, warm);
    await wrk(`${bareSiteHead.url}${path}`, warm);
    await wrk(`${site.url}${path}`, warm);
    if (nginx) await wrk(`${nginx.url}${path}`, warm);
    await new Promise((ok) => setTimeout(ok, LOG_SETTLE_MS));
    if (site.logFile) truncateSync(site.logFile, 0);

    const servers = ['bareNode', 'pipeline', 'bareSiteHead', 'nginx'] as const;
    const perRound: OriginRound[] = [];
    let requests = 0;
    for (let r = 0; r < options.rounds; r++) {
      const round: Partial<Record<(typeof servers)[number], LoadFigures | null>> = { nginx: null };
      for (let i = 0; i < servers.length; i++) {
        const which = servers[(i + r) % servers.length]!;
        if (which === 'bareNode') round.bareNode = await wrk(`${bare.url}${path}`, { ...load, serverPid: bare.pid });
        else if (which === 'bareSiteHead') round.bareSiteHead = await wrk(`${bareSiteHead.url}${path}`, { ...load, serverPid: bareSiteHead.pid });
        else if (which === 'pipeline') {
          round.pipeline = await wrk(`${site.url}${path}`, { ...load, serverPid: site.pid });
          requests += round.pipeline.requests;
        } else if (nginx) round.nginx = await wrk(`${nginx.url}${path}`, load);
      }
      const done = round as OriginRound;
      perRound.push(done);
      log(
        `[bench]   round ${r + 1}: bare ${done.bareNode.requestsPerSecond} req/s, bare with the site's head ${done.bareSiteHead.requestsPerSecond}, ` +
          `site ${done.pipeline.requestsPerSecond}${done.nginx ? `, nginx ${done.nginx.requestsPerSecond}` : ''}`,
      );
    }

    let originLog: OriginLog | null = null;
    if (site.logFile) {
      await new Promise((ok) => setTimeout(ok, LOG_SETTLE_MS));
      const dropped = site.metricsUrl ? await readCounter(site.metricsUrl, 'nordic_site_log_lines_dropped_total') : null;
      originLog = { requestLines: await countRequestLines(site.logFile), requests, dropped };
    }
    const nginxRounds = perRound.flatMap((r) => (r.nginx ? [r.nginx] : []));
    return {
      path,
      gzipBytes,
      threads: load.threads ?? 2,
      connections: load.connections,
      durationSeconds: load.durationSeconds,
      rounds: options.rounds,
      nginx: nginxRounds.length > 0 ? medianFigures(nginxRounds) : null,
      bareNode: medianFigures(perRound.map((r) => r.bareNode)),
      bareSiteHead: medianFigures(perRound.map((r) => r.bareSiteHead)),
      siteHeadFields: head.length / 2,
      pipeline: medianFigures(perRound.map((r) => r.pipeline)),
      perRound,
      pipelineToBareNode: roundRatio(
        perRound,
        (r) => r.pipeline.requestsPerSecond,
        (r) => r.bareNode.requestsPerSecond,
      ),
      pipelineToBareSiteHead: roundRatio(
        perRound,
        (r) => r.pipeline.requestsPerSecond,
        (r) => r.bareSiteHead.requestsPerSecond,
      ),
      pipelineToNginx: roundRatio(
        perRound,
        (r) => r.pipeline.requestsPerSecond,
        (r) => r.nginx?.requestsPerSecond,
      ),
      p99ToBareNode: roundRatio(
        perRound,
        (r) => r.pipeline.p99Ms,
        (r) => r.bareNode.p99Ms,
      ),
      cpuRatio: roundRatio(
        perRound,
        (r) => r.bareNode.cpuUsPerRequest,
        (r) => r.pipeline.cpuUsPerRequest,
      ),
      log: originLog,
    };
  } finally {
    await bare.stop();
    await bareSiteHead?.stop();
    await nginx?.stop();
    await rm(nginxPrefix, { recursive: true, force: true });
    await rm(headFile, { force: true });
  }
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      duration: { type: 'string', default: '12' },
      connections: { type: 'string', default: '64' },
      rounds: { type: 'string', default: '3' },
      path: { type: 'string', default: '/en-EU/company' },
    },
  });
  if (!values.dist) throw new Error('--dist DIR: an existing build');
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 15) throw new Error('--rounds: 1–15');
  const distDir = resolve(values.dist);
  const logFile = join(distDir, `bench-site-${process.pid}.log`);
  // without a backend the site serves its pages all the same (its feed pulls fail and are logged)
  const site = await startSiteAsRun(distDir, logFile, { CMS_BASE_URL: process.env.CMS_BASE_URL || 'http://127.0.0.1:9' });
  try {
    const notes: string[] = [];
    const figures = await compareOrigin({
      clientDir: join(distDir, 'client'),
      site,
      path: values.path,
      load: { connections: Number(values.connections), durationSeconds: Number(values.duration) },
      rounds,
      log: (m) => console.error(m),
      notes,
    });
    console.log(originTable(figures).join('\n'));
    for (const n of notes) console.log(`!! ${n}`);
  } finally {
    await site.stop();
    await rm(logFile, { force: true });
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
