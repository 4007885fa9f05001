import { describe, expect, it } from 'vitest';
import { mapInSlices } from '../../../src/lib/slices';

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    expect(await mapInSlices([1, 2, 3, 4, 5], (n) => n * 10, 2)).toEqual([10, 20, 30, 40, 50]);
    expect(await mapInSlices([], (n: number) => n, 3)).toEqual([]);
  });

  it('lets the event loop turn between slices, and only between them', async () => {
    const events: string[] = [];
    let ticking = true;
    const tick = () => {
      events.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const done = mapInSlices(
      Array.from({ length: 10 }, (_, i) => i),
      (i) => events.push(`item ${i}`),
      4,
    );
    await done;
    ticking = false;
    const items = events.filter((e) => e !== 'turn');
    expect(items).toHaveLength(10);
    // no turn inside a slice: items 0–3, 4–7 and 8–9 each run in one stretch
    const stretch = (from: number, to: number) => events.slice(events.indexOf(`item ${from}`), events.indexOf(`item ${to}`) + 1);
    expect(stretch(0, 3)).not.toContain('turn');
    expect(stretch(4, 7)).not.toContain('turn');
    expect(stretch(8, 9)).not.toContain('turn');
    // and at least one turn between consecutive slices
    expect(events.slice(events.indexOf('item 3'), events.indexOf('item 4'))).toContain('turn');
    expect(events.slice(events.indexOf('item 7'), events.indexOf('item 8'))).toContain('turn');
  });

  it('awaits an async function item by item, in order, and still turns between slices', async () => {
    const events: string[] = [];
    let ticking = true;
    const tick = () => {
      events.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // resolves with microtasks only, as putting a worker's result in place does
    const out = await mapInSlices(
      [0, 1, 2, 3, 4, 5],
      async (i) => {
        await Promise.resolve();
        events.push(`item ${i}`);
        return i * 2;
      },
      3,
    );
    ticking = false;
    expect(out).toEqual([0, 2, 4, 6, 8, 10]);
    expect(events.filter((e) => e !== 'turn')).toEqual(['item 0', 'item 1', 'item 2', 'item 3', 'item 4', 'item 5']);
    expect(events.slice(events.indexOf('item 0'), events.indexOf('item 2'))).not.toContain('turn');
    expect(events.slice(events.indexOf('item 2'), events.indexOf('item 3'))).toContain('turn');
  });

  it('refuses a slice that is not a whole number of at least 1', async () => {
    await expect(mapInSlices([1], (n) => n, 0)).rejects.toThrow(RangeError);
    await expect(mapInSlices([1], (n) => n, 1.5)).rejects.toThrow(RangeError);
  });
});
