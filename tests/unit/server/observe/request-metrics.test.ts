import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../../../src/server/observe/metrics';
import { requestKinds, statusClass, type RequestKind } from '../../../../src/lib/http/request-kind';

// The request counters are kept as plain numbers and published at each scrape
// (src/server/observe/metrics.ts): what Prometheus reads is what a simple count by label gives.

const sample = (text: string, name: string, labels: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('request metrics', () => {
  it('publish every request by kind and status class, and bytes by kind, as a simple count would', async () => {
    const request = fc.record({
      kind: fc.constantFrom(...requestKinds),
      status: fc.oneof(fc.integer({ min: 100, max: 599 }), fc.integer({ min: 0, max: 999 })),
      bytes: fc.integer({ min: 0, max: 100_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { maxLength: 60 }), async (requests) => {
        const metrics = createMetrics({ defaultMetrics: false });
        const counts = new Map<string, number>();
        const bytes = new Map<RequestKind, number>();
        for (const r of requests) {
          metrics.request(r.kind, r.status, 0.001, r.bytes);
          const key = `kind="${r.kind}",status_class="${statusClass(r.status)}"`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
          bytes.set(r.kind, (bytes.get(r.kind) ?? 0) + r.bytes);
        }
        const text = await metrics.registry.metrics();
        const published = text.split('\n').filter((l) => l.startsWith('nordic_site_requests_total{'));
        expect(published).toHaveLength(counts.size);
        for (const [labels, n] of counts) expect(sample(text, 'nordic_site_requests_total', labels)).toBe(n);
        for (const kind of requestKinds) {
          expect(sample(text, 'nordic_site_response_bytes_total', `kind="${kind}"`)).toBe(bytes.get(kind) ?? 0);
          expect(sample(text, 'nordic_site_request_duration_seconds_count', `kind="${kind}"`)).toBe(requests.filter((r) => r.kind === kind).length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('read the log lines dropped from their source at each scrape', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    let dropped = 0;
    metrics.readFrom({ logLinesDropped: () => dropped });
    expect(await metrics.registry.getSingleMetricAsString('nordic_site_log_lines_dropped_total')).toMatch(/^nordic_site_log_lines_dropped_total 0$/m);
    dropped = 42;
    expect(await metrics.registry.getSingleMetricAsString('nordic_site_log_lines_dropped_total')).toMatch(/^nordic_site_log_lines_dropped_total 42$/m);
  });
});
