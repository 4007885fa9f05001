import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MAX_BYTES, placeholderDataUri, placeholderStyle } from '../../../src/cms/blur-placeholder';
import { webpHasAlpha } from '../../../src/lib/webp-alpha';

/** A small WebP as the image service makes it (sharp, like scripts/backend/server/assets/image-transform.ts). */
const webp = (width: number, height: number, alpha: number, options: sharp.WebpOptions = { quality: 50 }) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha } } })
    .webp(options)
    .toBuffer();

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

describe('placeholderDataUri (spec 9: the small variant, enlarged by the browser)', () => {
  it('is the small WebP itself, inlined', async () => {
    const bytes = await webp(10, 6, 1);
    expect(placeholderDataUri(bytes)).toBe(`data:image/webp;base64,${bytes.toString('base64')}`);
  });

  it('is the same for the same image (a regenerated page equals the built one)', async () => {
    const bytes = await webp(10, 10, 1);
    expect(placeholderDataUri(bytes)).toBe(placeholderDataUri(Uint8Array.from(bytes)));
  });

  it('holds nothing that ends a CSS string, a URL or an HTML attribute, for any image bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: PLACEHOLDER_MAX_BYTES }), (bytes) => {
        const uri = placeholderDataUri(bytes);
        expect(uri).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
        expect(Buffer.from(uri.split(',')[1]!, 'base64')).toEqual(Buffer.from(bytes));
        const style = placeholderStyle(uri, 'cover', '50% 30%');
        expect(style.split('url("')[1]!.split('")')[0]).toBe(uri);
      }),
    );
  });

  it('refuses an empty variant and one too large to inline', () => {
    expect(() => placeholderDataUri(new Uint8Array(0))).toThrow(/1 to 1024 bytes, got 0/);
    expect(() => placeholderDataUri(new Uint8Array(PLACEHOLDER_MAX_BYTES + 1))).toThrow(/got 1025/);
  });
});

describe('placeholderStyle', () => {
  it('draws the placeholder as the image is drawn: its fill and focal point, once', () => {
    const uri = placeholderDataUri(new Uint8Array([1]));
    expect(placeholderStyle(uri, 'contain', '50% 30%')).toBe(
      `background-image:url("${uri}");background-size:contain;background-position:50% 30%;background-repeat:no-repeat`,
    );
    expect(placeholderStyle(uri, 'cover', '0% 100%')).toContain('background-size:cover;background-position:0% 100%');
  });

  it('takes only a data URI placeholderDataUri made', () => {
    expect(() => placeholderStyle('https://example.com/x.webp', 'cover', '50% 50%')).toThrow(/placeholderDataUri/);
    expect(() => placeholderStyle('data:image/webp;base64,")x', 'cover', '50% 50%')).toThrow(/placeholderDataUri/);
    expect(() => placeholderStyle('data:image/svg+xml,<svg/>', 'cover', '50% 50%')).toThrow(/placeholderDataUri/);
  });
});
