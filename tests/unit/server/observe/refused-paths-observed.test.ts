/**
 * A page path the site refuses (src/cms/path-rule.ts) is observed: a warning line naming it, the
 * place it came from and the problem, and `nordic_site_page_paths_refused_total` by source and
 * problem; a full build's refusals come from its report (src/server/build-report.ts) as
 * `nordic_site_build_refused_pages`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { pathListingSchema } from '../../../../src/cms/schemas';
import { createLogger } from '../../../../src/server/observe/log';
import { createMetrics } from '../../../../src/server/observe/metrics';
import { siteEvents } from '../../../../src/server/observe/site-events';
import { readBuildReport, writeBuildReport } from '../../../../src/server/build-report';
import { sample } from '../../../support/metrics';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('refused page paths', () => {
  it('are logged as warnings and counted by source and problem', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const logger = createLogger({ level: 'info', format: 'json', destination });
    const metrics = createMetrics({ defaultMetrics: false });
    const events = siteEvents(logger, metrics);
    const { refused } = pathListingSchema.parse({
      locale: 'sv-SE',
      paths: ['/healthz', '/erbjudanden/v.47', '/preview/x', '/offer?x=1'].map((path) => ({ path, contentType: 'standardPage', version: 'v' })),
    });
    for (const r of refused) events.refusedPath(r, 'listing', "a resync's listing");
    events.refusedPath(refused[0]!, 'webhook', 'webhook evt-1');
    logger.flush();
    await new Promise((ok) => setImmediate(ok));

    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toHaveLength(4);
    expect(parsed[0]).toMatchObject({ level: 'warn', event: 'path_refused', source: 'listing', locale: 'sv-SE', path: '/healthz', problem: 'reserved' });
    expect(parsed[0]!['msg']).toBe(
      '[cms] page path refused: "/healthz" (sv-SE, a resync\'s listing): the site keeps “/healthz” and everything under it for itself',
    );
    const text = await metrics.registry.metrics();
    const count = (source: string, problem: string) => sample(text, 'nordic_site_page_paths_refused_total', { source, problem });
    expect(count('listing', 'reserved')).toBe(2);
    expect(count('listing', 'character')).toBe(1);
    expect(count('webhook', 'reserved')).toBe(1);
    expect(count('feed', 'reserved')).toBe(0);
  });

  it("of a full build are read from its report into the site's metrics", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'build-report-'));
    dirs.push(dir);
    expect(await readBuildReport(dir)).toBeNull();
    const refused = [{ locale: 'fi-FI', path: '/healthz', problem: 'reserved', reason: 'the site keeps “/healthz” and everything under it for itself' }];
    await writeBuildReport(dir, { buildId: 'b1', refused });
    const report = await readBuildReport(dir);
    expect(report).toEqual({ buildId: 'b1', refused });
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.readFrom({ buildRefusedPages: () => report!.refused.length });
    expect(sample(await metrics.registry.metrics(), 'nordic_site_build_refused_pages')).toBe(1);
  });
});
