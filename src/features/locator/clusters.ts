/**
 * Marker clustering for the locator map (spec 9): supercluster with radius 60 px, a 60 px viewport
 * padding and max zoom 16 (from zoom 17 on every station is its own marker), plus the colour rule.
 * Pure: no DOM, no map library, so it runs in Node tests and benchmarks as in the browser.
 *
 * supercluster measures its radius against the tile extent; with `extent: 256` a radius of 60 is
 * 60 screen pixels on Leaflet's 256 px tiles (its default 512 would halve it).
 */
import Supercluster, { type ClusterProperties } from 'supercluster';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, VIEWPORT_PADDING, clusterColor, meanClusterSize, type MapItem } from './cluster-rules';
import { FIRST_VIEW_ZOOMS, type ClusterLevels, type LevelItem } from './cluster-levels';
import { padBBox } from './geo';
import type { BBox, LatLng } from './types';

export { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, VIEWPORT_PADDING, clusterColor, meanClusterSize, type ClusterColor, type MapItem } from './cluster-rules';

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

/**
 * Every marker of a point set at each of the first view's zooms, over the whole world: what the
 * build puts in the station data file for the map preview (cluster-levels.ts).
 */
export function clusterLevels(points: readonly LatLng[], zooms: readonly number[] = FIRST_VIEW_ZOOMS): ClusterLevels {
  const index = new ClusterIndex(points);
  const levels: ClusterLevels = {};
  for (const zoom of zooms) {
    levels[String(zoom)] = index
      .items([-180, -90, 180, 90], zoom, 0)
      .map((item): LevelItem => (item.kind === 'cluster' ? [item.lng, item.lat, item.count] : [item.lng, item.lat, 0, item.index]));
  }
  return levels;
}
