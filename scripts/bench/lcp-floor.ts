/**
 * The anchor of the LCP figures (design.md "Performance targets": LCP ≤ 1.0 s on every page kind):
 * the largest contentful paint Lighthouse gives the smallest page there is, one heading and one
 * paragraph with no stylesheet, script or image, answered from memory by a bare `node:http` server
 * on this machine. Lighthouse's mobile simulation adds its own connection and request round trips
 * and scales the main thread's measured work by 4, so no page measures below this here; a page
 * kind's LCP minus the floor is what the page itself costs.
 */
import { createServer } from 'node:http';
import type { Lighthouse } from '../support/lighthouse';
import { benchPort } from './stack';

/** The page: valid, with a language, a title and a description (so it is a page Lighthouse audits as any other). */
const FLOOR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>The floor</title><meta name="description" content="The smallest page: one heading and one paragraph."></head>' +
  '<body><main><h1>The floor</h1><p>One paragraph of text, with no stylesheet, script or image: what the throttled ' +
  'simulation gives any page on this machine before the page does anything of its own.</p></main></body></html>';

/** The floor's LCP in ms (the median of `runs` Lighthouse runs), or null when Lighthouse gave none. */
export async function lcpFloor(lighthouse: Lighthouse, runs: number): Promise<number | null> {
  const body = Buffer.from(FLOOR_PAGE);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(body);
  });
  try {
    // a port as every bench server takes one: within BENCH_PORTS when set (./stack.ts)
    const port = await benchPort();
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => ok());
    });
    return (await lighthouse.run(`http://127.0.0.1:${port}/`, ['performance'], runs)).lcpMs;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  }
}
