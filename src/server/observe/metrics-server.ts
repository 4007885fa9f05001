/**
 * `GET /metrics` for Prometheus, on its own port (METRICS_PORT), never on the visitors' one: the
 * edge and the visitors reach only the site's port, where `/metrics` is an ordinary missing page
 * (a 404). Bind it where only the scraper reaches (HOST is loopback by default); it answers only
 * requests whose Host names loopback or its own address, so a page in a browser on the same
 * machine cannot read it through a name rebound to 127.0.0.1 (src/lib/http/loopback-host.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { endAfterBody } from '../drain';
import { isLoopbackHost } from '../../lib/http/loopback-host';

/**
 * Answers 421 (RFC 9110 15.5.20) to a request on an operator's port whose Host is not this
 * machine's, and says whether it did; `listening` is the address the port is bound to.
 */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse, listening: string): boolean {
  if (isLoopbackHost(req.headers.host, listening)) return false;
  res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Misdirected Request: this port answers requests for localhost only\n');
  return true;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    // a refusal still reaches a client sending a body (src/server/drain.ts)
    endAfterBody(req, res);
    if (refuseForeignHost(req, res, host)) return;
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Use GET\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}/metrics`;
  return {
    url,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
