/**
 * `npm run build [-- --recompile]`: the full build. Runs `astro build` into a staging folder (or,
 * when the code is what the live build was compiled from, copies its compiled site: compiled-site.ts),
 * asks the content backend
 * for every page path of every locale, renders each through the same renderer the server uses (in
 * worker threads, one per core); the output's owner for a build (src/server/output/staged.ts) records
 * what each render left, writes the manifest and swaps the staging folder into place. Any failure leaves the previous build untouched and names the path.
 * A page at a path the site refuses (src/cms/path-rule.ts) is no failure: it is not built, and the
 * build logs it, counts it in its summary and writes it into its report (src/server/build-report.ts).
 */
// first: .env is in the environment before any module reads it while it loads
import '../../src/config/dotenv';
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { removeStaleStaging } from './stale-staging';
import type { Config } from '../../src/config/config';
import { loadConfig } from '../../src/config/load';
import { localeCodes } from '../../src/config/locales';
import { createCmsClient } from '../../src/cms/client';
import { internalPath } from '../../src/i18n/paths';
import { loadRedirectTables } from '../../redirects/index';
import { BUILD_REPORT_FILE, writeBuildReport } from '../../src/server/build-report';
import { StagedOutput } from '../../src/server/output';
import { plainWorkerModule, WorkerPool } from '../../src/server/render-workers/worker-pool';
import type { RenderJob, WorkerInit } from '../../src/server/render-workers/render-worker';
import type { WorkerOutcome } from '../../src/server/output/files';
import { buildLocatorData, isStationPage, stationPagesFirst } from './locator-data';
import { writeBuildMeta } from '../../src/server/regen/build-meta';
import { writeNginxExport } from './nginx-export';
import { fetchFeed, writeCursor } from '../../src/server/regen/feed-follower';
import { configState, serverDigest, sourceDigest, writeBuildState } from './state';
import { bundleServer, moveServerBundle } from './server-bundle';
import { compiledSiteReusable, copyCompiledSite } from './compiled-site';
import { refusedPathLine } from '../../src/cms/webhook';

const root = resolve(import.meta.dirname, '../..');

/** The build's own child processes (`astro build`) still running: stopped with this process. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

function run(cmd: string, args: string[], extraEnv: Record<string, string>): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...extraEnv } });
    running.add(child);
    child.on('error', fail);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) ok();
      else fail(new Error(`${cmd} ${args.join(' ')} exited with ${code}`));
    });
  });
}

export interface BuildSummary {
  buildId: string;
  pages: number;
  redirects: number;
  /** pages of the listing at paths the site refuses: not built (src/cms/path-rule.ts) */
  refused: { locale: string; path: string; problem: string; reason: string }[];
  perLocale: Record<string, number>;
  perKind: Record<string, number>;
  /** how the compiled site came about: `astro build`, or reused from the live build (same code) */
  compiled: 'astro build' | 'reused';
  astroMs: number;
  renderMs: number;
  totalMs: number;
  /** pages per second of the render phase (content fetches, render, compression, writes) */
  renderRate: number;
  /**
   * CPU time of the build's process (its thread and the render workers) over the render phase, per
   * page rendered: what the phase costs independently of how many cores share it (the content
   * backend is another process, not counted)
   */
  renderCpuMsPerPage: number;
}

/** The full build of a configuration (parsed once by the caller: src/config/load.ts). */
export async function build(
  config: Config,
  options: {
    quiet?: boolean;
    workers?: number;
    recompile?: boolean;
    /**
     * The folder the live build is served from, when the new build goes beside it into its own
     * DIST_DIR (a rolling deploy: scripts/support/roll.ts) rather than in its place: its compiled
     * site is reused when the code is unchanged, and its hashed assets are kept. Default DIST_DIR.
     */
    liveDir?: string;
  } = {},
): Promise<BuildSummary> {
  const started = performance.now();
  const log = options.quiet ? () => undefined : (m: string) => console.log(m);
  const warn = options.quiet ? () => undefined : (m: string) => console.warn(m);
  const distDir = resolve(root, config.DIST_DIR);
  const buildId = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${process.pid}`;
  const staging = `${distDir}-staging-${buildId}`;
  const liveDir = options.liveDir ? resolve(options.liveDir) : distDir;

  // redirect tables are validated before anything is built: a bad table fails the build
  loadRedirectTables();
  const stale = await removeStaleStaging(distDir);
  if (stale.length > 0) log(`[build] removed what ${stale.length === 1 ? 'a stopped build' : 'stopped builds'} left: ${stale.join(', ')}`);

  let pool: WorkerPool<RenderJob, WorkerOutcome> | undefined;
  try {
    const workerModule = new URL('../../src/server/render-workers/render-worker.ts', import.meta.url);
    const sources = await sourceDigest(root);
    const reuse = !options.recompile && (await compiledSiteReusable(liveDir, { sourceDigest: sources, siteUrl: config.SITE_URL }));
    let plain: Awaited<ReturnType<typeof plainWorkerModule>>;
    if (reuse) {
      log(`[build] code unchanged since the live build: its compiled site is reused (no astro build; --recompile forces one) → ${staging}`);
      [, plain] = await Promise.all([copyCompiledSite(liveDir, staging, join(root, 'public')), plainWorkerModule(workerModule)]);
    } else {
      log(`[build] astro build → ${staging}`);
      // three independent compilations at once: `astro build` keeps about one core busy, and the
      // site server and the render worker (esbuild) take the other meanwhile
      [, , plain] = await Promise.all([
        // astro.config.mjs runs in the astro CLI's own process: it gets what it needs as variables
        run(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build', '--silent'], { ASTRO_OUT_DIR: staging, SITE_URL: config.SITE_URL }),
        bundleServer(bundleDir(staging)),
        plainWorkerModule(workerModule),
      ]);
      await moveServerBundle(bundleDir(staging), staging);
    }
    const astroMs = performance.now() - started;

    const cms = createCmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.BACKEND_TIMEOUT_MS });
    // the change feed's cursor before the listing: a change made during the build is applied again
    // by the server's startup pull (harmless) rather than missed
    const feedHead = await fetchFeed(config.CMS_BASE_URL, null, { timeoutMs: config.BACKEND_TIMEOUT_MS });
    const listings = await Promise.all(localeCodes.map((locale) => cms.paths(locale)));
    // pages at paths the site refuses are not built (src/cms/path-rule.ts): logged and reported, never a failure
    const refused = listings.flatMap((l) => l.refused).map((r) => ({ locale: r.locale, path: r.path, problem: r.problem.code, reason: r.reason }));
    for (const r of listings.flatMap((l) => l.refused)) warn(refusedPathLine(r, "the build's listing"));
    const jobs = stationPagesFirst(
      listings.flatMap((listing) =>
        listing.paths.map((p) => ({ locale: listing.locale, pathname: internalPath(p.path, listing.locale), contentType: p.contentType })),
      ),
    );
    const renderStart = performance.now();
    const cpuStart = process.cpuUsage();
    const init: WorkerInit = { staging, config, buildId, brotliQuality: config.BROTLI_QUALITY };
    const size = options.workers ?? Math.max(1, Math.min(availableParallelism(), 8));
    pool = new WorkerPool<RenderJob, WorkerOutcome>({
      module: workerModule,
      plain,
      size,
      perWorker: Math.max(2, Math.ceil(config.BUILD_CONCURRENCY / size)),
      init,
    });
    const output = new StagedOutput(staging, buildId);
    const perLocale: Record<string, number> = {};
    const perKind: Record<string, number> = {};
    const runs = jobs.map(async ({ locale, pathname }) => {
      const job: RenderJob = { locale, pathname };
      const outcome = await pool!.run(job);
      // the listing named a path the content backend does not answer as a page of its own
      if (outcome.kind === 'absent') throw new Error(`[build] page "${job.pathname}" (${job.locale}) is listed but not found at its canonical path`);
      output.adopt(job.pathname, outcome);
      if (outcome.kind === 'redirect') return;
      perLocale[job.locale] = (perLocale[job.locale] ?? 0) + 1;
      perKind[outcome.record.kind] = (perKind[outcome.record.kind] ?? 0) + 1;
    });
    // the station pages come first: their data files are made while the rest renders (locator-data.ts)
    const stationsIn = Promise.all(runs.filter((_, i) => isStationPage(jobs[i]!)));
    await buildLocatorData(output, { stationsIn, allIn: Promise.all(runs) }, (job) => pool!.run(job));
    const renderMs = performance.now() - renderStart;
    const renderCpu = process.cpuUsage(cpuStart);
    await pool.close();
    pool = undefined;

    await output.writeManifest();
    if (feedHead) await writeCursor(staging, feedHead.next);
    await writeBuildState(staging, {
      sourceDigest: sources,
      serverDigest: await serverDigest(staging),
      cmsBaseUrl: config.CMS_BASE_URL,
      siteUrl: config.SITE_URL,
      siteOrigins: config.siteOrigins,
      ...configState(config),
    });
    await writeBuildReport(staging, { buildId, refused });
    await writeBuildMeta(output.clientDir, { id: buildId, builtAt: output.manifest.builtAt, kind: 'build', pages: output.pageCount });
    // the redirect rules for an edge (nginx), from the same tables the server answers from
    const hosts = [...new Set(Object.values(config.siteOrigins).map((o) => new URL(o).hostname))];
    await writeNginxExport(distDir, staging, loadRedirectTables(), hosts);
    await output.swapInto(distDir, liveDir);

    const pages = output.pageCount;
    const summary: BuildSummary = {
      buildId,
      pages,
      redirects: output.redirectCount,
      refused,
      perLocale,
      perKind,
      compiled: reuse ? 'reused' : 'astro build',
      astroMs: Math.round(astroMs),
      renderMs: Math.round(renderMs),
      totalMs: Math.round(performance.now() - started),
      renderRate: Math.round((pages / renderMs) * 1000),
      renderCpuMsPerPage: Math.round(((renderCpu.user + renderCpu.system) / 1000 / Math.max(1, jobs.length)) * 10) / 10,
    };
    log(
      `[build] ${pages} pages (${Object.entries(perLocale)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; ` +
        `${Object.entries(perKind)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}) + ${summary.redirects} redirects` +
        `${refused.length > 0 ? `, ${refused.length} page paths refused (not built, listed above and in ${BUILD_REPORT_FILE})` : ''} ` +
        `in ${summary.totalMs} ms (${reuse ? 'compiled site reused' : 'astro'} ${summary.astroMs} ms, render ${summary.renderMs} ms = ${summary.renderRate} pages/s on ${size} workers, ${summary.renderCpuMsPerPage} ms of CPU a page)`,
    );
    return summary;
  } catch (error) {
    await pool?.close();
    await removeStaging(staging);
    throw error;
  }
}

/** Where the server bundle is made while `astro build` writes the staging folder. */
const bundleDir = (staging: string) => `${staging}-server-bundle`;

/**
 * Removes a failed build's staging folder. File writes a worker queued before it was stopped can
 * still land (they run on libuv's pool, which terminating a thread does not cancel), so the
 * removal is repeated until the folder stays gone.
 */
async function removeStaging(staging: string): Promise<void> {
  await rm(bundleDir(staging), { recursive: true, force: true });
  for (let attempt = 0; attempt < 10; attempt++) {
    await rm(staging, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 50));
    if (!existsSync(staging)) return;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // a stop ends the build through process.exit, so `astro build` is stopped with it (above)
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  Promise.resolve()
    .then(() => build(loadConfig(), { recompile: process.argv.includes('--recompile') }))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
