import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPlaceholderSource } from '../../../src/cms/image-placeholder';

const ORIGIN = 'http://assets.test';
const photo = { generic_url: '/assets/img/station.jpg?width={width}', focalPoint: [0.5, 0.5] as [number, number] };
const shown = { width: 400, height: 300 };

const webp = (alpha: number) =>
  sharp({ create: { width: 10, height: 8, channels: 4, background: { r: 10, g: 120, b: 200, alpha } } })
    .webp({ quality: 50 })
    .toBuffer();

/** A stand-in asset origin: answers every request with `answer`, and records what was asked. */
function origin(answer: (url: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  const warnings: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  const source = createPlaceholderSource({ origin: `${ORIGIN}/`, timeoutMs: 500, fetchImpl, warn: (m) => warnings.push(m) });
  return { source, asked, warnings };
}

const webpResponse = (body: Buffer) => new Response(new Uint8Array(body), { headers: { 'content-type': 'image/webp' } });

describe('the image placeholder source (spec 4/9)', () => {
  it('asks the asset origin for the small variant and gives it as a data URI', async () => {
    const body = await webp(1);
    const { source, asked, warnings } = origin(() => webpResponse(body));
    const uri = await source(photo, shown);
    expect(asked).toEqual([`${ORIGIN}/assets/img/station.jpg?width=10&height=8&crop=fp&fp=0.5%2C0.5&fp_zoom=1&format=webp&quality=50`]);
    expect(uri).toBe(`data:image/webp;base64,${body.toString('base64')}`);
    expect(warnings).toEqual([]);
  });

  it('fetches a variant once however many renders ask, at once or later', async () => {
    const body = await webp(1);
    const { source, asked } = origin(() => webpResponse(body));
    const first = await Promise.all(Array.from({ length: 20 }, () => source(photo, shown)));
    const later = await source(photo, { width: 800, height: 600 });
    expect(asked).toHaveLength(1);
    expect(new Set([...first, later]).size).toBe(1);
    // another shape is another variant
    await source(photo, { width: 800, height: 800 });
    expect(asked).toHaveLength(2);
  });

  it('gives none, without a request, for an image that takes none', async () => {
    const { source, asked } = origin(() => new Response('x'));
    expect(await source({ ...photo, generic_url: 'https://elsewhere.example/assets/img/a.jpg?width={width}' }, shown)).toBeNull();
    expect(await source({ ...photo, generic_url: '/assets/img/a.gif?width={width}' }, shown)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives none for a see-through image, and does not ask again', async () => {
    const body = await webp(0.4);
    const { source, asked, warnings } = origin(() => webpResponse(body));
    expect(await source(photo, shown)).toBeNull();
    expect(await source(photo, shown)).toBeNull();
    expect(asked).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('a failing origin leaves the image without a placeholder and says so in the log, never throws', async () => {
    const cases: [string, (url: string) => Response | Promise<Response>, RegExp][] = [
      ['404', () => new Response('no', { status: 404 }), /upstream 404/],
      ['503 twice', () => new Response('busy', { status: 503 }), /upstream 503/],
      ['not webp', () => new Response('<html>', { headers: { 'content-type': 'text/html' } }), /not a WebP/],
      ['too large', () => new Response(new Uint8Array(4096)), /not a WebP of at most 1024 bytes \(4096 bytes/],
      ['unreachable', () => Promise.reject(new TypeError('fetch failed')), /unreachable/],
    ];
    for (const [name, answer, message] of cases) {
      const { source, warnings } = origin(answer);
      expect(await source(photo, shown), name).toBeNull();
      expect(warnings, name).toHaveLength(1);
      expect(warnings[0], name).toMatch(message);
      expect(warnings[0], name).toContain('/assets/img/station.jpg?width=10');
      expect(warnings[0], name).toMatch(/^\[assets\] placeholder "\/assets\/img\/station\.jpg\?width=10&[^"]+": .+; the image renders without one$/);
      expect(warnings[0]!.match(/\[assets\]/g), name).toHaveLength(1);
    }
  });

  it('a failure is remembered for a while, so a build does not wait on it for every page', async () => {
    const { source, asked } = origin(() => new Response('down', { status: 502 }));
    await source(photo, shown);
    await source(photo, shown);
    // a 502 is retried once by the HTTP client (spec 7.6), then remembered
    expect(asked).toHaveLength(2);
  });

  it('a body cut off mid-way is a missing placeholder, not a failed page', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    const { source, warnings } = origin(() => new Response(broken, { headers: { 'content-type': 'image/webp' } }));
    expect(await source(photo, shown)).toBeNull();
    expect(warnings[0]).toMatch(/fetch failed \(Error: socket hang up\)/);
  });
});
