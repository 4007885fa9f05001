/**
 * Marker clustering's rules (spec 9), apart from the clustering itself (clusters.ts, supercluster):
 * radius 60 px, a 60 px viewport padding, max zoom 16, the colour rule and the markers' shape.
 * Pure and without supercluster, so the island's own code can use them without loading it.
 */

export const CLUSTER_RADIUS = 60;
export const VIEWPORT_PADDING = 60;
export const CLUSTER_MAX_ZOOM = 16;

/** What the map shows: a cluster of stations, or one station (by its index in the indexed list). */
export type MapItem =
  { kind: 'cluster'; id: number; lat: number; lng: number; count: number; color: ClusterColor } | { kind: 'station'; index: number; lat: number; lng: number };

export type ClusterColor = 'red' | 'blue';

/**
 * Spec 9: a cluster is red when its count exceeds the larger of 10 and the mean cluster size,
 * otherwise blue. We read "mean cluster size" as the mean count of the clusters shown at the time
 * (single stations are not clusters and do not count).
 */
export function clusterColor(count: number, meanSize: number): ClusterColor {
  return count > Math.max(10, meanSize) ? 'red' : 'blue';
}

/** The mean count of the clusters among `counts` of what is shown; 0 when there are none. */
export function meanClusterSize(counts: readonly number[]): number {
  return counts.length === 0 ? 0 : counts.reduce((a, b) => a + b, 0) / counts.length;
}

/**
 * The zoom a press on a cluster goes to: where it falls apart, and always deeper than the map is
 * now. A cluster drawn for the zoom before the last one (its redraw still on the way) falls apart
 * at the zoom the map already has; pressing it still zooms in, one step. Never past the map's max.
 */
export function clusterPressZoom(expansion: number, current: number, max: number): number {
  return Math.min(Math.max(expansion, current + 1), max);
}
