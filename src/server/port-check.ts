/**
 * A port already in use stops a command before it starts anything (docs/running.md "Ports"): without
 * the check, `npm start` beside another checkout's printed `listen EADDRINUSE`, then built and
 * served against the other checkout's backend, so its CMS command edited the wrong content. The
 * message names the port, what wanted it and the variable that moves it.
 */
import { createServer } from 'node:net';
import type { Config } from '../config/config';

export interface PortUse {
  port: number;
  host: string;
  /** the variable that sets this port */
  variable: string;
  /** what listens there ('the site server', 'the embedded backend', …) */
  what: string;
}

/** The message of a port in use. */
export function portInUseMessage(use: PortUse): string {
  return `Port ${use.port} on ${use.host} is already in use (wanted for ${use.what}): stop what holds it, or set ${use.variable} to another port. Nothing was started.`;
}

/** Whether a port can be listened on now (port 0 always can: the system picks one). */
export async function portFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return true;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The ports a site server listens on: the visitors' one and, when set, the metrics' one (on the same
 * host: src/server/site.ts). `npm start` and `npm run serve` check the same list before anything starts.
 */
export function sitePortUses(config: Pick<Config, 'PORT' | 'HOST' | 'METRICS_PORT'>): PortUse[] {
  return [
    { port: config.PORT, host: config.HOST, variable: 'PORT', what: 'the site server' },
    ...(config.METRICS_PORT === undefined
      ? []
      : [{ port: config.METRICS_PORT, host: config.HOST, variable: 'METRICS_PORT', what: "the site server's metrics" }]),
  ];
}

/** Throws the message of the first port in use, if any. */
export async function assertPortsFree(uses: readonly PortUse[]): Promise<void> {
  for (const use of uses) if (!(await portFree(use.port, use.host))) throw new Error(portInUseMessage(use));
}
