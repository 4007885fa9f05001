/**
 * The locator's state in the URL, so a search can be shared and the back button works:
 *   ?filters=lunch,open24h   selected filter codes (definition order)
 *   &map=12/60.16952/24.93545   zoom/lat/lng of the map (OpenStreetMap's form): the area the list shows
 *   &q=Tampere               the place searched for
 *   &station=FI00012         the station chosen
 * Anything malformed is dropped, never thrown on; parameters that are not ours are kept. Pure.
 */
import type { MapView } from './types';

export interface LocatorUrlState {
  filters: string[];
  view: MapView | null;
  query: string;
  station: string | null;
}

export const EMPTY_URL_STATE: LocatorUrlState = { filters: [], view: null, query: '', station: null };

const KEYS = ['filters', 'map', 'q', 'station'] as const;
const CODE = /^[A-Za-z0-9_-]{1,40}$/;
export const MAX_ZOOM = 18;
const MAX_QUERY = 100;

function parseView(value: string | null): MapView | null {
  const m = value ? /^(\d{1,2})\/(-?\d{1,2}(?:\.\d{1,7})?)\/(-?\d{1,3}(?:\.\d{1,7})?)$/.exec(value) : null;
  if (!m) return null;
  const zoom = Number(m[1]);
  const lat = Number(m[2]);
  const lng = Number(m[3]);
  if (zoom > MAX_ZOOM || Math.abs(lat) > 85.05 || Math.abs(lng) > 180) return null;
  return { zoom, lat, lng };
}

/** Reads the locator's state from a query string ('?a=b' or 'a=b'). */
export function parseUrlState(search: string): LocatorUrlState {
  const params = new URLSearchParams(search);
  const filters = (params.get('filters') ?? '')
    .split(',')
    .filter((c) => CODE.test(c))
    .filter((c, i, all) => all.indexOf(c) === i)
    .slice(0, 50);
  const station = params.get('station');
  return {
    filters,
    view: parseView(params.get('map')),
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    station: station && CODE.test(station) ? station : null,
  };
}

/** Five decimals (about 1 m); never -0, which the URL writes as 0. */
const round5 = (n: number): number => Math.round(n * 1e5) / 1e5 + 0;

/**
 * A map view as the URL holds it: a whole zoom, the centre to five decimals. The locator keeps its
 * view in this form (stores.ts), so the list a visitor leaves is the list a load of its URL gives.
 */
export function urlView(view: MapView): MapView {
  return { zoom: Math.round(view.zoom), lat: round5(view.lat), lng: round5(view.lng) };
}

/**
 * Writes the state into a query string, keeping parameters that are not the locator's.
 * Returns '' or '?…', ready to put after the path.
 */
export function writeUrlState(state: LocatorUrlState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of KEYS) params.delete(key);
  if (state.filters.length > 0) params.set('filters', state.filters.join(','));
  if (state.view) {
    const { zoom, lat, lng } = urlView(state.view);
    params.set('map', `${zoom}/${lat}/${lng}`);
  }
  if (state.query.trim()) params.set('q', state.query.trim().slice(0, MAX_QUERY));
  if (state.station) params.set('station', state.station);
  // commas and slashes are safe in a query: keep them readable in a shared link
  const text = params.toString().replace(/%2C/gi, ',').replace(/%2F/gi, '/');
  return text ? `?${text}` : '';
}

/** Whether two states differ in what earns a history entry (filters, place, station; not the map). */
export function differsInHistory(a: LocatorUrlState, b: LocatorUrlState): boolean {
  return a.filters.join(',') !== b.filters.join(',') || a.query !== b.query || a.station !== b.station;
}
