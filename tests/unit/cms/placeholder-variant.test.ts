import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAssetPath } from '../../../src/lib/asset-files';
import { isFocalPointParam, isImageHeight, isImageWidth, PLACEHOLDER_WIDTH } from '../../../src/lib/image-sizes';
import { placeholderVariant } from '../../../src/cms/placeholder-variant';

const image = (generic_url: string, focalPoint: [number, number] = [0.5, 0.3]) => ({ generic_url, focalPoint });

describe('placeholderVariant (spec 9: placeholder 10 wide, quality 50)', () => {
  it('is the asset file at width 10, the shown shape, cropped at the focal point, webp at quality 50', () => {
    expect(placeholderVariant(image('/assets/img/station.jpg?width={width}'), { width: 1200, height: 675 })).toEqual({
      path: '/assets/img/station.jpg?width=10&height=6&crop=fp&fp=0.5%2C0.3&fp_zoom=1&format=webp&quality=50',
      width: 10,
      height: 6,
    });
    expect(placeholderVariant(image('/assets/img/logo.png?width={width}', [0, 1]), { width: 400, height: 400 })?.path).toBe(
      '/assets/img/logo.png?width=10&height=10&crop=fp&fp=0%2C1&fp_zoom=1&format=webp&quality=50',
    );
  });

  it('gives none for a gif, a vector, a video, a file, an off-site image or an unknown shape', () => {
    const shown = { width: 400, height: 300 };
    for (const url of [
      '/assets/img/anim.gif?width={width}',
      '/assets/svg/icon.svg',
      '/assets/video/clip.mp4',
      '/assets/files/menu.pdf',
      'https://images.example.com/assets/img/x.jpg?width={width}',
      '//evil.example/assets/img/x.jpg',
      '/assets/img/../secret.jpg',
      '/assets/img/x.JPG',
    ]) {
      expect(placeholderVariant(image(url), shown), url).toBeNull();
    }
    expect(placeholderVariant(image('/assets/img/x.jpg'), { width: 400, height: undefined })).toBeNull();
  });

  it('for any generic_url and size: none, or a path the image proxy serves that only the file name came from', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
    const url = fc.oneof(
      fc.string(),
      fc.webUrl(),
      // the site's own image files, bare or with a query or fragment, and with anything after the name
      fc
        .tuple(
          name,
          fc.constantFrom('jpg', 'jpeg', 'png', 'webp', 'gif', 'svg'),
          fc.oneof(
            fc.constant(''),
            fc.string().map((q) => `?${q}`),
            fc.string().map((f) => `#${f}`),
            fc.string(),
          ),
        )
        .map(([n, ext, rest]) => `/assets/img/${n}.${ext}${rest}`),
    );
    let variants = 0;
    fc.assert(
      fc.property(
        url,
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.tuple(fc.double(), fc.double()),
        (genericUrl, width, height, fp) => {
          const variant = placeholderVariant({ generic_url: genericUrl, focalPoint: fp }, { width, height });
          if (variant === null) return;
          variants += 1;
          const [path, query] = variant.path.split('?') as [string, string];
          expect(isAssetPath(path)).toBe(true);
          expect(genericUrl.startsWith(`${path}`)).toBe(true);
          const params = new URLSearchParams(query);
          expect([...params.keys()]).toEqual(['width', 'height', 'crop', 'fp', 'fp_zoom', 'format', 'quality']);
          expect(Number(params.get('width'))).toBe(PLACEHOLDER_WIDTH);
          expect(isImageWidth(variant.width)).toBe(true);
          expect(isImageHeight(variant.width, variant.height)).toBe(true);
          expect(params.get('height')).toBe(String(variant.height));
          expect(isFocalPointParam(params.get('fp')!)).toBe(true);
          expect(params.get('format')).toBe('webp');
          expect(params.get('quality')).toBe('50');
        },
      ),
    );
    // the property met the images that do get a placeholder, not only the ones that get none
    expect(variants).toBeGreaterThan(0);
  });
});
