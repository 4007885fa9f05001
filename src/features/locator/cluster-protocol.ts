/**
 * The messages between the locator map and its clustering worker (cluster-worker.ts). A point set
 * is sent once per filter result as a flat Float64Array [lat0, lng0, lat1, lng1, …] (copied, not
 * shared: the map keeps its own); every later request names the set it means, so an answer for a
 * set that has since been replaced is recognisable as stale. The worker keeps the indexes of the
 * last few sets (KEPT_SETS): going back to a filter result already seen sends a `reuse` naming the
 * set whose index answers again under a new set number, instead of the points (a filter change
 * reflected within 50 ms: ../shared/design.md, performance targets). Client and worker evict the
 * same sets in the same order, so the client always knows which sets the worker still holds.
 */
import type { MapItem } from './clusters';
import type { BBox, LatLng } from './types';

export type ClusterRequest =
  | { type: 'load'; set: number; coords: Float64Array }
  | { type: 'reuse'; set: number; from: number }
  | { type: 'items'; set: number; req: number; bbox: BBox; zoom: number }
  | { type: 'expansionZoom'; set: number; req: number; clusterId: number }
  | { type: 'zoomToShow'; set: number; req: number; index: number; point: LatLng; from: number };

/** An answer to a request; `stale` when the worker holds another set by now. */
export type ClusterAnswer =
  | { req: number; stale: true }
  | { req: number; stale: false; error: string }
  | { req: number; stale: false; items: MapItem[] }
  | { req: number; stale: false; zoom: number };

/** How many sets' indexes the worker keeps (the filter results last seen). */
export const KEPT_SETS = 8;

/** Adds a set to a keep-list, newest last, dropping the oldest beyond KEPT_SETS (the same on both sides). */
export function keepSet<K, V>(kept: Map<K, V>, key: K, value: V): void {
  kept.delete(key);
  kept.set(key, value);
  while (kept.size > KEPT_SETS) kept.delete(kept.keys().next().value as K);
}

/** The points of a set in the wire format. */
export function packPoints(points: readonly LatLng[]): Float64Array {
  const coords = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    coords[i * 2] = p.lat;
    coords[i * 2 + 1] = p.lng;
  });
  return coords;
}

/** The points of a set from the wire format. */
export function unpackPoints(coords: Float64Array): LatLng[] {
  const points = new Array<LatLng>(coords.length / 2);
  for (let i = 0; i < points.length; i++) points[i] = { lat: coords[i * 2]!, lng: coords[i * 2 + 1]! };
  return points;
}
