/**
 * Throughput and latency of a server on loopback with autocannon: many connections, each walking
 * its own rotation of the given paths, gzip accepted (the encoding both servers keep precompressed).
 */
import autocannon from 'autocannon';
import type { LoadFigures } from './report';

export interface HammerOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

/** Runs autocannon against `baseUrl` over `paths` and returns its figures. */
export async function hammer(baseUrl: string, paths: readonly string[], options: HammerOptions): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'accept-encoding': 'gzip', ...options.headers },
    // every connection starts at a different path, so they do not all ask for the same file at once
    setupClient: (client) => {
      const offset = next++ % paths.length;
      client.setRequests([...paths.slice(offset), ...paths.slice(0, offset)].map((path) => ({ method: 'GET', path })));
    },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
