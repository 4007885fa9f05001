/**
 * The clustering worker's protocol and its client: the map gets the same markers from the worker as
 * from an index in the page, answers for a replaced point set are dropped, and a worker that fails
 * hands over to the page's own index instead of leaving the map empty.
 */
import { describe, expect, it } from 'vitest';
import { ClusterIndex } from '../../../../src/features/locator/clusters';
import { createClusterHandler } from '../../../../src/features/locator/cluster-handler';
import { KEPT_SETS, packPoints, unpackPoints, type ClusterAnswer, type ClusterRequest } from '../../../../src/features/locator/cluster-protocol';
import { ClusterWorker } from '../../../../src/features/locator/cluster-source';
import type { BBox, LatLng } from '../../../../src/features/locator/types';

const WORLD: BBox = [-180, -85, 180, 85];

function towns(): LatLng[] {
  const out: LatLng[] = [];
  for (let t = 0; t < 12; t++) for (let i = 0; i < 9; i++) out.push({ lat: 59 + t * 0.9 + i * 0.004, lng: 18 + t * 1.1 + (i % 3) * 0.004 });
  return out;
}

/**
 * A stand-in for a browser Worker running the real handler: messages are structured-cloned and
 * delivered a task later, in order, as a worker would. `crash` makes it fail like a worker whose
 * script cannot run.
 */
class FakeWorker {
  onmessage: ((event: MessageEvent<ClusterAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly received: ClusterRequest['type'][] = [];
  private readonly handle = createClusterHandler();
  constructor(private readonly crash = false) {}
  postMessage(message: ClusterRequest, transfer: Transferable[] = []): void {
    const copy = structuredClone(message, { transfer });
    this.received.push(copy.type);
    setTimeout(() => {
      if (this.crash) return this.onerror?.({ message: 'script failed' } as ErrorEvent);
      const answer = this.handle(copy);
      if (answer) this.onmessage?.({ data: structuredClone(answer) } as MessageEvent<ClusterAnswer>);
    }, 0);
  }
  terminate(): void {}
}

const clientOf = (fake: FakeWorker) => new ClusterWorker(fake as unknown as Worker);

describe('the wire format', () => {
  it('packs points into a flat array and back', () => {
    const points = towns();
    const packed = packPoints(points);
    expect(packed).toBeInstanceOf(Float64Array);
    expect(packed.length).toBe(points.length * 2);
    expect(unpackPoints(packed)).toEqual(points);
  });
});

describe('the worker handler', () => {
  it('answers from the latest set and marks questions about an older one stale', () => {
    const handle = createClusterHandler();
    expect(handle({ type: 'items', set: 1, req: 1, bbox: WORLD, zoom: 5 })).toEqual({ req: 1, stale: true });
    expect(handle({ type: 'load', set: 1, coords: packPoints(towns()) })).toBeNull();
    const answer = handle({ type: 'items', set: 1, req: 2, bbox: WORLD, zoom: 5 });
    expect(answer).toEqual({ req: 2, stale: false, items: new ClusterIndex(towns()).items(WORLD, 5) });
    handle({ type: 'load', set: 2, coords: packPoints(towns().slice(0, 9)) });
    expect(handle({ type: 'expansionZoom', set: 1, req: 3, clusterId: 1 })).toEqual({ req: 3, stale: true });
  });
});

describe('the worker client', () => {
  it('gives the markers, expansion zooms and zoom-to-show of an index in the page', async () => {
    const points = towns();
    const local = new ClusterIndex(points);
    const source = clientOf(new FakeWorker()).load(points);
    for (const zoom of [4, 7, 10, 17]) expect(await source.items(WORLD, zoom)).toEqual(local.items(WORLD, zoom));
    const cluster = local.items(WORLD, 6).find((i) => i.kind === 'cluster');
    expect(cluster?.kind).toBe('cluster');
    if (cluster?.kind !== 'cluster') return;
    expect(await source.expansionZoom(cluster.id)).toBe(local.expansionZoom(cluster.id));
    expect(await source.zoomToShow(5, points[5]!, 8)).toBe(local.zoomToShow(5, points[5]!, 8));
  });

  it('sends each point set once, and drops answers for a set replaced meanwhile', async () => {
    const fake = new FakeWorker();
    const client = clientOf(fake);
    const first = client.load(towns());
    const pending = first.items(WORLD, 5);
    const second = client.load(towns().slice(0, 9));
    expect(await pending).not.toBeNull(); // asked before the second load: answered from the first set
    expect(await first.items(WORLD, 5)).toBeNull();
    expect((await second.items(WORLD, 18))?.length).toBe(9);
    expect(fake.received.filter((t) => t === 'load')).toHaveLength(2);
  });

  it('going back to a point set already sent names its kept index instead of sending the points again', async () => {
    const fake = new FakeWorker();
    const client = clientOf(fake);
    const all = towns();
    const few = all.slice(0, 9);
    const first = client.load(all);
    expect(await first.items(WORLD, 18)).toHaveLength(all.length);
    await client.load(few).items(WORLD, 18);
    const again = client.load(all);
    expect(await again.items(WORLD, 6)).toEqual(new ClusterIndex(all).items(WORLD, 6));
    expect(await first.items(WORLD, 6)).toBeNull(); // the older source of the same points stays stale
    expect(fake.received.filter((t) => t === 'load')).toHaveLength(2);
    expect(fake.received.filter((t) => t === 'reuse')).toHaveLength(1);
  });

  it('keeps as many sets as the worker does, evicting the same ones', async () => {
    const fake = new FakeWorker();
    const client = clientOf(fake);
    const sets = Array.from({ length: KEPT_SETS + 1 }, (_, i) => towns().slice(0, i + 1));
    for (const points of sets) await client.load(points).items(WORLD, 18);
    // the first set was evicted on both sides: it is sent again, and answers right
    expect(await client.load(sets[0]!).items(WORLD, 18)).toHaveLength(1);
    // the second is still kept
    expect(await client.load(sets[2]!).items(WORLD, 18)).toHaveLength(3);
    expect(fake.received.filter((t) => t === 'load')).toHaveLength(KEPT_SETS + 2);
    expect(fake.received.filter((t) => t === 'reuse')).toHaveLength(1);
  });

  it('falls back to the index in the page when the worker fails', async () => {
    const points = towns();
    const source = clientOf(new FakeWorker(true)).load(points);
    expect(await source.items(WORLD, 7)).toEqual(new ClusterIndex(points).items(WORLD, 7));
    // and stays there: later questions are answered without the worker
    expect(await source.items(WORLD, 18)).toHaveLength(points.length);
  });
});
