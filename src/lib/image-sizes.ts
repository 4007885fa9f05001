/**
 * The image sizes the site asks for, as one finite list (spec 7.6: sizes at densities 1, 1.5 and
 * 2). The site's URL builder only ever asks for these widths, and the image proxy accepts only
 * these, so a visitor cannot make the image service render an arbitrary size: the work one image
 * request can cause is bounded, and every variant is one the site itself uses (and caches).
 */

/** Layout widths in CSS pixels: the screen widths (spec 3) and the components' fixed image widths. */
export const layoutWidths: readonly number[] = [
  // screen widths xs … xxl
  320, 640, 768, 1024, 1280, 1536,
  // link icons, small originals, cards, product cards, article and station images, social
  // images, video (spec 9)
  48, 160, 240, 400, 480, 960, 1200, 1920,
];

/** Pixel densities (spec 7.6). */
export const imageDensities: readonly number[] = [1, 1.5, 2];

/** The blurred placeholder's width (spec 9: 10x10). */
export const PLACEHOLDER_WIDTH = 10;

/** Every width the image proxy serves, ascending. */
export const imageWidths: readonly number[] = [
  ...new Set([PLACEHOLDER_WIDTH, ...layoutWidths.flatMap((w) => imageDensities.map((d) => Math.round(w * d)))]),
].sort((a, b) => a - b);

const widthSet = new Set(imageWidths);

/** Largest height the proxy serves: twice the largest width (a tall crop), never more pixels. */
export const MAX_IMAGE_HEIGHT = 2 * Math.max(...imageWidths);

/** Formats the proxy serves (spec 7.6: webp; jpeg and png for clients and assets that need them). */
export const imageFormats = ['webp', 'jpeg', 'jpg', 'png'] as const;

/** Qualities the proxy serves: the placeholder's 50 (spec 9), and two for content images. */
export const imageQualities: readonly number[] = [50, 75, 90];

export function isImageWidth(width: number): boolean {
  return widthSet.has(width);
}

/**
 * The served width for a wanted one: the smallest listed width at least as wide, so an image is
 * never blurrier than asked; when that would be wider than `cap` (the asset's own width), the
 * widest listed width within the cap, so no more pixels are asked for than the asset has.
 */
export function snapWidth(wanted: number, cap = Infinity): number {
  const up = imageWidths.find((w) => w >= wanted) ?? imageWidths[imageWidths.length - 1]!;
  if (up <= cap) return up;
  const within = imageWidths.filter((w) => w <= cap);
  return within.length > 0 ? within[within.length - 1]! : imageWidths[0]!;
}
