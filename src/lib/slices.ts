/**
 * Long synchronous work on a server's own thread, cut into slices with a turn of the event loop
 * between them, so requests are answered meanwhile (design.md, performance targets: no event-loop
 * block over 50 ms). Node only.
 */
import { setImmediate } from 'node:timers/promises';

/**
 * `items.map(fn)`, `slice` items at a time, yielding to the event loop between slices. An async `fn`
 * is awaited item by item, in order: work that resolves without waiting on I/O (microtasks only)
 * would otherwise never give the loop a turn either.
 */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T) => R | Promise<R>, slice: number): Promise<R[]> {
  if (!Number.isInteger(slice) || slice < 1) throw new RangeError(`slice must be a whole number ≥ 1, not ${slice}`);
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % slice === 0) await setImmediate();
    out.push(await fn(items[i]!));
  }
  return out;
}
