/**
 * The first view's markers without the clustering worker. The build works out every station's
 * markers at the zooms a view of all stations is fitted at (clusters.ts: clusterLevels, the same
 * supercluster index the worker builds) and puts them in the station data file; the map preview
 * (MapPreview.tsx) picks those of its view from them, as supercluster's getClusters would, so an
 * untouched desktop visit loads no clustering code (design.md, performance targets: ≤ 90 KB of JS
 * at desktop width). A filtered result or another zoom asks the worker. Pure.
 */
import { clusterColor, meanClusterSize, VIEWPORT_PADDING, type MapItem } from './cluster-rules';
import { padBBox } from './geo';
import type { BBox } from './types';

/** The zooms the data file carries: the locator map's smallest (3) up to where all stations of a market still fit a desktop box. */
export const FIRST_VIEW_ZOOMS: readonly number[] = [3, 4, 5, 6];

/** One marker: [lng, lat, count] for a cluster, [lng, lat, 0, index] for a station (its index in the data file). */
export type LevelItem = [number, number, number] | [number, number, number, number];

/** Each zoom's markers over the whole world, by zoom. */
export type ClusterLevels = Record<string, LevelItem[]>;

// supercluster's projection to [0, 1], and its index's float32 coordinates (kdbush)
const lngX = (lng: number): number => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

/** Whether a value is a usable set of levels (the data file is read lightly, never trusted). */
export function isClusterLevels(v: unknown): v is ClusterLevels {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.values(v).every(
    (items) =>
      Array.isArray(items) &&
      items.every((i) => Array.isArray(i) && (i.length === 3 || i.length === 4) && i.every((n) => typeof n === 'number' && Number.isFinite(n))),
  );
}

/**
 * The markers of a view box at a zoom, as ClusterIndex.items gives them (the box grown by the
 * viewport padding, colours by the mean of the clusters shown); null when the levels lack the zoom.
 * A box across the antimeridian is not handled (the markets are in the Nordics): null too.
 */
export function levelItems(levels: ClusterLevels, bbox: BBox, zoom: number, stationCount: number): MapItem[] | null {
  const z = Math.round(zoom);
  const level = levels[String(z)];
  if (!level) return null;
  const [west, south, east, north] = padBBox(bbox, z, VIEWPORT_PADDING);
  const minLng = ((((west + 180) % 360) + 360) % 360) - 180;
  const maxLng = east === 180 ? 180 : ((((east + 180) % 360) + 360) % 360) - 180;
  if (east - west < 360 && minLng > maxLng) return null;
  const [x0, x1] = east - west >= 360 ? [0, 1] : [lngX(minLng), lngX(maxLng)];
  const y0 = latY(Math.max(-90, Math.min(90, north)));
  const y1 = latY(Math.max(-90, Math.min(90, south)));
  const shown = level.filter(([lng, lat]) => {
    const x = Math.fround(lngX(lng));
    const y = Math.fround(latY(lat));
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  });
  const mean = meanClusterSize(shown.filter((i) => i.length === 3).map((i) => i[2]));
  const items: MapItem[] = [];
  for (const [n, [lng, lat, count, index]] of shown.entries()) {
    if (index === undefined) items.push({ kind: 'cluster', id: -1 - n, lat, lng, count, color: clusterColor(count, mean) });
    else if (index >= 0 && index < stationCount) items.push({ kind: 'station', index, lat, lng });
    else return null;
  }
  return items;
}
