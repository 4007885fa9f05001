import { describe, expect, it } from 'vitest';
import type { BenchReport } from '../../../../scripts/bench/report';
import { columns, renderTable } from '../../../../scripts/bench/table';
import { percentile, ratio } from '../../../../scripts/bench/stats';
import { nginxConfig } from '../../../../scripts/bench/nginx';
import { headFields, median, medianFigures } from '../../../../scripts/bench/origin';
import { parseWrk, wrkMs } from '../../../../scripts/bench/wrk';

const report: BenchReport = {
  version: 2,
  startedAt: '2026-11-22T02:00:00.000Z',
  machine: { node: 'v20.20.2', cpus: 2, cpuModel: 'Test CPU', chromium: '140.0', nginx: null, wrk: '4.1.0' },
  notes: ['locator: the block is not registered yet (spec 2.4)', 'nginx not found: apt-get install -y nginx'],
  build: { pages: 2361, workers: 2, astroMs: 12000, renderMs: 20000, totalMs: 33000, pagesPerSecond: 72, renderPagesPerSecond: 118, renderCpuMsPerPage: 16.4 },
  pageKinds: [
    {
      kind: 'landing',
      path: '/en-EU',
      htmlBytes: 31743,
      htmlGzipBytes: 5884,
      cssGzipBytes: 2931,
      jsGzipBytes: 2648,
      jsPhoneTransferBytes: 2977,
      lighthouse: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1858.6, cls: 0, tbtMs: 0, runs: 3 },
    },
    { kind: 'locator', path: null, missing: 'the block is not registered yet (spec 2.4)' },
  ],
  origin: {
    path: '/en-EU/company',
    gzipBytes: 5192,
    threads: 2,
    connections: 64,
    durationSeconds: 12,
    rounds: 1,
    nginx: null,
    bareNode: { requestsPerSecond: 70000, p50Ms: 0.8, p99Ms: 2.5, requests: 840000, errors: 0, non2xx: 0, cpuUsPerRequest: 20.1 },
    bareSiteHead: { requestsPerSecond: 56000, p50Ms: 1.0, p99Ms: 3.2, requests: 672000, errors: 0, non2xx: 0, cpuUsPerRequest: 24.3 },
    siteHeadFields: 19,
    pipeline: { requestsPerSecond: 49000, p50Ms: 1.2, p99Ms: 4.1, requests: 588000, errors: 0, non2xx: 0, cpuUsPerRequest: 26.8 },
    perRound: [
      {
        nginx: null,
        bareNode: { requestsPerSecond: 70000, p50Ms: 0.8, p99Ms: 2.5, requests: 840000, errors: 0, non2xx: 0, cpuUsPerRequest: 20.1 },
        bareSiteHead: { requestsPerSecond: 56000, p50Ms: 1.0, p99Ms: 3.2, requests: 672000, errors: 0, non2xx: 0, cpuUsPerRequest: 24.3 },
        pipeline: { requestsPerSecond: 49000, p50Ms: 1.2, p99Ms: 4.1, requests: 588000, errors: 0, non2xx: 0, cpuUsPerRequest: 26.8 },
      },
    ],
    pipelineToBareNode: 0.7,
    pipelineToBareSiteHead: 0.88,
    pipelineToNginx: null,
    p99ToBareNode: 1.64,
    cpuRatio: 0.75,
    log: { requestLines: 588010, requests: 588000, dropped: 0 },
  },
  onDemand: { pages: 300, concurrency: 8, pagesPerSecond: 250, p50Ms: 30, p99Ms: 80, errors: 0, toStatic: 0.021 },
  regeneration: [
    {
      scale: 10,
      pages: 22277,
      fullBuildMs: 88000,
      firstEditMs: 310,
      firstEditLoopMaxMs: 120.4,
      edits: 20,
      editP50Ms: 60,
      editP95Ms: 95,
      editLoopMaxMs: 21.5,
      passP50Ms: 40,
      feedP50Ms: 700,
      feedP95Ms: 1100,
      restartMs: 3000,
      restartRendered: 0,
      layout: {
        pages: 5569,
        ms: 23000,
        pagesPerSecond: 242,
        failed: 0,
        loopMaxMs: 31.2,
        reader: { requestsPerSecond: 9000, p50Ms: 0.8, p99Ms: 12.34, requests: 108000, errors: 0, non2xx: 0, cpuUsPerRequest: undefined },
      },
    },
  ],
  locator: null,
};

describe('bench table', () => {
  it('prints every page kind, with a loud line for what was not measured', () => {
    const text = renderTable(report);
    expect(text).toMatch(/^landing\s+31,743\s+5,884\s+2,931\s+2,648\s+2,977\s+99\s+100\s+100\s+100\s+1,859\s+0\.000\s+0\s+\/en-EU$/m);
    expect(text).toContain('Page kinds (Lighthouse 12 mobile: the median of 3 runs each)');
    expect(text).toMatch(/^locator\s.*NOT MEASURED: the block is not registered yet \(spec 2.4\)$/m);
    expect(text).toContain('!! locator: the block is not registered yet (spec 2.4)');
    expect(text).toContain('!! nginx not found');
    expect(text).toMatch(/^bare node:http, bytes from memory, 6 headers\s+70,000\s+0\.80\s+2\.50\s+20\.1\s+0$/m);
    expect(text).toMatch(/^the site as npm start runs it \(request log, metrics\)\s+49,000\s+1\.20\s+4\.10\s+26\.8\s+0$/m);
    expect(text).toContain('site/bare node 0.70× req/s (target ≥ 0.80×), site/nginx –, p99 site/bare node 1.64× (target ≤ 2×); by CPU per request 0.75×');
    expect(text).toMatch(/^bare node:http, the same with the site's 19 headers\s+56,000\s+1\.00\s+3\.20\s+24\.3\s+0$/m);
    expect(text).toContain("site/bare node with the site's headers 0.88× req/s");
    expect(text).toContain("rounds, req/s (bare node / with the site's headers / site / nginx): 70,000 / 56,000 / 49,000 / –");
    expect(text).toContain("the site's request log: 588,010 lines for 588,000 answers wrk counted in the rounds, 0 dropped");
    expect(text).toMatch(/^nginx, 1 worker, gzip_static, access log on \(buffered\)\s+–/m);
    expect(text).toContain('on-demand/static 0.021×');
    expect(text).toContain('2,361 pages in 33.0 s end to end = 72 pages/s');
    expect(text).toContain('render phase 20.0 s = 118 pages/s on 2 workers, 16.4 ms of CPU a page;');
    expect(text).toMatch(/^10\s+22,277\s+88\.0\s+310\s+120\.4\s+60\s+95\s+21\.5\s+40\s+5,569\s+242\s+31\.2\s+12\.34$/m);
    expect(text).toContain('Locator: not measured');
    expect(text).not.toContain('Content build');
  });

  it("prints each page kind's LCP by locale, marking what misses the target or was not measured", () => {
    const text = renderTable({
      ...report,
      lcp: [
        { locale: 'fi-FI', kind: 'landing', path: '/', lcpMs: 2325.4 },
        { locale: 'en-EU', kind: 'landing', path: '/en-EU', lcpMs: 980 },
        { locale: 'fi-FI', kind: 'article', path: '/artikkelit/a', lcpMs: null },
        { locale: 'en-EU', kind: 'article', path: '/en-EU/articles/a', lcpMs: 1000 },
      ],
    });
    expect(text).toContain('Largest contentful paint by locale (Lighthouse 12 mobile, the median of 3 runs) · target ≤ 1,000 ms on every page kind');
    expect(text).toMatch(/^LCP ms\s+fi-FI\s+en-EU$/m);
    expect(text).toMatch(/^landing\s+2,325 !\s+980$/m);
    expect(text).toMatch(/^article\s+!!\s+1,000$/m);
    expect(text).toContain('(2 of 4 pages over the target (!), or not measured (!!))');
    expect(renderTable({ ...report, lcp: [{ locale: 'en-EU', kind: 'landing', path: '/en-EU', lcpMs: 999 }] })).toContain('(every page within the target)');
    expect(renderTable(report)).not.toContain('Largest contentful paint');
  });

  it('prints the LCP floor under the LCP table, with how far the pages lie above it', () => {
    const lcp = [
      { locale: 'fi-FI', kind: 'landing', path: '/', lcpMs: 1400 },
      { locale: 'en-EU', kind: 'landing', path: '/en-EU', lcpMs: 1100 },
      { locale: 'en-EU', kind: 'article', path: '/en-EU/articles/a', lcpMs: 1200 },
      { locale: 'fi-FI', kind: 'article', path: '/artikkelit/a', lcpMs: null },
    ];
    // the median of the three measured (1,100, 1,200, 1,400) is 1,200: 480 above a 720 ms floor
    expect(renderTable({ ...report, lcp, lcpFloorMs: 720.4 })).toContain(
      "floor: a one-paragraph page (no stylesheet, script or image) under the same Lighthouse on this machine: 720 ms; the pages' median 480 ms above it",
    );
    expect(renderTable({ ...report, lcp, lcpFloorMs: null })).not.toContain('floor:');
    expect(renderTable({ ...report, lcp })).not.toContain('floor:');
  });

  it('prints the content build (compiled site reused) beside the full build', () => {
    const text = renderTable({
      ...report,
      contentBuild: { totalMs: 18_400, copyMs: 400, renderMs: 17_600, renderPagesPerSecond: 135, renderCpuMsPerPage: 14.2 },
    });
    expect(text).toContain(
      'Content build, code unchanged (compiled site reused): 18.4 s end to end (copy 0.4 s; render phase 17.6 s = 135 pages/s, 14.2 ms of CPU a page) · target ≤ 12 s',
    );
  });

  it('aligns columns', () => {
    expect(
      columns([
        ['a', '1'],
        ['long', '100'],
      ]),
    ).toEqual(['a       1', 'long  100']);
  });
});

describe('wrk output', () => {
  const out = `Running 12s test @ http://127.0.0.1:5702/en-EU/company
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.02ms  310.12us   9.80ms   80.00%
    Req/Sec    31.20k     2.10k   36.00k    70.00%
  Latency Distribution
     50%  823.00us
     75%    1.02ms
     90%    1.30ms
     99%    2.59ms
  745123 requests in 12.00s, 4.21GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  62093.58
Transfer/sec:    359.12MB
`;

  it('reads req/s, percentiles in any unit, errors and non-2xx answers', () => {
    expect(parseWrk(out)).toEqual({ requestsPerSecond: 62094, p50Ms: 0.823, p99Ms: 2.59, requests: 745123, errors: 3, non2xx: 4 });
    expect(wrkMs('1.5s')).toBe(1500);
    expect(() => parseWrk('nonsense')).toThrow(/wrk/);
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
    expect(ratio(85, 25_686)).toBe(0);
    expect(ratio(85, 25_686, 4)).toBe(0.0033);
  });
});

describe('rounds', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and leaves out what is missing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("gives each figure's median round and every round's errors", () => {
    const f = (rps: number, p99: number, errors: number) => ({ requestsPerSecond: rps, p50Ms: 1, p99Ms: p99, requests: rps * 10, errors, non2xx: 0 });
    expect(medianFigures([f(100, 9, 0), f(300, 1, 1), f(200, 5, 2)])).toEqual({
      requestsPerSecond: 200,
      p50Ms: 1,
      p99Ms: 5,
      requests: 2000,
      errors: 3,
      non2xx: 0,
    });
  });
});

describe("the site's head for the bare server", () => {
  it('keeps every field in the order sent, but those node:http writes itself, whatever their case', () => {
    const raw = [
      'X-Build',
      'b1',
      'Date',
      'Mon',
      'content-type',
      'text/html',
      'Connection',
      'keep-alive',
      'Keep-Alive',
      'timeout=65',
      'vary',
      'Accept-Encoding',
    ];
    expect(headFields(raw)).toEqual(['X-Build', 'b1', 'content-type', 'text/html', 'vary', 'Accept-Encoding']);
    expect(headFields(['transfer-encoding', 'chunked'])).toEqual([]);
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
    expect(conf).toContain('access_log off;');
  });

  it('writes its access log as an operator runs it: to a file in its prefix, buffered', () => {
    const logged = nginxConfig({ port: 4499, clientDir: '/srv/site/client', prefix: '/tmp/ngx', user: null, accessLog: true });
    expect(logged).toContain('access_log /tmp/ngx/access.log combined buffer=64k flush=1s;');
  });

  it('keeps every file it writes inside its prefix', () => {
    for (const [, path] of conf.matchAll(/(?:pid|error_log|_temp_path)\s+(\S+?);?\s/g)) expect(path!.startsWith('/tmp/ngx/')).toBe(true);
  });
});
