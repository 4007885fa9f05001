/**
 * `npm run test:load [-- --duration S --connections N]`: the load and backend-outage test, bounded
 * and on loopback only. Not part of `npm test` (it takes about two minutes and a whole machine).
 *
 * 1. Load: N connections (64) for S seconds (20) over static pages, pages rendered on demand (each
 *    connection has unbuilt pages of its own) and content-proxy API calls. Passes with 0 errors and
 *    only 200s; prints p99.
 * 2. Outage: the same static and API traffic while the embedded backend is stopped mid-run and
 *    started again. Static pages stay 200; a page not built yet answers 503 with Retry-After and
 *    the error page; everything answers 200 again once the backend is back; and orders placed
 *    before the outage and after it are all there.
 *
 * Exits 0 when every check passes, 1 otherwise, printing one line per check.
 */
import autocannon from 'autocannon';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { localeCodes } from '../../src/config/locales';
import { manifestSchema } from '../../src/server/output/manifest';
import { findPageKinds, splitFound } from '../support/page-kinds';
import { unbuild } from '../bench/on-demand';
import { startStack, type Stack } from '../bench/stack';
import { Recorder, rotation, type MixPools } from './mix';
import { check, describeCounts, probe, sleep, waitFor, type Check } from './probe';
import { orderFlow } from './orders';

const log = (m: string) => console.error(m);

function options() {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '20' }, connections: { type: 'string', default: '64' } },
    strict: true,
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!Number.isInteger(duration) || duration < 5 || duration > 120) throw new Error('--duration: whole seconds, 5–120');
  if (!Number.isInteger(connections) || connections < 1 || connections > 512) throw new Error('--connections: 1–512');
  return { duration, connections };
}

const searchBody = JSON.stringify({ page: 1, limit: 9, filter: { category: 'Article', tags: [] }, sort: { sortBy: 'created', sortDirection: 'DESC' } });
const api: MixPools['api'] = [
  { method: 'GET', path: '/proxy/layout', headers: { locale: 'en-EU' } },
  { method: 'GET', path: '/proxy/page?path=%2Fcompany', headers: { locale: 'en-EU' } },
  { method: 'POST', path: '/proxy/search', headers: { locale: 'en-EU', 'content-type': 'application/json' }, body: searchBody },
];

/** Pages of every kind in every locale that are built (they must stay 200 whatever happens). */
async function staticPages(backendUrl: string): Promise<string[]> {
  const out: string[] = [];
  for (const locale of localeCodes) {
    const { found } = splitFound(await findPageKinds(backendUrl, locale));
    out.push(...found.filter((k) => k.status === 200).map((k) => k.href));
  }
  return out;
}

/** Unbuilt pages: some for the load phase, a separate set asked for only during the outage. */
async function unbuiltPools(distDir: string, keep: ReadonlySet<string>): Promise<{ load: string[]; outage: string[] }> {
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8')));
  const candidates = Object.entries(manifest.pages)
    .filter(([path, r]) => !keep.has(path) && (r.kind === 'station' || r.kind === 'article'))
    .map(([path]) => path);
  return { load: candidates.slice(0, 1000), outage: candidates.slice(1000, 1100) };
}

async function loadPhase(stack: Stack, pools: MixPools, o: { duration: number; connections: number }): Promise<Check[]> {
  log(
    `[load] ${o.connections} connections for ${o.duration} s: ${pools.staticPaths.length} static pages, ${pools.onDemandPaths.length} unbuilt pages, ${pools.api.length} API calls`,
  );
  const recorder = new Recorder();
  let next = 0;
  const result = await autocannon({
    url: stack.site.url,
    connections: o.connections,
    duration: o.duration,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    setupClient: (client) => client.setRequests(rotation(next++ % o.connections, o.connections, pools, recorder)),
  });
  const counts = recorder.counts();
  const only200 = (k: keyof typeof counts) => Object.keys(counts[k]).every((s) => s === '200');
  const rendered = counts.onDemand[200] ?? 0;
  log(`[load] ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return [
    check(
      'load: no errors or timeouts',
      result.errors + result.timeouts === 0,
      `${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`,
    ),
    check('load: static pages all 200', only200('static'), describeCounts(counts.static)),
    check('load: on-demand pages all 200', only200('onDemand') && rendered > 0, describeCounts(counts.onDemand)),
    check('load: API calls all 200', only200('api'), describeCounts(counts.api)),
    check(
      'load: p99',
      true,
      `p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms, ${Math.round(result.requests.average)} req/s over ${result.requests.total} requests`,
    ),
  ];
}

async function outagePhase(stack: Stack, pools: MixPools, outagePaths: string[], o: { duration: number; connections: number }): Promise<Check[]> {
  const site = stack.site.url;
  const orders = await orderFlow(site, stack.dataDir, log);
  const checks: Check[] = [];
  const before = await orders.place('before');

  log(`[outage] static and API traffic for ${o.duration} s; the backend stops at 1/4 and returns at 1/2`);
  const recorder = new Recorder();
  let next = 0;
  const traffic = autocannon({
    url: site,
    connections: o.connections,
    duration: o.duration,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    setupClient: (client) => client.setRequests(rotation(next++ % o.connections, o.connections, { ...pools, onDemandPaths: [] }, recorder)),
  });

  await sleep((o.duration * 1000) / 4);
  const stoppedAt = Date.now();
  await stack.backend.stop();
  log('[outage] backend stopped');

  const during = {
    static: [] as number[],
    onDemand: [] as { path: string; status: number; retryAfter: string | null; errorPage: boolean }[],
    api: [] as number[],
  };
  let k = 0;
  const restartAt = stoppedAt + (o.duration * 1000) / 4;
  while (Date.now() < restartAt && k < outagePaths.length) {
    const path = outagePaths[k]!;
    const [still, page, call] = await Promise.all([
      probe(`${site}${pools.staticPaths[k % pools.staticPaths.length]}`),
      probe(`${site}${path}`),
      probe(`${site}/proxy/layout`, { headers: { locale: 'en-EU' } }),
    ]);
    during.static.push(still.status);
    during.onDemand.push({ path, status: page.status, retryAfter: page.retryAfter, errorPage: page.body.includes('data-page-kind="error"') });
    during.api.push(call.status);
    k += 1;
    await sleep(100);
  }
  const duringOrder = await orders.attempt();

  await stack.backend.start();
  const restartedAt = Date.now();
  log('[outage] backend started again');
  const firstFailed = during.onDemand[0]?.path ?? outagePaths[0]!;
  const recoveredAt = await waitFor(
    async () => (await probe(`${site}${firstFailed}`)).status === 200 && (await probe(`${site}/proxy/layout`, { headers: { locale: 'en-EU' } })).status === 200,
    20_000,
  );
  const result = await traffic;
  const after = await orders.place('after');
  const afterRecovery = await Promise.all(during.onDemand.map(async (d) => (await probe(`${site}${d.path}`)).status));

  const counts = recorder.counts();
  const graceMs = 1_000;
  const lateFailures = recorder.answers.filter((a) => a.kind === 'api' && a.status !== 200 && (recoveredAt === null || a.at > recoveredAt + graceMs));
  const earlyFailures = recorder.answers.filter((a) => a.kind === 'api' && a.status !== 200 && a.at < stoppedAt);
  const apiStatuses = new Set([...recorder.answers.filter((a) => a.kind === 'api').map((a) => a.status), ...during.api].filter((s) => s !== 200));
  const onDemand503 = during.onDemand.filter((d) => d.status === 503 && d.retryAfter !== null && d.errorPage);

  checks.push(
    check(
      'outage: no errors or timeouts',
      result.errors + result.timeouts === 0,
      `${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} requests`,
    ),
    check(
      'outage: static pages stay 200 (traffic)',
      Object.keys(counts.static).every((s) => s === '200'),
      describeCounts(counts.static),
    ),
    check(
      'outage: static pages stay 200 (probes while down)',
      during.static.length > 0 && during.static.every((s) => s === 200),
      `${during.static.length} probes: ${[...new Set(during.static)].join(', ')}`,
    ),
    check(
      'outage: unbuilt pages answer 503 + Retry-After + error page',
      during.onDemand.length > 0 && onDemand503.length === during.onDemand.length,
      `${onDemand503.length} of ${during.onDemand.length} (statuses ${[...new Set(during.onDemand.map((d) => d.status))].join(', ')})`,
    ),
    check(
      'outage: API answers 502/503 while down, never another error',
      [...apiStatuses].every((s) => s === 502 || s === 503),
      `non-200 statuses: ${[...apiStatuses].join(', ') || 'none'}; ${describeCounts(counts.api)}`,
    ),
    check('outage: API was 200 before the stop', earlyFailures.length === 0, `${earlyFailures.length} failures before the stop`),
    check(
      'outage: everything recovers when the backend returns',
      recoveredAt !== null && lateFailures.length === 0 && afterRecovery.every((s) => s === 200),
      recoveredAt === null
        ? 'did not recover within 20 s'
        : `recovered ${recoveredAt - restartedAt} ms after restart; ${lateFailures.length} API failures after; ${afterRecovery.filter((s) => s === 200).length}/${afterRecovery.length} pages that were 503 now 200`,
    ),
  );
  checks.push(...(await orders.verify(before, after, duringOrder)));
  return checks;
}

async function main(): Promise<number> {
  const o = options();
  let staticPaths: string[] = [];
  let pools = { load: [] as string[], outage: [] as string[] };
  const stack = await startStack({
    name: 'load',
    log,
    beforeServe: async (distDir, backendUrl) => {
      staticPaths = await staticPages(backendUrl);
      pools = await unbuiltPools(distDir, new Set(staticPaths));
      await unbuild(distDir, [...pools.load, ...pools.outage]);
    },
  });
  running = stack;
  const checks: Check[] = [];
  try {
    const mix: MixPools = { staticPaths, onDemandPaths: pools.load, api };
    checks.push(...(await loadPhase(stack, mix, o)));
    checks.push(...(await outagePhase(stack, mix, pools.outage, o)));
  } finally {
    await stack.close();
  }
  console.log('\nLoad and outage test');
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\n${checks.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

let running: Stack | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (running?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
