/**
 * The station list's rules: which stations it shows (the filtered ones inside the map's view), in
 * which order (by distance when the visitor's position is known, else by town and name), and each
 * station's open-now status, computed on the station's own wall clock. Pure.
 */
import { openState, type OpenState } from '../../cms/opening-hours/open-now';
import { distanceKm, inBBox } from './geo';
import { daysOf } from './summary';
import type { BBox, LatLng, StationSummary } from './types';

export interface ListEntry {
  station: StationSummary;
  /** kilometres from the visitor, when their position is known */
  distanceKm: number | null;
}

export interface ListOptions {
  /** only stations inside this box; null shows every station */
  bbox: BBox | null;
  position: LatLng | null;
  compare: (a: string, b: string) => number;
}

/** The list's entries in order. */
export function listEntries(stations: readonly StationSummary[], options: ListOptions): ListEntry[] {
  const { bbox, position, compare } = options;
  const shown = bbox ? stations.filter((s) => inBBox(s, bbox)) : stations;
  const entries = shown.map((station) => ({ station, distanceKm: position ? distanceKm(position, station) : null }));
  if (position) return entries.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || compare(a.station.name, b.station.name));
  return entries.sort((a, b) => compare(a.station.city, b.station.city) || compare(a.station.name, b.station.name));
}

/** Whether a station is open at `now` and when that changes (a '24h' station is always open). */
export function stationOpenState(station: StationSummary, now: Date): OpenState {
  if (station.hours === '24h') return { open: true, allDay: true };
  try {
    return openState(daysOf(station.hours), now, station.tz);
  } catch {
    return { open: false };
  }
}

/** A distance for the list: metres under 1 km, one decimal under 10 km, whole kilometres beyond. */
export function formatDistance(km: number, locale: string): string {
  const number = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (km < 1) return `${number(Math.round((km * 1000) / 10) * 10, 0)} m`;
  return `${number(km, km < 10 ? 1 : 0)} km`;
}
