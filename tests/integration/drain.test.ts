/**
 * SIGTERM drains an instance (docs/operations.md "Operating the site"): `/healthz` answers 503 at once so the
 * edge's probe takes it out, a request in flight still gets its whole answer, and the process then
 * exits 0. One site process over the stack's build.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

let site: SiteProcess;
const DRAIN_DELAY_MS = 2_000;
/** when the request in flight sends the rest of its body: well after the delay */
const BODY_DONE_MS = 2 * DRAIN_DELAY_MS;

beforeAll(async () => {
  site = await startTestSiteOnCopy(distDir, 'drain', {
    CMS_BASE_URL: backendUrl,
    CMS_SYNC_INTERVAL_S: '0',
    REGEN_WORKERS: 'on-demand',
    // room for a loaded machine: the 503 must be seen inside the delay, and the connection refused
    // after it while the request in flight is still sending its body
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  });
});
afterAll(async () => {
  // (stopping a site that exited already only removes its copy)
  await site.stop();
});

it('answers 503 on /healthz, finishes the request in flight, then exits 0', async () => {
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  const body = JSON.stringify({ locale: 'en-EU', query: 'x'.repeat(2_000) });
  // a request whose body is still on its way when the signal comes
  const answer = rawRequest(
    site.url,
    { method: 'POST', target: '/proxy/search', headers: { 'content-type': 'application/json' }, body, pauseMidBodyMs: BODY_DONE_MS },
    BODY_DONE_MS + 10_000,
  ).then((res) => ({ status: res.status, text: res.body.toString('utf8') }));
  let answered = false;
  void answer.then(() => (answered = true));
  await new Promise((ok) => setTimeout(ok, 200));
  site.child.process.kill('SIGTERM');

  // during the delay: the probe's answer is 503 (the answer the poll saw is the one checked)
  let health: Response | undefined;
  await expect.poll(async () => (health = await fetch(`${site.url}/healthz`)).status, { interval: 25, timeout: DRAIN_DELAY_MS - 200 }).toBe(503);
  expect(await health!.json()).toEqual({ ok: false, draining: true });
  expect(health!.headers.get('cache-control')).toBe('no-store');
  expect(answered).toBe(false);

  // the delay is over: the instance takes no new connection, and the request in flight still finishes
  await expect
    .poll(
      () =>
        fetch(`${site.url}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      { interval: 50, timeout: BODY_DONE_MS - 500 },
    )
    .toBe('refused');
  expect(answered).toBe(false);
  const { status, text } = await answer;
  // the proxy's own answer to the request, whole: whatever its status, not a reset connection
  expect(status).toBeGreaterThanOrEqual(200);
  expect(() => JSON.parse(text) as unknown).not.toThrow();
  expect(await site.child.exited).toBe(0);
  expect(site.child.output()).toMatch(/draining/);
});
