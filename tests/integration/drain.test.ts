/**
 * SIGTERM drains an instance (README "Operating the site"): `/healthz` answers 503 at once so the
 * edge's probe takes it out, a request in flight still gets its whole answer, and the process then
 * exits 0. One site process over the stack's build.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestSite, type SiteProcess } from '../support/site-process';

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

let site: SiteProcess;

beforeAll(async () => {
  site = await startTestSite(distDir, {
    DIST_DIR: distDir,
    CMS_BASE_URL: backendUrl,
    CMS_SYNC_INTERVAL_S: '0',
    REGEN_WORKERS: 'on-demand',
    DRAIN_DELAY_MS: '500',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  });
});
afterAll(async () => {
  if (site.child.process.exitCode === null) await site.stop();
});

it('answers 503 on /healthz, finishes the request in flight, then exits 0', async () => {
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  const body = JSON.stringify({ locale: 'en-EU', query: 'x'.repeat(2_000) });
  const url = new URL('/proxy/search', site.url);
  // a request whose body is still on its way when the signal comes
  const answer = new Promise<{ status: number; text: string }>((ok, fail) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.write(body.slice(0, 100));
    setTimeout(() => req.end(body.slice(100)), 1_500);
  });
  let answered = false;
  void answer.then(() => (answered = true));
  await new Promise((ok) => setTimeout(ok, 200));
  site.child.process.kill('SIGTERM');

  await expect.poll(async () => (await fetch(`${site.url}/healthz`)).status, { interval: 25, timeout: 450 }).toBe(503);
  const health = await fetch(`${site.url}/healthz`);
  expect(await health.json()).toEqual({ ok: false, draining: true });
  expect(health.headers.get('cache-control')).toBe('no-store');
  expect(answered).toBe(false);

  // the delay is over: the instance takes no new connection, and the request in flight still finishes
  await new Promise((ok) => setTimeout(ok, 600));
  await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
  expect(answered).toBe(false);
  const { status, text } = await answer;
  // the proxy's own answer to the request, whole: whatever its status, not a reset connection
  expect(status).toBeGreaterThanOrEqual(200);
  expect(() => JSON.parse(text) as unknown).not.toThrow();
  expect(await site.child.exited).toBe(0);
  expect(site.child.output()).toMatch(/draining/);
});
