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

/**
 * Aspect ratios (height / width) a height may give. The site's fixed crops are among them (social
 * images 1200x630, article images 16:9, 4:3 and 1:1, list cards 16:9); any other height, such as
 * an asset's own aspect, is snapped to the nearest (`snapHeight`), which crops a few per cent at
 * the focal point at most. A height is never more than twice the width.
 */
export const imageAspects: readonly number[] = [1 / 4, 1 / 3, 2 / 5, 1 / 2, 21 / 40, 9 / 16, 3 / 5, 2 / 3, 3 / 4, 4 / 5, 1, 5 / 4, 4 / 3, 3 / 2, 2];

/** Formats the proxy serves (spec 7.6: webp; jpg and png for the builder's other formats). */
export const imageFormats = ['webp', 'jpg', 'png'] as const;

/** Qualities the proxy serves: the placeholder's 50 (spec 9); the site asks for no other. */
export const imageQualities: readonly number[] = [50];

/** Fits the proxy serves: the asset fills of spec 5. */
export const imageFits = ['cover', 'contain'] as const;

/** Backgrounds the proxy serves (for a `contain` fit): white, black and the theme colours of spec 9. */
export const imageBackgrounds: readonly string[] = ['ffffff', '000000', 'ffca00', 'f3f3f3', 'ed1b2e', '2863bf', 'dddddd', 'ec8601'];

/** Focal-point steps per axis: a focal point is a multiple of 1/20 (5 % of the image), 441 in all. */
export const FOCAL_STEPS = 20;

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

/** The height served with a width for a wanted height: the nearest listed aspect (in ratio terms). */
export function snapHeight(width: number, wanted: number): number {
  const ratio = wanted / width;
  let best = imageAspects[0]!;
  for (const a of imageAspects) if (Math.abs(Math.log(a / ratio)) < Math.abs(Math.log(best / ratio))) best = a;
  return Math.max(1, Math.round(width * best));
}

/** Whether a height is one the proxy serves with this width. */
export function isImageHeight(width: number, height: number): boolean {
  return imageAspects.some((a) => Math.max(1, Math.round(width * a)) === height);
}

/** A focal point as the proxy takes it: each coordinate on the 1/20 grid, written shortest ('0.5,0.35'). */
export function focalPointParam([x, y]: readonly [number, number]): string {
  const step = (n: number) => {
    const clamped = Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5;
    return String(Math.round(clamped * FOCAL_STEPS) / FOCAL_STEPS);
  };
  return `${step(x)},${step(y)}`;
}

/** Whether an `fp` value is one the proxy serves: exactly as `focalPointParam` writes it. */
export function isFocalPointParam(value: string): boolean {
  const parts = value.split(',');
  if (parts.length !== 2) return false;
  const [x, y] = parts.map(Number) as [number, number];
  return /^[0-9.]+,[0-9.]+$/.test(value) && focalPointParam([x, y]) === value;
}
