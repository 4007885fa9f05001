/**
 * Geometry the locator needs without a map library: distances, bounding boxes, and Web Mercator
 * (256 px tiles, Leaflet's and supercluster's projection) to turn a centre and zoom into the box a
 * viewport of some size shows. Pure.
 */
import type { BBox, LatLng, MapView } from './types';

const EARTH_KM = 6371.0088;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies in a box (edges included). */
export function inBBox(p: LatLng, [west, south, east, north]: BBox): boolean {
  return p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east;
}

/** The smallest box holding every point, or null for none. */
export function bboxOf(points: readonly LatLng[]): BBox | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

export const TILE_SIZE = 256;
const MAX_LAT = 85.0511287798;

/** World pixel x of a longitude at a zoom. */
export function lngToX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * TILE_SIZE * 2 ** zoom;
}

/** World pixel y of a latitude at a zoom. */
export function latToY(lat: number, zoom: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin(rad(clamped));
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE * 2 ** zoom;
}

export function xToLng(x: number, zoom: number): number {
  return (x / (TILE_SIZE * 2 ** zoom)) * 360 - 180;
}

export function yToLat(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / (TILE_SIZE * 2 ** zoom);
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** The box a viewport of `size` pixels shows around a centre at a zoom, grown by `padding` px a side. */
export function viewBBox(view: MapView, size: { width: number; height: number }, padding = 0): BBox {
  const cx = lngToX(view.lng, view.zoom);
  const cy = latToY(view.lat, view.zoom);
  const halfW = size.width / 2 + padding;
  const halfH = size.height / 2 + padding;
  return [
    Math.max(-180, xToLng(cx - halfW, view.zoom)),
    Math.max(-MAX_LAT, yToLat(cy + halfH, view.zoom)),
    Math.min(180, xToLng(cx + halfW, view.zoom)),
    Math.min(MAX_LAT, yToLat(cy - halfH, view.zoom)),
  ];
}

/** A box grown by `padding` screen pixels a side at a zoom (spec 9: viewport padding 60). */
export function padBBox([west, south, east, north]: BBox, zoom: number, padding: number): BBox {
  return [
    Math.max(-180, xToLng(lngToX(west, zoom) - padding, zoom)),
    Math.max(-MAX_LAT, yToLat(latToY(south, zoom) + padding, zoom)),
    Math.min(180, xToLng(lngToX(east, zoom) + padding, zoom)),
    Math.min(MAX_LAT, yToLat(latToY(north, zoom) - padding, zoom)),
  ];
}

/**
 * The centre and the largest whole zoom (up to `maxZoom`) at which a box fits a viewport of
 * `size` pixels with `padding` px to spare a side: what the map shows for a place or for all
 * stations when it has not been moved yet.
 */
export function fitBBox(bbox: BBox, size: { width: number; height: number }, maxZoom: number, padding = 24): MapView {
  const [west, south, east, north] = bbox;
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  let zoom = maxZoom;
  while (zoom > 0) {
    const w = lngToX(east, zoom) - lngToX(west, zoom);
    const h = latToY(south, zoom) - latToY(north, zoom);
    if (w <= width && h <= height) break;
    zoom -= 1;
  }
  const cx = (lngToX(west, zoom) + lngToX(east, zoom)) / 2;
  const cy = (latToY(north, zoom) + latToY(south, zoom)) / 2;
  return { lat: yToLat(cy, zoom), lng: xToLng(cx, zoom), zoom };
}
