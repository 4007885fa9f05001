/**
 * The edge's own figures for Prometheus (`npm run edge -- --monitor`, docs/operations.md
 * "Operating the site"): Varnish's counters as `varnishstat -j` reads them from its shared memory,
 * named as Debian's `prometheus-varnish-exporter` names them (`MAIN.cache_hit` →
 * `varnish_main_cache_hit`; a backend's `VBE.<vcl>.<backend>.happy` → `varnish_backend_happy{backend}`,
 * 1 when its last probe was good), served on loopback to requests whose Host names loopback only.
 *
 * Not Debian's exporter itself: it answers any Host, so a page in a browser on the operator's
 * machine could read it through a name rebound to 127.0.0.1 (DNS rebinding), it has no option to
 * refuse such requests, and a guard in front of it would leave its own port open to the same page.
 * The Host check is the site's metrics port's (src/server/observe/metrics-server.ts).
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { refuseForeignHost } from '../../src/server/observe/metrics-server';

interface Counter {
  description: string;
  /** c: counter, g: gauge, b: bitmap */
  flag: string;
  /** a string when it was too large for a number */
  value: number | string;
}

/** The groups whose counters carry an identifier (`LCK.<id>.x`), and the label it becomes. */
const IDENTIFIED: Record<string, { prefix: string; label: string }> = {
  VBE: { prefix: 'backend', label: 'backend' },
  LCK: { prefix: 'lock', label: 'target' },
  MEMPOOL: { prefix: 'mempool', label: 'id' },
  SMA: { prefix: 'sma', label: 'type' },
  SMF: { prefix: 'smf', label: 'type' },
};

const metricName = (...parts: string[]) => `varnish_${parts.join('_')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
const labelValue = (value: string) => value.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/**
 * `varnishstat -j`'s output as Prometheus's text format. A bitmap (a backend's `happy`: one bit per
 * probe, the newest lowest) becomes the newest probe's result; its 64 bits are read exactly.
 */
export function varnishstatMetrics(json: string): string {
  // counters past 2^53 (bitmaps) would lose their low bits as numbers
  const parsed = JSON.parse(json.replace(/("value":\s*)(\d{16,})/g, '$1"$2"')) as { counters: Record<string, Counter> };
  const families = new Map<string, { help: string; type: string; samples: string[] }>();
  for (const [key, counter] of Object.entries(parsed.counters)) {
    const [group = '', ...rest] = key.split('.');
    const identified = IDENTIFIED[group];
    let name: string;
    let labels = '';
    if (identified && rest.length >= 2) {
      const field = rest.at(-1)!;
      // VBE.<vcl>.<backend>.field: the backend is the last identifier
      const id = rest.at(-2)!;
      name = metricName(identified.prefix, field);
      labels = `{${identified.label}="${labelValue(id)}"${group === 'VBE' && rest.length >= 3 ? `,vcl="${labelValue(rest[0]!)}"` : ''}}`;
    } else {
      name = metricName(group, ...rest);
    }
    const value = counter.flag === 'b' ? String(BigInt(counter.value) & 1n) : String(counter.value);
    const family = families.get(name) ?? { help: counter.description, type: counter.flag === 'c' ? 'counter' : 'gauge', samples: [] };
    family.samples.push(`${name}${labels} ${value}`);
    families.set(name, family);
  }
  return [...families].map(([name, f]) => `# HELP ${name} ${f.help.replace(/\n/g, ' ')}\n# TYPE ${name} ${f.type}\n${f.samples.join('\n')}\n`).join('');
}

export interface VarnishExporter {
  /** `host:port`, for a scrape configuration */
  target: string;
  close: () => Promise<void>;
}

/** Serves `/metrics` for the Varnish whose `-n` folder is `workDir`, on `host:port` (0: any free port). */
export async function startVarnishExporter(options: { workDir: string; host?: string; port?: number; varnishstat?: string }): Promise<VarnishExporter> {
  const host = options.host ?? '127.0.0.1';
  const varnishstat = options.varnishstat ?? 'varnishstat';
  const server: Server = createServer((req, res) => {
    if (refuseForeignHost(req, res, host)) return;
    if ((req.url ?? '/').split('?')[0] !== '/metrics')
      return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
    promisify(execFile)(varnishstat, ['-n', options.workDir, '-j'], { timeout: 10_000, maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stdout }) => {
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : varnishstatMetrics(stdout));
      },
      (error: unknown) => {
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`varnishstat failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    target: `${host}:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
