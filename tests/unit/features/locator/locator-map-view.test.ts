/**
 * The map preview's first view (map-view.ts) against Leaflet's own arithmetic: the same fitted
 * centre and zoom, the same box reported to the list, the same marker pixels. Leaflet needs a
 * browser to load; the few globals it reads while loading are stubbed, and its Map methods run on
 * a map object that has only a container size (no DOM is drawn).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Leaflet from 'leaflet';
import {
  boxAt,
  containerPoint,
  fitView,
  project,
  tilesFor,
  tileUrl,
  unproject,
  viewAt,
  viewBounds,
  type Size,
} from '../../../../src/features/locator/map-view';
import type { BBox } from '../../../../src/features/locator/types';

let L: typeof Leaflet;

beforeAll(async () => {
  const noop = () => undefined;
  const element = () => ({ style: {}, setAttribute: noop, appendChild: noop, addEventListener: noop, removeEventListener: noop });
  // stubbed for this file only: the unit suite's files share a worker, and a `document` left
  // behind makes other libraries think they run in a browser
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', { userAgent: 'node', platform: 'node' });
  vi.stubGlobal('document', {
    documentElement: { style: {} },
    createElement: element,
    createElementNS: element,
    addEventListener: noop,
    removeEventListener: noop,
  });
  vi.stubGlobal('addEventListener', noop);
  vi.stubGlobal('removeEventListener', noop);
  vi.stubGlobal('devicePixelRatio', 1);
  L = ((await import('leaflet')) as unknown as { default: typeof Leaflet }).default;
});
afterAll(() => vi.unstubAllGlobals());

/** A Leaflet map with the locator map's options and a container of `size`, before its first view. */
function leafletMap(size: Size): Leaflet.Map & Record<string, unknown> {
  const map = Object.create(L.Map.prototype) as Leaflet.Map & Record<string, unknown>;
  map['options'] = { ...L.Map.prototype.options, minZoom: 3, maxZoom: 18, zoomSnap: 1, crs: L.CRS.EPSG3857 };
  map['_container'] = { clientWidth: size.width, clientHeight: size.height };
  map['_mapPane'] = {};
  return map;
}

/** Leaflet's first view for fitBounds(box, { padding: [24, 24] }), as the locator map starts. */
function leafletFit(box: BBox, size: Size) {
  const map = leafletMap(size);
  const [w, s, e, n] = box;
  const target = (map['_getBoundsCenterZoom'] as (b: Leaflet.LatLngBounds, o: object) => { center: Leaflet.LatLng; zoom: number })(
    L.latLngBounds([s, w], [n, e]),
    { padding: [24, 24] },
  );
  const zoom = Math.max(3, Math.min(18, target.zoom));
  map['_zoom'] = zoom;
  map['_loaded'] = true;
  map['_pixelOrigin'] = (map['_getNewPixelOrigin'] as (c: Leaflet.LatLng, z: number) => Leaflet.Point)(target.center, zoom);
  const b = map.getBounds();
  return { center: target.center, zoom, origin: map.getPixelOrigin(), bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map };
}

const OPTIONS = { padding: 24, minZoom: 3, maxZoom: 18 };
const sizes: Size[] = [
  { width: 680, height: 675 },
  { width: 847, height: 675 },
  { width: 1000, height: 519 },
  { width: 375, height: 518 },
  { width: 333, height: 333 },
];
const boxes: BBox[] = [
  // the demo markets (all stations of a locale), a town, a street, one station, the Nordics
  [5.3, 55.4, 31.1, 70.1],
  [11.9, 55.4, 24.2, 68.4],
  [24.75, 60.15, 25.1, 60.3],
  [24.9384, 60.1699, 24.9391, 60.1702],
  [24.9384, 60.1699, 24.9384, 60.1699],
  [4.5, 54.5, 31.6, 71.2],
];

describe('the map preview agrees with Leaflet', () => {
  it('projects and unprojects as EPSG:3857 does', () => {
    for (const zoom of [0, 4, 11, 18]) {
      for (const p of [
        { lat: 60.1699, lng: 24.9384 },
        { lat: 69.6496, lng: 18.956 },
        { lat: 89, lng: -179 },
      ]) {
        const theirs = L.CRS.EPSG3857.latLngToPoint(L.latLng(p.lat, p.lng), zoom);
        expect(project(p, zoom)).toEqual({ x: theirs.x, y: theirs.y });
        const back = L.CRS.EPSG3857.pointToLatLng(theirs, zoom);
        expect(unproject(project(p, zoom), zoom)).toEqual({ lat: back.lat, lng: back.lng });
      }
    }
  });

  it("fits a box as Leaflet's fitBounds does: same centre, zoom, pixel origin and reported box", () => {
    for (const size of sizes) {
      for (const box of boxes) {
        const theirs = leafletFit(box, size);
        const ours = fitView(box, size, OPTIONS);
        expect({ lat: ours.lat, lng: ours.lng, zoom: ours.zoom }, `${box.join()} in ${size.width}x${size.height}`).toEqual({
          lat: theirs.center.lat,
          lng: theirs.center.lng,
          zoom: theirs.zoom,
        });
        expect(ours.origin).toEqual({ x: theirs.origin.x, y: theirs.origin.y });
        expect(viewBounds(ours, size)).toEqual(theirs.bbox);
      }
    }
  });

  it('places markers on the pixels Leaflet draws them at', () => {
    const size = sizes[0]!;
    const theirs = leafletFit(boxes[0]!, size);
    const ours = fitView(boxes[0]!, size, OPTIONS);
    for (const p of [
      { lat: 60.1699, lng: 24.9384 },
      { lat: 59.3293, lng: 18.0686 },
      { lat: 69.6496, lng: 18.956 },
    ]) {
      const point = theirs.map.latLngToLayerPoint(L.latLng(p.lat, p.lng));
      expect(containerPoint(p, ours)).toEqual({ x: point.x, y: point.y });
    }
  });

  it('a view from a centre and zoom (a shared link) starts where Leaflet starts', () => {
    const size = sizes[1]!;
    const map = leafletMap(size);
    const center = L.latLng(60.1, 24.9);
    const origin = (map['_getNewPixelOrigin'] as (c: Leaflet.LatLng, z: number) => Leaflet.Point)(center, 9);
    expect(viewAt({ lat: 60.1, lng: 24.9 }, 9, size).origin).toEqual({ x: origin.x, y: origin.y });
  });

  it("a shared link's view, while the map is not drawn, narrows the list to the box Leaflet will report", () => {
    for (const size of sizes) {
      for (const [lat, lng, zoom] of [
        [60.1, 24.9, 9],
        [59.33, 18.07, 12],
        [69.65, 18.96, 5],
      ] as const) {
        const map = leafletMap(size);
        map['_zoom'] = zoom;
        map['_loaded'] = true;
        map['_pixelOrigin'] = (map['_getNewPixelOrigin'] as (c: Leaflet.LatLng, z: number) => Leaflet.Point)(L.latLng(lat, lng), zoom);
        const b = map.getBounds();
        expect(boxAt({ lat, lng, zoom }, size), `${lat},${lng}@${zoom} in ${size.width}x${size.height}`).toEqual([
          b.getWest(),
          b.getSouth(),
          b.getEast(),
          b.getNorth(),
        ]);
      }
    }
  });
});

describe('tiles of the preview', () => {
  it('covers the view with 256 px tiles placed from the pixel origin', () => {
    const size = { width: 680, height: 675 };
    const view = fitView([5.3, 55.4, 31.1, 70.1], size, OPTIONS);
    const tiles = tilesFor(view, size);
    expect(tiles.length).toBeGreaterThanOrEqual(9);
    for (const t of tiles) {
      expect(t.left).toBeLessThan(size.width);
      expect(t.left + 256).toBeGreaterThan(0);
      expect(t.top).toBeLessThan(size.height);
      expect(t.top + 256).toBeGreaterThan(0);
    }
  });

  it('fills a Leaflet URL template', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 3, y: 5, z: 4 })).toBe('https://c.tile.example/4/3/5.png');
  });
});
