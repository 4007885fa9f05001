/** Renders a bench report as the plain-text table `npm run bench` prints. */
import type { BenchReport, LoadFigures } from './report';

const int = (n: number | null | undefined) => (n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en-US'));
const fixed = (n: number | null | undefined, digits: number) => (n === null || n === undefined ? '–' : n.toFixed(digits));

/** Pads cells into aligned columns: numbers to the right, the first column and `textColumns` to the left. */
export function columns(rows: readonly (readonly string[])[], textColumns: readonly number[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const left = (i: number) => i === 0 || textColumns.includes(i);
  return rows.map((row) => row.map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd());
}

function servingRow(label: string, f: LoadFigures | null, extra = ''): string[] {
  if (!f) return [label, '–', '–', '–', '–', extra];
  return [label, int(f.requestsPerSecond), fixed(f.p50Ms, 1), fixed(f.p99Ms, 1), int(f.errors + f.non2xx), extra];
}

export function renderTable(r: BenchReport): string {
  const out: string[] = [];
  out.push(`Nordic Energy bench · ${r.startedAt} · node ${r.machine.node} · ${r.machine.cpus} × ${r.machine.cpuModel}`);
  out.push(`chromium ${r.machine.chromium ?? 'missing'} · nginx ${r.machine.nginx ?? 'missing'}`);
  out.push('');
  out.push(
    `Build: ${int(r.build.pages)} pages in ${fixed(r.build.totalMs / 1000, 1)} s end to end = ${int(r.build.pagesPerSecond)} pages/s ` +
      `(astro build ${fixed(r.build.astroMs / 1000, 1)} s; render phase ${int(r.build.renderPagesPerSecond)} pages/s on ${r.build.workers} workers)`,
  );
  out.push('');

  const head = ['page kind', 'HTML B', 'HTML gz', 'CSS gz', 'JS gz', 'perf', 'a11y', 'b-p', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'path'];
  const rows: string[][] = [head];
  for (const k of r.pageKinds) {
    if (k.missing) {
      rows.push([k.kind, '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', '–', `NOT MEASURED: ${k.missing}`]);
      continue;
    }
    const lh = k.lighthouse;
    rows.push([
      k.kind,
      int(k.htmlBytes),
      int(k.htmlGzipBytes),
      int(k.cssGzipBytes),
      int(k.jsGzipBytes),
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

  const s = r.serving;
  out.push(`Serving (autocannon, ${s.connections} connections, ${s.durationSeconds} s each, Accept-Encoding: gzip, loopback)`);
  const st = s.static;
  out.push(
    ...columns([
      ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', ''],
      servingRow('static, node', st.node),
      servingRow('static, nginx', st.nginx, st.nodeToNginx === null ? '' : `node/nginx ${fixed(st.nodeToNginx, 2)}×`),
      [
        `on-demand render (${s.onDemand.pages} pages, ${s.onDemand.concurrency} at once)`,
        int(s.onDemand.pagesPerSecond),
        fixed(s.onDemand.p50Ms, 1),
        fixed(s.onDemand.p99Ms, 1),
        int(s.onDemand.errors),
        s.onDemand.toStatic === null ? '' : `on-demand/static ${fixed(s.onDemand.toStatic, 3)}×`,
      ],
    ]),
  );
  if (r.notes.length > 0) {
    out.push('');
    out.push(...r.notes.map((n) => `!! ${n}`));
  }
  return out.join('\n');
}
