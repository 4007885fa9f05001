import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { differsInHistory, EMPTY_URL_STATE, parseUrlState, urlView, writeUrlState, type LocatorUrlState } from '../../../../src/features/locator/url-state';

const code = fc.stringMatching(/^[a-z0-9]{1,20}$/);
const state: fc.Arbitrary<LocatorUrlState> = fc.record({
  filters: fc.uniqueArray(code, { maxLength: 6 }),
  view: fc.option(
    fc.record({
      zoom: fc.integer({ min: 0, max: 18 }),
      lat: fc.integer({ min: -85_00000, max: 85_00000 }).map((n) => n / 1e5),
      lng: fc.integer({ min: -180_00000, max: 180_00000 }).map((n) => n / 1e5),
    }),
    { nil: null },
  ),
  query: fc.string({ maxLength: 40 }).map((s) => s.trim()),
  station: fc.option(fc.stringMatching(/^[A-Z]{2}\d{5}$/), { nil: null }),
});

describe('locator URL state', () => {
  it('round-trips: what is written reads back the same', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseUrlState(writeUrlState(s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('a view reads back as urlView gives it, the form the locator keeps its view in', () => {
    const anyView = fc.record({
      zoom: fc.integer({ min: 0, max: 18 }),
      lat: fc.double({ min: -85, max: 85, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(anyView, (view) => {
        const kept = urlView(view);
        expect(parseUrlState(writeUrlState({ ...EMPTY_URL_STATE, view })).view).toEqual(kept);
        expect(urlView(kept)).toEqual(kept);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a readable, shareable query', () => {
    const search = writeUrlState({ filters: ['lunch', 'open24h'], view: { zoom: 12, lat: 60.169521, lng: 24.935451 }, query: 'Tampere', station: 'FI00012' });
    expect(search).toBe('?filters=lunch,open24h&map=12/60.16952/24.93545&q=Tampere&station=FI00012');
    expect(writeUrlState(EMPTY_URL_STATE)).toBe('');
  });

  it("keeps parameters that are not the locator's", () => {
    expect(writeUrlState({ ...EMPTY_URL_STATE, filters: ['lunch'] }, '?utm_source=news&filters=x')).toBe('?utm_source=news&filters=lunch');
  });

  it('drops what is malformed instead of failing', () => {
    expect(parseUrlState('?filters=lunch,<script>,,open24h&map=99/1/2&station=../../x&q=' + 'a'.repeat(300))).toEqual({
      filters: ['lunch', 'open24h'],
      view: null,
      query: 'a'.repeat(100),
      station: null,
    });
    expect(parseUrlState('?map=12/91/10').view).toBeNull();
    expect(parseUrlState('?map=12/60.1/24.9').view).toEqual({ zoom: 12, lat: 60.1, lng: 24.9 });
  });

  it('gives filters, place and station a history entry, the map only a replacement', () => {
    const base = { ...EMPTY_URL_STATE, view: { zoom: 5, lat: 60, lng: 24 } };
    expect(differsInHistory(base, { ...base, view: { zoom: 6, lat: 61, lng: 25 } })).toBe(false);
    expect(differsInHistory(base, { ...base, filters: ['lunch'] })).toBe(true);
    expect(differsInHistory(base, { ...base, query: 'Oslo' })).toBe(true);
    expect(differsInHistory(base, { ...base, station: 'NO00001' })).toBe(true);
  });
});
