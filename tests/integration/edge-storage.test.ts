import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varnishVcl } from '../../src/server/edge/varnish';
import { freePort } from '../../scripts/support/ports';
import { startVarnish, type RunningVarnish } from '../../scripts/support/varnish';

// What the edge stores (design.md "The edge"; RFC 9111 3 and 5.2.2), with the generated VCL in front
// of a stand-in origin that answers each path with the headers the test gave it.

interface Answer {
  status: 200 | 404 | 307 | 500;
  cacheControl: string[];
  surrogateControl: string | null;
  setCookie: boolean;
  varyStar: boolean;
}

/** The model: whether a shared cache may keep the answer and reuse it without asking the origin. */
function stored(answer: Answer): boolean {
  const cc = answer.cacheControl.map((d) => d.toLowerCase());
  const sc = answer.surrogateControl?.toLowerCase() ?? '';
  if (answer.status >= 500 || answer.setCookie || answer.varyStar) return false;
  if (cc.includes('private') || cc.includes('no-store') || sc.includes('no-store')) return false;
  const seconds = (list: string[], name: string) => {
    const found = list.find((d) => d.startsWith(`${name}=`));
    return found === undefined ? undefined : Number(found.slice(name.length + 1));
  };
  // Surrogate-Control speaks to the edge alone and comes first
  const surrogate = seconds(sc === '' ? [] : sc.split(/,\s*/), 'max-age');
  if (surrogate !== undefined) return surrogate > 0;
  if (cc.includes('no-cache')) return false;
  const explicit = seconds(cc, 's-maxage') ?? seconds(cc, 'max-age');
  if (explicit !== undefined) return explicit > 0;
  // no freshness given: only the statuses RFC 9111 4.2.2 lets a cache keep heuristically
  return answer.status === 200 || answer.status === 404;
}

const answers = new Map<string, Answer>();
let origin: Server;
let varnish: RunningVarnish;
let dir = '';

beforeAll(async () => {
  origin = createServer((req, res) => {
    if (req.url === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    const answer = answers.get(req.url ?? '');
    if (!answer) return void res.writeHead(400).end();
    const headers: Record<string, string> = { 'content-type': 'text/plain' };
    if (answer.cacheControl.length > 0) headers['cache-control'] = answer.cacheControl.join(', ');
    if (answer.surrogateControl !== null) headers['surrogate-control'] = answer.surrogateControl;
    if (answer.setCookie) headers['set-cookie'] = 'a=1; Path=/';
    if (answer.varyStar) headers.vary = '*';
    if (answer.status === 307) headers.location = '/elsewhere';
    res.writeHead(answer.status, headers).end(`answer for ${req.url}`);
  });
  const originPort = await freePort();
  await new Promise<void>((ok) => origin.listen(originPort, '127.0.0.1', ok));
  dir = await mkdtemp(join(tmpdir(), 'edge-storage-'));
  const vcl = varnishVcl({
    backends: [{ host: '127.0.0.1', port: originPort }],
    purgeToken: 'edge-storage-purge-token',
    purgeFrom: ['127.0.0.1'],
    localeEntry: false,
    hosts: { site: ['127.0.0.1'], canonical: '127.0.0.1' },
  });
  varnish = await startVarnish({ vcl, port: await freePort(), dir, memory: '16m' });
  const deadline = Date.now() + 15_000;
  while (!Object.values(await varnish.backendHealth()).every((h) => h === 'healthy')) {
    if (Date.now() > deadline) throw new Error('the stand-in origin never became healthy to the edge');
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  await new Promise((ok) => origin?.close(ok));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('what the edge stores', () => {
  it('keeps an answer exactly when RFC 9111 lets a shared cache reuse it (Surrogate-Control first)', async () => {
    const directive = fc.constantFrom('public', 'private', 'no-store', 'no-cache', 'must-revalidate', 'max-age=0', 'max-age=60', 's-maxage=0', 's-maxage=60');
    const answer: fc.Arbitrary<Answer> = fc.record({
      status: fc.constantFrom(200, 200, 404, 307, 500),
      cacheControl: fc
        .uniqueArray(directive, { maxLength: 3, selector: (d) => d.split('=')[0]! })
        .chain((list) => fc.tuple(...list.map((d) => fc.constantFrom(d, d.toUpperCase())))),
      surrogateControl: fc.constantFrom(null, null, 'max-age=60', 'max-age=0', 'no-store', 'max-age=60, no-store'),
      setCookie: fc.constantFrom(false, false, false, true),
      varyStar: fc.constantFrom(false, false, false, true),
    });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(answer, async (a) => {
        const path = `/r/${++n}`;
        answers.set(path, a);
        const first = await fetch(`${varnish.url}${path}`, { redirect: 'manual' });
        await first.arrayBuffer();
        expect(first.status).toBe(a.status);
        const second = await fetch(`${varnish.url}${path}`, { redirect: 'manual' });
        await second.arrayBuffer();
        expect(second.headers.get('x-cache') === 'HIT', JSON.stringify(a)).toBe(stored(a));
      }),
      {
        numRuns: 80,
        examples: [
          // the build check (spec 7.6): never served from the store
          [{ status: 200, cacheControl: ['no-cache'], surrogateControl: null, setCookie: false, varyStar: false }],
          // a page: the browser revalidates, the edge keeps it for the Surrogate-Control lifetime
          [{ status: 200, cacheControl: ['max-age=0', 'must-revalidate'], surrogateControl: 'max-age=60', setCookie: false, varyStar: false }],
          [{ status: 200, cacheControl: ['max-age=0'], surrogateControl: null, setCookie: false, varyStar: false }],
          [{ status: 200, cacheControl: ['max-age=0', 's-maxage=60'], surrogateControl: null, setCookie: false, varyStar: false }],
          [{ status: 200, cacheControl: ['private', 'max-age=60'], surrogateControl: 'max-age=60', setCookie: false, varyStar: false }],
        ],
      },
    );
  }, 60_000);
});
