/**
 * `npm run bench:regen [-- --scale 10] [--edits 20]`: incremental regeneration against full builds,
 * in one run on this machine (design "Performance targets"). Prints a table; not a test.
 *   - full build time (content fetches, render, compression, writes);
 *   - edit → new HTML served for one page: p50/p95 over N edits through the CMS edit API
 *     (edit saved, webhook signed and accepted, page re-rendered and written, served);
 *   - the same through the change feed alone (edits saved with no webhook, pulled every second);
 *   - `npm start` on the existing build with unchanged code and content: time to serving, pages rendered;
 *   - regenerating every page of a locale after its layout changed (webhook → pass done);
 *   - each beside the full build, with the ratio.
 * It generates its own content (`.data-bench-<scale>`), runs the embedded backend in its own process
 * (as `npm start` does, so the CMS's own work — saving its content file — is not counted as the
 * site's), builds into a temporary dist folder inside the repo, and removes what it made.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { benchPort } from './stack';
import { copyFile, cp, mkdir, readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import type { LoadFigures } from './report';
import { requireWrk, wrk } from './wrk';
import { startSiteProcess } from '../support/process';

/** What the site's status endpoint answers (src/server/regen/regenerator.ts, status()). */
interface RegenStatus {
  passes: number;
  queued: number;
  running: boolean;
  loopMaxMs: number;
  lastPass: { ms: number; renderedCount: number; failedCount: number; loopMaxMs: number } | null;
}

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    edits: { type: 'string', default: '20' },
    json: { type: 'string' },
    'reader-seconds': { type: 'string', default: '10' },
  },
});
const scale = Number(values.scale);
const edits = Number(values.edits);
const readerSeconds = Number(values['reader-seconds']);

/** What `--json FILE` writes (npm run bench reads it). Times in ms. */
export interface RegenFigures {
  scale: number;
  pages: number;
  fullBuildMs: number;
  /** the first edit right after the site started, and the longest event-loop block of its pass (it waits for the render workers to load) */
  firstEditMs: number;
  firstEditLoopMaxMs: number;
  edits: number;
  editP50Ms: number;
  editP95Ms: number;
  /** the longest event-loop block of the site process over the edits' passes */
  editLoopMaxMs: number;
  passP50Ms: number;
  feedP50Ms: number;
  feedP95Ms: number;
  /** null when the restart could not be measured */
  restartMs: number | null;
  restartRendered: number | null;
  layout: { pages: number; ms: number; pagesPerSecond: number; failed: number; loopMaxMs: number; reader: LoadFigures | null };
}
const secret = 'bench-webhook-secret-0123456789abcdef';

function run(args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function startBackendProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await benchPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backend/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, BACKEND_PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the embedded backend exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the embedded backend did not start within 60 s');
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  if (readerSeconds > 0) requireWrk();
  const dataBase = resolve(root, `.data-bench-${scale}`);
  await run(['scripts/backend/generate/cli.ts', '--out', dataBase, '--scale', String(scale)]);
  const dataDir = resolve(dataBase, `run-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  await copyFile(resolve(dataBase, 'content.json'), resolve(dataDir, 'content.json'));
  await cp(resolve(dataBase, 'assets'), resolve(dataDir, 'assets'), { recursive: true });

  const distDir = resolve(root, `dist-bench-${process.pid}`);
  const { WEBHOOK_PATH } = await import('../../src/cms/webhook');
  const sitePort = await benchPort();
  // the edit API wants the editor's login (scripts/backend/server/editor/door.ts)
  const editorToken = randomBytes(24).toString('hex');
  const backend = await startBackendProcess({
    BACKEND_DATA_DIR: dataDir,
    BACKEND_WEBHOOK_URL: `http://127.0.0.1:${sitePort}${WEBHOOK_PATH}`,
    CMS_WEBHOOK_SECRET: secret,
    CMS_EDITOR_TOKEN: editorToken,
  });
  const { loadConfig } = await import('../../src/config/load');
  // the feed-only edits below wait for a pull: pull every second, and print it with the figures
  const config = loadConfig({
    overrides: { CMS_BASE_URL: backend.url, DIST_DIR: distDir, CMS_WEBHOOK_SECRET: secret, LOG_LEVEL: 'silent', CMS_SYNC_INTERVAL_S: '1' },
  });
  const { build } = await import('../build/index');
  const { localizedHref } = await import('../../src/i18n/paths');

  let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
  try {
    const summary = await build(config, { quiet: true });
    // the site in its own process, compiled, as `npm start` runs it: the bench's own work (its
    // requests, reading the answers) is then never counted as the site's event-loop blocks
    site = await startSiteProcess(
      {
        CMS_BASE_URL: backend.url,
        DIST_DIR: distDir,
        CMS_WEBHOOK_SECRET: secret,
        LOG_LEVEL: 'silent',
        CMS_SYNC_INTERVAL_S: '1',
        NODE_ENV: 'production',
        PORT: String(sitePort),
      },
      { compiledIn: distDir },
    );
    const siteUrl = site.url;
    // the status endpoint takes the webhook secret when no ADMIN_TOKEN is set
    const status = async (): Promise<RegenStatus> =>
      (await (await fetch(`${siteUrl}/api/v1/regeneration/status`, { headers: { authorization: `Bearer ${secret}` } })).json()) as RegenStatus;
    const idle = async (): Promise<RegenStatus> => {
      for (;;) {
        const now = await status();
        if (!now.running && now.queued === 0) return now;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const manifest = JSON.parse(await readFile(resolve(distDir, 'manifest.json'), 'utf8')) as {
      pages: Record<string, { kind: string; deps: { locale: string } }>;
    };

    // edit → new HTML served, one page, N times
    const listing = (await (await fetch(`${backend.url}/cms-view/v1/content/paths`, { headers: { locale: 'fi-FI' } })).json()) as {
      paths: { path: string; contentType: string }[];
    };
    const target = listing.paths.find((p) => p.contentType === 'standardPage' && p.path !== '/')!.path;
    const href = `${siteUrl}${localizedHref(target, 'fi-FI')}`;
    /** Edits the page's title through the CMS and waits until the site serves it: [answered, served] ms. */
    const editAndWait = async (title: string, webhook: boolean, pollMs: number): Promise<[number, number]> => {
      const started = performance.now();
      const res = await fetch(`${backend.url}/cms-view/v1/edits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${editorToken}` },
        body: JSON.stringify({ target: 'page', locale: 'fi-FI', path: target, set: { title }, ...(webhook ? {} : { webhook: false }) }),
      });
      if (!res.ok) throw new Error(`edit failed: ${res.status}`);
      await res.arrayBuffer();
      const answered = performance.now() - started;
      for (;;) {
        const body = await (await fetch(href)).text();
        if (body.includes(title)) break;
        if (performance.now() - started > 30_000) throw new Error('edit not live within 30 s');
        await new Promise((r) => setTimeout(r, pollMs));
      }
      return [answered, performance.now() - started];
    };

    // the first edit, right after the start, waits for the site's render workers to load (and is
    // their first render): it is measured on its own, and the N edits after it are the figures
    const [, firstEditMs] = await editAndWait(`Bench first edit ${Date.now()}`, true, 2);
    const firstEditLoopMaxMs = (await idle()).loopMaxMs;

    const latencies: number[] = [];
    const answered: number[] = [];
    const passes: number[] = [];
    let loopMax = 0;
    for (let i = 0; i < edits; i++) {
      const [answer, served] = await editAndWait(`Bench edit ${i} ${Date.now()}`, true, 2);
      answered.push(answer);
      latencies.push(served);
      const after = await idle();
      passes.push(after.lastPass?.ms ?? 0);
      // the pass and whatever followed it until the edit was served and this line ran
      loopMax = Math.max(loopMax, after.loopMaxMs);
    }

    // edit → served through the change feed alone (no webhook: a lost one), pulled every second
    const feedLatencies: number[] = [];
    for (let i = 0; i < edits; i++) feedLatencies.push((await editAndWait(`Feed edit ${i} ${Date.now()}`, false, 5))[1]);
    await idle();

    // a layout change: every page of the locale
    const pagesOfLocale = Object.values(manifest.pages).filter((r) => r.deps.locale === 'fi-FI').length;
    const before = (await status()).passes;
    // a reader during the pass: wrk on another locale's page, in its own process
    const readerPath = Object.keys(manifest.pages).find((p) => p.startsWith('/en-EU/') && manifest.pages[p]?.kind === 'standard') ?? '/';
    const layoutStart = performance.now();
    await fetch(`${backend.url}/cms-view/v1/edits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editorToken}` },
      body: JSON.stringify({ target: 'layout', locale: 'fi-FI', set: { logoAlt: `Nordic Energy ${Date.now()}` } }),
    });
    const reading =
      readerSeconds > 0
        ? wrk(`${siteUrl}${readerPath}`, { threads: 1, connections: 8, durationSeconds: readerSeconds }).catch(() => null)
        : Promise.resolve(null);
    let layoutPass: RegenStatus['lastPass'] = null;
    for (;;) {
      const now = await status();
      if (now.passes > before && !now.running && now.queued === 0) {
        layoutPass = now.lastPass;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const layoutMs = performance.now() - layoutStart;
    const reader = await reading;
    await site.stop();
    site = undefined;
    // a failed restart (e.g. the code changed during the run, so `npm start` builds) loses only its own row
    let restartNote = '';
    const restart = await timeRestart(distDir, backend.url, config.SITE_URL).catch((error: unknown) => {
      restartNote = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      return { ms: Number.NaN, rendered: Number.NaN };
    });

    const fullMs = summary.totalMs;
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const rows: [string, string, string][] = [
      [
        'full build',
        `${(fullMs / 1000).toFixed(1)} s for ${summary.pages} pages (render ${summary.renderRate} pages/s, ${summary.renderCpuMsPerPage} ms of CPU a page)`,
        '1',
      ],
      [
        'first edit after start',
        `${firstEditMs.toFixed(0)} ms, longest loop block ${firstEditLoopMaxMs} ms (right after the start: render workers loading)`,
        `${(firstEditMs / fullMs).toFixed(4)}`,
      ],
      ['edit → served, p50', `${p50.toFixed(0)} ms (${edits} edits after it)`, `${(p50 / fullMs).toFixed(4)}`],
      ['edit → served, p95', `${p95.toFixed(0)} ms`, `${(p95 / fullMs).toFixed(4)}`],
      ['  of which: CMS answered', `p50 ${percentile(answered, 50).toFixed(0)} ms (edit saved, webhook signed and accepted)`, ''],
      ['  of which: pass', `p50 ${percentile(passes, 50).toFixed(0)} ms (render and write; manifest, metadata and purge follow)`, ''],
      [
        'edit → served, feed only',
        `p50 ${percentile(feedLatencies, 50).toFixed(0)} ms, p95 ${percentile(feedLatencies, 95).toFixed(0)} ms (no webhook; pulled every 1 s)`,
        '',
      ],
      restartNote
        ? ['restart, content same', `not measured: ${restartNote}`, '']
        : [
            'restart, content same',
            `${(restart.ms / 1000).toFixed(2)} s from \`npm start\` to serving, ${restart.rendered} pages rendered`,
            `${(restart.ms / fullMs).toFixed(4)}`,
          ],
      [
        'layout change (fi-FI)',
        `${(layoutMs / 1000).toFixed(1)} s for ${layoutPass?.renderedCount ?? 0} of ${pagesOfLocale} pages (${Math.round(((layoutPass?.renderedCount ?? 0) / layoutMs) * 1000)} pages/s), ${layoutPass?.failedCount ?? 0} failed`,
        `${(layoutMs / fullMs).toFixed(3)}`,
      ],
      ['  longest loop block', `${layoutPass?.loopMaxMs ?? 0} ms during the layout pass; ${loopMax} ms over the edits' passes`, ''],
      [
        '  reader during it',
        reader
          ? `p50 ${reader.p50Ms.toFixed(2)} ms, p99 ${reader.p99Ms.toFixed(2)} ms, ${reader.requestsPerSecond} req/s (wrk -t1 -c8 ${readerSeconds} s on ${readerPath})`
          : 'not measured',
        '',
      ],
    ];
    console.log(`\nRegeneration benchmark (scale ${scale}, ${new Date().toISOString()})`);
    console.log(`${'measure'.padEnd(24)} ${'figure'.padEnd(58)} ratio to full build`);
    for (const [a, b, c] of rows) console.log(`${a.padEnd(24)} ${b.padEnd(58)} ${c}`);
    if (values.json) {
      const figures: RegenFigures = {
        scale,
        pages: summary.pages,
        fullBuildMs: fullMs,
        edits,
        firstEditMs: Math.round(firstEditMs),
        firstEditLoopMaxMs,
        editP50Ms: Math.round(p50),
        editP95Ms: Math.round(p95),
        editLoopMaxMs: loopMax,
        passP50Ms: percentile(passes, 50),
        feedP50Ms: Math.round(percentile(feedLatencies, 50)),
        feedP95Ms: Math.round(percentile(feedLatencies, 95)),
        restartMs: restartNote ? null : Math.round(restart.ms),
        restartRendered: restartNote ? null : restart.rendered,
        layout: {
          pages: layoutPass?.renderedCount ?? 0,
          ms: Math.round(layoutMs),
          pagesPerSecond: Math.round(((layoutPass?.renderedCount ?? 0) / layoutMs) * 1000),
          failed: layoutPass?.failedCount ?? 0,
          loopMaxMs: layoutPass?.loopMaxMs ?? 0,
          reader,
        },
      };
      await writeFile(values.json, `${JSON.stringify(figures, null, 2)}\n`);
    }
  } finally {
    await site?.stop();
    backend.child.kill('SIGTERM');
    await new Promise((r) => (backend.child.exitCode !== null ? r(null) : backend.child.once('exit', r)));
    await rm(distDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm start` on the existing build with unchanged code and content: from spawning it to the site
 * serving a page with its startup pull done, and how many pages that pull rendered.
 */
async function timeRestart(distDir: string, cmsBaseUrl: string, siteUrl: string): Promise<{ ms: number; rendered: number }> {
  const port = await benchPort();
  // the feed's state in /healthz is the operators' (src/server/health.ts)
  const adminToken = randomBytes(24).toString('hex');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/start.ts')], {
    cwd: root,
    // the site URL the build was made for (another port, but the same origins): a restart that
    // changes it renders every page again (scripts/build/state.ts)
    env: { ...process.env, CMS_BASE_URL: cmsBaseUrl, DIST_DIR: distDir, PORT: String(port), SITE_URL: siteUrl, LOG_LEVEL: 'info', ADMIN_TOKEN: adminToken },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`npm start did not serve within 120 s:\n${output}`);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { authorization: `Bearer ${adminToken}` } })
        .then((r) => (r.ok ? (r.json() as Promise<{ feed?: { lastPullAt: string | null } }>) : null))
        .catch(() => null);
      if (health?.feed?.lastPullAt) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    const rendered = [...output.matchAll(/→ (\d+) rendered/g)].reduce((n, m) => n + Number(m[1]), 0) + (output.match(/\[render\]/g) ?? []).length;
    if (/\[build\] (code changed|no build|content backend changed|site URL changed)/.test(output)) throw new Error(`npm start decided to build:\n${output}`);
    return { ms, rendered };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
