import { describe, expect, it } from 'vitest';
import type { Station } from '../../../../src/cms/schemas';
import { stationSummarySchema } from '../../../../src/cms/blocks/station-summary';
import { compactHours, daysOf, stationSummary } from '../../../../src/features/locator/summary';
import { formatDistance, listEntries, stationOpenState } from '../../../../src/features/locator/list';
import type { StationSummary } from '../../../../src/features/locator/types';
import { stationsOf, isStationSummary } from '../../../../src/features/locator/data';

const shapeA: Station['openingHours'] = {
  shape: 'A',
  openingHours: [
    { date: '2026-03-28', openHours: [{ startTime: '06:00:00', endTime: '22:00:00' }] },
    { date: '2026-03-29', openHours: [{ startTime: '09:00:00', endTime: '18:00:00' }] },
    { date: '2026-03-31', openHours: [] },
    {
      date: '2026-04-01',
      openHours: [
        { startTime: '06:00:00', endTime: '11:00:00' },
        { startTime: '12:00:00', endTime: '23:59:59' },
      ],
    },
  ],
};
const shapeB: Station['openingHours'] = {
  shape: 'B',
  store24h: false,
  storeOpeningHours: [
    { date: '2026-03-28', hours: [{ opens: '06:00', closes: '22:00' }] },
    { date: '2026-03-29', hours: [{ opens: '09:00', closes: '18:00' }] },
  ],
};
const full = (n: number): Station['openingHours'] => ({
  shape: 'A',
  openingHours: Array.from({ length: n }, (_, i) => ({
    date: `2026-03-${String(20 + i).padStart(2, '0')}`,
    openHours: [{ startTime: '00:00:00', endTime: '24:00:00' }],
  })),
});

describe('compact hours in the data file', () => {
  it('writes both shapes the same way: first date, then each day, closed as empty, unlisted as -', () => {
    expect(compactHours(shapeA)).toBe('2026-03-28|06:00-22:00|09:00-18:00|-||06:00-11:00,12:00-24:00');
    expect(compactHours(shapeB)).toBe('2026-03-28|06:00-22:00|09:00-18:00');
  });

  it("applies spec 9's 24h rule (exactly 8 full days in shape A, the flag in shape B)", () => {
    expect(compactHours(full(8))).toBe('24h');
    expect(compactHours(full(7))).not.toBe('24h');
    expect(compactHours({ shape: 'B', store24h: true, storeOpeningHours: [] })).toBe('24h');
  });

  it('gives "" for malformed hours instead of failing the page', () => {
    expect(compactHours({ shape: 'A', openingHours: [{ date: 'x', openHours: [] }] })).toBe('');
    expect(compactHours({ shape: 'A', openingHours: [] })).toBe('');
  });

  it('reads back as normalized days', () => {
    expect(daysOf(compactHours(shapeA))).toEqual([
      { date: '2026-03-28', intervals: [{ start: '06:00:00', end: '22:00:00' }] },
      { date: '2026-03-29', intervals: [{ start: '09:00:00', end: '18:00:00' }] },
      { date: '2026-03-31', intervals: [] },
      {
        date: '2026-04-01',
        intervals: [
          { start: '06:00:00', end: '11:00:00' },
          { start: '12:00:00', end: '24:00:00' },
        ],
      },
    ]);
    expect(daysOf('24h')).toEqual([]);
    expect(daysOf('nonsense|06:00-22:00')).toEqual([]);
  });
});

const station = (over: Partial<StationSummary>): StationSummary => ({
  code: 'FI00001',
  name: 'NE Helsinki',
  href: '/asemat/helsinki',
  street: 'Tie 1',
  city: 'Helsinki',
  lat: 60.17,
  lng: 24.94,
  filters: [],
  tz: 'Europe/Helsinki',
  hours: '2026-03-28|06:00-22:00|09:00-18:00|06:00-22:00',
  ...over,
});

describe('a station summary', () => {
  it('keeps what the locator needs, validated by its schema', () => {
    const summary = stationSummary(
      {
        id: 's',
        code: 'FI00001',
        name: 'NE Helsinki',
        market: 'FI',
        timeZone: 'Europe/Helsinki',
        address: { street: 'Tie 1', postalCode: '00100', city: 'Helsinki', country: 'Suomi' },
        coordinates: { lat: 60.1234567, lng: 24.7654321 },
        phone: '',
        email: '',
        fuels: [],
        services: [],
        filters: ['lunch', 'lunch', 'sauna'],
        openingHours: shapeB,
        kitchenHours: null,
        lunch: [],
        foodMenu: [],
        image: null,
      },
      '/asemat/helsinki',
    );
    expect(summary).toEqual(station({ lat: 60.12346, lng: 24.76543, filters: ['lunch', 'sauna'], hours: '2026-03-28|06:00-22:00|09:00-18:00' }));
    expect(stationSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('is refused with an off-site link, in the schema and in the browser check', () => {
    for (const href of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      expect(stationSummarySchema.safeParse(station({ href })).success).toBe(false);
      expect(isStationSummary(station({ href }))).toBe(false);
    }
    expect(stationsOf({ stations: [station({}), { code: 1 }, null] })).toHaveLength(1);
    expect(stationsOf('nope')).toEqual([]);
  });
});

describe('the list: open now on the station clock (fixed clocks)', () => {
  it('is open during the hours with the closing time, closed after with the next opening', () => {
    // 2026-03-28 12:00 in Helsinki (UTC+2)
    expect(stationOpenState(station({}), new Date('2026-03-28T10:00:00Z'))).toMatchObject({ open: true, closesAt: '22:00', closesDay: 'today' });
    // 23:30 in Helsinki: opens tomorrow 09:00
    expect(stationOpenState(station({}), new Date('2026-03-28T21:30:00Z'))).toMatchObject({ open: false, opensAt: '09:00', opensDay: 'tomorrow' });
  });

  it('crosses the spring-forward night by the wall clock', () => {
    // 2026-03-29 08:30 EEST (UTC+3) = 05:30Z: not open yet; 09:30 local = 06:30Z: open
    expect(stationOpenState(station({}), new Date('2026-03-29T05:30:00Z'))).toMatchObject({ open: false, opensAt: '09:00', opensDay: 'today' });
    expect(stationOpenState(station({}), new Date('2026-03-29T06:30:00Z'))).toMatchObject({ open: true, closesAt: '18:00' });
  });

  it('uses the station zone, not the host zone: 00:30 in Stockholm is still the 28th in UTC', () => {
    const se = station({ tz: 'Europe/Stockholm', hours: '2026-03-28|06:00-22:00|00:00-24:00' });
    expect(stationOpenState(se, new Date('2026-03-28T23:30:00Z'))).toMatchObject({ open: true, allDay: true });
  });

  it('is open all the time for a 24h station, and closed when no hours are known', () => {
    expect(stationOpenState(station({ hours: '24h' }), new Date())).toEqual({ open: true, allDay: true });
    expect(stationOpenState(station({ hours: '' }), new Date())).toEqual({ open: false });
  });

  it('narrows to the map view and sorts by town and name, or by distance', () => {
    const list = [
      station({ code: 'b', name: 'B', city: 'Espoo', lat: 60.2, lng: 24.6 }),
      station({ code: 'a', name: 'A', city: 'Vantaa', lat: 60.3, lng: 25.0 }),
      station({ code: 'c', name: 'C', city: 'Oulu', lat: 65, lng: 25.5 }),
    ];
    const compare = new Intl.Collator('fi').compare;
    expect(listEntries(list, { bbox: null, position: null, compare }).map((e) => e.station.code)).toEqual(['b', 'c', 'a']);
    expect(listEntries(list, { bbox: [24, 60, 26, 61], position: null, compare }).map((e) => e.station.code)).toEqual(['b', 'a']);
    const near = listEntries(list, { bbox: null, position: { lat: 60.31, lng: 25.01 }, compare });
    expect(near.map((e) => e.station.code)).toEqual(['a', 'b', 'c']);
    expect(near[0]?.distanceKm).toBeLessThan(2);
  });

  it('formats distances', () => {
    expect(formatDistance(0.234, 'en')).toBe('230 m');
    expect(formatDistance(3.26, 'fi-FI')).toBe('3,3 km');
    expect(formatDistance(123.4, 'en')).toBe('123 km');
  });
});
