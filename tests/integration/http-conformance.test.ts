/**
 * HTTP to the letter (RFC 9110, 9112), at the origin and through the edge (Varnish with the
 * generated VCL in front of two instances, as tests/integration/edge.test.ts starts it): request
 * heads the origin must refuse. The malformed requests go over raw sockets (fetch and node:http
 * would refuse to send them).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedHref } from '../../src/i18n/paths';
import { startEdge, type Edge } from '../../scripts/support/edge';
import { listPaths } from '../support/site';
import { TEST_WEBHOOK_SECRET } from '../support/stack';

const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

let setup: Edge;
let edge = '';
let origin = '';

beforeAll(async () => {
  setup = await startEdge({
    distDir,
    backendUrl,
    name: 'conformance',
    purgeToken: 'conformance-purge-token-0123456789',
    env: { CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, CMS_SYNC_INTERVAL_S: '0' },
  });
  edge = setup.url;
  origin = setup.instances[0]!.url;
  // both instances counted healthy by the edge's probes before anything is asked
  const deadline = Date.now() + 15_000;
  while (!Object.values(await setup.varnish.backendHealth()).every((h) => h === 'healthy')) {
    if (Date.now() > deadline) throw new Error("the edge's probes never saw the instances up");
    await new Promise((r) => setTimeout(r, 100));
  }
}, 180_000);

afterAll(async () => {
  await setup?.close();
});

/** Content pages of the Norwegian locale, as site paths, from the end of the listing (other files use its start). */
async function pages(count: number, skip = 0): Promise<string[]> {
  const paths = (await listPaths(backendUrl, 'no-NO')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  return paths.slice(paths.length - skip - count, paths.length - skip).map((p) => localizedHref(p.path, 'no-NO'));
}

const both = () => [
  ['origin', origin],
  ['edge', edge],
];

describe('request heads RFC 9112 refuses (3.2, 5.2)', () => {
  /** Sends a request head exactly as written (the request line included) and reads the answer's status. */
  function rawHead(base: string, head: string): Promise<number> {
    const { hostname, port } = new URL(base);
    return new Promise((ok, fail) => {
      const socket = connect(Number(port), hostname);
      let answer = '';
      const timer = setTimeout(() => {
        socket.destroy();
        fail(new Error(`no answer to ${JSON.stringify(head)}`));
      }, 15_000);
      socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        ok(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0));
      });
      socket.write(head);
    });
  }

  it('answers 400 to a second Host line, a Host that is no host[:port], and HTTP/2.0 or HTTP/0.9 request lines, at the origin and through the edge', async () => {
    const [page] = await pages(1);
    const heads = {
      'two Host lines': `GET ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      'two Host lines, told apart by case': `GET ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nhOST: evil.example\r\nConnection: close\r\n\r\n`,
      'a Host with a space': `GET ${page} HTTP/1.1\r\nHost: 127.0.0.1 evil.example\r\nConnection: close\r\n\r\n`,
      'a Host with userinfo': `GET ${page} HTTP/1.1\r\nHost: user@127.0.0.1\r\nConnection: close\r\n\r\n`,
      'HTTP/2.0 over HTTP/1.1': `GET ${page} HTTP/2.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      'HTTP/0.9 with a version': `GET ${page} HTTP/0.9\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      'no Host on HTTP/1.1': `GET ${page} HTTP/1.1\r\nConnection: close\r\n\r\n`,
    };
    for (const [name, base] of both()) {
      for (const [what, head] of Object.entries(heads)) expect(await rawHead(base!, head), `${name}: ${what}`).toBe(400);
      // and what is well-formed is served: HTTP/1.0 without a Host, an empty Host, a Host of any case
      expect(await rawHead(base!, `GET ${page} HTTP/1.0\r\n\r\n`), `${name}: HTTP/1.0`).toBe(200);
      expect(await rawHead(base!, `GET ${page} HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n`), `${name}: empty Host`).toBe(200);
      expect(await rawHead(base!, `GET ${page} HTTP/1.1\r\nHOST: LOCALHOST.\r\nConnection: close\r\n\r\n`), `${name}: LOCALHOST.`).toBe(200);
    }
    // an obs-folded line: the origin refuses it; Varnish unfolds it into spaces before it forwards
    // the request, which RFC 9112 5.2 allows as the other answer ("replace each received obs-fold
    // with one or more SP octets"), so the origin behind it never sees a fold
    const folded = `GET ${page} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: one\r\n two\r\nConnection: close\r\n\r\n`;
    expect(await rawHead(origin, folded)).toBe(400);
    expect(await rawHead(edge, folded)).toBe(200);
  });
});
