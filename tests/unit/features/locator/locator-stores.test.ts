import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  $bbox,
  $filters,
  $geoStatus,
  $listed,
  $matching,
  $placeResult,
  $query,
  $selected,
  $stations,
  $view,
  clearFilters,
  initLocator,
  mapMoved,
  positionFound,
  resetLocator,
  searchPlace,
  setFilters,
  setMapSize,
  toggle,
} from '../../../../src/features/locator/stores';
import { applyUrlState } from '../../../../src/features/locator/url-sync';
import { parseUrlState, writeUrlState } from '../../../../src/features/locator/url-state';
import { stationFilters } from '../../../../scripts/backend/generate/station-filters';
import type { StationSummary } from '../../../../src/features/locator/types';

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
    setMapSize({ width: 400, height: 400 });
    // 400 px at zoom 9 is about 1.1° of longitude and 0.55° of latitude around the centre
    mapMoved({ lat: 60.2, lng: 24.8, zoom: 9 });
    expect($listed.get().map((e) => e.station.code)).toEqual(['2', '1']);
  });

  it("keep the list's area when the map reports the centre of the same pixels (up to half a pixel off)", () => {
    setMapSize({ width: 391, height: 517 });
    mapMoved({ lat: 60.2, lng: 24.8, zoom: 11 });
    const view = $view.get();
    // at zoom 11 a pixel is about 0.00069° of longitude: a quarter of one is the same pixels
    mapMoved({ lat: 60.2, lng: 24.80017, zoom: 11 });
    expect($view.get()).toBe(view);
    mapMoved({ lat: 60.2, lng: 24.8014, zoom: 11 });
    expect($view.get()).toEqual({ lat: 60.2, lng: 24.8014, zoom: 11 });
  });

  it('move the list and the map to a place searched for, and say what was found', () => {
    setMapSize({ width: 360, height: 500 });
    expect(searchPlace('tampere')).toBe(true);
    expect($placeResult.get()).toEqual({ query: 'tampere', place: 'Tampere' });
    // the list's area is the view the map will show, centred on the place, no closer than zoom 14
    const view = $view.get()!;
    expect(Math.abs(view.lat - 61.5) + Math.abs(view.lng - 23.76)).toBeLessThan(1e-3);
    expect(view.zoom).toBeLessThanOrEqual(14);
    expect(parseUrlState(writeUrlState({ filters: [], view, query: '', station: null })).view).toEqual(view);
    expect($bbox.get()![1]).toBeLessThan(61.5);
    expect($listed.get().map((e) => e.station.code)).toEqual(['3']);
    expect(searchPlace('atlantis')).toBe(false);
    expect($placeResult.get()).toEqual({ query: 'atlantis', place: null });
  });

  it('a place searched for before the map has a size is shown once it has one', () => {
    expect(searchPlace('tampere')).toBe(true);
    expect($view.get()).toBeNull();
    expect($listed.get()).toHaveLength(4);
    setMapSize({ width: 360, height: 500 });
    expect($listed.get().map((e) => e.station.code)).toEqual(['3']);
  });

  it('a URL without a view lists every station again, whatever the view was', () => {
    setMapSize({ width: 360, height: 500 });
    searchPlace('tampere');
    applyUrlState(parseUrlState('?q=tampere'));
    expect($view.get()).toBeNull();
    expect($listed.get()).toHaveLength(4);
  });

  it("sort by distance from the visitor and show them with the nearest stations ('near me')", () => {
    setMapSize({ width: 360, height: 500 });
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

describe('the list a visitor leaves is the list a load of its URL gives', () => {
  // what a visitor does, in any order: a search, 'near me', a move of the map, a filter, a size
  const action = fc.oneof(
    fc.constantFrom('helsinki', 'espoo', 'tampere', 'oulu', 'atlantis').map((q) => () => void searchPlace(q)),
    fc.record({ lat: fc.double({ min: 59, max: 66, noNaN: true }), lng: fc.double({ min: 22, max: 27, noNaN: true }) }).map((p) => () => positionFound(p)),
    fc
      .record({ lat: fc.double({ min: 59, max: 66, noNaN: true }), lng: fc.double({ min: 22, max: 27, noNaN: true }), zoom: fc.integer({ min: 3, max: 18 }) })
      .map((v) => () => mapMoved(v)),
    fc.constantFrom('lunch', 'open24h').map((code) => () => toggle(code)),
  );
  const size = fc.record({ width: fc.integer({ min: 280, max: 1400 }), height: fc.integer({ min: 320, max: 900 }) });

  it('for any sequence of actions: the URL names the list’s area, and a fresh page at that URL lists the same stations', () => {
    fc.assert(
      fc.property(size, fc.array(action, { maxLength: 6 }), (mapSize, actions) => {
        resetLocator();
        initLocator(stationFilters(), 'fi-FI');
        $stations.set(stations);
        setMapSize(mapSize);
        for (const act of actions) act();
        const listed = $listed.get().map((e) => e.station.code);
        const url = writeUrlState({ filters: $filters.get(), view: $view.get(), query: $query.get(), station: $selected.get() });
        // a narrowed list names its area in the URL
        if (listed.length < applyNothing()) expect(url).toMatch(/[?&]map=/);
        // a new page (Back after leaving, a reload, the link shared): the same size, the URL's state
        resetLocator();
        initLocator(stationFilters(), 'fi-FI');
        $stations.set(stations);
        setMapSize(mapSize);
        applyUrlState(parseUrlState(url));
        expect(
          $listed
            .get()
            .map((e) => e.station.code)
            .sort(),
        ).toEqual([...listed].sort());
      }),
      { numRuns: 200 },
    );
  });

  /** How many stations the filters alone let through. */
  function applyNothing(): number {
    return $matching.get().length;
  }
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
