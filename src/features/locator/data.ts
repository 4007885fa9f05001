/**
 * Loads the locator's station data file (one per locale, made at build and regeneration time) and
 * checks it lightly: an entry that is not a well-formed station is dropped, never trusted. A full
 * zod schema (src/cms/blocks/station-summary.ts) guards the server side; here it would weigh more than the data.
 */
import { isClusterLevels, type ClusterLevels } from './cluster-levels';
import type { StationSummary } from './types';

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whether a value is a usable station summary (links must stay on the site). */
export function isStationSummary(v: unknown): v is StationSummary {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    isString(s['code']) &&
    isString(s['name']) &&
    isString(s['href']) &&
    /^\/(?![/\\])/.test(s['href']) &&
    isString(s['street']) &&
    isString(s['city']) &&
    isNumber(s['lat']) &&
    isNumber(s['lng']) &&
    Math.abs(s['lat']) <= 90 &&
    Math.abs(s['lng']) <= 180 &&
    Array.isArray(s['filters']) &&
    s['filters'].every(isString) &&
    isString(s['tz']) &&
    isString(s['hours'])
  );
}

/** The stations of a parsed data file; anything malformed is left out. */
export function stationsOf(file: unknown): StationSummary[] {
  const list = typeof file === 'object' && file !== null ? (file as { stations?: unknown }).stations : undefined;
  return Array.isArray(list) ? list.filter(isStationSummary) : [];
}

/**
 * The first view's markers of a parsed data file (cluster-levels.ts), or null: also when a station
 * was left out, as the markers name stations by their place in the file.
 */
export function levelsOf(file: unknown, stations: readonly StationSummary[]): ClusterLevels | null {
  if (typeof file !== 'object' || file === null) return null;
  const { clusters, stations: all } = file as { clusters?: unknown; stations?: unknown };
  return isClusterLevels(clusters) && Array.isArray(all) && all.length === stations.length ? clusters : null;
}

/** Fetches a data file; throws with the URL and status when it cannot be had. */
export async function loadStations(url: string, signal?: AbortSignal): Promise<{ stations: StationSummary[]; levels: ClusterLevels | null }> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`[locator] ${url}: HTTP ${res.status}`);
  const file: unknown = await res.json();
  const stations = stationsOf(file);
  return { stations, levels: levelsOf(file, stations) };
}
