import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RetriesEnded, retry, retryDelay } from '../../../src/lib/retry';

/** Runs `retry` over a script of outcomes (true: the attempt succeeds), recording what it did. */
async function runScript(outcomes: boolean[], options: { delaysMs: number[]; attempts?: number; stopAfter?: number }) {
  const waits: number[] = [];
  let calls = 0;
  const result = await retry(
    async (attempt) => {
      calls += 1;
      expect(attempt).toBe(calls);
      if (outcomes[attempt - 1]) return `ok at ${attempt}`;
      throw new Error(`failed ${attempt}`);
    },
    {
      delaysMs: options.delaysMs,
      attempts: options.attempts,
      stopped: () => options.stopAfter !== undefined && calls >= options.stopAfter,
      onRetry: ({ delayMs }) => waits.push(delayMs),
    },
  ).catch((error: unknown) => error);
  return { result, waits, calls };
}

describe('retry with backoff', () => {
  it('the schedule: the listed waits in order, the last repeating', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, [250, 1_000, 5_000, 15_000]))).toEqual([250, 1_000, 5_000, 15_000, 15_000, 15_000]);
    expect(retryDelay(3, [])).toBe(0);
  });

  it('for any script of outcomes: the first success wins, each failure before it waits its turn, and the attempts are bounded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 6 }), fc.array(fc.constantFrom(0, 1, 2), { maxLength: 4 }), async (outcomes, delaysMs) => {
        const { result, waits, calls } = await runScript(outcomes, { delaysMs });
        const allowed = delaysMs.length + 1;
        const firstSuccess = outcomes.findIndex((o, i) => o && i < allowed);
        if (firstSuccess === -1) {
          expect(result).toBeInstanceOf(RetriesEnded);
          expect(result).toMatchObject({ attempts: allowed, stopped: false });
          expect(((result as RetriesEnded).lastError as Error).message).toBe(`failed ${allowed}`);
          expect(calls).toBe(allowed);
        } else {
          expect(result).toBe(`ok at ${firstSuccess + 1}`);
          expect(calls).toBe(firstSuccess + 1);
        }
        expect(waits).toEqual(delaysMs.slice(0, calls - 1));
      }),
      { numRuns: 200 },
    );
  });

  it('stops before an attempt once told to, saying how many were made', async () => {
    const { result, calls } = await runScript([false, false, false], { delaysMs: [0, 0], stopAfter: 2 });
    expect(calls).toBe(2);
    expect(result).toMatchObject({ stopped: true, attempts: 2 });
    const before = await runScript([true], { delaysMs: [], stopAfter: 0 });
    expect(before.calls).toBe(0);
    expect(before.result).toMatchObject({ stopped: true, attempts: 0 });
  });

  it('retries until a success when the attempts are unbounded, the last wait repeating', async () => {
    const { result, waits } = await runScript([false, false, false, false, true], { delaysMs: [0, 1], attempts: Infinity });
    expect(result).toBe('ok at 5');
    expect(waits).toEqual([0, 1, 1, 1]);
  });
});
