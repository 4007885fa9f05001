/**
 * `npm run edge -- --monitor` (docs/operations.md "Operating the site"): Debian's `prometheus` scraping every
 * site instance's metrics and the edge's own figures, which the edge's exporter reads from
 * Varnish's shared memory (./varnish-exporter.ts, varnishstat). Everything it keeps stays in the folder it is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Children } from './children';
import { freePort } from './ports';
import { startVarnishExporter, type VarnishExporter } from './varnish-exporter';

export const PROMETHEUS_INSTALL = 'sudo apt-get install -y prometheus';

/** The scrape targets: `host:port` of each site instance's metrics, and of the Varnish exporter. */
export interface MonitorTargets {
  sites: readonly string[];
  varnish?: string | undefined;
}

/**
 * Prometheus's configuration for the edge: one job per kind of target (`site` with an `instance`
 * label per site instance, `varnish`), scraped every `intervalSeconds` so figures move while an
 * operator edits content. JSON is YAML, so the file is written as JSON.
 */
export function prometheusConfig(targets: MonitorTargets, intervalSeconds = 5): string {
  const job = (name: string, hosts: readonly string[]) => ({ job_name: name, static_configs: [{ targets: [...hosts] }] });
  return `${JSON.stringify(
    {
      global: { scrape_interval: `${intervalSeconds}s`, evaluation_interval: `${intervalSeconds}s` },
      scrape_configs: [job('site', targets.sites), ...(targets.varnish ? [job('varnish', [targets.varnish])] : [])],
    },
    null,
    2,
  )}\n`;
}

export interface Monitor {
  /** Prometheus's web interface and API */
  url: string;
  /** where the Varnish exporter serves (`host:port`), when one was started */
  varnishTarget: string | undefined;
  children: ChildProcess[];
  output: () => string;
  stop: () => Promise<void>;
}

function launch(command: string, args: string[], log: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  child.on('error', (error) => log.push(`${command}: ${error.message} (${PROMETHEUS_INSTALL})\n`));
  return child;
}

/**
 * Starts the Varnish exporter (when `varnishWorkDir`, varnishd's `-n` folder, is given: in this
 * process, ./varnish-exporter.ts) and Prometheus, and resolves once Prometheus says it is ready.
 */
export async function startMonitor(options: {
  dir: string;
  sites: readonly string[];
  varnishWorkDir?: string;
  port?: number;
  intervalSeconds?: number;
}): Promise<Monitor> {
  await mkdir(options.dir, { recursive: true });
  const log: string[] = [];
  const children: ChildProcess[] = [];
  const group = new Children();
  const start = (command: string, args: string[]): void => {
    const child = launch(command, args, log);
    children.push(child);
    group.adopt(child);
  };
  let exporter: VarnishExporter | undefined;
  const stop = async () => {
    group.stop();
    await Promise.all([group.exited(), exporter?.close()]);
  };
  try {
    if (options.varnishWorkDir) exporter = await startVarnishExporter({ workDir: options.varnishWorkDir });
    const varnish = exporter?.target;
    const configFile = join(options.dir, 'prometheus.yml');
    await writeFile(configFile, prometheusConfig({ sites: options.sites, varnish }, options.intervalSeconds));
    const listen = `127.0.0.1:${options.port ?? (await freePort())}`;
    start('prometheus', [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(options.dir, 'data')}`,
      `--web.listen-address=${listen}`,
      '--log.level=warn',
    ]);
    const url = `http://${listen}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const exited = children.find((c) => c.exitCode !== null);
      if (exited) throw new Error(`${String(exited.spawnfile)} exited with ${exited.exitCode}:\n${log.join('')}`);
      const ready = await fetch(`${url}/-/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`Prometheus was not ready within 60 s:\n${log.join('')}`);
      await new Promise((ok) => setTimeout(ok, 200));
    }
    return { url, varnishTarget: varnish, children, output: () => log.join(''), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
