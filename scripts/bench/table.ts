/** Renders a bench report as the plain-text table `npm run bench` prints. */
import type { BenchReport, LcpFigure, LoadFigures } from './report';
import type { OriginFigures } from './origin';
import { percentile } from './stats';

const int = (n: number | null | undefined) => (n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en-US'));

/** design.md "Performance targets": LCP ≤ 1.0 s on every page kind (Lighthouse mobile). */
const LCP_TARGET_MS = 1_000;
const fixed = (n: number | null | undefined, digits: number) => (n === null || n === undefined ? '–' : n.toFixed(digits));

/** Pads cells into aligned columns: numbers to the right, the first column and `textColumns` to the left. */
export function columns(rows: readonly (readonly string[])[], textColumns: readonly number[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const left = (i: number) => i === 0 || textColumns.includes(i);
  return rows.map((row) =>
    row
      .map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The three-server table: each server's median round, the ratios, each round's req/s, and the site's log. */
export function originTable(o: OriginFigures): string[] {
  const row = (label: string, f: LoadFigures | null) =>
    f
      ? [
          label,
          int(f.requestsPerSecond),
          fixed(f.p50Ms, 2),
          fixed(f.p99Ms, 2),
          f.cpuUsPerRequest === undefined ? '–' : f.cpuUsPerRequest.toFixed(1),
          int(f.errors + f.non2xx),
        ]
      : [label, '–', '–', '–', '–', '–'];
  const times = (n: number | null) => (n === null ? '–' : `${n.toFixed(2)}×`);
  const out = [
    `Origin, static page (wrk -t${o.threads} -c${o.connections} -d${o.durationSeconds}s --latency, loopback, gzip bytes of ${o.path}: ${int(o.gzipBytes)} B; ` +
      `${o.rounds} rounds, the servers taking turns; each server's median round)`,
    ...columns([
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors'],
      row('nginx, 1 worker, gzip_static, access log on (buffered)', o.nginx),
      row('bare node:http, bytes from memory, 6 headers', o.bareNode),
      row(`bare node:http, the same with the site's ${o.siteHeadFields} headers`, o.bareSiteHead),
      row('the site as npm start runs it (request log, metrics)', o.pipeline),
    ]),
    `  site/bare node ${times(o.pipelineToBareNode)} req/s (target ≥ 0.80×), site/nginx ${times(o.pipelineToNginx)}, ` +
      `p99 site/bare node ${times(o.p99ToBareNode)} (target ≤ 2×); by CPU per request ${times(o.cpuRatio)} (medians of the rounds' own ratios)`,
    `  site/bare node with the site's headers ${times(o.pipelineToBareSiteHead)} req/s: the same bytes out, so the rest is the site's own work per request`,
    `  rounds, req/s (bare node / with the site's headers / site / nginx): ${o.perRound
      .map(
        (r) =>
          `${int(r.bareNode.requestsPerSecond)} / ${int(r.bareSiteHead.requestsPerSecond)} / ${int(r.pipeline.requestsPerSecond)} / ${r.nginx ? int(r.nginx.requestsPerSecond) : '–'}`,
      )
      .join('; ')}`,
  ];
  if (o.log)
    out.push(
      `  the site's request log: ${int(o.log.requestLines)} lines for ${int(o.log.requests)} answers wrk counted in the rounds, ` +
        `${o.log.dropped === null ? 'dropped lines not read' : `${int(o.log.dropped)} dropped`}`,
    );
  return out;
}

export function renderTable(r: BenchReport): string {
  const out: string[] = [];
  out.push(`Nordic Energy bench · ${r.startedAt} · node ${r.machine.node} · ${r.machine.cpus} × ${r.machine.cpuModel}`);
  out.push(`chromium ${r.machine.chromium ?? 'missing'} · nginx ${r.machine.nginx ?? 'missing'} · wrk ${r.machine.wrk}`);
  out.push('');
  const other = r.build.totalMs - r.build.astroMs - r.build.renderMs;
  out.push(
    `Full build (scale 1): ${int(r.build.pages)} pages in ${fixed(r.build.totalMs / 1000, 1)} s end to end = ${int(r.build.pagesPerSecond)} pages/s ` +
      `(astro build ${fixed(r.build.astroMs / 1000, 1)} s; render phase ${fixed(r.build.renderMs / 1000, 1)} s = ${int(r.build.renderPagesPerSecond)} pages/s on ${r.build.workers} workers, ${fixed(r.build.renderCpuMsPerPage, 1)} ms of CPU a page; ` +
      `the rest ${fixed(other / 1000, 1)} s) · target ≤ 12 s`,
  );
  if (r.contentBuild) {
    const c = r.contentBuild;
    out.push(
      `Content build, code unchanged (compiled site reused): ${fixed(c.totalMs / 1000, 1)} s end to end (copy ${fixed(c.copyMs / 1000, 1)} s; ` +
        `render phase ${fixed(c.renderMs / 1000, 1)} s = ${int(c.renderPagesPerSecond)} pages/s, ${fixed(c.renderCpuMsPerPage, 1)} ms of CPU a page) · target ≤ 12 s`,
    );
  }
  out.push('');

  const runs = r.pageKinds.find((k) => k.lighthouse)?.lighthouse?.runs;
  if (runs !== undefined) out.push(`Page kinds (Lighthouse 12 mobile: the median of ${runs} run${runs === 1 ? '' : 's'} each)`);
  const head = ['page kind', 'HTML B', 'HTML gz', 'CSS gz', 'JS gz', 'JS phone', 'perf', 'a11y', 'b-p', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'path'];
  const rows: string[][] = [head];
  for (const k of r.pageKinds) {
    if (k.missing) {
      rows.push([k.kind, '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', `NOT MEASURED: ${k.missing}`]);
      continue;
    }
    const lh = k.lighthouse;
    rows.push([
      k.kind,
      int(k.htmlBytes),
      int(k.htmlGzipBytes),
      int(k.cssGzipBytes),
      int(k.jsGzipBytes),
      int(k.jsPhoneTransferBytes),
      int(lh?.performance),
      int(lh?.accessibility),
      int(lh?.bestPractices),
      int(lh?.seo),
      int(lh?.lcpMs),
      fixed(lh?.cls, 3),
      int(lh?.tbtMs),
      k.path ?? '',
    ]);
  }
  out.push(...columns(rows, [head.length - 1]));
  out.push('(bytes before any interaction; gz = gzip level 9; Lighthouse 12 mobile, simulated throttling)');
  out.push('');
  out.push(...lcpTable(r.lcp ?? [], runs, r.lcpFloorMs ?? null));

  out.push(...originTable(r.origin));
  const d = r.onDemand;
  out.push(
    `On-demand render: ${d.pages} pages, ${d.concurrency} at once: ${int(d.pagesPerSecond)} pages/s, p50 ${fixed(d.p50Ms, 1)} ms, p99 ${fixed(d.p99Ms, 1)} ms, ` +
      `${int(d.errors)} errors${d.toStatic === null ? '' : ` (on-demand/static ${fixed(d.toStatic, 3)}×)`}`,
  );
  out.push('');

  if (r.edge) {
    const e = r.edge;
    out.push(`The edge (Varnish, generated VCL, two instances) on ${e.path}, gzip, wrk:`);
    out.push(
      ...columns([
        ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
        ...(e.nginx ? [['nginx, same file', int(e.nginx.requestsPerSecond), fixed(e.nginx.p50Ms, 2), fixed(e.nginx.p99Ms, 2), int(e.nginx.errors)]] : []),
        ['Varnish hits', int(e.varnishHit.requestsPerSecond), fixed(e.varnishHit.p50Ms, 2), fixed(e.varnishHit.p99Ms, 2), int(e.varnishHit.errors)],
      ]),
    );
    out.push(
      `  hits/nginx ${e.hitToNginx === null ? '–' : `${fixed(e.hitToNginx, 2)}×`} (target ≥ 0.6×); edit → visible through the edge: p50 ${int(e.editP50Ms)} ms, p95 ${int(e.editP95Ms)} ms over ${e.edits} edits (target p95 ≤ 500 ms)`,
    );
    out.push('');
  }

  out.push('Edit → served at the origin (webhook; p95 target ≤ 150 ms at scale 1, ≤ 120 ms at scale 10; no event-loop block over 50 ms)');
  if (r.regeneration.length === 0) out.push('  not measured');
  else {
    out.push(
      ...columns([
        [
          'scale',
          'pages',
          'build s',
          'first ms',
          'first loop',
          'p50 ms',
          'p95 ms',
          'loop max ms',
          'pass p50 ms',
          'layout pages',
          'pages/s',
          'loop max ms',
          'reader p99 ms',
        ],
        ...r.regeneration.map((g) => [
          String(g.scale),
          int(g.pages),
          fixed(g.fullBuildMs / 1000, 1),
          int(g.firstEditMs),
          fixed(g.firstEditLoopMaxMs, 1),
          int(g.editP50Ms),
          int(g.editP95Ms),
          fixed(g.editLoopMaxMs, 1),
          int(g.passP50Ms),
          int(g.layout.pages),
          int(g.layout.pagesPerSecond),
          fixed(g.layout.loopMaxMs, 1),
          g.layout.reader ? fixed(g.layout.reader.p99Ms, 2) : '–',
        ]),
      ]),
    );
    out.push(
      "(first: the first edit after the site started, with the longest event-loop block of its pass; edit columns: 20 single-page edits after it; layout columns: one locale's layout changed, every page of it rendered again, a wrk reader on another page meanwhile; target reader p99 ≤ 20 ms)",
    );
  }
  out.push('');
  const l = r.locator;
  out.push(
    l
      ? `Locator: desktop JS ${fixed(l.desktopJsGzipBytes / 1024, 1)} KB gzip (target ≤ 90 KB)${l.phoneJsGzipBytes === null ? '' : `, phone ${fixed(l.phoneJsGzipBytes / 1024, 1)} KB`}; ` +
          `filter → updated p50 ${fixed(l.filterP50Ms, 1)} ms, p95 ${fixed(l.filterP95Ms, 1)} ms over ${l.filterChanges} changes (target p95 ≤ 50 ms)`
      : 'Locator: not measured',
  );
  if (r.notes.length > 0) {
    out.push('');
    out.push(...r.notes.map((n) => `!! ${n}`));
  }
  return out.join('\n');
}

/**
 * Each page kind's LCP by locale, with the target (design.md: ≤ 1.0 s on every page kind) and its
 * anchor, the floor: a one-paragraph page under the same Lighthouse on the same machine (./lcp-floor.ts).
 */
export function lcpTable(figures: readonly LcpFigure[], runs: number | undefined, floorMs: number | null = null): string[] {
  if (figures.length === 0) return [];
  const locales = [...new Set(figures.map((f) => f.locale))];
  const kinds = [...new Set(figures.map((f) => f.kind))];
  const head = ['LCP ms', ...locales];
  const rows: string[][] = [head];
  for (const kind of kinds) {
    rows.push([
      kind,
      ...locales.map((locale) => {
        const ms = figures.find((f) => f.kind === kind && f.locale === locale)?.lcpMs;
        return ms === undefined ? '–' : ms === null ? '!!' : `${int(ms)}${ms > LCP_TARGET_MS ? ' !' : ''}`;
      }),
    ]);
  }
  const over = figures.filter((f) => f.lcpMs === null || f.lcpMs > LCP_TARGET_MS).length;
  return [
    `Largest contentful paint by locale (Lighthouse 12 mobile${runs === undefined ? '' : `, the median of ${runs} run${runs === 1 ? '' : 's'}`}) · target ≤ ${int(LCP_TARGET_MS)} ms on every page kind`,
    ...columns(rows, []),
    `(${over === 0 ? 'every page within the target' : `${over} of ${figures.length} pages over the target (!), or not measured (!!)`})`,
    ...(floorMs === null ? [] : [floorLine(figures, floorMs)]),
    '',
  ];
}

/** The floor, and how far above it the page kinds lie (their median over the locales). */
function floorLine(figures: readonly LcpFigure[], floorMs: number): string {
  const measured = figures.flatMap((f) => (f.lcpMs === null ? [] : [f.lcpMs]));
  const above = measured.length === 0 ? '' : `; the pages' median ${int(percentile(measured, 50) - floorMs)} ms above it`;
  return `floor: a one-paragraph page (no stylesheet, script or image) under the same Lighthouse on this machine: ${int(floorMs)} ms${above}`;
}
