import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyFilters,
  canonicalSelection,
  effectiveCodes,
  filterGroups,
  filterPredicate,
  listBadges,
  quickFilters,
  toggleFilter,
} from '../../../../src/features/locator/filters';
import type { FilterDefinition } from '../../../../src/features/locator/types';
import { stationFilters } from '../../../../scripts/backend/generate/station-filters';

/** The definitions the demo content's locator block carries (spec 3's table). */
const defs: FilterDefinition[] = stationFilters();

const station = (code: string, filters: string[]) => ({ code, filters });
const stations = [
  station('restaurant', ['helmisimpukkarestaurant', 'lunch', 'open24h']),
  station('cafe', ['helmisimpukka', 'breakfastbuffet']),
  station('truck', ['truckfuelingpoint', 'shower', 'sauna', 'lunch', 'drivers']),
  station('showerOnly', ['truckfuelingpoint', 'shower']),
  station('wash24', ['perfectcarwash24hours', 'perfectcarwash']),
  station('washOnly24', ['perfectcarwash24hours']),
  station('plain', []),
];
const codes = (selected: string[]) => applyFilters(stations, selected, defs).map((s) => s.code);

describe('filter semantics (spec 3, additive as we read it)', () => {
  it('shows every station when nothing is selected', () => {
    expect(codes([])).toHaveLength(stations.length);
  });

  it('treats non-additive codes of one group as alternatives (OR)', () => {
    expect(codes(['helmisimpukkarestaurant', 'helmisimpukka'])).toEqual(['restaurant', 'cafe']);
    expect(codes(['lunch', 'breakfastbuffet'])).toEqual(['restaurant', 'cafe', 'truck']);
  });

  it('requires every additive code (AND): more of them narrow the list', () => {
    expect(codes(['shower'])).toEqual(['truck', 'showerOnly']);
    expect(codes(['shower', 'sauna'])).toEqual(['truck']);
  });

  it('combines groups with AND', () => {
    expect(codes(['lunch'])).toEqual(['restaurant', 'truck']);
    expect(codes(['lunch', 'shower'])).toEqual(['truck']);
    expect(codes(['helmisimpukka', 'lunch'])).toEqual([]);
  });

  it('counts perfectcarwash24hours as a Perfect car wash too', () => {
    expect(effectiveCodes(['perfectcarwash24hours']).has('perfectcarwash')).toBe(true);
    expect(codes(['perfectcarwash'])).toEqual(['wash24', 'washOnly24']);
  });

  it('ignores codes the definitions do not know', () => {
    expect(codes(['nosuchfilter'])).toHaveLength(stations.length);
    expect(canonicalSelection(['x', 'lunch', 'open24h', 'lunch'], defs)).toEqual(['open24h', 'lunch']);
  });

  it('narrows monotonically: adding an additive code never adds stations', () => {
    const additive = defs.filter((d) => d.additive).map((d) => d.code);
    const all = defs.map((d) => d.code);
    fc.assert(
      fc.property(fc.subarray(all), fc.constantFrom(...additive), fc.array(fc.subarray(all), { maxLength: 30 }), (selected, extra, pool) => {
        const list = pool.map((f, i) => station(String(i), f));
        const before = new Set(applyFilters(list, selected, defs).map((s) => s.code));
        const after = applyFilters(list, [...selected, extra], defs).map((s) => s.code);
        expect(after.filter((c) => !before.has(c))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('compiles one predicate per selection', () => {
    const matches = filterPredicate(['sauna', 'shower'], defs);
    expect(matches(['sauna', 'shower'])).toBe(true);
    expect(matches(['sauna'])).toBe(false);
  });
});

describe('filter helpers', () => {
  it('toggles a code in and out, keeping definition order', () => {
    expect(toggleFilter(['lunch'], 'open24h', defs)).toEqual(['open24h', 'lunch']);
    expect(toggleFilter(['open24h', 'lunch'], 'open24h', defs)).toEqual(['lunch']);
  });

  it("lists spec 3's quick filters and groups", () => {
    expect(quickFilters(defs).map((d) => d.code)).toEqual(['helmisimpukkarestaurant', 'helmisimpukka', 'open24h', 'lunch']);
    expect(filterGroups(defs).map((g) => g.group)).toEqual(['stationTypes', 'food', 'services', 'fuels', 'otherServices']);
  });

  it('shows only the filters marked for the station list', () => {
    expect(listBadges(['helmisimpukkarestaurant', 'lunch', 'open24h'], defs).map((d) => d.code)).toEqual(['helmisimpukkarestaurant']);
    expect(listBadges(['helmisimpukka'], defs).map((d) => d.code)).toEqual(['helmisimpukka']);
    expect(listBadges(['lunch'], defs)).toEqual([]);
  });
});
