/**
 * The image proxy at /assets/*: forwards to the configured asset origin with only the image
 * parameters of spec 7.6 (validated), and keeps hot responses in memory. The upstream host is
 * configuration; the request chooses only a file name and those parameters.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { request } from '../../lib/http';
import { HttpError } from '../body';
import { BASE_HEADERS } from '../respond';
import { ASSET_POLICY } from '../security/csp';

const assetPath = /^\/assets\/(img|svg|video|files)\/[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.[a-z0-9]{2,5}$/;

const params = z
  .object({
    width: z.coerce.number().int().min(1).max(4000),
    height: z.coerce.number().int().min(1).max(4000),
    crop: z.enum(['fp']),
    fp: z.string().regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?),(0(\.\d{1,4})?|1(\.0{1,4})?)$/),
    fp_zoom: z.coerce.number().min(1).max(10),
    format: z.enum(['webp', 'jpeg', 'png', 'avif']),
    quality: z.coerce.number().int().min(1).max(100),
    fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']),
    background: z.string().regex(/^[0-9a-fA-F]{6}$/),
  })
  .partial();

/** Asset responses may be opened directly; an SVG must not run script in the site's origin. */
const ASSET_HEADERS = { ...BASE_HEADERS, 'content-security-policy': ASSET_POLICY };

interface Cached {
  status: number;
  type: string;
  body: Buffer;
}

export function createAssetProxy(origin: string, timeoutMs: number) {
  const cache = new LRUCache<string, Cached>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (c) => c.body.length + 64 });

  return async function handleAsset(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!assetPath.test(url.pathname)) throw new HttpError(404, 'not_found', 'No such asset');
    const parsed = params.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw new HttpError(400, 'invalid_query', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) query.set(k, String(v));
    const key = `${url.pathname}?${query}`;
    const isRange = typeof req.headers.range === 'string';

    let hit = isRange ? undefined : cache.get(key);
    if (!hit) {
      const headers: Record<string, string> = {};
      if (isRange) headers.range = String(req.headers.range);
      const upstream = await request(`${origin}${key}`, { headers, timeoutMs }, { service: 'assets', call: 'asset', path: url.pathname });
      if (upstream.status === 404) throw new HttpError(404, 'not_found', 'No such asset');
      if (!upstream.ok) throw new HttpError(502, 'upstream_error', `Asset service answered ${upstream.status}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (isRange) {
        res.writeHead(upstream.status, {
          ...ASSET_HEADERS,
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'content-range': upstream.headers.get('content-range') ?? '',
          'accept-ranges': 'bytes',
          'content-length': body.length,
          'cache-control': 'public, max-age=86400',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      hit = { status: upstream.status, type: upstream.headers.get('content-type') ?? 'application/octet-stream', body };
      if (body.length < 8 * 1024 * 1024) cache.set(key, hit);
    }
    res.writeHead(hit.status, {
      ...ASSET_HEADERS,
      'content-type': hit.type,
      'content-length': hit.body.length,
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    });
    res.end(req.method === 'HEAD' ? undefined : hit.body);
  };
}
