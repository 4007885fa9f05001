import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { backendFixtureDir } from '../../../fixtures/backend';
import { httpClient } from '../../../support/http';
import { rawRequest } from '../../../support/raw-http';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: backendFixtureDir, journal: false });
});
afterAll(async () => {
  await backend.close();
});

const { get, head } = httpClient(() => backend.url);

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** RGB of the pixel at (x, y) of an encoded image. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
}

describe('image proxy', () => {
  it('resizes to width=64 format=webp', async () => {
    const res = await get('/assets/img/harbour.jpg?width=64&format=webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(await bytes(res)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(64);
    expect(meta.height).toBe(36); // 320×180 keeps its aspect ratio
  });

  it('crops around the focal point', async () => {
    // split.png: left half red, right half blue. A narrow full-height crop lands where fp points.
    const right = await bytes(await get('/assets/img/split.png?width=10&height=100&crop=fp&fp=0.9,0.5&fp_zoom=1&format=png'));
    expect((await sharp(right).metadata()).width).toBe(10);
    expect(await pixel(right, 5, 50)).toEqual([0, 0, 255]);
    const left = await bytes(await get('/assets/img/split.png?width=10&height=100&crop=fp&fp=0.1,0.5&format=png'));
    expect(await pixel(left, 5, 50)).toEqual([255, 0, 0]);
  });

  it('pads with the background colour on fit=contain', async () => {
    const res = await get('/assets/img/split.png?width=200&height=200&fit=contain&background=%2300ff00&format=png');
    const image = await bytes(res);
    expect(await sharp(image).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(await pixel(image, 100, 5)).toEqual([0, 255, 0]);
    expect(await pixel(image, 150, 100)).toEqual([0, 0, 255]);
  });

  it('serves the file as stored without parameters, ignoring unknown ones', async () => {
    const stored = await readFile(join(backendFixtureDir, 'assets/img/harbour.jpg'));
    const res = await get('/assets/img/harbour.jpg?v=3');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await bytes(res)).equals(stored)).toBe(true);
  });

  it('rejects a bad parameter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['width=5000', 'width'],
      ['width=abc', 'width'],
      ['fit=squash', 'fit'],
      ['format=gif', 'format'],
      ['fp=2,0.5&crop=fp', 'fp'],
      ['quality=0', 'quality'],
      ['background=red', 'background'],
    ] as const) {
      const res = await get(`/assets/img/harbour.jpg?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
    }
  });
});

describe('files as stored', () => {
  it('serves svg and pdf with their content types', async () => {
    const svg = await get('/assets/svg/logo.svg?width=100');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    const pdf = await get('/assets/files/price-list.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await bytes(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a Range request on a video with 206 and Content-Range', async () => {
    const stored = await readFile(join(backendFixtureDir, 'assets/video/clip.mp4'));
    const res = await get('/assets/video/clip.mp4', { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${stored.length}`);
    expect((await bytes(res)).equals(stored.subarray(100, 200))).toBe(true);

    const tail = await get('/assets/video/clip.mp4', { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${stored.length - 10}-${stored.length - 1}/${stored.length}`);
    expect((await bytes(tail)).equals(stored.subarray(-10))).toBe(true);

    const whole = await get('/assets/video/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytes(whole)).length).toBe(stored.length);
  });

  it('answers a range past the end with 416', async () => {
    const res = await get('/assets/video/clip.mp4', { range: 'bytes=999999-' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */4096');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await head('/assets/files/price-list.pdf');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(100);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('is a 404 JSON for a missing file or folder', async () => {
    const missing = await get('/assets/img/nope.jpg?width=64');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await get('/assets/fonts/a.woff2')).status).toBe(404);
  });
});

describe('path traversal', () => {
  it('never leaves the assets folder', async () => {
    for (const target of [
      '/assets/img/..%2F..%2Fpackage.json',
      '/assets/img/..%2f..%2f..%2fpackage.json',
      '/assets/img/%2e%2e%2fcontent.json',
      '/assets/img/..%5C..%5Cpackage.json',
      '/assets/files/..',
      '/assets/img/../../package.json',
      '/assets/img/%2e%2e/%2e%2e/package.json',
      '/assets/files/harbour.jpg',
      '/assets/img/.hidden.jpg',
    ]) {
      // sent exactly as written (fetch would normalize '..' away)
      const answer = await rawRequest(backend.url, { target });
      const [status, body] = [answer.status, answer.body.toString('utf8')];
      expect([400, 404], target).toContain(status);
      expect(JSON.parse(body), target).toHaveProperty('error');
      expect(body, target).not.toContain('"dependencies"');
    }
  });
});
