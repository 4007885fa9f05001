import { describe, expect, it } from 'vitest';
import { createLimiter, QueueFullError } from '../../../src/lib/limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the limiter', () => {
  it('runs at most `concurrency` tasks, queues up to `queue` more and refuses the rest', async () => {
    const limiter = createLimiter('test', { concurrency: 2, queue: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = gates.map((g, i) => limiter.run(async () => (started.push(i), await g.promise, i)));
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ running: 2, waiting: 1, shed: 0 });
    await expect(limiter.run(async () => 9)).rejects.toBeInstanceOf(QueueFullError);
    gates[0]!.resolve();
    await tasks[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    // the refused task is counted (the site's metrics: nordic_site_limiter_shed_total)
    expect(limiter.load).toEqual({ running: 0, waiting: 0, shed: 1 });
  });

  it('frees its slot when a task fails', async () => {
    const limiter = createLimiter('test', { concurrency: 1, queue: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'ok')).toBe('ok');
  });
});

describe('the limiter with a wait limit', () => {
  it('refuses a task that found no slot in time, and runs the next waiting one when a slot frees', async () => {
    const limiter = createLimiter('test', { concurrency: 1, queue: 2, maxWaitMs: 20 });
    const gate = deferred();
    const first = limiter.run(async () => (await gate.promise, 'first'));
    const late = limiter.run(async () => 'late');
    await expect(late).rejects.toBeInstanceOf(QueueFullError);
    expect(limiter.load).toEqual({ running: 1, waiting: 0, shed: 1 });
    const next = limiter.run(async () => 'next');
    gate.resolve();
    expect(await first).toBe('first');
    expect(await next).toBe('next');
    expect(limiter.load).toEqual({ running: 0, waiting: 0, shed: 1 });
  });
});
