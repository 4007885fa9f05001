/** A port free on loopback right now (for servers a test starts with a fixed port: nginx, varnishd). */
import { createServer } from 'node:net';

/** Listens on `port` (0: the system's pick) on loopback and releases it: the port, or a rejection when it is taken. */
export function freePort(port = 0): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}
