import { describe, expect, it } from 'vitest';
import { insideMap, markerToFocus } from '../../../../src/features/locator/focus-target';

describe('markerToFocus', () => {
  const markers = [
    { lat: 60.17, lng: 24.94 }, // a cluster in Helsinki
    { lat: 61.5, lng: 23.76, code: 'ST-2' },
    { lat: 60.2, lng: 24.9, code: 'ST-3' },
  ];

  it('finds the station by its code wherever it is', () => {
    expect(markerToFocus(markers, { lat: 0, lng: 0, code: 'ST-2' })).toBe(1);
  });

  it('falls back to the nearest marker when the station is not its own marker', () => {
    expect(markerToFocus(markers, { lat: 60.19, lng: 24.91, code: 'ST-9' })).toBe(2);
  });

  it('finds what replaced a zoomed cluster: the marker nearest its place', () => {
    expect(markerToFocus(markers, { lat: 60.171, lng: 24.945 })).toBe(0);
  });

  it('weighs longitude by latitude (a degree east is shorter in the north)', () => {
    const two = [
      { lat: 70.4, lng: 25 },
      { lat: 70, lng: 26 },
    ];
    // 0.4° north ≈ 44 km, 1° east at 70° N ≈ 38 km
    expect(markerToFocus(two, { lat: 70, lng: 25 })).toBe(1);
  });

  it('gives -1 when there is nothing to focus', () => {
    expect(markerToFocus([], { lat: 60, lng: 25 })).toBe(-1);
  });
});

describe('insideMap', () => {
  it('keeps markers inside the map and drops those in the padding around it', () => {
    expect(insideMap(10, 10, 300, 400)).toBe(true);
    expect(insideMap(300, 400, 300, 400)).toBe(true);
    expect(insideMap(-46, 100, 300, 400)).toBe(false);
    expect(insideMap(100, 401, 300, 400)).toBe(false);
  });
});
