/**
 * The blurred placeholders of content images (spec 4: "Image: placeholder until loaded, then
 * ready"; spec 9: "placeholder 10x10, quality 50, blur 3"), fetched while a page renders and
 * inlined into its HTML (src/cms/blur-placeholder.ts), so a visitor's browser makes no request
 * for them. The build, an on-demand render and a regeneration pass all render through the same
 * page code, so all of them call this.
 *
 * The small variant comes from the configured asset origin, at the path and query the image proxy
 * would ask it for (src/cms/placeholder-variant.ts): content chooses only the file name. Each
 * variant is fetched once per process (a bounded LRU; many pages share an image), two at a time
 * (the image service renders two at once and sheds beyond a short queue), each within the
 * backend timeout. One that cannot be had leaves its image without a placeholder, with a warning in the
 * log, never a failed page; it is asked for again after a short while.
 */
import { LRUCache } from 'lru-cache';
import type { Asset } from './schemas';
import type { Config } from '../config/config';
import { request, UpstreamError } from '../lib/http/client';
import { backendFetch } from '../lib/http/transport';
import { createLimiter, QueueFullError } from '../lib/limiter';
import { placeholderDataUri, PLACEHOLDER_MAX_BYTES } from './blur-placeholder';
import { placeholderVariant } from './placeholder-variant';
import { webpHasAlpha } from '../lib/webp-alpha';
import { oncePerObject } from '../lib/once-per-object';

/** How long a variant that could not be fetched goes without a new try. */
export const PLACEHOLDER_RETRY_MS = 30_000;

/** A placeholder's SVG data URI for an image shown at a size; null renders the image without one. */
export type PlaceholderSource = (
  asset: Pick<Asset, 'generic_url' | 'focalPoint'>,
  shown: { width: number; height: number | undefined },
) => Promise<string | null>;

export interface PlaceholderSourceOptions {
  /** the asset origin (ASSET_ORIGIN), as the image proxy forwards to it */
  origin: string;
  timeoutMs: number;
  /** default: undici's request as a fetch (src/lib/http/transport.ts) */
  fetchImpl?: typeof fetch;
  /** where a variant that could not be had is reported (default console.warn) */
  warn?: (message: string) => void;
}

/** What is known of a variant: its data URI, or that it gets none (for good, or until a retry). */
interface Known {
  uri: string | null;
}

export function createPlaceholderSource(options: PlaceholderSourceOptions): PlaceholderSource {
  const origin = options.origin.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? backendFetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  // ~1 KB a data URI: 2,000 variants are a few MB
  const known = new LRUCache<string, Known>({ max: 2_000 });
  const inflight = new Map<string, Promise<string | null>>();
  const limiter = createLimiter('placeholders', { concurrency: 2, queue: 10_000, maxWaitMs: 10_000 });

  async function fetchVariant(path: string): Promise<Known & { retry: boolean }> {
    // worded as the HTTP client words its own failures (UpstreamError): `[assets] placeholder "path": …`
    const without = (failure: string | UpstreamError) => {
      warn(`${failure instanceof UpstreamError ? failure.message : `[assets] placeholder "${path}": ${failure}`}; the image renders without one`);
      return { uri: null, retry: true };
    };
    try {
      const response = await limiter.run(() =>
        request(`${origin}${path}`, { timeoutMs: options.timeoutMs, fetchImpl }, { service: 'assets', call: 'placeholder', path }),
      );
      if (!response.ok) {
        await response.body?.cancel();
        // a 4xx is the asset service's answer for this file: it is asked again after a while too
        return without(`upstream ${response.status}`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const alpha = bytes.length <= PLACEHOLDER_MAX_BYTES ? webpHasAlpha(bytes) : null;
      if (alpha === null)
        return without(`not a WebP of at most ${PLACEHOLDER_MAX_BYTES} bytes (${bytes.length} bytes, ${response.headers.get('content-type') ?? 'no type'})`);
      // a see-through image would show its placeholder through itself once loaded: none, for good
      if (alpha) return { uri: null, retry: false };
      return { uri: placeholderDataUri(bytes), retry: false };
    } catch (error) {
      // unreachable, timed out, shed by the queue, or the body cut off: never a failed page
      if (error instanceof UpstreamError) return without(error);
      return without(error instanceof QueueFullError ? error.message : `fetch failed (${String(error)})`);
    }
  }

  return (asset, shown) => {
    const variant = placeholderVariant(asset, shown);
    if (!variant) return Promise.resolve(null);
    const hit = known.get(variant.path);
    if (hit) return Promise.resolve(hit.uri);
    let pending = inflight.get(variant.path);
    if (!pending) {
      pending = fetchVariant(variant.path)
        .then(({ uri, retry }) => {
          known.set(variant.path, { uri }, retry ? { ttl: PLACEHOLDER_RETRY_MS } : {});
          return uri;
        })
        .finally(() => inflight.delete(variant.path));
      inflight.set(variant.path, pending);
    }
    return pending;
  };
}

/** The placeholder source of a configuration, made once per configuration object (renders reuse it). */
export const placeholderSourceFor = oncePerObject((config: Pick<Config, 'ASSET_ORIGIN' | 'BACKEND_TIMEOUT_MS'>): PlaceholderSource =>
  // the timeout of every backend call a render makes (the CMS's page call waits as long): a
  // shorter one dropped placeholders from a build on a busy machine, and a page built without
  // them differs from the same page rendered again later
  createPlaceholderSource({ origin: config.ASSET_ORIGIN, timeoutMs: config.BACKEND_TIMEOUT_MS }),
);
