/**
 * Which small variant of an image its blurred placeholder is made from (spec 9: "placeholder
 * 10x10, quality 50"): the asset's own file at the placeholder width, cropped at the focal point
 * to the shape the image is shown at, WebP at quality 50, in the form the image proxy takes
 * (src/server/api/assets.ts), so it is a variant the image service already serves.
 */
import type { Asset } from './schemas';
import { assetPath } from '../lib/asset-files';
import { focalPointParam, PLACEHOLDER_WIDTH, snapHeight } from '../lib/image-sizes';
import { PLACEHOLDER_QUALITY } from './blur-placeholder';

/**
 * Opaque raster types. A gif (often animated, often transparent) gets no placeholder; a png or
 * webp does unless its small variant turns out to have a see-through pixel (src/lib/webp-alpha.ts).
 */
const placeholderExtensions: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'webp']);

export interface PlaceholderVariant {
  /** site path and query of the variant, as the image proxy asks its upstream for it */
  path: string;
  width: number;
  height: number;
}

/**
 * The variant for an image shown at `shown` CSS pixels; null when the image gets no placeholder:
 * its generic_url is not one of the site's own image files (an off-site URL is not ours to fetch
 * while rendering), its type is not in the list above, or its shape is unknown (no height).
 * Only the file name comes from content; every parameter is the site's own.
 */
export function placeholderVariant(
  asset: Pick<Asset, 'generic_url' | 'focalPoint'>,
  shown: { width: number; height: number | undefined },
): PlaceholderVariant | null {
  const pathname = asset.generic_url.split(/[?#]/, 1)[0] ?? '';
  const match = assetPath.exec(pathname);
  if (!match || match[1] !== 'img' || !placeholderExtensions.has(match[2]!)) return null;
  if (shown.height === undefined || !(shown.width > 0 && shown.height > 0)) return null;
  const width = PLACEHOLDER_WIDTH;
  const height = snapHeight(width, (shown.height * width) / shown.width);
  const query = new URLSearchParams({
    width: String(width),
    height: String(height),
    crop: 'fp',
    fp: focalPointParam(asset.focalPoint),
    fp_zoom: '1',
    format: 'webp',
    quality: String(PLACEHOLDER_QUALITY),
  });
  return { path: `${pathname}?${query}`, width, height };
}
