/**
 * The locator's state (nanostores) and its actions. The rules live in the pure modules
 * (filters.ts, list.ts, places.ts, geo.ts); these stores only connect them to the island.
 * One locator per page, so the stores are module singletons; `resetLocator` cleans them (tests).
 */
import { atom, computed } from 'nanostores';
import { applyFilters, canonicalSelection, toggleFilter } from './filters';
import { bboxOf } from './geo';
import { listEntries } from './list';
import { findPlace } from './places';
import type { BBox, FilterDefinition, LatLng, MapView, StationSummary } from './types';
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
/** the map's centre and zoom (kept in the URL); null until the map or the URL sets one */
export const $view = atom<MapView | null>(null);
/** the box the list is narrowed to: what the map shows, or the place searched for */
export const $bbox = atom<BBox | null>(null);
export const $query = atom<string>('');
export const $selected = atom<string | null>(null);
export const $position = atom<LatLng | null>(null);
export const $geoStatus = atom<GeoStatus>('idle');
/** the place search's outcome, for its status line */
export const $placeResult = atom<{ query: string; place: string | null } | null>(null);
/** a box the map should fit next (a place, or the visitor and the stations nearest them) */
export const $fitRequest = atom<{ bbox: BBox; seq: number } | null>(null);
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

/** The map moved: its view goes to the URL, its box narrows the list. */
export function mapMoved(view: MapView, bbox: BBox): void {
  $view.set(view);
  $bbox.set(bbox);
}

/** The list's box from the map's view; the same box again changes nothing (the list is not worked out again). */
export function setBBox(bbox: BBox): void {
  const now = $bbox.get();
  if (now && now.every((v, i) => v === bbox[i])) return;
  $bbox.set(bbox);
}

let fitSeq = 0;
/**
 * Asks the map to show a box (and narrows the list to it until the map has moved there). The box
 * supersedes the view the map had: a map not on screen (a phone's list view) starts from the box
 * when opened, and the URL holds the new place, not the old view, until the map reports its own.
 */
export function requestFit(bbox: BBox): void {
  fitSeq += 1;
  $view.set(null);
  $fitRequest.set({ bbox, seq: fitSeq });
  $bbox.set(bbox);
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
  $bbox.set(null);
  $query.set('');
  $selected.set(null);
  $position.set(null);
  $geoStatus.set('idle');
  $placeResult.set(null);
  $fitRequest.set(null);
}
