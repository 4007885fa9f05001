import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetProxy } from '../../../../src/server/api/assets';
import { HttpError } from '../../../../src/lib/http/errors';
import fc from 'fast-check';
import { imageWidths, isFocalPointParam, snapHeight, snapWidth } from '../../../../src/lib/image-sizes';
import { assetUrl, imageSources } from '../../../../src/cms/assets';
import { httpClient } from '../../../support/http';

// The image proxy against a scripted asset service: listed sizes only, 404/416/502/504 answers,
// and a cap on concurrent upstream renders.

const FILE = Buffer.from('0123456789abcdefghij'); // 20 bytes
const held: (() => void)[] = [];
const seen: string[] = [];

const upstream = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push(`${url.pathname}${url.search}`);
  if (url.pathname === '/assets/img/slow.jpg') return; // never answers
  if (url.pathname === '/assets/img/broken.jpg') return void res.writeHead(500).end();
  if (url.pathname === '/assets/img/busy.jpg') return void res.writeHead(503).end();
  if (url.pathname === '/assets/img/refused.jpg') return void res.writeHead(400).end();
  if (url.pathname === '/assets/img/held.jpg') return void held.push(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(FILE));
  res.writeHead(200, { 'content-type': 'video/mp4' }).end(FILE);
});

let upstreamUrl = '';
let site: Server;
let base = '';

function serve(handler: ReturnType<typeof createAssetProxy>) {
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await handler(req, res, new URL(req.url ?? '/', 'http://site.invalid'));
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
      res.writeHead(e.status, { 'content-type': 'application/json', ...e.headers }).end(JSON.stringify({ error: e.code, message: e.message }));
    }
  });
}

beforeAll(async () => {
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  site = serve(createAssetProxy(upstreamUrl, 300, { concurrency: 2, queue: 1 }));
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  upstream.closeAllConnections();
  await new Promise<void>((ok) => upstream.close(() => ok()));
  await new Promise<void>((ok) => site.close(() => ok()));
});

const { get } = httpClient(() => base);

describe('image sizes', () => {
  it('are a finite ascending list of the spec sizes at densities 1, 1.5 and 2', () => {
    expect(imageWidths[0]).toBe(10);
    expect(imageWidths).toContain(640);
    expect(imageWidths).toContain(3072);
    expect(Math.max(...imageWidths)).toBe(3840);
    expect([...imageWidths].sort((a, b) => a - b)).toEqual(imageWidths);
  });

  it('snap up to a served width, or down within the asset width', () => {
    expect(snapWidth(640)).toBe(640);
    expect(snapWidth(641)).toBe(720);
    expect(snapWidth(99_999)).toBe(3840);
    expect(snapWidth(641, 700)).toBe(640);
    expect(snapWidth(400, 5)).toBe(10);
  });

  it('snap a height to the nearest listed aspect, and write focal points on the 1/20 grid', () => {
    expect(snapHeight(1200, 630)).toBe(630);
    expect(snapHeight(400, 225)).toBe(225);
    expect(snapHeight(640, 300)).toBe(320);
    expect(snapHeight(100, 100_000)).toBe(200);
    expect(isFocalPointParam('0.5,0.35')).toBe(true);
    for (const bad of ['0.50,0.35', '0.51,0.3', '.5,.5', '1.0,0', '0.5', '0.5,0.5,0.5', '-0,0', '0.5, 0.5', '2,0'])
      expect(isFocalPointParam(bad), bad).toBe(false);
  });
});

describe('the image proxy', () => {
  it('accepts the parameters the site writes, each from its list', async () => {
    const ok = '/assets/img/a.jpg?width=640&height=360&crop=fp&fp=0.5,0.35&fp_zoom=1&format=webp&quality=50&fit=contain&resize=true&background=ffca00';
    expect((await get(ok)).status).toBe(200);
    expect(seen.at(-1)).toBe(ok.replace('0.5,0.35', '0.5%2C0.35'));
  });

  it('refuses any other value of any parameter, an unknown or repeated parameter, and a height without a width', async () => {
    const bad = [
      'width=4000',
      'width=641',
      'width=0640',
      'width=1e3',
      'width=640&height=99999',
      'width=640&height=361',
      'height=320',
      'width=640&fp=0.4999,0.5',
      'width=640&fp=0.5',
      'fp_zoom=1.5',
      'fp_zoom=1.0',
      'crop=entropy',
      'format=avif',
      'format=jpeg',
      'quality=75',
      'fit=fill',
      'resize=maybe',
      'background=123456',
      'background=%23ffffff',
      'v=2',
      'width=640&width=320',
    ];
    for (const query of bad) {
      const res = await get(`/assets/img/a.jpg?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("serves every URL the site's builder writes, for any asset, size and focal point", async () => {
    const asset = fc.record({
      generic_url: fc.constantFrom('/assets/img/a.jpg?width={width}', '/assets/img/b.png'),
      focalPoint: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
      width: fc.integer({ min: 0, max: 6000 }),
      height: fc.integer({ min: 0, max: 6000 }),
    });
    await fc.assert(
      fc.asyncProperty(asset, fc.integer({ min: 1, max: 2000 }), fc.option(fc.integer({ min: 1, max: 3000 })), async (a, width, height) => {
        const urls = [
          assetUrl(a, { width, height: height ?? undefined }),
          ...imageSources(a, { width, height: height ?? undefined })
            .srcset.split(', ')
            .map((e) => e.split(' ')[0]!),
        ];
        for (const url of urls) expect((await get(url)).status, url).toBe(200);
      }),
      { numRuns: 60 },
    );
  });

  it('a known folder with a file type it does not hold is a 404, as is a name the service refuses', async () => {
    expect((await get('/assets/svg/badge.png')).status).toBe(404);
    expect((await get('/assets/files/x.mp4')).status).toBe(404);
    expect((await get('/assets/img/refused.jpg')).status).toBe(404);
  });

  it('answers a timeout with 504 and other upstream failures with 502', async () => {
    expect((await get('/assets/img/slow.jpg')).status).toBe(504);
    expect((await get('/assets/img/broken.jpg')).status).toBe(502);
    const down = serve(createAssetProxy('http://127.0.0.1:1', 300));
    await new Promise<void>((ok) => down.listen(0, '127.0.0.1', ok));
    const res = await fetch(`http://127.0.0.1:${(down.address() as AddressInfo).port}/assets/img/a.jpg`);
    expect(res.status).toBe(502);
    await new Promise<void>((ok) => down.close(() => ok()));
  });

  it('answers ranges from the whole file: 206, 416 past the end, the whole body for a bad or multiple range', async () => {
    const part = await get('/assets/video/clip.mp4', { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/20');
    expect(await part.text()).toBe('2345');
    const past = await get('/assets/video/clip.mp4', { range: 'bytes=50-60' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */20');
    for (const range of ['bytes=abc', 'bytes=0-1,4-5', 'items=0-1']) {
      const whole = await get('/assets/video/clip.mp4', { range });
      expect(whole.status, range).toBe(200);
      expect(whole.headers.get('content-range'), range).toBeNull();
      expect((await whole.arrayBuffer()).byteLength).toBe(20);
    }
  });

  it('sheds a request that waits too long for a render slot: 503 with Retry-After', async () => {
    const capped = serve(createAssetProxy(upstreamUrl, 10_000, { concurrency: 1, queue: 4, maxWaitMs: 50 }));
    await new Promise<void>((ok) => capped.listen(0, '127.0.0.1', ok));
    const at = (i: number) => fetch(`http://127.0.0.1:${(capped.address() as AddressInfo).port}/assets/img/held.jpg?width=${imageWidths[i]}`);
    const first = at(5);
    await expect.poll(() => held.length).toBe(1);
    const shed = await at(6);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    for (const release of held.splice(0)) release();
    expect((await first).status).toBe(200);
    await new Promise<void>((ok) => capped.close(() => ok()));
  });

  it("passes the image service's own 503 on as a 503 with Retry-After", async () => {
    expect((await get('/assets/img/busy.jpg')).status).toBe(503);
    expect((await get('/assets/img/busy.jpg')).headers.get('retry-after')).toBe('5');
  });

  it('caps concurrent upstream renders: a full queue is a 503 with Retry-After', async () => {
    const capped = serve(createAssetProxy(upstreamUrl, 10_000, { concurrency: 2, queue: 1 }));
    await new Promise<void>((ok) => capped.listen(0, '127.0.0.1', ok));
    const at = (i: number) => fetch(`http://127.0.0.1:${(capped.address() as AddressInfo).port}/assets/img/held.jpg?width=${imageWidths[i]}`);
    const requests = [1, 2, 3].map(at);
    await expect.poll(() => held.length).toBe(2);
    const refused = await at(4);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    for (const release of held.splice(0)) release();
    // the queued one runs once a slot is free
    await expect.poll(() => held.length).toBe(1);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(requests)).map((r) => r.status)).toEqual([200, 200, 200]);
    await new Promise<void>((ok) => capped.close(() => ok()));
  });
});
