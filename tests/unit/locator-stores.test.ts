import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $bbox,
  $filters,
  $fitRequest,
  $geoStatus,
  $listed,
  $matching,
  $placeResult,
  $stations,
  clearFilters,
  initLocator,
  mapMoved,
  positionFound,
  resetLocator,
  searchPlace,
  setFilters,
  toggle,
} from '../../src/features/locator/stores';
import { stationFilters } from '../../scripts/backend/generate/station-filters';
import type { StationSummary } from '../../src/features/locator/types';

const s = (code: string, city: string, lat: number, lng: number, filters: string[] = []): StationSummary => ({
  code,
  name: `NE ${city} ${code}`,
  href: `/asemat/${code}`,
  street: 'Tie 1',
  city,
  lat,
  lng,
  filters,
  tz: 'Europe/Helsinki',
  hours: '24h',
});

const stations = [
  s('1', 'Helsinki', 60.17, 24.94, ['lunch']),
  s('2', 'Espoo', 60.2, 24.65, ['open24h']),
  s('3', 'Tampere', 61.5, 23.76, ['lunch', 'open24h']),
  s('4', 'Oulu', 65.01, 25.47),
];

beforeEach(() => {
  resetLocator();
  initLocator(stationFilters(), 'fi-FI');
  $stations.set(stations);
});
afterEach(() => resetLocator());

describe('locator stores', () => {
  it('filter the stations and keep the selection in definition order', () => {
    toggle('lunch');
    expect($matching.get().map((x) => x.code)).toEqual(['1', '3']);
    toggle('open24h');
    expect($filters.get()).toEqual(['open24h', 'lunch']);
    expect($matching.get().map((x) => x.code)).toEqual(['3']);
    setFilters(['nonsense', 'open24h']);
    expect($filters.get()).toEqual(['open24h']);
    clearFilters();
    expect($matching.get()).toHaveLength(4);
  });

  it('narrow the list to what the map shows', () => {
    mapMoved({ lat: 60.2, lng: 24.8, zoom: 9 }, [24.5, 60, 25.1, 60.4]);
    expect($listed.get().map((e) => e.station.code)).toEqual(['2', '1']);
  });

  it('move the list and the map to a place searched for, and say what was found', () => {
    expect(searchPlace('tampere')).toBe(true);
    expect($placeResult.get()).toEqual({ query: 'tampere', place: 'Tampere' });
    expect($fitRequest.get()?.bbox[1]).toBeLessThan(61.5);
    expect($listed.get().map((e) => e.station.code)).toEqual(['3']);
    expect(searchPlace('atlantis')).toBe(false);
    expect($placeResult.get()).toEqual({ query: 'atlantis', place: null });
  });

  it("sort by distance from the visitor and show them with the nearest stations ('near me')", () => {
    searchPlace('oulu');
    positionFound({ lat: 60.18, lng: 24.9 });
    expect($geoStatus.get()).toBe('found');
    expect($placeResult.get()).toBeNull();
    const box = $bbox.get();
    expect(box).not.toBeNull();
    expect($listed.get()[0]?.station.code).toBe('1');
    expect($listed.get().map((e) => e.distanceKm)).toEqual([...$listed.get().map((e) => e.distanceKm)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });
});

describe('reuse between filter changes', () => {
  it('gives the same result array for a selection seen before', () => {
    toggle('lunch');
    const first = $matching.get();
    toggle('lunch');
    toggle('lunch');
    expect($matching.get()).toBe(first);
    $stations.set([...stations]);
    expect($matching.get()).not.toBe(first);
  });
});
