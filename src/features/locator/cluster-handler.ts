/**
 * What the clustering worker does with each message (cluster-worker.ts wires it to `self`): a
 * `load` replaces the index (a `reuse` brings back a kept one under a new set number), every
 * question is answered from it, or marked stale when it names an older set. Plain code, so tests
 * drive it without a worker.
 */
import { ClusterIndex } from './clusters';
import { keepSet, unpackPoints, type ClusterAnswer, type ClusterRequest } from './cluster-protocol';

/** A handler with its own index; returns the answer to send, or null for a `load`. */
export function createClusterHandler(): (request: ClusterRequest) => ClusterAnswer | null {
  let current: { set: number; index: ClusterIndex | null } | null = null;
  const kept = new Map<number, ClusterIndex>();
  return (request) => {
    if (request.type === 'load') {
      current = { set: request.set, index: new ClusterIndex(unpackPoints(request.coords)) };
      keepSet(kept, request.set, current.index!);
      return null;
    }
    if (request.type === 'reuse') {
      const index = kept.get(request.from) ?? null;
      kept.delete(request.from);
      if (index) keepSet(kept, request.set, index);
      // a set the worker no longer holds answers with an error: the client then uses its own index
      current = { set: request.set, index };
      return null;
    }
    if (current?.set !== request.set) return { req: request.req, stale: true };
    const { index } = current;
    try {
      if (!index) throw new Error(`set ${request.set}: no index kept to reuse`);
      switch (request.type) {
        case 'items':
          return { req: request.req, stale: false, items: index.items(request.bbox, request.zoom) };
        case 'expansionZoom':
          return { req: request.req, stale: false, zoom: index.expansionZoom(request.clusterId) };
        case 'zoomToShow':
          return { req: request.req, stale: false, zoom: index.zoomToShow(request.index, request.point, request.from) };
      }
    } catch (error) {
      return { req: request.req, stale: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
