/**
 * `npm run bench [-- --out FILE] [--duration S] [--connections N]`: builds the demo site into a
 * temporary folder and prints one table of figures (see ./report.ts for the JSON keys):
 *
 *   - per page kind: HTML, CSS and before-interaction JS bytes (gzip), Lighthouse 12 mobile scores
 *     with LCP, CLS and TBT;
 *   - static serving by the site server and by nginx on the same files (autocannon, loopback), and
 *     their ratio; on-demand render throughput and its ratio to static;
 *   - build throughput.
 *
 * It never fails on a figure: figures are for people to compare (design.md). It fails only when it
 * cannot measure at all. Anything it could not measure is printed as a "!!" line.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findPageKinds, splitFound, type KindPage } from '../../tests/support/page-kinds';
import { measurePageWeight, weighViewports, type PageWeight } from '../../tests/support/page-weight';
import { CHROME_FLAGS, CHROME_PATH, startLighthouse } from '../../tests/support/lighthouse';
import { manifestSchema } from '../../src/server/page-index';
import { nginxVersion, NGINX_MISSING, startNginx } from './nginx';
import { renderEach, unbuild } from './on-demand';
import type { BenchReport, PageKindFigures } from './report';
import { hammer } from './serving';
import { freePort, startStack, type Stack } from './stack';
import { ratio } from './stats';
import { renderTable } from './table';

const LOCALE = 'en-EU';
/** Pages removed after the build, to be rendered on demand. */
const ON_DEMAND_PAGES = 300;
const ON_DEMAND_CONCURRENCY = 8;

const log = (m: string) => console.error(m);

function options() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '64' },
    },
    strict: true,
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!Number.isInteger(duration) || duration < 1 || duration > 120) throw new Error('--duration: whole seconds, 1–120');
  if (!Number.isInteger(connections) || connections < 1 || connections > 1024) throw new Error('--connections: 1–1024');
  return { out: values.out ? resolve(values.out) : null, duration, connections };
}

function chromiumVersion(): Promise<string | null> {
  return new Promise((ok) => {
    const child = spawn(CHROME_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', () => ok(null));
    child.on('exit', () => ok(/(\d+\.[\d.]+)/.exec(out)?.[1] ?? null));
  });
}

/** Station and article pages to remove after the build (never the sampled pages). */
async function pickOnDemand(distDir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8')));
  const entries = Object.entries(manifest.pages).filter(([path]) => !keep.has(path));
  const articles = entries.filter(([, r]) => r.kind === 'article').map(([p]) => p);
  const stations = entries.filter(([, r]) => r.kind === 'station').map(([p]) => p);
  return [...articles, ...stations].slice(0, ON_DEMAND_PAGES);
}

async function weigh(siteUrl: string, pages: Extract<KindPage, { href: string }>[], notes: string[]): Promise<Map<string, { mobile: PageWeight; jsMax: number }>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const out = new Map<string, { mobile: PageWeight; jsMax: number }>();
  try {
    for (const { name, viewport } of weighViewports) {
      const context = await browser.newContext({ viewport, locale: LOCALE });
      for (const page of pages) {
        const w = await measurePageWeight(context, `${siteUrl}${page.href}`).catch((error: unknown) => {
          notes.push(`${page.kind} (${name}): page weight not measured — ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
        if (!w) continue;
        const seen = out.get(page.kind);
        if (name === 'mobile') out.set(page.kind, { mobile: w, jsMax: Math.max(w.jsGzipBytes, seen?.jsMax ?? 0) });
        else if (seen) seen.jsMax = Math.max(seen.jsMax, w.jsGzipBytes);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main(): Promise<void> {
  const opts = options();
  const startedAt = new Date().toISOString();
  const notes: string[] = [];
  const [chromiumV, nginxV] = await Promise.all([chromiumVersion(), nginxVersion()]);
  if (!chromiumV) throw new Error(`Chromium not found at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`);
  if (!nginxV) {
    notes.push(NGINX_MISSING);
    log(`!! ${NGINX_MISSING}`);
  }

  let onDemandPaths: string[] = [];
  // closed on Ctrl-C too (see the end of this file)
  let kinds: KindPage[] = [];
  const stack = await startStack({
    name: 'bench',
    log,
    beforeServe: async (distDir) => {
      kinds = await findPageKinds(process.env.CMS_BASE_URL!, LOCALE);
      const sampled = new Set(splitFound(kinds).found.map((k) => k.href));
      onDemandPaths = await pickOnDemand(distDir, sampled);
      await unbuild(distDir, onDemandPaths);
    },
  });
  running = stack;
  try {
    const { found, missing } = splitFound(kinds);
    // the page kinds; the error page is not one of them (Lighthouse refuses to audit a 404)
    const measured = found.filter((k) => k.kind !== 'error');
    for (const m of missing) notes.push(`${m.kind}: not measured — ${m.missing}`);

    log('[bench] page weights (Playwright, Debian chromium)');
    const weights = await weigh(stack.site.url, measured, notes);

    log('[bench] Lighthouse, mobile, one run per page kind');
    const lighthouse = await startLighthouse();
    const pageKinds: PageKindFigures[] = [];
    try {
      for (const k of kinds) {
        if (k.kind === 'error') continue;
        if (k.href === null) {
          pageKinds.push({ kind: k.kind, path: null, missing: k.missing });
          continue;
        }
        const w = weights.get(k.kind);
        const lh = await lighthouse.run(`${stack.site.url}${k.href}`, ['performance', 'accessibility', 'best-practices', 'seo']).catch((error: unknown) => {
          notes.push(`${k.kind}: Lighthouse failed — ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
        if (lh) log(`[bench]   ${k.kind} ${k.href}: ${JSON.stringify(lh.scores)}`);
        pageKinds.push({
          kind: k.kind,
          path: k.href,
          htmlBytes: w?.mobile.htmlBytes,
          htmlGzipBytes: w?.mobile.htmlGzipBytes,
          cssGzipBytes: w?.mobile.cssGzipBytes,
          jsGzipBytes: w?.jsMax,
          lighthouse: lh && {
            performance: lh.scores.performance ?? 0,
            accessibility: lh.scores.accessibility ?? 0,
            bestPractices: lh.scores['best-practices'] ?? 0,
            seo: lh.scores.seo ?? 0,
            lcpMs: lh.lcpMs,
            cls: lh.cls,
            tbtMs: lh.tbtMs,
          },
        });
      }
    } finally {
      await lighthouse.close();
    }

    const paths = measured.map((k) => k.href);
    const load = { connections: opts.connections, durationSeconds: opts.duration };
    log(`[bench] static serving, site server: ${paths.join(' ')}`);
    await hammer(stack.site.url, paths, { ...load, durationSeconds: 2 }); // warm-up: files into memory
    const node = await hammer(stack.site.url, paths, load);

    let nginx = null;
    if (nginxV) {
      const server = await startNginx(join(stack.distDir, 'client'), await freePort(), join(stack.root, 'nginx'));
      try {
        log(`[bench] static serving, nginx ${server.version}`);
        await hammer(server.url, paths, { ...load, durationSeconds: 2 });
        nginx = await hammer(server.url, paths, load);
      } finally {
        await server.stop();
      }
    }

    log(`[bench] on-demand render of ${onDemandPaths.length} pages`);
    const onDemand = await renderEach(stack.site.url, onDemandPaths, ON_DEMAND_CONCURRENCY);
    if (onDemand.errors > 0) notes.push(`on-demand: ${onDemand.errors} of ${onDemand.pages} renders did not answer 200`);

    const cpu = cpus();
    const report: BenchReport = {
      version: 1,
      startedAt,
      machine: { node: process.version, cpus: cpu.length, cpuModel: cpu[0]?.model.trim() ?? 'unknown', chromium: chromiumV, nginx: nginxV },
      notes,
      build: {
        pages: stack.build.pages,
        workers: stack.build.workers,
        astroMs: stack.build.astroMs,
        renderMs: stack.build.renderMs,
        totalMs: stack.build.totalMs,
        pagesPerSecond: Math.round((stack.build.pages / stack.build.totalMs) * 1000),
        renderPagesPerSecond: stack.build.renderRate,
      },
      pageKinds,
      serving: {
        ...load,
        static: { node, nginx, nodeToNginx: ratio(node.requestsPerSecond, nginx?.requestsPerSecond) },
        onDemand: { ...onDemand, toStatic: ratio(onDemand.pagesPerSecond, node.requestsPerSecond) },
      },
    };
    console.log(renderTable(report));
    if (opts.out) {
      await writeFile(opts.out, `${JSON.stringify(report, null, 2)}\n`);
      log(`[bench] figures written to ${opts.out}`);
    }
  } finally {
    await stack.close();
  }
}

let running: Stack | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (running?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
