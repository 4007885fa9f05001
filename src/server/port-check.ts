/**
 * A port already in use stops a command before it starts anything (README "Running it"): without
 * the check, `npm start` beside another checkout's printed `listen EADDRINUSE`, then built and
 * served against the other checkout's backend, so its CMS command edited the wrong content. The
 * message names the port, what wanted it and the variable that moves it.
 */
import { createServer } from 'node:net';

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

/** Throws the message of the first port in use, if any. */
export async function assertPortsFree(uses: readonly PortUse[]): Promise<void> {
  for (const use of uses) if (!(await portFree(use.port, use.host))) throw new Error(portInUseMessage(use));
}
