/**
 * Resizes raster assets with sharp and keeps the results in a bounded in-memory cache. Asset names
 * never change, so a result is valid for as long as the process lives; concurrent requests for
 * the same variant share one sharp run.
 */
import { LRUCache } from 'lru-cache';
import { createLimiter } from '../../../../src/lib/limiter';
import sharp from 'sharp';
import type { AssetFile } from './files';
import { focalCropRegion } from './focal-crop';
import { paramsKey, type ImageFormat, type ImageParams } from './image-params';

/** A resized image. */
export interface ImageVariant {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const formatTypes: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** Makes one variant of an image file; no caching. */
export async function transformImage(file: string, params: ImageParams): Promise<ImageVariant> {
  const meta = await sharp(file).metadata();
  // Dimensions as the viewer sees them, after EXIF orientation.
  const source = meta.autoOrient;
  const format: ImageFormat = params.format ?? sourceFormat(meta.format);
  let pipeline = sharp(file, { autoOrient: true });
  const { width, height } = params.resize === false ? { width: undefined, height: undefined } : params;
  if (params.crop === 'fp' && width !== undefined && height !== undefined) {
    const region = focalCropRegion(source, { width, height }, params.fp ?? [0.5, 0.5], params.fp_zoom ?? 1);
    pipeline = pipeline.extract(region).resize(width, height, { fit: 'fill' });
  } else if (width !== undefined || height !== undefined) {
    pipeline = pipeline.resize({
      ...(width !== undefined ? { width } : {}),
      ...(height !== undefined ? { height } : {}),
      fit: params.fit ?? 'cover',
      ...(params.background !== undefined ? { background: params.background } : {}),
    });
  }
  const quality = params.quality !== undefined ? { quality: params.quality } : {};
  if (format === 'jpeg' && params.background !== undefined) pipeline = pipeline.flatten({ background: params.background });
  pipeline = pipeline.toFormat(format, quality);
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: formatTypes[format], width: info.width, height: info.height };
}

function sourceFormat(format: string): ImageFormat {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'avif') return format;
  // heif is how libvips names avif input; anything else is re-encoded as png to keep it lossless.
  return format === 'heif' ? 'avif' : 'png';
}

/** A bounded cache of image variants with shared in-flight work. */
export class ImageCache {
  private readonly done: LRUCache<string, ImageVariant>;
  private readonly pending = new Map<string, Promise<ImageVariant>>();
  /** image renders at once (one per core), and how many may wait; beyond that a 503 */
  private readonly renders = createLimiter('images', { concurrency: 2, queue: 16 });

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.done = new LRUCache<string, ImageVariant>({
      maxSize: maxBytes,
      sizeCalculation: (variant) => Math.max(1, variant.body.length),
    });
  }

  /** The variant of an asset for the parameters, made once. */
  async get(asset: AssetFile, params: ImageParams): Promise<ImageVariant> {
    const key = `${asset.kind}/${asset.name}?${paramsKey(params)}`;
    const cached = this.done.get(key);
    if (cached) return cached;
    let work = this.pending.get(key);
    if (!work) {
      work = this.renders.run(() => transformImage(asset.path, params)).finally(() => this.pending.delete(key));
      this.pending.set(key, work);
      const variant = await work;
      this.done.set(key, variant);
      return variant;
    }
    return work;
  }

  /** Number of variants held. */
  get size(): number {
    return this.done.size;
  }
}
