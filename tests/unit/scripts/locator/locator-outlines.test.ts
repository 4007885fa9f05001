import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { makeOutlines, OUTLINE_REGION } from '../../../../scripts/locator/outlines-make';

const root = new URL('../../../..', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as unknown;

describe('the offline base layer (country outlines)', () => {
  const committed = read('src/features/locator/outlines.json') as ReturnType<typeof makeOutlines>;

  it('is exactly what scripts/locator/outlines.ts makes from world-atlas', () => {
    expect(committed).toEqual(makeOutlines(read('node_modules/world-atlas/countries-50m.json') as Topology));
  });

  it('holds the three markets as land, closed rings inside the region, and the borders as lines', () => {
    const land = committed.features.filter((f) => f.geometry.type === 'MultiPolygon');
    // ISO 3166 numeric: Finland, Sweden, Norway
    expect(land.map((f) => f.properties?.['id'])).toEqual(expect.arrayContaining(['246', '752', '578']));
    const [west, south, east, north] = OUTLINE_REGION;
    for (const f of land) {
      if (f.geometry.type !== 'MultiPolygon') continue;
      for (const polygon of f.geometry.coordinates) {
        for (const ring of polygon) {
          expect(ring[0]).toEqual(ring[ring.length - 1]);
          for (const [x = 0, y = 0] of ring) expect(x >= west && x <= east && y >= south && y <= north).toBe(true);
        }
      }
    }
    const borders = committed.features.find((f) => f.properties?.['id'] === 'borders');
    expect(borders?.geometry.type).toBe('MultiLineString');
  });
});
