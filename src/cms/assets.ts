/**
 * How a content asset renders (spec 5): its kind by file extension, and the settings the asset
 * components accept (fill, loading, decoding, video scaling), each parsed with its default.
 * Image URLs and srcsets live in `asset-sources.ts` and are re-exported here.
 */
import type { Asset } from './schemas';
import { classifyHref } from '../lib/safe-url';
import { snapHeight, snapWidth } from '../lib/image-sizes';

export { assetUrl, densities, imageSources, PHONE_MEDIA, phoneDirection, pictureSources, responsiveSources, screenWidths } from './asset-sources';
export type { ArtDirection, PictureSource } from './asset-sources';

export type AssetKind = 'image' | 'vector' | 'video';

// pdf renders as an image (the image service makes a preview); in rich text a file under the
// assets path is a download link instead (see `isDownloadAsset`).
const kindByExt = new Map<string, AssetKind>([
  ['jpeg', 'image'],
  ['jpg', 'image'],
  ['gif', 'image'],
  ['png', 'image'],
  ['webp', 'image'],
  ['pdf', 'image'],
  ['svg', 'vector'],
  ['mp4', 'video'],
  ['webm', 'video'],
]);

/** The kind an asset renders as, by file extension (case-insensitive, leading dot allowed); null renders nothing. */
export function assetKind(ext: string | null | undefined): AssetKind | null {
  if (typeof ext !== 'string') return null;
  return kindByExt.get(ext.trim().replace(/^\./, '').toLowerCase()) ?? null;
}

/** Path prefix of downloadable files; an asset whose src starts with it is a download (spec 5). */
export const downloadPathPrefix = '/assets/files/';

/** Whether an asset is a file to download rather than an image to show. */
export function isDownloadAsset(asset: Pick<Asset, 'src'>): boolean {
  return asset.src.startsWith(downloadPathPrefix);
}

/** The file type shown next to a download link ('PDF'), from the extension. */
export function fileTypeLabel(asset: Pick<Asset, 'ext'>): string {
  return asset.ext.trim().replace(/^\./, '').toUpperCase();
}

export const fills = ['cover', 'contain'] as const;
export type Fill = (typeof fills)[number];
export const loadings = ['lazy', 'eager'] as const;
export type Loading = (typeof loadings)[number];
export const decodings = ['async', 'auto', 'sync'] as const;
export type Decoding = (typeof decodings)[number];
export const scalings = ['width', 'height'] as const;
export type Scaling = (typeof scalings)[number];

/** Asset fill: 'cover' or 'contain' (default 'contain'). */
export function parseFill(value: unknown): Fill {
  return oneOf(fills, value, 'contain');
}

/** Image loading: 'lazy' or 'eager' (default 'lazy'; eager only for what is above the fold). */
export function parseLoading(value: unknown): Loading {
  return oneOf(loadings, value, 'lazy');
}

/** Image decoding: 'async', 'auto' or 'sync' (default 'async'). */
export function parseDecoding(value: unknown): Decoding {
  return oneOf(decodings, value, 'async');
}

/** Video scaling: 'width' or 'height' (default 'width'). */
export function parseScaling(value: unknown): Scaling {
  return oneOf(scalings, value, 'width');
}

/** CSS object-position from the asset's focal point ('50% 30%'), so cropping keeps the subject. */
export function objectPosition(asset: Pick<Asset, 'focalPoint'>): string {
  const [x, y] = asset.focalPoint;
  return `${percent(x)}% ${percent(y)}%`;
}

/** Width the video source is requested at (spec 9). */
export const videoRequestWidth = 1920;

export interface VideoSettings {
  src: string;
  /** always true: spec 5 forces autoplay on; browsers only autoplay muted, inline video */
  autoplay: true;
  muted: true;
  playsInline: true;
  loop: true;
  scaling: Scaling;
  keepAspectRatio: boolean;
  /** width / height; mp4 uses 16:9 (spec 9), otherwise the asset's own ratio when known */
  aspect: number | undefined;
}

const posterExt = /\.(?:jpe?g|png|webp|gif)$/i;

/**
 * A video's poster: its preview_url (spec 3) when that is an image on this site's asset path,
 * through the image proxy as webp at the width shown (capped at the image's own). Null otherwise:
 * the video then shows nothing until it plays.
 */
export function videoPoster(asset: Pick<Asset, 'preview_url' | 'width'>, width: number, height?: number): string | null {
  const found = classifyHref(asset.preview_url);
  if (found.kind !== 'internal') return null;
  const [path = ''] = found.path.split(/[?#]/);
  if (!path.startsWith('/assets/') || !posterExt.test(path)) return null;
  // only the widths the image proxy serves (src/lib/image-sizes.ts), never wider than the asset
  const w = snapWidth(Math.max(1, Math.round(width)), asset.width > 0 ? asset.width : Infinity);
  const params = new URLSearchParams({ width: String(w) });
  if (height !== undefined && height > 0) params.set('height', String(snapHeight(w, (height * w) / width)));
  params.set('format', 'webp');
  return `${path}?${params}`;
}

/** What a video component needs; the source carries a 0.001 s offset so a first frame shows (spec 9). */
export function videoSettings(asset: Asset): VideoSettings {
  const ext = asset.ext.trim().replace(/^\./, '').toLowerCase();
  const own = asset.width > 0 && asset.height > 0 ? asset.width / asset.height : undefined;
  const found = classifyHref(asset.generic_url.replace(/\{width\}|%7Bwidth%7D/gi, String(videoRequestWidth)));
  const base = found.kind === 'internal' ? found.path : found.kind === 'external' && /^https?:/.test(found.href) ? found.href : '';
  return {
    // '' when the url is unusable: the component renders no video rather than a bad source
    src: base === '' ? '' : `${base.replace(/#.*$/, '')}#t=0.001`,
    autoplay: true,
    muted: true,
    playsInline: true,
    loop: true,
    scaling: parseScaling(asset.scaling),
    keepAspectRatio: asset.keepAspectRatio ?? true,
    aspect: ext === 'mp4' ? 16 / 9 : own,
  };
}

/**
 * A video's inline style (spec 3, 5): `scaling` names the side that follows its box (width: the
 * box's width, the height from the picture's shape; height: the box's height, the width from the
 * shape); `keepAspectRatio: false` lets the picture stretch to the box (object-fit: fill) instead
 * of the asset's fill, cover or contain, around its focal point.
 */
export function videoStyle(settings: Pick<VideoSettings, 'scaling' | 'keepAspectRatio'>, fill: Fill, position: string): string {
  const size = settings.scaling === 'height' ? 'height:100%;width:auto' : 'width:100%;height:auto';
  return `${size};object-fit:${settings.keepAspectRatio ? fill : 'fill'};object-position:${position}`;
}

/** What a vector (svg) component needs: size (default 'm') and an optional max width. */
export function vectorSettings(asset: Pick<Asset, 'size' | 'maxWidth'>): { size: string; maxWidth: number | undefined } {
  const size = asset.size?.trim();
  return { size: size ? size : 'm', maxWidth: asset.maxWidth !== undefined && asset.maxWidth > 0 ? asset.maxWidth : undefined };
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function percent(n: number): number {
  const clamped = Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5;
  return Math.round(clamped * 10000) / 100;
}
