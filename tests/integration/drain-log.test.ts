/**
 * No request line is lost when an instance stops under load (docs/operations.md "Logs"): the JSON
 * log is buffered (src/server/observe/log.ts), and SIGTERM's drain writes what it holds before the
 * process exits, as in a rolling deploy. Readers keep asking until the instance refuses them; every
 * answer they got has its line, by its request id.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

let site: SiteProcess;

beforeAll(async () => {
  site = await startTestSiteOnCopy(distDir, 'drain-log', {
    CMS_BASE_URL: backendUrl,
    CMS_SYNC_INTERVAL_S: '0',
    REGEN_WORKERS: 'on-demand',
    DRAIN_DELAY_MS: '1000',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  });
});
afterAll(async () => {
  await site.stop();
});

it('writes the line of every request answered under load before SIGTERM ends the process', async () => {
  const answered: string[] = [];
  let refused = 0;
  let stopping = false;
  const reader = async () => {
    // until the drained instance takes no new connection
    while (refused === 0) {
      try {
        const res = await fetch(`${site.url}/en-EU/company`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (res.status === 200) answered.push(res.headers.get('x-request-id')!);
      } catch {
        if (stopping) refused += 1;
      }
    }
  };
  const readers = Array.from({ length: 16 }, reader);
  await expect.poll(() => answered.length, { timeout: 20_000 }).toBeGreaterThan(500);
  stopping = true;
  site.child.process.kill('SIGTERM');
  await Promise.all(readers);
  expect(await site.child.exited).toBe(0);

  const logged = new Set(
    site.child
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; id?: string; status?: number })
      .filter((line) => line.event === 'request' && line.status === 200)
      .map((line) => line.id),
  );
  const missing = answered.filter((id) => !logged.has(id));
  expect(answered.length).toBeGreaterThan(500);
  expect(missing).toEqual([]);
});
