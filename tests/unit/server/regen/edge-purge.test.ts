import { describe, expect, it } from 'vitest';
import { EdgePurger, keyBatches } from '../../../../src/server/regen/edge-purge';
import { PURGE_KEYS_HEADER, PURGE_TOKEN_HEADER } from '../../../../src/server/edge/varnish';

describe('keyBatches', () => {
  it('splits keys into header values under the limit, keeping every key once', () => {
    const keys = Array.from({ length: 500 }, (_, i) => `path-/sv-SE/page-${i}`);
    const batches = keyBatches(keys, 1_000);
    expect(batches.length).toBeGreaterThan(5);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(1_000);
    expect(batches.flatMap((b) => b.split(' '))).toEqual(keys);
  });

  it('gives nothing for no keys', () => {
    expect(keyBatches([])).toEqual([]);
  });
});

describe('EdgePurger', () => {
  function edge(answers: (number | Error)[]) {
    const calls: { keys: string; token: string }[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ keys: headers[PURGE_KEYS_HEADER]!, token: headers[PURGE_TOKEN_HEADER]! });
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      return new Response('', { status: answer });
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('sends the keys with the token, without blocking the caller', async () => {
    const { calls, fetchImpl } = edge([200]);
    const logs: string[] = [];
    const purger = new EdgePurger({ url: 'http://edge', token: 'token-token-token', log: (m) => logs.push(m), fetchImpl });
    purger.purge(['path-/a', 'path-/b']);
    expect(calls).toHaveLength(0);
    await purger.idle();
    expect(calls).toEqual([{ keys: 'path-/a path-/b', token: 'token-token-token' }]);
    expect(purger.status()).toMatchObject({ pending: 0, purged: 2, lastFailure: null });
    expect(logs).toEqual([]);
  });

  it('logs a failure and retries its keys together with keys that came later', async () => {
    const { calls, fetchImpl } = edge([new Error('connect ECONNREFUSED'), 503, 200]);
    const logs: string[] = [];
    const purger = new EdgePurger({ url: 'http://edge', token: 'token-token-token', log: (m) => logs.push(m), fetchImpl, retryDelaysMs: [1, 1] });
    purger.purge(['path-/a']);
    purger.purge(['path-/b']);
    await purger.idle();
    expect(calls.map((c) => c.keys)).toEqual(['path-/a path-/b', 'path-/a path-/b', 'path-/a path-/b']);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('ECONNREFUSED');
    expect(logs[1]).toContain('answered 503');
    expect(purger.status()).toMatchObject({ pending: 0, purged: 2 });
  });
});
