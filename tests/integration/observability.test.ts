/**
 * What an operator reads (docs/operations.md "Operating the site"): the Prometheus metrics on their own port,
 * and the log's JSON lines with the request id that also reaches the backends. One site process
 * over a copy of the stack's build (its passes write there), its content backend behind a
 * recording pass-through that notes each call's `X-Request-Id` and can answer one page's content
 * malformed, as a CMS entry that fails the content schema is.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestSite, type SiteProcess } from '../support/site-process';
import { sample, waitForMetricsUrl } from '../support/metrics';
import { sendWebhook, type RegenStatus } from '../support/cms';
import { listPaths } from '../support/site';
import { rawRequest } from '../support/raw-http';
import { TEST_WEBHOOK_SECRET } from '../support/stack';
import { localizedHref } from '../../src/i18n/paths';
import { copyFolder } from '../../scripts/support/roll';
import { PARKED_FILE } from '../../src/server/regen/parked';

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const ADMIN_TOKEN = 'observability-admin-token-0123456789';

/** The backend's calls as the site made them: path and request id. */
const backendCalls: { path: string; id: string | undefined }[] = [];
let recorder: Server;
let site: SiteProcess;
let metricsUrl: string;
/** this test's copy of the stack's output folder */
const outputDir = `${distDir}-observability`;
/** a word in the page paths whose content the backend is slow to answer */
const SLOW_PAGE = 'slow-to-come';
/** the content page path (`?path=` of the CMS's page call) answered malformed, if any */
let malformedPage: string | null = null;

/** Forwards to the stack's backend, noting each call's request id. */
function startRecorder(): Promise<string> {
  const target = new URL(backendUrl);
  recorder = createServer((req, res) => {
    backendCalls.push({ path: req.url ?? '', id: req.headers['x-request-id'] as string | undefined });
    const url = new URL(req.url ?? '/', 'http://recorder');
    // a page whose content is slow to come: its visitor may leave first
    if (url.searchParams.get('path')?.includes(SLOW_PAGE)) {
      setTimeout(() => res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}'), 1_500);
      return;
    }
    if (malformedPage && url.pathname === '/cms-view/v1/content/page' && url.searchParams.get('path') === malformedPage) {
      // an entry the CMS holds but the site's content schema refuses (a title that is no text)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ contentType: 'standardPage', id: 'malformed', title: 42 }));
      return;
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((ok) => recorder.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(recorder.address() as AddressInfo).port}`)));
}

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  return res.text();
};

/** The log's JSON lines so far (the startup lines for people are not JSON). */
const logLines = () =>
  site.child
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  const cms = await startRecorder();
  await rm(outputDir, { recursive: true, force: true });
  await copyFolder(distDir, outputDir);
  // the stack's own site may have a page parked by an earlier test file: this instance starts with
  // none, so its figures move only by what these tests do
  await rm(join(outputDir, PARKED_FILE), { force: true });
  site = await startTestSite(distDir, {
    DIST_DIR: outputDir,
    CMS_BASE_URL: cms,
    CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ADMIN_TOKEN,
    // no interval pulls or render workers: nothing but the test's requests moves a counter
    CMS_SYNC_INTERVAL_S: '0',
    REGEN_WORKERS: 'on-demand',
  });
  metricsUrl = await waitForMetricsUrl(site.child.output);
});
afterAll(async () => {
  await site?.stop();
  await new Promise((ok) => recorder?.close(ok));
  await rm(outputDir, { recursive: true, force: true });
});

describe('the metrics', () => {
  it('count a known set of requests exactly', async () => {
    const before = await scrape();
    const missing = `/en-EU/no-such-page-${Date.now()}`;
    const answers = [
      await fetch(`${site.url}/en-EU`),
      await fetch(`${site.url}${missing}`),
      await fetch(`${site.url}/en-EU/`, { redirect: 'manual' }),
      await fetch(`${site.url}/api/v1/regeneration/status`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
      await fetch(`${site.url}/proxy/layout`, { headers: { locale: 'en-EU' } }),
    ];
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(answers.map((r) => r.status)).toEqual([200, 404, 307, 200, 200]);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('nordic_site_requests_total', { kind: 'static_page', status_class: '2xx' })).toBe(1);
    expect(moved('nordic_site_requests_total', { kind: 'error_page', status_class: '4xx' })).toBe(1);
    expect(moved('nordic_site_requests_total', { kind: 'redirect', status_class: '3xx' })).toBe(1);
    expect(moved('nordic_site_requests_total', { kind: 'api', status_class: '2xx' })).toBe(1);
    expect(moved('nordic_site_requests_total', { kind: 'proxy', status_class: '2xx' })).toBe(1);
    for (const kind of ['static_page', 'error_page', 'redirect', 'api', 'proxy']) expect(moved('nordic_site_request_duration_seconds_count', { kind })).toBe(1);
    expect(moved('nordic_site_request_duration_seconds_count', { kind: 'render' })).toBe(0);
    // the 404 was an on-demand render that was not kept, and is remembered
    expect(moved('nordic_site_render_duration_seconds_count', { outcome: 'not_kept' })).toBe(1);
    expect(moved('nordic_site_render_duration_seconds_count', { outcome: 'kept' })).toBe(0);
    expect(moved('nordic_site_not_found_memory_entries')).toBe(1);
    expect(sample(after, 'nordic_site_not_found_memory_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'nordic_site_feed_last_pull_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 600);
    expect(sample(after, 'nordic_site_feed_pulls_total', { outcome: 'ok' })).toBe(1);
    expect(after).toContain('nordic_site_limiter_queued{limiter="assets"} 0');
    expect(after).toContain('nordic_site_regeneration_parked_pages 0');
    // Node's own figures
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('count a parked page exactly: one that fails the content schema, and its leaving the list when it renders again', async () => {
    const status = async (): Promise<RegenStatus & { parkedCount: number }> => {
      const res = await fetch(`${site.url}/api/v1/regeneration/status`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as RegenStatus & { parkedCount: number };
    };
    /** sends the page's webhook and waits (bounded) for its pass to be over */
    const pass = async (path: string) => {
      const passes = (await status()).passes;
      const change = { type: 'page' as const, locale: 'en-EU' as const, action: 'updated' as const, path, contentType: 'standardPage' as const, tags: [] };
      expect((await sendWebhook(site.url, [change])).status).toBe(202);
      await expect.poll(async () => (await status()).passes, { timeout: 30_000 }).toBeGreaterThan(passes);
      await expect.poll(async () => ((s) => !s.running && s.queued === 0)(await status()), { timeout: 30_000 }).toBe(true);
    };
    const path = (await listPaths(backendUrl, 'en-EU')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex).at(-2)!.path;
    const before = await scrape();
    expect(sample(before, 'nordic_site_regeneration_parked_pages')).toBe(0);

    malformedPage = path;
    try {
      await pass(path);
    } finally {
      malformedPage = null;
    }
    const parked = await scrape();
    const moved = (after: string, name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(sample(parked, 'nordic_site_regeneration_parked_pages')).toBe(1);
    expect((await status()).parkedCount).toBe(1);
    expect(moved(parked, 'nordic_site_regeneration_pages_total', { outcome: 'failed' })).toBe(1);
    expect(moved(parked, 'nordic_site_regeneration_pages_total', { outcome: 'rendered' })).toBe(0);
    // the page stays as it was meanwhile
    expect((await fetch(`${site.url}${localizedHref(path, 'en-EU')}`)).status).toBe(200);

    // mended in the CMS: the next pass renders it, and it leaves the list
    await pass(path);
    const mended = await scrape();
    expect(sample(mended, 'nordic_site_regeneration_parked_pages')).toBe(0);
    expect((await status()).parkedCount).toBe(0);
    expect(moved(mended, 'nordic_site_regeneration_pages_total', { outcome: 'failed' })).toBe(1);
    expect(moved(mended, 'nordic_site_regeneration_pages_total', { outcome: 'rendered' })).toBe(1);
  });

  it("pass promtool's check", async () => {
    const text = await scrape();
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.error).toBeUndefined();
    expect(`${check.stdout}${check.stderr}`).toBe('');
    expect(check.status).toBe(0);
  });

  it("are refused to a visitor: not on the site's port, and nothing else on theirs", async () => {
    const visitor = await fetch(`${site.url}/metrics`);
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain('nordic_site_');
    expect((await fetch(new URL('/', metricsUrl))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
    // a refusal waits for the body it does not read, so a client still sending gets it (drain.ts)
    const { pathname, origin } = new URL(metricsUrl);
    for (const target of [pathname, '/']) {
      const refused = await rawRequest(origin, { method: 'PUT', target, body: 'x'.repeat(300_000), pauseMidBodyMs: 100 });
      expect([refused.status, refused.answeredMidBody]).toEqual([target === '/' ? 404 : 405, false]);
    }
    // a page in a browser on this machine, under a name rebound to 127.0.0.1, is not answered (DNS rebinding)
    const { port } = new URL(metricsUrl);
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.evil.example:${port}`]) {
      const foreign = await rawRequest(origin, { target: pathname, headers: { host } });
      expect([foreign.status, foreign.body.toString()], host).toEqual([421, expect.not.stringContaining('nordic_site_')]);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost'])
      expect((await rawRequest(origin, { target: pathname, headers: { host } })).status, host).toBe(200);
  });
});

describe('the log', () => {
  it('has one JSON line per request with its fields, and the request id reaches the backend', async () => {
    const id = `obs-${Date.now()}`;
    const res = await fetch(`${site.url}/proxy/layout?x=secret-value`, { headers: { 'x-request-id': id, locale: 'sv-SE' } });
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(backendCalls.filter((c) => c.id === id).map((c) => c.path.split('?')[0])).toEqual(['/cms-view/v1/content/layout']);

    // (the log is written at least every second: src/server/observe/log.ts LOG_BUFFER)
    await expect.poll(() => logLines().filter((l) => l.id === id).length, { timeout: 5_000 }).toBe(1);
    const line = logLines().find((l) => l.id === id)!;
    expect(line).toMatchObject({ level: 'info', event: 'request', method: 'GET', path: '/proxy/layout', status: 200, kind: 'proxy', cache: 'pass' });
    expect(line.ms).toEqual(expect.any(Number));
    expect(line.bytes).toBeGreaterThan(100);
    expect(line.time).toEqual(expect.any(String));
    expect(JSON.stringify(line)).not.toContain('secret-value');

    // an id that is not a short token is replaced, and the new one is what the backend sees
    const bad = await fetch(`${site.url}/proxy/layout`, { headers: { 'x-request-id': 'two words', locale: 'fi-FI' } });
    await bad.arrayBuffer();
    const made = bad.headers.get('x-request-id')!;
    expect(made).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
    expect(backendCalls.some((c) => c.id === made)).toBe(true);
    expect(backendCalls.some((c) => c.id === 'two words')).toBe(false);
  });

  it('logs a request its client left before the answer as aborted (499, as nginx), not as the answer it never got', async () => {
    const path = `/no-NO/${SLOW_PAGE}-${Date.now()}`;
    const { hostname, port } = new URL(site.url);
    const socket = connect(Number(port), hostname);
    await new Promise((ok) => socket.once('connect', ok));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Request-Id: left-early\r\n\r\n`);
    // gone while the page's content is still on its way
    await new Promise((ok) => setTimeout(ok, 200));
    socket.destroy();
    await expect.poll(() => logLines().find((l) => l.event === 'request' && l.path === path), { timeout: 10_000 }).toBeTruthy();
    const line = logLines().find((l) => l.event === 'request' && l.path === path)!;
    expect(line).toMatchObject({ id: 'left-early', status: 499, aborted: true });
    expect(line).not.toHaveProperty('cache');
    // a request answered in full is no aborted one
    const answered = await fetch(`${site.url}/no-NO/${SLOW_PAGE}-answered`, { headers: { 'x-request-id': 'stayed' } });
    expect(answered.status).toBe(404);
    await answered.arrayBuffer();
    await expect
      .poll(() => logLines().find((l) => l.event === 'request' && l.id === 'stayed'), { timeout: 5_000 })
      .toMatchObject({ status: 404, cache: expect.any(String) });
    expect(logLines().find((l) => l.id === 'stayed')).not.toHaveProperty('aborted');
  });

  it('has a line for each pull of the change feed, and for on-demand renders', async () => {
    // read as the buffered log (LOG_BUFFER) writes them: within its flush interval
    await expect
      .poll(() => logLines().find((l) => l.event === 'pull'), { timeout: 5_000 })
      .toMatchObject({ reason: 'startup', outcome: 'ok', changes: expect.any(Number), ms: expect.any(Number) });
    await expect
      .poll(() => logLines().find((l) => l.event === 'render'), { timeout: 5_000 })
      .toMatchObject({ outcome: 'not_kept', status: 404, ms: expect.any(Number) });
  });
});
