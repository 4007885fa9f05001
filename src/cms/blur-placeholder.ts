/**
 * The blurred image placeholder of spec 4 ("Image: placeholder until loaded, then ready") and
 * spec 9 ("placeholder 10x10, quality 50, blur 3"), as markup-free CSS: the tiny variant inlined
 * as a data URI and set as the image's own background, enlarged to the image's size (which blurs
 * it), so it shows until the image paints over it, with no script and no request of its own
 * (docs/architecture.md "What the site keeps": the image proxy sheds bursts, and a browser never retries an image).
 */
import type { Fill } from './assets';

/** Spec 9: the small variant's quality. */
export const PLACEHOLDER_QUALITY = 50;

/** The most bytes a small variant may have to be inlined (a 10-pixel WebP is 40–150 bytes). */
export const PLACEHOLDER_MAX_BYTES = 1024;

const DATA_URI = /^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The small variant as a data URI. Its blur is the browser's smoothing of a 10-pixel image
 * enlarged to the image's size, not spec 9's Gaussian "blur 3" as a filter (README, "Where the site
 * differs from the spec"): a filter is drawn again at the displayed size of every image, on the
 * main thread, where this is one tiny decode and a scaled draw.
 */
export function placeholderDataUri(bytes: Uint8Array): string {
  if (bytes.length === 0 || bytes.length > PLACEHOLDER_MAX_BYTES)
    throw new Error(`[assets] placeholder: a small variant has 1 to ${PLACEHOLDER_MAX_BYTES} bytes, got ${bytes.length}`);
  return `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}`;
}

/**
 * The CSS that shows a placeholder behind an image: drawn as the image will be (object-fit `fill`
 * as background-size, the focal point's object-position as background-position), never repeated.
 */
export function placeholderStyle(dataUri: string, fill: Fill, position: string): string {
  if (!DATA_URI.test(dataUri)) throw new Error('[assets] placeholderStyle: expects a data URI from placeholderDataUri');
  return `background-image:url("${dataUri}");background-size:${fill};background-position:${position};background-repeat:no-repeat`;
}
