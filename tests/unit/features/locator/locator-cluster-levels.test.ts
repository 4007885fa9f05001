/**
 * The map preview's first-view markers from the data file (cluster-levels.ts) against the
 * clustering the worker runs (clusters.ts): for every view at the carried zooms, the same markers
 * with the same counts, stations and colours.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_ZOOMS, isClusterLevels, levelItems } from '../../../../src/features/locator/cluster-levels';
import { ClusterIndex, clusterLevels, type MapItem } from '../../../../src/features/locator/clusters';
import { viewBBox } from '../../../../src/features/locator/geo';
import type { LatLng } from '../../../../src/features/locator/types';

/** Stations in towns across the Nordics: a few dense towns and many scattered ones (seeded). */
function nordicPoints(count: number): LatLng[] {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const towns = Array.from({ length: 60 }, () => ({ lat: 55.5 + random() * 14, lng: 5.5 + random() * 25 }));
  return Array.from({ length: count }, (_, i) => {
    const town = towns[i % 7 === 0 ? 0 : Math.floor(random() * towns.length)]!;
    return { lat: town.lat + (random() - 0.5) * 0.4, lng: town.lng + (random() - 0.5) * 0.8 };
  });
}

const norm = (items: MapItem[]) =>
  items.map((i) => (i.kind === 'cluster' ? `c ${i.lat} ${i.lng} ${i.count} ${i.color}` : `s ${i.lat} ${i.lng} ${i.index}`)).sort();

describe('first-view markers from the data file', () => {
  const points = nordicPoints(1200);
  const index = new ClusterIndex(points);
  const levels = clusterLevels(points);

  it('carry the first zooms, each marker a plain number list', () => {
    expect(Object.keys(levels).map(Number)).toEqual([...FIRST_VIEW_ZOOMS]);
    expect(isClusterLevels(JSON.parse(JSON.stringify(levels)))).toBe(true);
    expect(isClusterLevels({ 4: [['x', 1, 2]] })).toBe(false);
  });

  it('give every view the markers the clustering worker gives it', () => {
    let views = 0;
    for (const zoom of FIRST_VIEW_ZOOMS) {
      for (const size of [
        { width: 680, height: 675 },
        { width: 1200, height: 700 },
        { width: 333, height: 500 },
      ]) {
        for (let i = 0; i < points.length; i += 97) {
          const bbox = viewBBox({ ...points[i]!, zoom }, size);
          expect(norm(levelItems(levels, bbox, zoom, points.length)!), `zoom ${zoom} at ${i}`).toEqual(norm(index.items(bbox, zoom)));
          views += 1;
        }
      }
    }
    expect(views).toBeGreaterThan(100);
  });

  it('know nothing of other zooms, or of stations the file does not hold', () => {
    const bbox = viewBBox({ lat: 62, lng: 20, zoom: 9 }, { width: 680, height: 675 });
    expect(levelItems(levels, bbox, 9, points.length)).toBeNull();
    const view = viewBBox({ lat: 62, lng: 20, zoom: 4 }, { width: 680, height: 675 });
    expect(levelItems({ 4: [[20, 62, 0, 5]] }, view, 4, 3)).toBeNull();
    expect(levelItems({ 4: [[20, 62, 0, 2]] }, view, 4, 3)).toEqual([{ kind: 'station', index: 2, lat: 62, lng: 20 }]);
  });
});
