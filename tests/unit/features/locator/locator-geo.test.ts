import { describe, expect, it } from 'vitest';
import { bboxOf, distanceKm, fitBBox, inBBox, latToY, lngToX, padBBox, viewBBox, xToLng, yToLat } from '../../../../src/features/locator/geo';
import { findPlace, foldText, placeNames } from '../../../../src/features/locator/places';
import type { StationSummary } from '../../../../src/features/locator/types';

describe('geometry', () => {
  it('measures great-circle distances', () => {
    // Helsinki–Stockholm is about 396 km
    expect(distanceKm({ lat: 60.1699, lng: 24.9384 }, { lat: 59.3293, lng: 18.0686 })).toBeCloseTo(396, -1);
    expect(distanceKm({ lat: 60, lng: 24 }, { lat: 60, lng: 24 })).toBe(0);
  });

  it('projects to Web Mercator and back', () => {
    for (const zoom of [0, 5, 12, 18]) {
      expect(xToLng(lngToX(24.9384, zoom), zoom)).toBeCloseTo(24.9384, 9);
      expect(yToLat(latToY(60.1699, zoom), zoom)).toBeCloseTo(60.1699, 9);
    }
    expect(lngToX(0, 0)).toBe(128);
  });

  it('turns a centre, zoom and viewport size into the box it shows, padded by pixels', () => {
    const view = { lat: 60, lng: 24, zoom: 10 };
    const box = viewBBox(view, { width: 512, height: 256 });
    expect(lngToX(box[2], 10) - lngToX(box[0], 10)).toBeCloseTo(512, 6);
    expect(latToY(box[1], 10) - latToY(box[3], 10)).toBeCloseTo(256, 6);
    const padded = padBBox(box, 10, 60);
    expect(lngToX(padded[2], 10) - lngToX(padded[0], 10)).toBeCloseTo(632, 6);
    expect(viewBBox(view, { width: 512, height: 256 }, 60)).toEqual(padded.map((n) => expect.closeTo(n, 9)));
  });

  it('fits a box into a viewport at the largest whole zoom', () => {
    const box = bboxOf([
      { lat: 60.1, lng: 24.8 },
      { lat: 60.3, lng: 25.1 },
    ])!;
    const view = fitBBox(box, { width: 800, height: 600 }, 18);
    const shown = viewBBox(view, { width: 800, height: 600 });
    expect(inBBox({ lat: 60.1, lng: 24.8 }, shown) && inBBox({ lat: 60.3, lng: 25.1 }, shown)).toBe(true);
    expect(view.zoom).toBe(10);
    expect(bboxOf([])).toBeNull();
  });
});

const s = (city: string, name: string, street = 'Tie 1'): StationSummary => ({
  code: name,
  name,
  href: '/x',
  street,
  city,
  lat: 60,
  lng: 24,
  filters: [],
  tz: 'Europe/Helsinki',
  hours: '24h',
});

describe('search by place name', () => {
  const stations = [
    s('Tampere', 'NE Tampere 1'),
    s('Tampere', 'NE Tampere 2'),
    s('Tammela', 'NE Tammela'),
    s('Jyväskylä', 'NE Jyväskylä'),
    s('Tromsø', 'NE Tromsø', 'Storgata 3'),
  ];

  it('ignores case and accents', () => {
    expect(foldText('  JYVÄSKYLÄ ')).toBe('jyvaskyla');
    expect(foldText('Tromsø')).toBe('tromso');
    expect(findPlace('jyvaskyla', stations)?.place).toBe('Jyväskylä');
    expect(findPlace('TROMSO', stations)?.stations).toHaveLength(1);
  });

  it('prefers an exact town, then the biggest town starting with the query, then names and streets', () => {
    expect(findPlace('tammela', stations)?.place).toBe('Tammela');
    expect(findPlace('tam', stations)).toMatchObject({ place: 'Tampere' });
    expect(findPlace('tam', stations)?.stations).toHaveLength(2);
    expect(findPlace('storgata', stations)?.stations.map((x) => x.name)).toEqual(['NE Tromsø']);
    expect(findPlace('nowhere', stations)).toBeNull();
    expect(findPlace('  ', stations)).toBeNull();
  });

  it('suggests each town once, sorted for the locale', () => {
    expect(placeNames(stations, 'fi-FI')).toEqual(['Jyväskylä', 'Tammela', 'Tampere', 'Tromsø']);
  });
});
