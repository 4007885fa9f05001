/**
 * HTTP to the letter (RFC 9110, 9111, 9112), at the origin and through the edge (Varnish with the
 * generated VCL in front of two instances, as tests/integration/edge.test.ts starts it): request
 * heads the origin must refuse, content codings by Accept-Encoding and its weights, a tag per
 * coding and If-None-Match / If-Range / Range against them, what a made-up Host may make the edge
 * store, and the origin's own 4xx for a body it refuses reaching the visitor through the edge.
 * The malformed requests go over raw sockets (fetch and node:http would refuse to send them).
 */
import { connect } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localizedHref } from '../../src/i18n/paths';
import { startEdge, type Edge } from '../../scripts/support/edge';
import { EDGE_MAX_REQUEST_BODY } from '../../src/server/edge/policy';
import { rawRequest, type RawResponse } from '../support/raw-http';
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
    // no passes here (no pulls, no webhooks): no standing render workers warming up beside the
    // requests under test (the few pages rendered on demand render on the server's thread, the same bytes)
    env: { CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, CMS_SYNC_INTERVAL_S: '0', REGEN_WORKERS: 'on-demand' },
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

const get = (base: string, target: string, headers: Record<string, string> | [string, string][] = {}) => rawRequest(base, { target, headers });
const both = () => [
  ['origin', origin],
  ['edge', edge],
];

/** The body of an answer decoded from its content coding. */
function decoded(res: RawResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body);
  if (coding === 'gzip') return gunzipSync(res.body);
  return res.body;
}

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

describe('content codings by Accept-Encoding (RFC 9110 12.5.3, 8.4.1.3)', () => {
  it('honours weights and x-gzip, at the origin and through the edge', async () => {
    const [page] = await pages(1, 1);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['br;q=0.1, gzip;q=1', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['X-Gzip;q=0.8, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['*;q=0', undefined],
      ['br;q=0, *;q=0.5', 'gzip'],
      ['identity;q=1, gzip;q=0.5', undefined],
      ['br;q=1.5, gzip;q=0.2', 'gzip'],
      ['deflate', undefined],
    ];
    for (const [name, base] of both()) {
      for (const [header, coding] of cases) {
        const res = await get(base!, page!, { host: '127.0.0.1', 'accept-encoding': header });
        expect([res.status, res.headers['content-encoding']], `${name}: ${header}`).toEqual([200, coding]);
      }
    }
  });

  it('gives any Accept-Encoding the same coding through the edge as at the origin', async () => {
    const [page] = await pages(1, 2);
    const name = fc.constantFrom('br', 'BR', 'gzip', 'x-gzip', 'X-GZIP', 'identity', '*', 'deflate', 'zstd', 'brotli', '');
    const q = fc.constantFrom('', '', ';q=0', ';q=0.', ';q=0.5', ';Q=0.5', ' ; q=0.25', ';q=1', ';q=1.000', ';q=1.5', ';q=0.1234', ';q=x', ';level=1');
    const header = fc
      .array(fc.tuple(fc.constantFrom('', ' ', '\t'), name, q), { maxLength: 5 })
      .map((parts) => parts.map(([s, n, w]) => `${s}${n}${w}`).join(','));
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        const [direct, through] = [
          await get(origin, page!, { host: '127.0.0.1', 'accept-encoding': value }),
          await get(edge, page!, { host: '127.0.0.1', 'accept-encoding': value }),
        ];
        expect(through.headers['content-encoding'], JSON.stringify(value)).toBe(direct.headers['content-encoding']);
        expect(through.headers.etag, JSON.stringify(value)).toBe(direct.headers.etag);
      }),
      { numRuns: 60, examples: [['br;q=0.1, gzip;q=1'], ['gzip;q=0'], ['x-gzip'], ['br;q=0.5, br, gzip']] },
    );
  }, 120_000);

  it('compresses the 404 page as it does other pages, and sends no coding larger than the body itself', async () => {
    for (const [name, base] of both()) {
      const missing = await get(base!, `/no-NO/no-such-page-${name}`, { host: '127.0.0.1', 'accept-encoding': 'gzip, br' });
      expect([missing.status, missing.headers['content-encoding'], missing.headers.vary], name).toEqual([404, 'br', 'Accept-Encoding']);
      expect(decoded(missing).toString('utf8')).toContain('<html');
      const gzipped = await get(base!, `/no-NO/no-such-page-${name}`, { host: '127.0.0.1', 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(Number(gzipped.headers['content-length'])).toBeLessThan(decoded(gzipped).length);
      // the icon: its gzip would be larger than it is, so everyone gets it as it is
      const plain = await get(base!, '/favicon.ico', { host: '127.0.0.1' });
      const asked = await get(base!, '/favicon.ico', { host: '127.0.0.1', 'accept-encoding': 'gzip, br' });
      expect(asked.headers['content-encoding'], name).toBeUndefined();
      expect(asked.body.equals(plain.body)).toBe(true);
    }
  });
});

describe('validators (RFC 9110 8.8.3, 13.1.2, 13.1.5)', () => {
  it("tags each coding of a page apart (weak: a page's tag names its content), and answers If-None-Match by weak comparison over a list, * for any", async () => {
    const [page] = await pages(1, 3);
    for (const [name, base] of both()) {
      const tags: Record<string, string> = {};
      for (const coding of ['br', 'gzip', 'identity']) {
        const res = await get(base!, page!, { host: '127.0.0.1', 'accept-encoding': coding });
        expect(res.status).toBe(200);
        tags[coding] = res.headers.etag!;
        expect(tags[coding], `${name} ${coding}`).toMatch(/^W\/"[\w-]+"$/);
      }
      expect(new Set(Object.values(tags)).size, `${name}: one tag per coding`).toBe(3);
      const strong = tags.br!.slice(2);
      const cases: [string, number][] = [
        [tags.br!, 304],
        [strong, 304],
        [`"other", ${tags.br}`, 304],
        [`W/"other" ,${strong} , "x"`, 304],
        ['*', 304],
        [tags.gzip!, 200],
        [`"other", ${tags.identity}`, 200],
        [strong.slice(1, -1), 200],
        [`${tags.br} "other"`, 200],
      ];
      for (const [inm, status] of cases) {
        const res = await get(base!, page!, { host: '127.0.0.1', 'accept-encoding': 'br', 'if-none-match': inm });
        expect(res.status, `${name}: If-None-Match ${inm}`).toBe(status);
        if (status === 304) {
          expect(res.headers.etag, `${name}: the 304 names the coding's tag`).toBe(tags.br);
          expect(res.body.length).toBe(0);
        }
      }
    }
  });

  it('gives an image under /assets a strong tag: 304 on revalidation, and a Range only while If-Range names it', async () => {
    const landing = decoded(await get(origin, localizedHref('/', 'no-NO'), { host: '127.0.0.1', 'accept-encoding': 'gzip' })).toString('utf8');
    const image = /\/assets\/[^"'\s,?]+\?[^"'\s,]+/.exec(landing)?.[0].replace(/&amp;/g, '&');
    expect(image, 'an image on the landing page').toBeTruthy();
    for (const [name, base] of both()) {
      const whole = await get(base!, image!, { host: '127.0.0.1' });
      expect(whole.status).toBe(200);
      const etag = whole.headers.etag!;
      expect(etag, name).toMatch(/^"[\w-]+"$/);
      expect((await get(base!, image!, { host: '127.0.0.1', 'if-none-match': etag })).status, `${name}: revalidated`).toBe(304);
      expect((await get(base!, image!, { host: '127.0.0.1', 'if-none-match': `W/${etag}` })).status, `${name}: weakly`).toBe(304);
      const range = await get(base!, image!, { host: '127.0.0.1', range: 'bytes=0-9', 'if-range': etag });
      expect([range.status, range.headers['content-range']], `${name}: If-Range with its tag`).toEqual([206, `bytes 0-9/${whole.body.length}`]);
      expect(range.body.equals(whole.body.subarray(0, 10))).toBe(true);
      for (const other of ['"another-version"', `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
        const full = await get(base!, image!, { host: '127.0.0.1', range: 'bytes=0-9', 'if-range': other });
        expect([full.status, full.body.length], `${name}: If-Range ${other}`).toEqual([200, whole.body.length]);
      }
    }
  });

  it('never joins the bytes of two codings at the edge: If-Range on a page’s weak tag gets the whole page, a Range its own coding’s bytes', async () => {
    const [page] = await pages(1, 4);
    const br = await get(edge, page!, { host: '127.0.0.1', 'accept-encoding': 'br' });
    const gzip = await get(edge, page!, { host: '127.0.0.1', 'accept-encoding': 'gzip' });
    for (const [coding, whole] of [
      ['br', br],
      ['gzip', gzip],
    ] as const) {
      const withTag = await get(edge, page!, { host: '127.0.0.1', 'accept-encoding': coding, range: 'bytes=10-', 'if-range': whole.headers.etag! });
      expect([withTag.status, withTag.body.length], `${coding}: If-Range on a weak tag`).toEqual([200, whole.body.length]);
      // a Range alone is answered from the one stored body of the coding asked for, or not at all
      const part = await get(edge, page!, { host: '127.0.0.1', 'accept-encoding': coding, range: 'bytes=10-' });
      if (part.status === 206) expect(part.body.equals(whole.body.subarray(10)), coding).toBe(true);
      else expect(part.body.equals(whole.body), coding).toBe(true);
    }
  });
});

describe('the hosts the edge serves and stores', () => {
  /** A Host a stranger might send, a new one for each `i`: made up, with a port, in capitals, with a trailing dot, www. of a made-up name, an address. */
  const madeUp = (i: number) => [`s${i}.example`, `S${i}.EXAMPLE.`, `s${i}.example:8080`, `www.s${i}.example`, `10.${i >> 8}.${i & 255}.1`][i % 5]!;

  it('answers a made-up Host as the origin answers it', async () => {
    const [page] = await pages(1, 5);
    for (const target of [page!, '/', `${page}/`, '/no-NO/no-such-page-hosts', '/builds/latest.json']) {
      for (let i = 0; i < 5; i++) {
        const headers = { host: madeUp(i), 'accept-encoding': 'gzip', 'accept-language': 'sv' };
        const [direct, through] = [await get(origin, target, headers), await get(edge, target, headers)];
        expect([through.status, through.headers.location], `${target} Host: ${headers.host}`).toEqual([direct.status, direct.headers.location]);
      }
    }
  });

  it("keeps no object for a made-up Host: the store holds the site's pages and their bounded variants, whoever asks", async () => {
    const kept = await pages(6, 6);
    const codings = ['br', 'gzip', 'identity'];
    // every page in every coding the site keeps, asked under the site's own host
    for (const page of kept) for (const coding of codings) await get(edge, page, { host: '127.0.0.1', 'accept-encoding': coding });
    const before = await setup.varnish.counter('MAIN.n_object');
    // strangers: 600 requests for the same pages, each with a Host of its own, with and without a query
    const ae = ['gzip, deflate, br', 'gzip', '', 'br;q=0.5, gzip;q=0.9', 'x-gzip', 'identity'];
    for (let i = 0; i < 600; i++) {
      const page = kept[i % kept.length]!;
      const res = await get(edge, i % 3 === 0 ? `${page}?utm=${i}` : page, { host: madeUp(i), 'accept-encoding': ae[i % ae.length]! });
      expect(res.status).toBe(200);
    }
    expect(await setup.varnish.counter('MAIN.n_object')).toBe(before);
  }, 120_000);
});

/**
 * A POST with `Expect: 100-continue` (RFC 9110 10.1.1), as curl sends a large body: the body goes
 * only after a 100, and not when a final answer has come with it.
 */
function postExpectingContinue(base: string, target: string, size: number): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((ok, fail) => {
    const socket = connect(Number(port), hostname);
    let answer = Buffer.alloc(0);
    let sent = false;
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer to POST ${target}`));
    }, 15_000);
    socket.on('data', (d: Buffer) => {
      answer = Buffer.concat([answer, d]);
      const interim = /^HTTP\/1\.1 100 [^\r]*\r\n\r\n/.exec(answer.toString('latin1'));
      if (sent || !interim) return;
      sent = true;
      answer = answer.subarray(interim[0].length);
      // a final answer right behind the 100 (Varnish sends its 100 before the VCL runs) is the answer
      if (answer.length === 0) socket.write(Buffer.alloc(size, 'x'));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = answer.toString('utf8');
      ok({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
  });
}

describe("the origin's own errors through the edge", () => {
  it('brings a 413 or a 400 for a body to the visitor as that status, never a 503', async () => {
    const cases: { target: string; size: number; status: number; bases: string[][] }[] = [
      // over the route's limit, within what the origin reads to its end
      { target: '/api/v1/cart/validate', size: 900_000, status: 413, bases: both() },
      { target: '/api/v1/form/submit', size: 200_000, status: 413, bases: both() },
      // a request the origin refuses before it reads the body
      { target: '/api/v1/form/submit/%ZZ', size: 900_000, status: 400, bases: both() },
    ];
    for (const { target, size, status, bases } of cases) {
      for (let round = 0; round < 3; round++) {
        for (const [name, base] of bases) {
          const res = await rawRequest(base!, {
            method: 'POST',
            target,
            headers: { host: '127.0.0.1', 'content-type': 'application/json' },
            body: Buffer.alloc(size, 'x'),
          });
          expect(res.status, `${name}: POST ${target} with ${size} bytes`).toBe(status);
          if (status === 413) expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ error: 'payload_too_large' });
        }
      }
    }
    // far over every route's limit: the edge answers the origin's 413 in its words before the body
    // is sent (a client that waits for 100 Continue gets it every time; one that sends a body this
    // large at once may see the connection close before it reads the answer, from the edge as from
    // the origin, which reads a megabyte of such a body and closes: src/server/drain.ts)
    for (let round = 0; round < 3; round++) {
      const refused = await postExpectingContinue(edge, '/api/v1/form/submit', 5_000_000);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ error: 'payload_too_large', message: `Body over ${EDGE_MAX_REQUEST_BODY} bytes` });
    }
  }, 120_000);
});
