/**
 * Loads the locator's station data file (one per locale, made at build and regeneration time) and
 * checks it lightly: an entry that is not a well-formed station is dropped, never trusted. A full
 * zod schema (src/cms/blocks/station-summary.ts) guards the server side; here it would weigh more than the data.
 */
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

/** Fetches a data file; throws with the URL and status when it cannot be had. */
export async function loadStations(url: string, signal?: AbortSignal): Promise<StationSummary[]> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`[locator] ${url}: HTTP ${res.status}`);
  return stationsOf(await res.json());
}
