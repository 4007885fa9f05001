/**
 * The first view of the locator's Leaflet map, computed without Leaflet, so the map preview
 * (MapPreview.tsx) shows the very view, markers and list the real map will show when it replaces
 * it (design.md, performance targets: ≤ 90 KB of JS at desktop width). These follow Leaflet 1.9's
 * own arithmetic step by step (Map.fitBounds / getBoundsZoom / getBounds, EPSG:3857 with its
 * spherical Mercator and transformation, pixel origins and marker points rounded as Leaflet
 * rounds them), so the results agree to the last bit; tests/unit/features/locator/locator-map-view.test.ts checks
 * them against Leaflet itself. Pure.
 */
import type { BBox, LatLng } from './types';

/** Pixel coordinates. */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A map view as Leaflet holds it: centre, zoom, and the world pixel of the container's top left corner. */
export interface PixelView {
  lat: number;
  lng: number;
  zoom: number;
  origin: Point;
}

export interface FitOptions {
  /** px kept free on every side (Leaflet's `padding` option) */
  padding: number;
  minZoom: number;
  maxZoom: number;
}

/** The Nordic markets, for a map with no stations to fit. */
export const NORDICS: BBox = [4.5, 54.5, 31.6, 71.2];

/** How the locator map fits its first view (LocatorMap.tsx: fitBounds with 24 px padding, zoom 3–18). */
export const START_FIT: FitOptions = { padding: 24, minZoom: 3, maxZoom: 18 };

/** How a place or the visitor's surroundings are shown (stores.ts requestFit): as the first view, no closer than zoom 14. */
export const PLACE_FIT: FitOptions = { ...START_FIT, maxZoom: 14 };

/** The least zoom the map shows a chosen station at ('Show on map', a shared link); it zooms further
 * in where the station is still inside a cluster (ClusterLayer.tsx). */
export const STATION_ZOOM = 12;

const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const SCALE = 0.5 / (Math.PI * R);

const crsScale = (zoom: number): number => 256 * Math.pow(2, zoom);
const crsZoom = (scale: number): number => Math.log(scale / 256) / Math.LN2;

/** World pixel of a point at a zoom (Leaflet's Map.project on EPSG:3857). */
export function project(p: LatLng, zoom: number): Point {
  const d = Math.PI / 180;
  const lat = Math.max(Math.min(MAX_LATITUDE, p.lat), -MAX_LATITUDE);
  const sin = Math.sin(lat * d);
  const x = R * p.lng * d;
  const y = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = crsScale(zoom);
  return { x: scale * (SCALE * x + 0.5), y: scale * (-SCALE * y + 0.5) };
}

/** The point at a world pixel at a zoom (Leaflet's Map.unproject on EPSG:3857). */
export function unproject(p: Point, zoom: number): LatLng {
  const scale = crsScale(zoom);
  const x = (p.x / scale - 0.5) / SCALE;
  const y = (p.y / scale - 0.5) / -SCALE;
  const d = 180 / Math.PI;
  return { lat: (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * d, lng: (x * d) / R };
}

/** The zoom Leaflet's fitBounds picks for a box (getBoundsZoom from a map with no zoom yet, whole zoom steps). */
function boundsZoom([west, south, east, north]: BBox, size: Size, { padding, minZoom, maxZoom }: FitOptions, fromZoom = 0): number {
  const nw = project({ lat: north, lng: west }, fromZoom);
  const se = project({ lat: south, lng: east }, fromZoom);
  const scaleX = (size.width - 2 * padding) / Math.abs(se.x - nw.x);
  const scaleY = (size.height - 2 * padding) / Math.abs(se.y - nw.y);
  let zoom = crsZoom(Math.min(scaleX, scaleY) * crsScale(fromZoom));
  if (isNaN(zoom)) zoom = Infinity;
  // Leaflet: don't jump if within 1% of a snap level, then the whole level below (zoomSnap 1)
  zoom = Math.round(zoom / 0.01) * 0.01;
  zoom = Math.floor(zoom);
  return Math.max(minZoom, Math.min(maxZoom, zoom));
}

/** The world pixel of the container's top left corner for a centre (Leaflet's _getNewPixelOrigin, rounded). */
export function pixelOrigin(center: LatLng, zoom: number, size: Size): Point {
  const c = project(center, zoom);
  return { x: Math.round(c.x - size.width / 2), y: Math.round(c.y - size.height / 2) };
}

/** The view a centre and zoom give in a container of `size`. */
export function viewAt(center: LatLng, zoom: number, size: Size): PixelView {
  return { lat: center.lat, lng: center.lng, zoom, origin: pixelOrigin(center, zoom, size) };
}

/** The view Leaflet's fitBounds(box, { padding }) gives a map of `size` that has no view yet. */
export function fitView(box: BBox, size: Size, options: FitOptions): PixelView {
  const [west, south, east, north] = box;
  const zoom = boundsZoom(box, size, options);
  const sw = project({ lat: south, lng: west }, zoom);
  const ne = project({ lat: north, lng: east }, zoom);
  // the padding is the same on every side: Leaflet's padding offset is 0
  const center = unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, zoom);
  // setView limits the zoom to the map's range (a single point fits at any zoom)
  return viewAt(center, Math.max(options.minZoom, Math.min(options.maxZoom, zoom)), size);
}

/** The box the view shows, as Leaflet's getBounds reports it: [west, south, east, north]. */
export function viewBounds(view: PixelView, size: Size): BBox {
  const sw = unproject({ x: view.origin.x, y: view.origin.y + size.height }, view.zoom);
  const ne = unproject({ x: view.origin.x + size.width, y: view.origin.y }, view.zoom);
  return [sw.lng, sw.lat, ne.lng, ne.lat];
}

/**
 * The box a map of `size` shows at a centre and zoom: what the list narrows to for a view from the
 * URL while the map itself is not drawn (a phone's list view), as the map will report it when shown.
 */
export function boxAt(view: LatLng & { zoom: number }, size: Size): BBox {
  return viewBounds(viewAt(view, view.zoom, size), size);
}

/** Where a point is drawn in the container (Leaflet's latLngToLayerPoint: the world pixel rounded). */
export function containerPoint(p: LatLng, view: PixelView): Point {
  const w = project(p, view.zoom);
  return { x: Math.round(w.x) - view.origin.x, y: Math.round(w.y) - view.origin.y };
}

/** A tile of the base map and where its top left corner sits in the container. */
export interface TilePlace {
  x: number;
  y: number;
  z: number;
  left: number;
  top: number;
}

/** The 256 px tiles covering the view, as Leaflet's GridLayer picks them (no keep-buffer). */
export function tilesFor(view: PixelView, size: Size): TilePlace[] {
  const z = view.zoom;
  const c = project(view, z);
  const cx = Math.floor(c.x);
  const cy = Math.floor(c.y);
  const minX = Math.floor((cx - size.width / 2) / 256);
  const maxX = Math.ceil((cx + size.width / 2) / 256) - 1;
  const minY = Math.max(0, Math.floor((cy - size.height / 2) / 256));
  const maxY = Math.min(2 ** z - 1, Math.ceil((cy + size.height / 2) / 256) - 1);
  const out: TilePlace[] = [];
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const wrapped = ((x % 2 ** z) + 2 ** z) % 2 ** z;
      out.push({ x: wrapped, y, z, left: x * 256 - view.origin.x, top: y * 256 - view.origin.y });
    }
  }
  return out;
}

/** A tile's URL from a Leaflet URL template ({s}, {z}, {x}, {y}, {r}; subdomains 'abc' as Leaflet's default). */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string {
  const sub = 'abc'[Math.abs(tile.x + tile.y) % 3] ?? 'a';
  return template.replace(/\{(s|z|x|y|r)\}/g, (_, key: string) =>
    key === 's' ? sub : key === 'z' ? String(tile.z) : key === 'x' ? String(tile.x) : key === 'y' ? String(tile.y) : '',
  );
}
