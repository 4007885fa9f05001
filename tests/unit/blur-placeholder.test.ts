import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blurSvgDataUri, PLACEHOLDER_BLUR, placeholderStyle } from '../../src/lib/blur-placeholder';
import { webpHasAlpha } from '../../src/lib/webp-alpha';

/** A small WebP as the image service makes it (sharp, like scripts/backend/server/assets/image-transform.ts). */
const webp = (width: number, height: number, alpha: number, options: sharp.WebpOptions = { quality: 50 }) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha } } })
    .webp(options)
    .toBuffer();

const svgOf = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));

describe('webpHasAlpha (spec 4/9: no placeholder behind a see-through image)', () => {
  it('reads lossy, lossy with alpha and lossless files', async () => {
    expect(webpHasAlpha(await webp(10, 6, 1))).toBe(false);
    expect(webpHasAlpha(await webp(10, 6, 0.5))).toBe(true);
    expect(webpHasAlpha(await webp(10, 6, 0))).toBe(true);
    expect(webpHasAlpha(await webp(10, 6, 1, { lossless: true }))).toBe(false);
    expect(webpHasAlpha(await webp(10, 6, 0.5, { lossless: true }))).toBe(true);
  });

  it('an opaque image with an alpha channel counts as opaque', async () => {
    const opaque = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#336699' } })
      .ensureAlpha(1)
      .webp({ quality: 50 })
      .toBuffer();
    expect(webpHasAlpha(opaque)).toBe(false);
  });

  it('is null for other files and cut-off headers', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(webpHasAlpha(png)).toBeNull();
    const whole = await webp(10, 10, 0.5);
    expect(webpHasAlpha(whole.subarray(0, 20))).toBeNull();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (tail, riff) => {
        const head = riff ? new Uint8Array([...Buffer.from('RIFF\0\0\0\0WEBP'), ...tail]) : tail;
        const result = webpHasAlpha(head);
        expect(result === null || typeof result === 'boolean').toBe(true);
      }),
    );
  });
});

describe('blurSvgDataUri (spec 9: blur 3)', () => {
  it('draws the small image through a Gaussian blur of 3 of its pixels, in its own viewBox', async () => {
    const bytes = await webp(10, 6, 1);
    const svg = svgOf(blurSvgDataUri({ bytes, width: 10, height: 6 }));
    expect(svg).toContain(`viewBox='0 0 10 6'`);
    expect(svg.match(/<feGaussianBlur stdDeviation='(\d+)'\/>/g)).toEqual([
      `<feGaussianBlur stdDeviation='${PLACEHOLDER_BLUR}'/>`,
      `<feGaussianBlur stdDeviation='${PLACEHOLDER_BLUR}'/>`,
    ]);
    expect(PLACEHOLDER_BLUR).toBe(3);
    expect(svg).toContain(`href='data:image/webp;base64,${bytes.toString('base64')}'`);
    expect(svg).toContain(`filter='url(#b)'`);
  });

  it('is the same for the same image (a regenerated page equals the built one)', async () => {
    const bytes = await webp(10, 10, 1);
    expect(blurSvgDataUri({ bytes, width: 10, height: 10 })).toBe(blurSvgDataUri({ bytes: Uint8Array.from(bytes), width: 10, height: 10 }));
  });

  it('holds nothing that ends a CSS string, a URL or an HTML attribute, for any image bytes and size', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), (bytes, width, height) => {
        const uri = blurSvgDataUri({ bytes, width, height });
        expect(uri).toMatch(/^data:image\/svg\+xml,[\x20-\x7e]+$/);
        expect(uri).not.toMatch(/["#<>\\]/);
        // the percent-encoding round-trips to the SVG with the image inside it
        expect(svgOf(uri)).toContain(`href='data:image/webp;base64,${Buffer.from(bytes).toString('base64')}'`);
        const style = placeholderStyle(uri, 'cover', '50% 30%');
        expect(style.split('url("')[1]!.split('")')[0]).toBe(uri);
      }),
    );
  });

  it('refuses a size that is not a small whole number of pixels', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    for (const bad of [0, -1, 1.5, Number.NaN, 65]) {
      expect(() => blurSvgDataUri({ bytes, width: bad, height: 10 })).toThrow(/whole number of pixels/);
      expect(() => blurSvgDataUri({ bytes, width: 10, height: bad })).toThrow(/whole number of pixels/);
    }
  });
});

describe('placeholderStyle', () => {
  it('draws the placeholder as the image is drawn: its fill and focal point, once', () => {
    const uri = blurSvgDataUri({ bytes: new Uint8Array([1]), width: 10, height: 10 });
    expect(placeholderStyle(uri, 'contain', '50% 30%')).toBe(
      `background-image:url("${uri}");background-size:contain;background-position:50% 30%;background-repeat:no-repeat`,
    );
    expect(placeholderStyle(uri, 'cover', '0% 100%')).toContain('background-size:cover;background-position:0% 100%');
  });

  it('takes only a data URI blurSvgDataUri made', () => {
    expect(() => placeholderStyle('https://example.com/x.svg', 'cover', '50% 50%')).toThrow(/blurSvgDataUri/);
    expect(() => placeholderStyle('data:image/svg+xml,")x', 'cover', '50% 50%')).toThrow(/blurSvgDataUri/);
  });
});
