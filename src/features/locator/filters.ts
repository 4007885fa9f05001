/**
 * Station filter rules (spec 3, "Station filter definition"). Pure.
 *
 * How we read `additive` (spec 3 names the flag, not its meaning):
 * - A selected filter whose definition is additive adds a requirement: the station must have it.
 *   Picking more additive filters narrows the list (a shower AND a sauna).
 * - Selected filters that are not additive are alternatives within their group: the station must
 *   have at least one of them (a restaurant OR a café station; lunch OR breakfast).
 * - Groups, and additive requirements, combine with AND.
 * - Nothing selected: every station matches.
 * The demo content marks stationTypes and food non-additive and the other groups additive.
 *
 * Spec 3 lists perfectcarwash "with perfectcarwash24hours": a 24-hour Perfect car wash is a
 * Perfect car wash, so a station with perfectcarwash24hours also matches perfectcarwash.
 */
import type { FilterDefinition } from './types';

/** Codes a station's code implies (spec 3's "perfectcarwash (with perfectcarwash24hours)"). */
const IMPLIES: Readonly<Record<string, readonly string[]>> = { perfectcarwash24hours: ['perfectcarwash'] };

/** The codes a station counts as having: its own plus what they imply. */
export function effectiveCodes(codes: readonly string[]): Set<string> {
  const out = new Set(codes);
  for (const code of codes) for (const implied of IMPLIES[code] ?? []) out.add(implied);
  return out;
}

/** The selection in definition order, each known code once; unknown codes are dropped. */
export function canonicalSelection(selected: readonly string[], definitions: readonly FilterDefinition[]): string[] {
  const wanted = new Set(selected);
  return definitions
    .filter((d) => wanted.has(d.code))
    .map((d) => d.code)
    .filter((c, i, all) => all.indexOf(c) === i);
}

/** Adds a code to the selection, or removes it when present (definition order kept). */
export function toggleFilter(selected: readonly string[], code: string, definitions: readonly FilterDefinition[]): string[] {
  const next = selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
  return canonicalSelection(next, definitions);
}

/**
 * A predicate over stations' filter codes for a selection, compiled once per selection so that
 * filtering thousands of stations costs a few set lookups each.
 */
export function filterPredicate(selected: readonly string[], definitions: readonly FilterDefinition[]): (stationCodes: readonly string[]) => boolean {
  const byCode = new Map(definitions.map((d) => [d.code, d]));
  const required: string[] = [];
  const alternatives = new Map<string, string[]>();
  for (const code of new Set(selected)) {
    const def = byCode.get(code);
    if (!def) continue;
    if (def.additive) required.push(code);
    else alternatives.set(def.group, [...(alternatives.get(def.group) ?? []), code]);
  }
  const groups = [...alternatives.values()];
  if (required.length === 0 && groups.length === 0) return () => true;
  return (stationCodes) => {
    const has = effectiveCodes(stationCodes);
    return required.every((c) => has.has(c)) && groups.every((codes) => codes.some((c) => has.has(c)));
  };
}

/** The stations matching a selection. */
export function applyFilters<T extends { filters: readonly string[] }>(
  stations: readonly T[],
  selected: readonly string[],
  definitions: readonly FilterDefinition[],
): T[] {
  const matches = filterPredicate(selected, definitions);
  return stations.filter((s) => matches(s.filters));
}

/** The quick-filter definitions (spec 3: helmisimpukkarestaurant, helmisimpukka, open24h, lunch). */
export function quickFilters(definitions: readonly FilterDefinition[]): FilterDefinition[] {
  return definitions.filter((d) => d.quickFilter);
}

/** Definitions by group, groups in the order they first appear. */
export function filterGroups(definitions: readonly FilterDefinition[]): { group: string; filters: FilterDefinition[] }[] {
  const groups = new Map<string, FilterDefinition[]>();
  for (const def of definitions) groups.set(def.group, [...(groups.get(def.group) ?? []), def]);
  return [...groups].map(([group, filters]) => ({ group, filters }));
}

/** The filters a station shows on the station list (spec 3: displayOnStationList), in definition order. */
export function listBadges(stationCodes: readonly string[], definitions: readonly FilterDefinition[]): FilterDefinition[] {
  const has = effectiveCodes(stationCodes);
  return definitions.filter((d) => d.displayOnStationList && has.has(d.code));
}
