/**
 * GET /assets/<kind>/<file>: asset files as stored (with Range support, for video) and raster
 * images through the image proxy's parameters. Asset names never change, so every answer may be
 * cached for a year.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { isRaster, resolveAsset, type AssetFile } from '../assets/files';
import { imageParamsSchema, isIdentity, pickImageQuery } from '../assets/image-params';
import { ImageCache } from '../assets/image-transform';
import { parseRange } from '../../../../src/lib/byte-range';
import { HttpError } from '../../../../src/lib/http/errors';
import { describeZodError } from '../../../../src/config/zod-issues';
import { QueueFullError } from '../../../../src/lib/limiter';
import type { RequestContext, Router } from '../router';

const immutable = 'public, max-age=31536000, immutable';

/** Registers the asset route; each registration has its own variant cache. */
export function registerAssetRoutes(router: Router, assetsDir: string, cache = new ImageCache()): void {
  router.on('GET', '/assets/:kind/:file', async (ctx) => {
    const asset = resolveAsset(assetsDir, ctx.params['kind'] ?? '', ctx.params['file'] ?? '');
    if (isRaster(asset)) {
      const parsed = imageParamsSchema.safeParse(pickImageQuery(ctx.url.searchParams));
      if (!parsed.success) throw new HttpError(400, 'invalid_query', describeZodError(parsed.error));
      if (!isIdentity(parsed.data)) {
        await fileSize(asset); // a 404 for a missing file before sharp reports it as an error
        let variant;
        try {
          variant = await cache.get(asset, parsed.data);
        } catch (error) {
          if (error instanceof QueueFullError) throw new HttpError(503, 'busy', 'Too many image renders at once', { 'retry-after': '5' });
          throw error;
        }
        ctx.res.writeHead(200, {
          'content-type': variant.contentType,
          'content-length': String(variant.body.length),
          'cache-control': immutable,
          'x-content-type-options': 'nosniff',
        });
        ctx.res.end(ctx.req.method === 'HEAD' ? undefined : variant.body);
        return;
      }
    }
    await sendFile(ctx, asset);
  });
}

async function fileSize(asset: AssetFile): Promise<{ size: number; mtime: Date }> {
  try {
    const info = await stat(asset.path);
    if (info.isFile()) return { size: info.size, mtime: info.mtime };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  throw new HttpError(404, 'not_found', `No asset at /assets/${asset.kind}/${asset.name}`);
}

/** Streams a file as stored, honouring a single-range Range header. */
async function sendFile({ req, res }: RequestContext, asset: AssetFile): Promise<void> {
  const { size, mtime } = await fileSize(asset);
  const headers: Record<string, string> = {
    'content-type': asset.contentType,
    'cache-control': immutable,
    'accept-ranges': 'bytes',
    'last-modified': mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  // An SVG opened on its own must not run script.
  if (asset.kind === 'svg') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'range_not_satisfiable', `Range outside the file (${size} bytes)`, {
      'content-range': `bytes */${size}`,
    });
  }
  const status = range ? 206 : 200;
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  headers['content-length'] = String(size === 0 ? 0 : end - start + 1);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await streamTo(res, createReadStream(asset.path, { start, end }));
}

function streamTo(res: ServerResponse, source: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    pipeline(source, res, (error) => {
      // A client that goes away mid-file is normal for video; anything else is the router's to log.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') reject(error);
      else resolve();
    });
  });
}
