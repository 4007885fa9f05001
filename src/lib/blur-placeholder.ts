/**
 * The blurred image placeholder of spec 4 ("Image: placeholder until loaded, then ready") and
 * spec 9 ("placeholder 10x10, quality 50, blur 3"), as markup-free CSS: the tiny variant drawn
 * through an SVG Gaussian blur (the way Next.js's `blurDataURL` does it), inlined as a data URI and
 * set as the image's own background, so it shows until the image paints over it, with no script
 * and no request of its own (README "What the site keeps": the image proxy sheds bursts, and a
 * browser never retries an image).
 */
import type { Fill } from './assets';

/** Spec 9: the blur's standard deviation, in the small variant's own pixels. */
export const PLACEHOLDER_BLUR = 3;

/** Spec 9: the small variant's quality. */
export const PLACEHOLDER_QUALITY = 50;

/** The most bytes a small variant may have to be inlined (a 10-pixel WebP is 40–150 bytes). */
export const PLACEHOLDER_MAX_BYTES = 1024;

export interface BlurImage {
  /** the small variant's bytes, WebP */
  bytes: Uint8Array;
  /** its size in pixels */
  width: number;
  height: number;
}

/**
 * An SVG data URI drawing the small image blurred by `PLACEHOLDER_BLUR` of its pixels. The filter
 * first extends the picture's edge colours outwards (blur, alpha made opaque, cut to outside the
 * picture, laid under it) and then blurs, so the edges stay as opaque as the middle instead of
 * fading to transparent; its region leaves room for that. viewBox is the small image's size, so
 * the blur scales with the picture wherever it is drawn.
 */
export function blurSvgDataUri(image: BlurImage): string {
  const w = pixels(image.width, 'width');
  const h = pixels(image.height, 'height');
  const href = `data:image/webp;base64,${Buffer.from(image.bytes).toString('base64')}`;
  const std = PLACEHOLDER_BLUR;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}'>` +
    `<filter id='b' x='-50%' y='-50%' width='200%' height='200%' color-interpolation-filters='sRGB'>` +
    `<feGaussianBlur stdDeviation='${std}'/>` +
    `<feColorMatrix values='1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 100 -1' result='s'/>` +
    `<feFlood x='0' y='0' width='100%' height='100%'/>` +
    `<feComposite operator='out' in='s'/>` +
    `<feComposite in2='SourceGraphic'/>` +
    `<feGaussianBlur stdDeviation='${std}'/>` +
    `</filter>` +
    `<image width='100%' height='100%' preserveAspectRatio='none' filter='url(#b)' href='${href}'/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeSvg(svg)}`;
}

/**
 * The CSS that shows a placeholder behind an image: drawn as the image will be (object-fit `fill`
 * as background-size, the focal point's object-position as background-position), never repeated.
 */
export function placeholderStyle(dataUri: string, fill: Fill, position: string): string {
  if (!dataUri.startsWith('data:image/svg+xml,') || /["\\\n\r]/.test(dataUri)) {
    throw new Error('[assets] placeholderStyle: expects a data URI from blurSvgDataUri');
  }
  return `background-image:url("${dataUri}");background-size:${fill};background-position:${position};background-repeat:no-repeat`;
}

/**
 * Percent-encodes what a data URI inside CSS `url("…")` inside an HTML attribute cannot hold as
 * it is: '%' and '#' (URL syntax), '<' and '>' and '"' (markup, the CSS string), and control
 * characters. The SVG is ASCII (numbers, base64, fixed markup) with single quotes only; spaces
 * stay (the CSS string holds them).
 */
function encodeSvg(svg: string): string {
  return svg.replace(/[%#<>"\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
}

function pixels(n: number, name: string): number {
  if (!Number.isInteger(n) || n <= 0 || n > 64)
    throw new Error(`[assets] blur placeholder ${name} must be a whole number of pixels from 1 to 64, got ${String(n)}`);
  return n;
}
