import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, ClusterIndex, clusterColor, meanClusterSize } from '../../../../src/features/locator/clusters';
import { clusterPressZoom } from '../../../../src/features/locator/cluster-rules';
import { lngToX, viewBBox } from '../../../../src/features/locator/geo';
import type { LatLng } from '../../../../src/features/locator/types';

/** n points in a grid of `step` degrees around a corner. */
function grid(n: number, corner: LatLng, step: number): LatLng[] {
  const side = Math.ceil(Math.sqrt(n));
  return Array.from({ length: n }, (_, i) => ({ lat: corner.lat + Math.floor(i / side) * step, lng: corner.lng + (i % side) * step }));
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('a press on a cluster', () => {
  it('zooms to where the cluster falls apart', () => {
    expect(clusterPressZoom(9, 6, 18)).toBe(9);
  });

  it('zooms one step in when the cluster was drawn for an earlier zoom and falls apart at the current one', () => {
    expect(clusterPressZoom(7, 7, 18)).toBe(8);
    expect(clusterPressZoom(5, 7, 18)).toBe(8);
  });

  it("never goes past the map's max zoom", () => {
    expect(clusterPressZoom(19, 10, 18)).toBe(18);
    expect(clusterPressZoom(17, 18, 18)).toBe(18);
  });
});

describe('cluster colour (spec 9)', () => {
  it('is red when the count exceeds the larger of 10 and the mean cluster size, else blue', () => {
    expect(clusterColor(11, 4)).toBe('red');
    expect(clusterColor(10, 4)).toBe('blue');
    expect(clusterColor(30, 25)).toBe('red');
    expect(clusterColor(25, 25)).toBe('blue');
    expect(clusterColor(20, 25)).toBe('blue');
  });

  it('takes the mean over the clusters shown', () => {
    expect(meanClusterSize([2, 4, 30])).toBe(12);
    expect(meanClusterSize([])).toBe(0);
  });

  it('colours what the index returns by that rule', () => {
    // one dense town of 40 and three small ones of 3
    const points = [
      ...grid(40, { lat: 60, lng: 24 }, 0.001),
      ...grid(3, { lat: 61, lng: 25 }, 0.001),
      ...grid(3, { lat: 62, lng: 26 }, 0.001),
      ...grid(3, { lat: 63, lng: 27 }, 0.001),
    ];
    const items = new ClusterIndex(points).items(WORLD, 6);
    const clusters = items.filter((i) => i.kind === 'cluster');
    expect(clusters.map((c) => (c.kind === 'cluster' ? [c.count, c.color] : null)).sort()).toEqual(
      [
        [3, 'blue'],
        [3, 'blue'],
        [3, 'blue'],
        [40, 'red'],
      ].sort(),
    );
  });
});

describe('clustering (spec 9: radius 60, max zoom 16)', () => {
  it('clusters points closer than 60 px and keeps farther ones apart', () => {
    const z = 10;
    // two points 50 px apart at zoom 10, and one 200 px away
    const a = { lat: 60, lng: 24 };
    const pxPerDeg = lngToX(1, z) - lngToX(0, z);
    const b = { lat: 60, lng: 24 + 50 / pxPerDeg };
    const c = { lat: 60, lng: 24 + 200 / pxPerDeg };
    const items = new ClusterIndex([a, b, c]).items(WORLD, z);
    expect(items.filter((i) => i.kind === 'cluster').map((i) => (i.kind === 'cluster' ? i.count : 0))).toEqual([2]);
    expect(items.filter((i) => i.kind === 'station')).toHaveLength(1);
  });

  it('shows every station alone above zoom 16, however close', () => {
    const points = grid(20, { lat: 60, lng: 24 }, 0.00001);
    expect(new ClusterIndex(points).items(WORLD, CLUSTER_MAX_ZOOM).some((i) => i.kind === 'cluster')).toBe(true);
    const above = new ClusterIndex(points).items(WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(above.every((i) => i.kind === 'station')).toBe(true);
    expect(above).toHaveLength(20);
  });

  it('includes markers up to 60 px outside the view (viewport padding)', () => {
    const z = 12;
    const view = { lat: 60, lng: 24, zoom: z };
    const box = viewBBox(view, { width: 400, height: 300 });
    // a point 40 px east of the right edge, and one 160 px east (too far apart to cluster)
    const east = (px: number) => ({ lat: 60, lng: box[2] + px / (lngToX(1, z) - lngToX(0, z)) });
    const index = new ClusterIndex([east(40), east(160)]);
    expect(index.items(box, z)).toHaveLength(1);
    expect(index.items(box, z, 0)).toHaveLength(0);
  });

  it('knows the zoom a cluster falls apart at, and the zoom that shows a station alone', () => {
    const a = { lat: 60, lng: 24 };
    const b = { lat: 60, lng: 24.01 };
    const index = new ClusterIndex([a, b]);
    const cluster = index.items(WORLD, 8).find((i) => i.kind === 'cluster');
    expect(cluster?.kind).toBe('cluster');
    const expansion = cluster?.kind === 'cluster' ? index.expansionZoom(cluster.id) : -1;
    expect(expansion).toBeGreaterThan(8);
    expect(index.items(WORLD, expansion).every((i) => i.kind === 'station')).toBe(true);
    expect(index.zoomToShow(0, a, 5)).toBe(expansion);
    expect(index.zoomToShow(0, a, 15)).toBe(15);
  });

  it('keeps the markers of 50k stations at any zoom bounded by the viewport', () => {
    // 50k points spread over the Nordics; a 1280x800 view anywhere shows at most 300 markers (design target)
    const points = Array.from({ length: 50_000 }, (_, i) => ({ lat: 55 + ((i * 7919) % 15000) / 1000, lng: 5 + ((i * 104729) % 25000) / 1000 }));
    const index = new ClusterIndex(points);
    let most = 0;
    for (let zoom = 3; zoom <= 18; zoom++) {
      for (const center of [
        { lat: 60.2, lng: 24.9 },
        { lat: 63, lng: 17 },
        { lat: 59.9, lng: 10.7 },
      ]) {
        most = Math.max(most, index.items(viewBBox({ ...center, zoom }, { width: 1280, height: 800 }), zoom).length);
      }
    }
    expect(most).toBeLessThanOrEqual(300);
  });
});
