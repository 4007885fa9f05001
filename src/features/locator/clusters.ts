/**
 * Marker clustering for the locator map (spec 9): supercluster with radius 60 px, a 60 px viewport
 * padding and max zoom 16 (from zoom 17 on every station is its own marker), plus the colour rule.
 * Pure: no DOM, no map library, so it runs in Node tests and benchmarks as in the browser.
 *
 * supercluster measures its radius against the tile extent; with `extent: 256` a radius of 60 is
 * 60 screen pixels on Leaflet's 256 px tiles (its default 512 would halve it).
 */
import Supercluster, { type ClusterProperties } from 'supercluster';
import { padBBox } from './geo';
import type { BBox, LatLng } from './types';

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

interface PointProps {
  i: number;
}

/** A cluster index over stations (any objects with lat/lng); build once per filter result. */
export class ClusterIndex {
  private readonly index: Supercluster<PointProps, Record<string, never>>;

  constructor(points: readonly LatLng[]) {
    this.index = new Supercluster<PointProps, Record<string, never>>({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
      extent: 256,
      minPoints: 2,
    });
    this.index.load(points.map((p, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] } })));
  }

  /** The markers for a viewport box at a zoom, the box grown by the viewport padding first. */
  items(bbox: BBox, zoom: number, padding = VIEWPORT_PADDING): MapItem[] {
    const z = Math.round(zoom);
    const raw = this.index.getClusters(padBBox(bbox, z, padding), z);
    const counts: number[] = [];
    for (const f of raw) if ('cluster' in f.properties && f.properties.cluster) counts.push(f.properties.point_count);
    const mean = meanClusterSize(counts);
    return raw.map((f): MapItem => {
      const [lng = 0, lat = 0] = f.geometry.coordinates;
      const props = f.properties as Partial<ClusterProperties> & Partial<PointProps>;
      if (props.cluster && props.cluster_id !== undefined && props.point_count !== undefined) {
        return { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count, color: clusterColor(props.point_count, mean) };
      }
      return { kind: 'station', index: props.i ?? 0, lat, lng };
    });
  }

  /**
   * The smallest zoom from `from` on at which the station at `index` stands alone rather than in
   * a cluster (so choosing it in the list shows its own marker); past the max zoom every station does.
   */
  zoomToShow(index: number, point: LatLng, from: number): number {
    // supercluster keeps projected coordinates as float32: a box much smaller than ~1e-5° finds nothing
    const eps = 1e-4;
    const around: BBox = [point.lng - eps, point.lat - eps, point.lng + eps, point.lat + eps];
    for (let z = Math.max(0, Math.round(from)); z <= CLUSTER_MAX_ZOOM; z++) {
      const alone = this.index.getClusters(around, z).some((f) => !('cluster' in f.properties) && f.properties.i === index);
      if (alone) return z;
    }
    return Math.max(Math.round(from), CLUSTER_MAX_ZOOM + 1);
  }

  /** The zoom at which a cluster falls apart (what a click on it zooms to). */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
