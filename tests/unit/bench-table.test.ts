import { describe, expect, it } from 'vitest';
import type { BenchReport } from '../../scripts/bench/report';
import { columns, renderTable } from '../../scripts/bench/table';
import { percentile, ratio } from '../../scripts/bench/stats';
import { nginxConfig } from '../../scripts/bench/nginx';

const report: BenchReport = {
  version: 1,
  startedAt: '2026-11-22T02:00:00.000Z',
  machine: { node: 'v20.20.2', cpus: 2, cpuModel: 'Test CPU', chromium: '140.0', nginx: null },
  notes: ['locator: the block is not registered yet (issue 4)', 'nginx not found: apt-get install -y nginx'],
  build: { pages: 2361, workers: 2, astroMs: 12000, renderMs: 20000, totalMs: 33000, pagesPerSecond: 72, renderPagesPerSecond: 118 },
  pageKinds: [
    {
      kind: 'landing',
      path: '/en-EU',
      htmlBytes: 31743,
      htmlGzipBytes: 5884,
      cssGzipBytes: 2931,
      jsGzipBytes: 2648,
      lighthouse: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1858.6, cls: 0, tbtMs: 0 },
    },
    { kind: 'locator', path: null, missing: 'the block is not registered yet (issue 4)' },
  ],
  serving: {
    connections: 64,
    durationSeconds: 10,
    static: { node: { requestsPerSecond: 12000, p50Ms: 4, p99Ms: 9.5, requests: 120000, errors: 0, non2xx: 0 }, nginx: null, nodeToNginx: null },
    onDemand: { pages: 300, concurrency: 8, pagesPerSecond: 250, p50Ms: 30, p99Ms: 80, errors: 0, toStatic: 0.021 },
  },
};

describe('bench table', () => {
  it('prints every page kind, with a loud line for what was not measured', () => {
    const text = renderTable(report);
    expect(text).toMatch(/^landing\s+31,743\s+5,884\s+2,931\s+2,648\s+99\s+100\s+100\s+100\s+1,859\s+0\.000\s+0\s+\/en-EU$/m);
    expect(text).toMatch(/^locator\s.*NOT MEASURED: the block is not registered yet \(issue 4\)$/m);
    expect(text).toContain('!! locator: the block is not registered yet (issue 4)');
    expect(text).toContain('!! nginx not found');
    expect(text).toMatch(/static, node\s+12,000\s+4\.0\s+9\.5\s+0/);
    expect(text).toContain('on-demand/static 0.021×');
    expect(text).toContain('2,361 pages in 33.0 s end to end = 72 pages/s');
  });

  it('aligns columns', () => {
    expect(columns([['a', '1'], ['long', '100']])).toEqual(['a       1', 'long  100']);
  });
});

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });

  it('gives ratios only when both sides are there', () => {
    expect(ratio(7, 10)).toBe(0.7);
    expect(ratio(7, null)).toBeNull();
    expect(ratio(7, 0)).toBeNull();
  });
});

describe('nginx config', () => {
  const conf = nginxConfig({ port: 4499, clientDir: '/srv/site/client', prefix: '/tmp/ngx', user: null });

  it('serves the output folder on loopback with precompressed files and our .html layout', () => {
    expect(conf).toContain('listen 127.0.0.1:4499;');
    expect(conf).toContain('root /srv/site/client;');
    expect(conf).toContain('gzip_static on;');
    expect(conf).toMatch(/gzip off;/);
    expect(conf).toContain('try_files $uri $uri.html =404;');
    expect(conf).toContain('worker_processes 1;');
  });

  it('keeps every file it writes inside its prefix', () => {
    for (const [, path] of conf.matchAll(/(?:pid|error_log|_temp_path)\s+(\S+?);?\s/g)) expect(path!.startsWith('/tmp/ngx/')).toBe(true);
  });
});
