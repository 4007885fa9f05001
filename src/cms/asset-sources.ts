/**
 * Image-service URLs and srcsets for content assets (spec 7.6 and 9): a `{width}` placeholder in
 * generic_url, then height, crop=fp, fp=x,y, fp_zoom=1 and format=webp; densities 1, 1.5 and 2.
 * Re-exported by `assets.ts`; kept apart so each file holds one concern.
 */
import type { Asset } from './schemas';
import { classifyHref } from '../lib/safe-url';
import { focalPointParam, snapHeight, snapWidth } from '../lib/image-sizes';

/** Image service screen widths (spec 3). */
export const screenWidths = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Pixel densities an image is requested at (spec 7.6). */
export const densities: readonly number[] = [1, 1.5, 2];

export type ImageFormat = 'webp' | 'jpg' | 'png';

export interface AssetUrlOptions {
  width: number;
  /** the asset's own width, when known: no wider variant is asked for (src/lib/image-sizes.ts) */
  maxWidth?: number | undefined;
  height?: number | undefined;
  format?: ImageFormat | undefined;
}

export interface ImageSources {
  src: string;
  srcset: string;
  /** layout size in CSS pixels, for the width/height attributes (no layout shift) */
  width: number;
  height: number | undefined;
}

export interface ResponsiveSources extends ImageSources {
  sizes: string;
}

// Placeholder as written, and as it looks after a URL library percent-encoded the braces.
const widthPlaceholder = /\{width\}|%7Bwidth%7D/gi;
// Only used to parse a site path; never part of an output.
const probeBase = 'http://site.invalid';

/**
 * The image-service URL of an asset at a size. A site-path generic_url stays a site path; an
 * unusable one (neither http(s) nor a site path) gives '' so the caller renders no image.
 */
export function assetUrl(asset: Pick<Asset, 'generic_url' | 'focalPoint'>, options: AssetUrlOptions): string {
  const wanted = requirePixels(options.width, 'width');
  // only the widths, aspects and focal points the image proxy serves (src/lib/image-sizes.ts): the
  // height keeps the nearest listed aspect
  const width = snapWidth(wanted, options.maxWidth);
  const height = options.height === undefined ? undefined : snapHeight(width, (requirePixels(options.height, 'height') * width) / wanted);
  const hasPlaceholder = asset.generic_url.search(widthPlaceholder) !== -1;
  const filled = asset.generic_url.replace(widthPlaceholder, String(width));

  const found = classifyHref(filled);
  let source: string;
  if (found.kind === 'internal') source = found.path;
  else if (found.kind === 'external' && /^https?:/.test(found.href)) source = found.href;
  else return '';
  const url = new URL(source, probeBase);

  const params = url.searchParams;
  if (!hasPlaceholder) params.set('width', String(width));
  if (height !== undefined) params.set('height', String(height));
  params.set('crop', 'fp');
  params.set('fp', focalPointParam(asset.focalPoint));
  params.set('fp_zoom', '1');
  params.set('format', options.format ?? 'webp');
  // fp=x,y keeps its comma encoded (%2C): a bare comma inside a URL is legal in srcset but trips
  // naive srcset parsers, and the image service decodes both forms alike.
  return found.kind === 'internal' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * src and a density srcset ('… 1x, … 1.5x, … 2x') for an image shown at a fixed CSS size.
 * Never asks for more pixels than the asset has: densities beyond its width are dropped and the
 * asset's own width is offered instead.
 */
export function imageSources(
  asset: Pick<Asset, 'generic_url' | 'focalPoint' | 'width' | 'height'>,
  options: { width: number; height?: number | undefined; densities?: readonly number[] | undefined },
): ImageSources {
  const width = requirePixels(options.width, 'width');
  const height = options.height === undefined ? naturalHeight(asset, width) : requirePixels(options.height, 'height');
  const wanted = options.densities ?? densities;
  if (wanted.length === 0) throw new Error('[assets] imageSources: density settings must not be empty (spec 5)');
  for (const d of wanted) {
    if (!Number.isFinite(d) || d <= 0) throw new Error(`[assets] imageSources: invalid density ${String(d)}`);
  }

  const cap = asset.width > 0 ? asset.width : Infinity;
  const at = (density: number): string => {
    const w = Math.min(Math.round(width * density), cap);
    const h = height === undefined ? undefined : Math.max(1, Math.round((height * w) / width));
    return assetUrl(asset, { width: w, height: h, maxWidth: cap });
  };

  // descriptor → url; a Map keeps them unique (a srcset with two '1x' entries is invalid).
  const entries = new Map<string, string>();
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  for (const d of sorted) {
    if (width * d <= cap) entries.set(`${formatDensity(d)}x`, at(d));
  }
  // The asset is smaller than a requested density: offer its full width once, at its true density.
  const capDensity = cap / width;
  const largest = sorted[sorted.length - 1] ?? 1;
  const capDescriptor = `${formatDensity(capDensity)}x`;
  if (Number.isFinite(cap) && width * largest > cap && capDensity >= 1 && !entries.has(capDescriptor)) {
    entries.set(capDescriptor, at(capDensity));
  }
  if (entries.size === 0) entries.set('1x', at(1));

  const srcset = [...entries].map(([descriptor, url]) => `${url} ${descriptor}`).join(', ');
  return { src: at(1), srcset, width, height };
}

/** One art-directed crop (spec 7.6 densities at a size of its own) for the viewports a media query matches. */
export interface ArtDirection {
  /** a media query, e.g. '(max-width: 30rem)'; the first matching source wins, the <img> serves the rest */
  media: string;
  /** CSS pixel width the image is shown at on those viewports */
  width: number;
  /** CSS pixel height; with width it sets the crop's aspect ratio */
  height?: number | undefined;
}

/** The viewports the site treats as a phone's (up to 30rem: the hero's and the content column's breakpoint). */
export const PHONE_MEDIA = '(max-width: 30rem)';

/** The widest a phone shows an image that spans its content column, in CSS pixels. */
const PHONE_IMAGE_WIDTH = 480;

/**
 * The phone's source of an image that spans the content column at its own aspect (a station's or
 * an article's picture): the same crop at the width a phone shows it, so at 412 CSS px and 1.75
 * dppx the 2x source (960 px) is fetched, not the desktop image's widest density (1536 px).
 */
export function phoneDirection(width: number, height: number): ArtDirection {
  if (!(width > 0 && height > 0)) throw new Error(`[assets] phoneDirection: a size needs a positive width and height, got ${width}x${height}`);
  return { media: PHONE_MEDIA, width: PHONE_IMAGE_WIDTH, height: Math.max(1, Math.round((height * PHONE_IMAGE_WIDTH) / width)) };
}

export interface PictureSource extends ImageSources {
  media: string;
}

/**
 * The <source> elements of a <picture>: for each art direction, in order, a density srcset cropped
 * at the focal point to that size. A phone then gets an image of its own shape and size rather
 * than the desktop crop at twice its width.
 */
export function pictureSources(asset: Pick<Asset, 'generic_url' | 'focalPoint' | 'width' | 'height'>, directions: readonly ArtDirection[]): PictureSource[] {
  return directions.map((direction) => {
    const media = direction.media.trim();
    if (media === '') throw new Error('[assets] pictureSources: a source needs a media query');
    return { media, ...imageSources(asset, { width: direction.width, height: direction.height }) };
  });
}

/**
 * A width-descriptor srcset over the screen widths (never wider than the asset) with `sizes`,
 * for images whose displayed width follows the viewport.
 */
export function responsiveSources(
  asset: Pick<Asset, 'generic_url' | 'focalPoint' | 'width' | 'height'>,
  options: { sizes: string; aspect?: number | undefined },
): ResponsiveSources {
  const sizes = options.sizes.trim();
  if (sizes === '') throw new Error('[assets] responsiveSources: size settings must not be empty (spec 5)');
  if (options.aspect !== undefined && !(Number.isFinite(options.aspect) && options.aspect > 0)) {
    throw new Error(`[assets] responsiveSources: invalid aspect ${String(options.aspect)}`);
  }
  const aspect = options.aspect;

  const all: number[] = Object.values(screenWidths);
  const cap = asset.width > 0 ? asset.width : Infinity;
  const within = asset.width > 0 ? all.filter((w) => w <= asset.width) : all;
  // Offer the asset's own width too (as near as the served widths go) when it lies below the
  // largest screen width, so a smaller original is still shown at nearly its full resolution.
  const maxScreen = Math.max(...all);
  if (asset.width > 0 && asset.width < maxScreen) within.push(asset.width);
  const fits = [...new Set(within.map((w) => snapWidth(w, cap)))].sort((a, b) => a - b);

  const heightFor = (w: number): number | undefined => (aspect === undefined ? naturalHeight(asset, w) : Math.max(1, Math.round(w / aspect)));
  const url = (w: number): string => {
    const h = aspect === undefined ? undefined : heightFor(w);
    return assetUrl(asset, { width: w, height: h, maxWidth: cap });
  };

  const largest = Math.max(...fits);
  return {
    src: url(largest),
    srcset: fits.map((w) => `${url(w)} ${w}w`).join(', '),
    sizes,
    width: largest,
    height: heightFor(largest),
  };
}

function requirePixels(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`[assets] image ${name} must be a positive number of pixels, got ${String(value)} (spec 5: size settings must not be empty)`);
  }
  return Math.max(1, Math.round(value));
}

function naturalHeight(asset: Pick<Asset, 'width' | 'height'>, width: number): number | undefined {
  return asset.width > 0 && asset.height > 0 ? Math.max(1, Math.round((width * asset.height) / asset.width)) : undefined;
}

function formatDensity(d: number): string {
  return String(roundTo(d, 2));
}

function roundTo(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
