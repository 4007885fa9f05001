/**
 * The edge for tests and benchmarks (design.md "The edge"): Varnish with the project's VCL in front
 * of two site instances, each a copy of one build with its own output folder, purging the edge after
 * its own passes — what `npm run edge` runs, over a build and a content backend that exist already.
 */
import { rm } from 'node:fs/promises';
import { varnishVcl } from '../../src/server/edge/varnish';
import { edgeHosts } from '../../src/server/edge/policy';
import { loadConfig } from '../../src/config/load';
import { startVarnish, type RunningVarnish } from './varnish';
import { freePort } from './ports';
import { startSiteProcess } from './process';
import { copyFolder, rollingDeploy, type RollOptions, type RollResult } from './roll';

type Instance = Awaited<ReturnType<typeof startSiteProcess>>;

export interface Edge {
  /** Varnish's address */
  url: string;
  varnish: RunningVarnish;
  /** the running instances by index (null once stopped) */
  instances: (Instance | null)[];
  /** the output folder each instance serves */
  dirs: readonly string[];
  /** starts instance `i` again, on its own port and folder */
  startInstance(i: number): Promise<Instance>;
  stopInstance(i: number): Promise<void>;
  /** a rolling deploy of a new build through both instances (scripts/support/roll.ts) */
  roll(options: RollOptions): Promise<RollResult>;
  close(): Promise<void>;
}

export async function startEdge(options: {
  /** the build the instances copy */
  distDir: string;
  backendUrl: string;
  /** a name for the copies: `<distDir>-<name>-a`, `-b` and the Varnish folder */
  name: string;
  purgeToken: string;
  /** more environment of both instances (secrets, sync interval) */
  env?: Record<string, string>;
  memory?: string;
}): Promise<Edge> {
  const dirs = ['a', 'b'].map((x) => `${options.distDir}-${options.name}-${x}`);
  const workDir = `${options.distDir}-${options.name}-varnish`;
  const ports = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${await freePort()}`;
  const instances: (Instance | null)[] = [null, null];
  let varnish: RunningVarnish | undefined;

  const instanceEnv = (i: number): Record<string, string> => ({
    PORT: String(ports[i]),
    DIST_DIR: dirs[i]!,
    CMS_BASE_URL: options.backendUrl,
    EDGE_PURGE_URL: url,
    EDGE_PURGE_TOKEN: options.purgeToken,
    ...options.env,
  });

  async function startInstance(i: number): Promise<Instance> {
    const instance = await startSiteProcess(
      instanceEnv(i),
      // the build's compiled server, as `npm start` and a deployment run it
      { compiledIn: dirs[i]! },
    );
    instances[i] = instance;
    return instance;
  }
  async function stopInstance(i: number): Promise<void> {
    await instances[i]?.stop();
    instances[i] = null;
  }
  async function roll(rollOptions: RollOptions): Promise<RollResult> {
    return rollingDeploy(
      {
        dirs,
        stop: stopInstance,
        start: async (i, dir) => {
          dirs[i] = dir;
          await startInstance(i);
        },
        varnish: varnish!,
      },
      rollOptions,
    );
  }
  async function close(): Promise<void> {
    await Promise.all(instances.map((_, i) => stopInstance(i)));
    await varnish?.stop();
    for (const dir of [...dirs, workDir]) await rm(dir, { recursive: true, force: true });
  }

  try {
    for (const dir of dirs) await copyFolder(options.distDir, dir);
    await Promise.all([startInstance(0), startInstance(1)]);
    const vcl = varnishVcl({
      backends: ports.map((port) => ({ host: '127.0.0.1', port })),
      purgeToken: options.purgeToken,
      purgeFrom: ['127.0.0.1', '::1'],
      localeEntry: true,
      // the hosts the instances' own configuration names (they inherit this process's environment)
      hosts: edgeHosts(loadConfig({ overrides: instanceEnv(0) })),
    });
    varnish = await startVarnish({ vcl, port: Number(new URL(url).port), dir: workDir, memory: options.memory ?? '128m' });
    // a process's first render loads the page modules: done before anything is measured
    for (const instance of instances) await (await fetch(`${instance!.url}/no-such-page-warm-up`)).arrayBuffer();
  } catch (error) {
    await close();
    throw error;
  }
  return { url, varnish, instances, dirs, startInstance, stopInstance, roll, close };
}
