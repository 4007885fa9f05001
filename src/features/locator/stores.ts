/**
 * The locator's state (nanostores) and its actions. The rules live in the pure modules
 * (filters.ts, list.ts, places.ts, geo.ts); these stores only connect them to the island.
 * One locator per page, so the stores are module singletons; `resetLocator` cleans them (tests).
 */
import { atom, computed } from 'nanostores';
import { applyFilters, canonicalSelection, toggleFilter } from './filters';
import { bboxOf } from './geo';
import { listEntries } from './list';
import { boxAt, fitView, pixelOrigin, PLACE_FIT, STATION_ZOOM, type Size } from './map-view';
import { findPlace } from './places';
import type { BBox, FilterDefinition, LatLng, MapView, StationSummary } from './types';
import { urlView } from './url-state';
import type { FocusTarget } from './focus-target';
import type { ClusterLevels } from './cluster-levels';

export type LoadState = 'loading' | 'ready' | 'error';
export type GeoStatus = 'idle' | 'locating' | 'found' | 'denied' | 'unavailable';

export const $stations = atom<StationSummary[]>([]);
/** every station's markers at the first view's zooms, from the data file (cluster-levels.ts) */
export const $levels = atom<ClusterLevels | null>(null);
export const $loadState = atom<LoadState>('loading');
export const $definitions = atom<FilterDefinition[]>([]);
export const $filters = atom<string[]>([]);
/**
 * The area the list shows: the map's centre and zoom, as the URL holds it (url-state.ts urlView).
 * null while the list holds every station (a plain visit: the map fits them all and the URL names
 * no view). A search, 'near me', a station to show, a move of the map and the URL all set it, and
 * nothing else narrows the list, so the URL always names the list's area and a load of it (Back,
 * a reload, a shared link) gives the same list.
 */
export const $view = atom<MapView | null>(null);
/** the map's box in CSS px, measured even while the map is hidden (a phone's list view) */
export const $mapSize = atom<Size | null>(null);
/** the box the list is narrowed to: what a map of its size shows at the view, as Leaflet would report it */
export const $bbox = computed([$view, $mapSize], (view, size) => (view && size ? boxAt(view, size) : null));
export const $query = atom<string>('');
export const $selected = atom<string | null>(null);
export const $position = atom<LatLng | null>(null);
export const $geoStatus = atom<GeoStatus>('idle');
/** the place search's outcome, for its status line */
export const $placeResult = atom<{ query: string; place: string | null } | null>(null);
/** a marker to give the focus to once the map's markers are next redrawn (focus-target.ts) */
export const $markerFocus = atom<FocusTarget | null>(null);

let compare: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Sets up the stores for a page: its filter definitions and the locale's collation. */
export function initLocator(definitions: readonly FilterDefinition[], locale: string): void {
  $definitions.set([...definitions]);
  compare = new Intl.Collator(locale).compare;
}

/**
 * Results by selection, so going back to a selection gives the very same array (the list and the
 * map see no change to redo). Emptied when the data changes.
 */
let results: { stations: StationSummary[]; defs: FilterDefinition[]; byKey: Map<string, StationSummary[]> } | undefined;
const MAX_RESULTS = 16;

/** Stations matching the selected filters. */
export const $matching = computed([$stations, $filters, $definitions], (stations, filters, defs) => {
  if (!results || results.stations !== stations || results.defs !== defs) results = { stations, defs, byKey: new Map() };
  const key = filters.join(',');
  let hit = results.byKey.get(key);
  if (!hit) {
    hit = applyFilters(stations, filters, defs);
    if (results.byKey.size >= MAX_RESULTS) results.byKey.delete(results.byKey.keys().next().value ?? '');
    results.byKey.set(key, hit);
  }
  return hit;
});

/** The list: matching stations inside the box, by distance or by town and name. */
export const $listed = computed([$matching, $bbox, $position], (stations, bbox, position) => listEntries(stations, { bbox, position, compare }));

export function setFilters(codes: readonly string[]): void {
  markFilterChange();
  $filters.set(canonicalSelection(codes, $definitions.get()));
}

export function toggle(code: string): void {
  markFilterChange();
  $filters.set(toggleFilter($filters.get(), code, $definitions.get()));
}

export function clearFilters(): void {
  markFilterChange();
  $filters.set([]);
}

/** Performance mark the benchmark measures a filter change from (to list and markers updated). */
export const FILTER_MARK = 'locator:filter';
function markFilterChange(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(FILTER_MARK);
}

/** Sets the list's area; the same view again changes nothing (the list is not worked out again). */
export function showView(view: MapView | null): void {
  const next = view && urlView(view);
  const now = $view.get();
  if (next && now && next.zoom === now.zoom && next.lat === now.lat && next.lng === now.lng) return;
  if (next || now) $view.set(next);
}

/**
 * The map moved (the visitor panned or zoomed it, or it went where it was asked): the list follows,
 * and the URL. A map that shows the very pixels of the list's area keeps its view: Leaflet reports
 * the centre of the whole pixels it draws, up to half a pixel off the centre it was given, after
 * any move of none (a resize, a redraw), and that must not change the address.
 */
export function mapMoved(view: MapView): void {
  const now = $view.get();
  const size = $mapSize.get();
  if (now && size && now.zoom === Math.round(view.zoom)) {
    const [a, b] = [pixelOrigin(now, now.zoom, size), pixelOrigin(view, now.zoom, size)];
    if (a.x === b.x && a.y === b.y) return;
  }
  showView(view);
}

/** A box asked for before the map's size was known: the view it gives once it is (setMapSize). */
let pendingFit: BBox | null = null;

/**
 * Shows a box (a place, the visitor and the stations nearest them): the view Leaflet's fitBounds
 * gives a map of the box's size (map-view.ts, Leaflet's own arithmetic), so the list holds what the
 * map shows when it is opened, and the URL names that view. A map not on screen starts there.
 */
export function requestFit(bbox: BBox): void {
  const size = $mapSize.get();
  pendingFit = size ? null : bbox;
  if (size) showView(fitView(bbox, size, PLACE_FIT));
}

/** The map's box has a (new) size: the list's box follows, and a box asked for before is shown. */
export function setMapSize(size: Size): void {
  const now = $mapSize.get();
  if (now && now.width === size.width && now.height === size.height) return;
  $mapSize.set(size);
  if (pendingFit) requestFit(pendingFit);
}

/** Shows a station the map is to bring into view ('Show on map', a shared link): the area around it. */
export function showStationArea(station: LatLng): void {
  showView({ lat: station.lat, lng: station.lng, zoom: STATION_ZOOM });
}

/** Small margin around a place so stations on its edge are not cut off (about 2 km). */
const MARGIN = 0.02;
const grow = ([w, s, e, n]: BBox): BBox => [w - MARGIN, s - MARGIN, e + MARGIN, n + MARGIN];

/** Searches a place by name; the list and map move to it. Returns whether a place was found. */
export function searchPlace(query: string): boolean {
  const q = query.trim();
  $query.set(q);
  // the latest action speaks in the status line: a search replaces a 'near me' message
  $geoStatus.set('idle');
  if (!q) {
    $placeResult.set(null);
    return false;
  }
  const match = findPlace(q, $stations.get());
  $placeResult.set({ query: q, place: match?.place ?? null });
  const box = match ? bboxOf(match.stations) : null;
  if (!box) return false;
  requestFit(grow(box));
  return true;
}

/** How many of the nearest stations the map shows around the visitor. */
const NEAREST = 5;

/** The visitor's position is known: the list sorts by distance, the map shows them and the nearest stations. */
export function positionFound(position: LatLng): void {
  $position.set(position);
  $geoStatus.set('found');
  $placeResult.set(null);
  const nearest = listEntries($matching.get(), { bbox: null, position, compare }).slice(0, NEAREST);
  const box = bboxOf([position, ...nearest.map((e) => e.station)]);
  if (box) requestFit(grow(box));
}

export function selectStation(code: string | null): void {
  $selected.set(code);
}

/** Back to a clean state (tests). */
export function resetLocator(): void {
  $stations.set([]);
  $levels.set(null);
  $loadState.set('loading');
  $definitions.set([]);
  $filters.set([]);
  $view.set(null);
  $mapSize.set(null);
  pendingFit = null;
  $query.set('');
  $selected.set(null);
  $position.set(null);
  $geoStatus.set('idle');
  $placeResult.set(null);
}
