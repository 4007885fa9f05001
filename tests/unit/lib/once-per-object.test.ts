import { describe, expect, it } from 'vitest';
import { oncePerObject } from '../../../src/lib/once-per-object';

describe('oncePerObject', () => {
  it('makes one value per object, the first time it is asked for, and the same one after', () => {
    const made: object[] = [];
    const clientFor = oncePerObject((config: { url: string }) => {
      made.push(config);
      return { url: config.url };
    });
    const a = { url: 'http://a' };
    const b = { url: 'http://a' };
    const first = clientFor(a);
    expect(clientFor(a)).toBe(first);
    // an equal but other object is another configuration: a value of its own
    expect(clientFor(b)).not.toBe(first);
    expect(clientFor(b)).toEqual(first);
    expect(made).toEqual([a, b]);
  });

  it('keeps a made value that is falsy rather than making it again', () => {
    let calls = 0;
    const zeroFor = oncePerObject(() => {
      calls += 1;
      return 0;
    });
    const key = {};
    expect([zeroFor(key), zeroFor(key)]).toEqual([0, 0]);
    expect(calls).toBe(1);
  });
});
