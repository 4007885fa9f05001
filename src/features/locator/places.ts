/**
 * Search by place name over the stations' own towns, streets and names: no geocoding service, so it
 * works offline and never sends what a visitor types anywhere. Case and accents do not matter
 * ('jyvaskyla' finds Jyväskylä, 'tromso' Tromsø). Pure.
 */
import type { StationSummary } from './types';

const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ł: 'l' };

/** Lower case without accents, for matching. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæßđł]/g, (c) => FOLD[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface PlaceMatch {
  /** the town's name as the data spells it, or the query when stations matched by name or street */
  place: string;
  stations: StationSummary[];
}

/**
 * The stations of the place a query names: a town that is the query, else towns starting with it,
 * else stations whose name or street contains it. null when nothing matches.
 */
export function findPlace(query: string, stations: readonly StationSummary[]): PlaceMatch | null {
  const q = foldText(query);
  if (q.length === 0) return null;
  const byTown = new Map<string, { place: string; stations: StationSummary[] }>();
  for (const s of stations) {
    const key = foldText(s.city);
    const entry = byTown.get(key) ?? { place: s.city, stations: [] };
    entry.stations.push(s);
    byTown.set(key, entry);
  }
  const exact = byTown.get(q);
  if (exact) return exact;
  const starting = [...byTown.entries()].filter(([key]) => key.startsWith(q));
  if (starting.length > 0) {
    // the biggest town first: "tam" means Tampere before Tammela
    starting.sort((a, b) => b[1].stations.length - a[1].stations.length || a[0].localeCompare(b[0]));
    const best = starting[0];
    if (best) return best[1];
  }
  const named = stations.filter((s) => foldText(s.name).includes(q) || foldText(s.street).includes(q));
  return named.length > 0 ? { place: query.trim(), stations: named } : null;
}

/** Town names for the search box's suggestions, each once, sorted for the locale. */
export function placeNames(stations: readonly StationSummary[], locale: string): string[] {
  if (stations.length === 0) return [];
  const names = new Set(stations.map((s) => s.city));
  return [...names].sort(new Intl.Collator(locale).compare);
}
