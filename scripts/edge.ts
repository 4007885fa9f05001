/**
 * `npm run edge`: the site as it runs behind a CDN (design.md "The edge"). It starts the embedded
 * backend, two shared-nothing site instances (each with its own output folder, following the
 * change feed and purging the edge after each of its passes) and Varnish in front, with the VCL the
 * project generates (src/server/edge/varnish.ts). Ctrl-C stops everything it started.
 *
 * It keeps to its own folder (.edge/) and ports, so it runs beside `npm start`:
 *   EDGE_PORT (default 4330)   Varnish
 *   PORT (default 4331)        the first site instance; the second listens on the next port
 *   BACKEND_PORT (default 4333) the embedded backend (not started when CMS_BASE_URL is set)
 *   METRICS_PORT (default 4341) the first instance's Prometheus metrics; the second's on the next port
 *   PROMETHEUS_PORT (default 4390) with `--monitor`: Prometheus scraping both instances and Varnish
 *
 * `npm run edge -- --monitor` also starts Debian's prometheus and the edge's exporter
 * (scripts/support/monitor.ts), so an operator sees the figures move while editing content.
 *
 * `npm run edge -- --roll` (in another terminal) deploys the working tree's code to the running
 * edge without a visitor noticing: it signals the running command (SIGUSR2), which builds beside
 * the live folders and rolls the instances one at a time (scripts/support/roll.ts).
 */
// first: .env is in the environment before any module reads it while it loads
import '../src/config/dotenv';
import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { WEBHOOK_PATH } from '../src/cms/webhook';
import { loadConfig } from '../src/config/load';
import { build } from './build/index';
import { restartDecision } from './build/state';
import { siteServerArgs } from './build/server-bundle';
import { varnishVcl } from '../src/server/edge/varnish';
import { edgeHosts } from '../src/server/edge/policy';
import { backendSiteEnv, printEditorLogin } from './support/editor-login';
import { Children, finished, repoRoot, waitForHealth } from './support/children';
import { startVarnish, varnishd } from './support/varnish';
import { startMonitor } from './support/monitor';
import { copyFolder, rollingDeploy } from './support/roll';
import { assertPortsFree } from '../src/server/port-check';

const INSTANCES = 2;
const monitor = process.argv.includes('--monitor');
const rollRequest = process.argv.includes('--roll');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--monitor' && arg !== '--roll');
if (unknown.length > 0) {
  console.error(`npm run edge: unknown argument ${unknown.join(' ')} (the options are --monitor and --roll)`);
  process.exit(2);
}
const edgeDir = resolve(repoRoot, '.edge');
/** the running command's process id, for `--roll` */
const pidFile = join(edgeDir, 'edge.pid');
/**
 * The signal that starts a roll. Not SIGHUP: a closing terminal sends that to everything it ran,
 * and the edge should then stop, not deploy.
 */
const ROLL_SIGNAL = 'SIGUSR2';
const children = new Children();

/** `--roll`: signals the running `npm run edge` (its pid file, checked to be that command). */
async function signalRoll(): Promise<void> {
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).trim());
  // a pid file left by a crash may name a process that is something else now
  const command = Number.isInteger(pid) && pid > 0 ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '') : '';
  if (!command.includes('scripts/edge.ts')) {
    console.error('npm run edge -- --roll: no running `npm run edge` found (start it first)');
    process.exit(1);
  }
  process.kill(pid, ROLL_SIGNAL);
  console.log(`[edge] asked the running edge (pid ${pid}) to roll the new code through its instances: its terminal shows the roll`);
}

/** Points `link` at `target` (a sibling folder) in one rename: the next start serves the rolled build. */
async function pointAt(link: string, target: string): Promise<void> {
  const temporary = `${link}.link-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(basename(target), temporary);
  await rename(temporary, link);
}

async function main(): Promise<void> {
  // this command's own defaults, under the environment and .env (the schema's are npm start's)
  const given = loadConfig({ defaults: { PORT: '4331', BACKEND_PORT: '4333' } });
  const edgePort = given.EDGE_PORT;
  const sitePorts = Array.from({ length: INSTANCES }, (_, i) => given.PORT + i);
  const metricsPorts = sitePorts.map((_, i) => (given.METRICS_PORT ?? 4341) + i);
  const prometheusPort = given.PROMETHEUS_PORT;
  const backendPort = given.BACKEND_PORT;
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  // fail before any work when Varnish is missing
  varnishd();

  const embedded = !process.env.CMS_BASE_URL;
  // a port in use stops everything before anything starts (src/server/port-check.ts)
  await assertPortsFree([
    { port: edgePort, host: '127.0.0.1', variable: 'EDGE_PORT', what: 'Varnish' },
    ...sitePorts.map((port, i) => ({ port, host: given.HOST, variable: 'PORT', what: `site instance ${i + 1} (PORT and the next port)` })),
    ...metricsPorts.map((port, i) => ({
      port,
      host: given.HOST,
      variable: 'METRICS_PORT',
      what: `the metrics of site instance ${i + 1} (METRICS_PORT and the next port)`,
    })),
    ...(embedded ? [{ port: backendPort, host: '127.0.0.1', variable: 'BACKEND_PORT', what: 'the embedded backend' }] : []),
    ...(monitor ? [{ port: prometheusPort, host: '127.0.0.1', variable: 'PROMETHEUS_PORT', what: 'Prometheus (--monitor)' }] : []),
  ]);
  // what this command decides, the same for every process: webhook signatures, sessions and preview
  // cookies must open on whichever instance the edge picks
  const secrets = {
    CMS_WEBHOOK_SECRET: given.CMS_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
    SESSION_SECRET: given.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    PREVIEW_SECRET: given.PREVIEW_SECRET ?? randomBytes(24).toString('hex'),
    EDGE_PURGE_TOKEN: given.EDGE_PURGE_TOKEN ?? randomBytes(24).toString('hex'),
  };
  // the embedded CMS's editor and edit API want this login; `npm run cms` sends it
  const editorToken = given.CMS_EDITOR_TOKEN ?? randomBytes(24).toString('hex');
  // one build, copied: each instance then keeps and regenerates its own folder. `.edge/site-a` is
  // the folder itself, or after a roll a link to the rolled one: each instance serves the real folder,
  // so the next roll can build beside it and move the link
  const links = sitePorts.map((_, i) => join(edgeDir, `site-${String.fromCharCode(97 + i)}`));
  const distDirs = links.map((link) => (existsSync(link) ? realpathSync(link) : link));
  const decided: Record<string, string> = {
    ...secrets,
    // visitors reach the site through the edge: canonicals, logins and payment returns name it
    SITE_URL: process.env.SITE_URL || edgeUrl,
    ...(embedded ? { CMS_BASE_URL: `http://127.0.0.1:${backendPort}` } : {}),
    DIST_DIR: distDirs[0]!,
  };
  const config = loadConfig({ defaults: { PORT: '4331', BACKEND_PORT: '4333' }, overrides: decided });

  if (embedded) {
    const dataDir = join(edgeDir, 'data');
    console.log('[edge] generating demo content (skipped when up to date)');
    await finished(children.tsx('scripts/backend/generate/cli.ts', { BACKEND_DATA_DIR: dataDir }));
    const backend = children.tsx('scripts/backend/serve.ts', {
      BACKEND_PORT: String(backendPort),
      BACKEND_DATA_DIR: dataDir,
      // every instance hears every edit (the change feed catches what a lost webhook misses)
      BACKEND_WEBHOOK_URL: sitePorts.map((p) => `http://127.0.0.1:${p}${WEBHOOK_PATH}`).join(' '),
      // the editor's page makes preview links with the site's secret, to the edge's address
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      ...backendSiteEnv(config),
      CMS_WEBHOOK_SECRET: secrets.CMS_WEBHOOK_SECRET,
      CMS_EDITOR_TOKEN: editorToken,
    });
    await waitForHealth(`${config.CMS_BASE_URL}/healthz`, backend, 'the embedded backend');
    printEditorLogin(config.CMS_BASE_URL, editorToken, given.CMS_EDITOR_TOKEN === undefined);
  }

  const decision = config.FORCE_BUILD ? { build: true, reason: 'FORCE_BUILD set: full render' } : await restartDecision(repoRoot, distDirs[0]!, config);
  if (decision.build) {
    console.log(`[edge] building: ${decision.reason}`);
    await build(config);
  } else {
    console.log('[edge] the build is up to date');
  }
  for (const dir of distDirs.slice(1)) {
    if (decision.build || !existsSync(dir)) {
      await rm(dir, { recursive: true, force: true });
      await copyFolder(distDirs[0]!, dir);
    }
  }

  // each instance runs the compiled server of its own folder (scripts/build/server-bundle.ts)
  const instances: ChildProcess[] = [];
  const startInstance = async (i: number, dir: string): Promise<void> => {
    const child = children.spawn(process.execPath, siteServerArgs(dir), {
      ...decided,
      PORT: String(sitePorts[i]),
      METRICS_PORT: String(metricsPorts[i]),
      // the instances write to this command's terminal: its lines for people there, JSON elsewhere
      LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
      DIST_DIR: dir,
      EDGE_PURGE_URL: edgeUrl,
    });
    instances[i] = child;
    distDirs[i] = dir;
    await waitForHealth(`http://127.0.0.1:${sitePorts[i]}/healthz`, child, `site instance ${i + 1}`, 60_000);
  };
  await Promise.all(distDirs.map((dir, i) => startInstance(i, dir)));

  const vcl = varnishVcl({
    backends: sitePorts.map((p) => ({ host: '127.0.0.1', port: p })),
    purgeToken: secrets.EDGE_PURGE_TOKEN,
    purgeFrom: ['127.0.0.1', '::1'],
    localeEntry: config.LOCALE_STRATEGY === 'prefix',
    hosts: edgeHosts(config),
  });
  // beside the instances' folders, not in one: a roll replaces those while Varnish runs
  const varnishDir = join(edgeDir, 'varnish');
  const varnish = await startVarnish({ vcl, port: edgePort, dir: varnishDir });
  children.adopt(varnish.child);
  const vclFile = join(varnishDir, 'site.vcl');
  const prometheus = monitor
    ? await startMonitor({
        dir: join(edgeDir, 'prometheus'),
        sites: metricsPorts.map((p) => `127.0.0.1:${p}`),
        varnishWorkDir: varnish.workDir,
        port: prometheusPort,
      })
    : null;
  for (const child of prometheus?.children ?? []) children.adopt(child);

  console.log(`\n  Edge ready at ${edgeUrl}`);
  console.log(`  instances: ${sitePorts.map((p) => `http://127.0.0.1:${p}`).join(', ')}; VCL: ${vclFile}`);
  console.log(`  metrics: ${metricsPorts.map((p) => `http://127.0.0.1:${p}/metrics`).join(', ')}`);
  if (prometheus) console.log(`  Prometheus (both instances and Varnish): ${prometheus.url}`);
  if (embedded) console.log(`  editor's page: http://127.0.0.1:${backendPort}/\n`);

  // a rolling deploy on `npm run edge -- --roll`: the code as it is now, built beside the live folders
  let rolling = false;
  process.on(ROLL_SIGNAL, () => {
    if (rolling) {
      console.log('[roll] a roll is already running: this request is left out');
      return;
    }
    rolling = true;
    const roll = rollingDeploy(
      {
        dirs: distDirs,
        // SIGTERM drains (src/server/shutdown.ts); bounded by its delay and in-flight limit, then killed
        stop: async (i) => {
          await children.end(instances[i]!, config.DRAIN_DELAY_MS + 30_000);
        },
        start: startInstance,
        varnish,
      },
      {
        makeBuild: async (dir) => {
          await build(loadConfig({ defaults: { PORT: '4331', BACKEND_PORT: '4333' }, overrides: { ...decided, DIST_DIR: dir } }), { liveDir: distDirs[0] });
        },
        log: (line) => console.log(line),
      },
    );
    roll
      .then(async (result) => {
        for (const [i, link] of links.entries()) await pointAt(link, result.dirs[i]!);
      })
      .catch((error: unknown) => console.error(`[roll] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (rolling = false));
  });
  await writeFile(pidFile, `${process.pid}\n`);

  const stop = () => {
    void rm(pidFile, { force: true });
    children.stop();
    void children.exited().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (rollRequest) {
  signalRoll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    children.stop();
    process.exit(1);
  });
}
