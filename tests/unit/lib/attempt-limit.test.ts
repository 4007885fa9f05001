import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAttemptLimit } from '../../../src/lib/attempt-limit';

describe('the attempt limit', () => {
  it('blocks a client after its failures until its window ends, and others only past the overall cap', () => {
    const limit = createAttemptLimit({ perKey: 3, overall: 5, windowS: 60 });
    for (let i = 0; i < 3; i++) {
      expect(limit.blockedFor('a', 1000)).toBe(0);
      limit.fail('a', 1000 + i);
    }
    expect(limit.blockedFor('a', 1010)).toBe(50);
    expect(limit.blockedFor('b', 1010)).toBe(0);
    limit.fail('b', 1010);
    limit.fail('c', 1010);
    // five failures in all: everyone waits for the overall window (started at 1000)
    expect(limit.blockedFor('d', 1020)).toBe(40);
    expect(limit.blockedFor('a', 1060)).toBe(0);
    expect(limit.blockedFor('d', 1060)).toBe(0);
  });

  it('never hears more than perKey failures of one client within a window (model: a count per window)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 10 })), { maxLength: 80 }), (steps) => {
        const limit = createAttemptLimit({ perKey: 4, overall: 1_000, windowS: 30 });
        let now = 0;
        const heard = new Map<string, number[]>();
        for (const [key, dt] of steps) {
          now += dt;
          if (limit.blockedFor(key, now) > 0) continue;
          limit.fail(key, now);
          heard.set(key, [...(heard.get(key) ?? []), now]);
        }
        for (const times of heard.values()) {
          // fixed windows: at most perKey in each, so at most twice that in any span of a window's length
          for (const t of times) expect(times.filter((u) => u >= t && u < t + 30).length).toBeLessThanOrEqual(2 * 4);
        }
      }),
    );
  });
});
