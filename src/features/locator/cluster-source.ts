/**
 * Where the locator map gets its markers: a clustering worker (cluster-worker.ts), so that indexing
 * a large station set never blocks the main thread; where no worker can run (or it fails), the same
 * index in the page, loaded on demand. Each filter result is one source; its answers are null once a
 * newer source has replaced it (the map drops them).
 */
import type { MapItem } from './clusters';
import { keepSet, packPoints, type ClusterAnswer, type ClusterRequest } from './cluster-protocol';
import type { BBox, LatLng } from './types';

/** Performance mark set when the map's markers have been updated (the benchmark's filter-change end). */
export const MARKERS_MARK = 'locator:markers';

export interface ClusterSource {
  /** the markers of a view box at a zoom */
  items(bbox: BBox, zoom: number): Promise<MapItem[] | null>;
  /** the zoom at which a cluster falls apart */
  expansionZoom(clusterId: number): Promise<number | null>;
  /** the smallest zoom from `from` on at which the station at `index` is its own marker */
  zoomToShow(index: number, point: LatLng, from: number): Promise<number | null>;
}

/** A question about a set, before the client numbers it and names the set. */
type Question<T = ClusterRequest> = T extends { req: number } ? Omit<T, 'req' | 'set'> : never;

/** The index in the page (the fallback), loaded with the clustering code on first use. */
function localSource(points: readonly LatLng[]): ClusterSource {
  let index: Promise<import('./clusters').ClusterIndex> | null = null;
  const get = () => (index ??= import('./clusters').then(({ ClusterIndex }) => new ClusterIndex(points)));
  return {
    items: async (bbox, zoom) => (await get()).items(bbox, zoom),
    expansionZoom: async (clusterId) => (await get()).expansionZoom(clusterId),
    zoomToShow: async (i, point, from) => (await get()).zoomToShow(i, point, from),
  };
}

/** One clustering worker, holding the latest point set. */
export class ClusterWorker {
  private readonly pending = new Map<number, { resolve: (a: ClusterAnswer) => void; reject: (e: Error) => void }>();
  private requests = 0;
  private sets = 0;
  private broken: Error | null = null;
  /** the point sets the worker keeps an index of, by the array sent (the same filter result is the same array) */
  private readonly kept = new Map<readonly LatLng[], number>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<ClusterAnswer>) => {
      const entry = this.pending.get(event.data.req);
      this.pending.delete(event.data.req);
      entry?.resolve(event.data);
    };
    const fail = (reason: string) => {
      this.broken = new Error(`the clustering worker failed: ${reason}`);
      for (const entry of this.pending.values()) entry.reject(this.broken);
      this.pending.clear();
    };
    worker.onerror = (event) => fail(event.message || 'error');
    worker.onmessageerror = () => fail('unreadable message');
  }

  /** Sends a point set (or names the kept index of the same array); the source answers from it until the next `load`. */
  load(points: readonly LatLng[]): ClusterSource {
    const set = ++this.sets;
    let fallback: ClusterSource | null = null;
    if (!this.broken) {
      const from = this.kept.get(points);
      if (from !== undefined) {
        this.kept.delete(points);
        this.post({ type: 'reuse', set, from });
      } else {
        const coords = packPoints(points);
        this.post({ type: 'load', set, coords }, [coords.buffer]);
      }
      keepSet(this.kept, points, set);
    }
    const ask = async <T>(
      request: Question,
      read: (a: Extract<ClusterAnswer, { stale: false }>) => T,
      local: (s: ClusterSource) => Promise<T | null>,
    ): Promise<T | null> => {
      if (this.broken) return local((fallback ??= localSource(points)));
      try {
        const answer = await this.send(request, set);
        if (answer.stale) return null;
        if ('error' in answer) throw new Error(answer.error);
        return read(answer);
      } catch {
        // the worker could not answer: the page's own index does, from now on
        return local((fallback ??= localSource(points)));
      }
    };
    return {
      items: (bbox, zoom) =>
        ask(
          { type: 'items', bbox, zoom },
          (a) => ('items' in a ? a.items : []),
          (s) => s.items(bbox, zoom),
        ),
      expansionZoom: (clusterId) =>
        ask(
          { type: 'expansionZoom', clusterId },
          (a) => ('zoom' in a ? a.zoom : 0),
          (s) => s.expansionZoom(clusterId),
        ),
      zoomToShow: (index, point, from) =>
        ask(
          { type: 'zoomToShow', index, point, from },
          (a) => ('zoom' in a ? a.zoom : from),
          (s) => s.zoomToShow(index, point, from),
        ),
    };
  }

  terminate(): void {
    this.worker.terminate();
  }

  private post(message: ClusterRequest, transfer: Transferable[] = []): void {
    try {
      this.worker.postMessage(message, transfer);
    } catch (error) {
      this.broken = error instanceof Error ? error : new Error(String(error));
    }
  }

  private send(question: Question, set: number): Promise<ClusterAnswer> {
    const req = ++this.requests;
    return new Promise((resolve, reject) => {
      this.pending.set(req, { resolve, reject });
      this.post({ ...question, set, req });
      if (this.broken) {
        this.pending.delete(req);
        reject(this.broken);
      }
    });
  }
}

let pageWorker: ClusterWorker | null | undefined;

/**
 * The page's clustering worker, started on first use and kept for the page's life (one map per
 * page); null where workers cannot start, and then the page's own index is used.
 */
export function pageClusterWorker(): ClusterWorker | null {
  if (pageWorker !== undefined) return pageWorker;
  pageWorker = null;
  if (typeof Worker !== 'undefined') {
    try {
      pageWorker = new ClusterWorker(new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' }));
    } catch {
      pageWorker = null;
    }
  }
  return pageWorker;
}

/** A source for a point set: from the worker when there is one, else from the page. */
export function clusterSource(worker: ClusterWorker | null, points: readonly LatLng[]): ClusterSource {
  return worker ? worker.load(points) : localSource(points);
}

let latest: { points: readonly LatLng[]; source: ClusterSource } | null = null;
/** the view whose markers were last asked for (a filter change keeps the view) */
let lastView: { bbox: BBox; zoom: number } | null = null;

/**
 * The page's source for its current point set (a filter result): asked again for the same array,
 * the same source, so the island can send a new result to the worker the moment it is known, with
 * the question for the markers of the view last asked about; the worker indexes and answers while
 * the list renders, and the map preview or the map asking the same question gets the same answer
 * (a filter change reflected within 50 ms: design.md, performance targets).
 */
export function pageClusterSource(points: readonly LatLng[]): ClusterSource {
  if (latest?.points === points) return latest.source;
  const source = clusterSource(pageClusterWorker(), points);
  let asked: { key: string; answer: Promise<MapItem[] | null> } | null = null;
  const items = (bbox: BBox, zoom: number): Promise<MapItem[] | null> => {
    const key = `${bbox.join()}/${zoom}`;
    lastView = { bbox, zoom };
    if (asked?.key !== key) asked = { key, answer: source.items(bbox, zoom) };
    return asked.answer;
  };
  latest = { points, source: { ...source, items } };
  if (lastView) void items(lastView.bbox, lastView.zoom);
  return latest.source;
}
