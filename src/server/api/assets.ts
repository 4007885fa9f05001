/**
 * The image proxy at /assets/*: forwards to the configured asset origin with only the image
 * parameters of spec 7.6 (format, fit, width, height, resize, quality, background, and the
 * focal-point crop), each from a fixed list (src/lib/image-sizes.ts), and keeps hot responses in
 * memory. The upstream host is configuration; the request chooses only a file name and those
 * parameters. Work per request is bounded: listed values only, a cap on concurrent upstream
 * renders with a short queue and a wait limit (then 503 + Retry-After), and an upstream timeout (504).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { describeZodError } from '../../config/zod-issues';
import { request, UpstreamError } from '../../lib/http/client';
import {
  FOCAL_STEPS,
  imageBackgrounds,
  imageFits,
  imageFormats,
  imageQualities,
  isFocalPointParam,
  isImageHeight,
  isImageWidth,
  snapHeight,
} from '../../lib/image-sizes';
import { createLimiter, QueueFullError, type Limiter, type LimiterOptions } from '../../lib/limiter';
import { cacheControl, entityTag, RESPONSE_POLICY } from '../edge/policy';
import { bytesDigest } from '../static-files';
import { ifRangeHolds, namesCurrent } from '../../lib/http/conditional';
import { isAssetPath } from '../../lib/asset-files';
import { parseRange } from '../../lib/byte-range';
import { HttpError } from '../../lib/http/errors';
import { BASE_HEADERS } from '../respond';
import { ASSET_POLICY } from '../security/csp';
import { logRequestProblem } from '../observe/request-problem';

const whole = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,4}$/, `${name}: must be a whole number`)
    .transform(Number);

const oneOf = (name: string, values: readonly string[]) => z.string().refine((v) => values.includes(v), `${name}: must be one of ${values.join(', ')}`);

/**
 * Every parameter from a fixed list (src/lib/image-sizes.ts), and only in the form the site's own
 * URL builder writes it (src/cms/asset-sources.ts): anything else is a 400, never snapped, so one
 * variant has one URL and the edge and this cache keep no aliases of it. The work and the variants
 * one image can be asked for are then bounded: widths × aspects × 441 focal points × formats.
 */
const params = z
  .object({
    width: whole('width').refine(isImageWidth, 'width: must be one of the widths the site serves'),
    height: whole('height'),
    crop: oneOf('crop', ['fp']),
    fp: z.string().refine(isFocalPointParam, `fp: must be "x,y" with each a multiple of 1/${FOCAL_STEPS} between 0 and 1, written shortest`),
    fp_zoom: oneOf('fp_zoom', ['1']),
    format: oneOf('format', imageFormats),
    quality: oneOf('quality', imageQualities.map(String)),
    fit: oneOf('fit', imageFits),
    resize: oneOf('resize', ['true', 'false']),
    background: oneOf('background', imageBackgrounds),
  })
  .partial()
  .strict()
  .superRefine((p, ctx) => {
    if (p.height === undefined) return;
    if (p.width === undefined) ctx.addIssue({ code: 'custom', path: ['height'], message: 'height: needs a width' });
    else if (!isImageHeight(p.width, p.height))
      ctx.addIssue({
        code: 'custom',
        path: ['height'],
        message: `height: must be the width at one of the aspects the site serves (${snapHeight(p.width, p.height)} is nearest)`,
      });
  });

/** The query as one object, refusing a parameter given twice (two values, two readings). */
function queryObject(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of search) {
    if (Object.hasOwn(out, k)) throw new HttpError(400, 'invalid_query', `${k.slice(0, 40)}: given more than once`);
    out[k] = v;
  }
  return out;
}

/** Asset responses may be opened directly; an SVG must not run script in the site's origin. */
const assetHeaders = () => ({ ...BASE_HEADERS(), 'content-security-policy': ASSET_POLICY });

/**
 * Upstream renders at once, how many may wait for one, and for how long. The image service renders
 * two at a time on its own (scripts/backend/server/assets/image-transform.ts), so more at once only
 * queue there, out of reach. The queue holds the new variants of a few pages at once (a landing
 * page asks for up to about twenty on its first view; a browser shows no image for a 503, it
 * never retries one), and a request that cannot start within ten seconds is shed with 503 +
 * Retry-After: a flood of new variants beyond that slows no one else's new image into a timeout.
 */
export const ASSET_LIMITS = { concurrency: 2, queue: 48, maxWaitMs: 10_000 } as const;
const RETRY_AFTER_S = '5';
const busy = () => new HttpError(503, 'busy', 'The image service is busy, try again shortly', { 'retry-after': RETRY_AFTER_S });

interface Cached {
  type: string;
  body: Buffer;
  /** its validator (RFC 9110 8.8.3): a revalidation costs a 304, not the image again */
  etag: string;
}

/** The image proxy; `limiter` is passed in when its load is watched from outside (the site's metrics). */
export function createAssetProxy(origin: string, timeoutMs: number, limits: LimiterOptions = ASSET_LIMITS, limiter: Limiter = createLimiter('assets', limits)) {
  const cache = new LRUCache<string, Cached>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (c) => c.body.length + 64 });
  const inflight = new Map<string, Promise<Cached>>();

  async function fetchUpstream(key: string, path: string): Promise<Cached> {
    let upstream: Response;
    try {
      upstream = await limiter.run(() => request(`${origin}${key}`, { timeoutMs }, { service: 'assets', call: 'asset', path }));
    } catch (error) {
      if (error instanceof QueueFullError) throw busy();
      if (error instanceof UpstreamError) {
        logRequestProblem(error.message);
        if (error.failure === 'timeout') throw new HttpError(504, 'upstream_timeout', 'The asset service did not answer in time');
        throw new HttpError(502, 'upstream_error', 'The asset service could not be reached');
      }
      throw error;
    }
    // the asset service refusing the name or its parameters: there is no such asset
    if (upstream.status >= 400 && upstream.status < 500) {
      await upstream.body?.cancel();
      throw new HttpError(404, 'not_found', 'No such asset');
    }
    // the image service shedding load itself: so do we, with the same advice to come back
    if (upstream.status === 503) {
      await upstream.body?.cancel();
      throw busy();
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      throw new HttpError(502, 'upstream_error', `Asset service answered ${upstream.status}`);
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    return {
      type: upstream.headers.get('content-type') ?? 'application/octet-stream',
      body,
      etag: entityTag(RESPONSE_POLICY.image.validator, bytesDigest(body), null),
    };
  }

  /** One upstream request per variant however many ask at once; kept when small enough. */
  function variant(key: string, path: string): Promise<Cached> {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = inflight.get(key);
    if (!pending) {
      pending = fetchUpstream(key, path)
        .then((fetched) => {
          if (fetched.body.length < 8 * 1024 * 1024) cache.set(key, fetched);
          return fetched;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return async function handleAsset(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!isAssetPath(url.pathname)) throw new HttpError(404, 'not_found', 'No such asset');
    const parsed = params.safeParse(queryObject(url.searchParams));
    if (!parsed.success) throw new HttpError(400, 'invalid_query', describeZodError(parsed.error, { root: '' }));
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) query.set(k, String(v));
    const key = query.size > 0 ? `${url.pathname}?${query}` : url.pathname;
    const asset = await variant(key, url.pathname);

    const headers: Record<string, string | number> = {
      ...assetHeaders(),
      'content-type': asset.type,
      'accept-ranges': 'bytes',
      'cache-control': cacheControl('image'),
      etag: asset.etag,
    };
    if (namesCurrent(req.headers['if-none-match'], asset.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    // ranges are answered here, from the whole file (RFC 9110 14.2): one range or the whole body,
    // the whole body when If-Range names another version (13.1.5)
    const range = ifRangeHolds(req.headers['if-range'], asset.etag) ? parseRange(req.headers.range, asset.body.length) : null;
    if (range === 'unsatisfiable') {
      throw new HttpError(416, 'range_not_satisfiable', `Range outside the file (${asset.body.length} bytes)`, {
        'content-range': `bytes */${asset.body.length}`,
      });
    }
    const body = range ? asset.body.subarray(range.start, range.end + 1) : asset.body;
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${asset.body.length}`;
    headers['content-length'] = body.length;
    res.writeHead(range ? 206 : 200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
